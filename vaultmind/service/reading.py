"""The facade's reading for a program outside VaultMind (the MCP server): the text a
cited ref points at, and what changed in the vault since a moment. Read-only."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from vaultmind.errors import NoteNotFoundError, UsageError
from vaultmind.service.browse import BrowseCommands

if TYPE_CHECKING:
    from vaultmind.index.journal import Job


@dataclass(frozen=True, slots=True)
class PassageText:
    path: str
    title: str
    ref: str  # `[[path#^block]]`, `[[path#Heading]]` or `[[path]]`: what the text is
    first_line: int  # 1-based, in the file
    last_line: int
    text: str


@dataclass(frozen=True, slots=True)
class ChangedNote:
    path: str
    title: str
    modified: str  # ISO time in the vault's zone


@dataclass(frozen=True, slots=True)
class RecentChanges:
    since: str
    notes: list[ChangedNote]  # newest first, at most `limit`
    more_notes: int  # changed too, past `limit`
    jobs: list[Job]  # what VaultMind wrote since (`vaultmind log`), newest first


class ReadingCommands(BrowseCommands):
    """Passages and recent changes; part of `VaultService`."""

    def passage(self, ref: str) -> PassageText:
        """A note by anything `find_note` takes, or a link into one (`People/X.md#^m-abc`,
        `[[Note#Heading]]`): that block's or section's lines, else the whole file."""
        from vaultmind.vault.blocks import block_span, section_span
        from vaultmind.vault.syntax import split_link

        inner = ref.strip().removeprefix("!").removeprefix("[[").removesuffix("]]")
        target, heading, block, _ = split_link(inner)
        if not target:
            raise UsageError("a note's path, name or link is needed, e.g. People/Anna.md#^m-abc")
        source = self.note_source(target)
        note, lines = source.note, source.text.split("\n")
        if block is not None:
            line = next((b.line for b in note.block_ids if b.id == block), None)
            if line is None:
                raise NoteNotFoundError(f"{note.path} has no block ^{block}")
            first, last = block_span(lines, line)
            where = f"#^{block}"
        elif heading is not None:
            wanted = heading.strip().casefold()
            line = next((h.line for h in note.headings if h.text.casefold() == wanted), None)
            if line is None:
                raise NoteNotFoundError(f"{note.path} has no heading '{heading}'")
            first, last = section_span(lines, line)
            where = f"#{heading.strip()}"
        else:
            first, last, where = 1, len(lines), ""
        text = "\n".join(lines[first - 1 : last])
        return PassageText(note.path, note.title, f"[[{note.path}{where}]]", first, last, text)

    def recent_changes(self, since: datetime, limit: int = 50) -> RecentChanges:
        """The notes whose files changed at or after `since` (an aware time) and the jobs
        VaultMind ran since, as the asker may see them."""
        from vaultmind.index.journal import Journal
        from vaultmind.service.jobs import visible_jobs
        from vaultmind.vault.settings import vault_zone

        if limit < 1:
            raise UsageError("the number of notes must be at least 1")
        self.update_index()
        cutoff = since.timestamp() * 1e9
        with self._whole_cache() as cache:
            manifest = cache.manifest()
        # judged after the files were read, titled by the asker's view: a note a watcher
        # thread adds meanwhile is either in the private set or has no title yet
        hidden = self.hidden_paths()
        changed = sorted(
            ((entry.mtime_ns, path) for path, entry in manifest.items()
             if entry.mtime_ns >= cutoff and path.endswith(".md") and path not in hidden),
            reverse=True,
        )  # fmt: skip
        with self._cache() as cache:
            titles = cache.titles(path for _, path in changed[:limit])
        zone = vault_zone(self.vault_settings.timezone)

        def when(ns: int) -> str:
            return datetime.fromtimestamp(ns / 1e9, zone).isoformat(timespec="seconds")

        notes = [ChangedNote(p, titles[p], when(ns)) for ns, p in changed[:limit] if p in titles]
        journal = Journal(self.vault)
        jobs = visible_jobs(journal, journal.jobs(200), hidden)
        jobs = [job for job in jobs if job.started >= since.timestamp()]
        more = max(0, len(changed) - limit)
        return RecentChanges(since.isoformat(timespec="seconds"), notes, more, jobs)
