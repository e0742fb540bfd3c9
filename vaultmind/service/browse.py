"""The facade's reading side for an interactive face (the TUI): a note's text as it
is on disk, its Obsidian URI, what was ingested lately, and which model is in use.

Kept apart from `notes` so a face that only browses never needs more than this."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import quote

from vaultmind.errors import FileAccessError, UsageError
from vaultmind.service.core import ServiceCore

if TYPE_CHECKING:
    from vaultmind.index.journal import Job
    from vaultmind.vault.model import Note


@dataclass(frozen=True, slots=True)
class NoteSource:
    note: Note
    text: str  # the whole file as it is now, frontmatter included
    body_line: int  # the 0-based line where the text after the frontmatter starts


class BrowseCommands(ServiceCore):
    """Reading notes for display; part of `VaultService`."""

    def note_source(self, name: str) -> NoteSource:
        """A note (by anything `find_note` accepts) with its current text."""
        from vaultmind.vault.files import on_disk
        from vaultmind.vault.text import decode

        note = self.find_note(name)
        try:
            data = on_disk(self.vault, note.path).read_bytes()
        except OSError as exc:
            raise FileAccessError(f"{note.path}: cannot be read ({exc.strerror})") from None
        text = decode(data).text
        offset = min(note.body_offset, len(text))
        return NoteSource(note, text, text[:offset].count("\n"))

    def remember_theme(self, theme: str) -> None:
        """The TUI's theme (`dark` or `light`) in this machine's settings.toml: the one
        switch (ctrl+t) is remembered at the next start."""
        from vaultmind.settings_write import remember_setting

        remember_setting("theme", theme)
        self._settings = None  # read again, with it, when next asked

    def obsidian_uri(self, path: str) -> str:
        """`obsidian://open?vault=…&file=…`, the link that opens the note in Obsidian."""
        file = path[:-3] if path.lower().endswith(".md") else path
        return (
            f"obsidian://open?vault={quote(self.vault.name, safe='')}&file={quote(file, safe='')}"
        )

    def ingest_jobs_since(self, since: float, limit: int = 200) -> list[Job]:
        """The ingest jobs started at or after `since` (seconds since the epoch); for
        someone who may not see private notes, not those that wrote one."""
        from vaultmind.index.journal import Journal
        from vaultmind.service.jobs import visible_jobs

        journal = Journal(self.vault)
        jobs = visible_jobs(journal, journal.jobs(limit), self.hidden_paths())
        return [j for j in jobs if j.command.startswith("ingest") and j.started >= since]

    def recent_ingests(self) -> list[str]:
        """The paths this machine ingested lately, newest first (machine settings)."""
        from vaultmind.recent_paths import recent_paths

        return recent_paths()

    def complete_ingest_path(self, typed: str) -> str | None:
        """A typed path completed to a folder or a file ingest takes (the path box's
        suggestion); None when nothing matches."""
        from vaultmind.service.path_completion import complete_path

        return complete_path(typed)

    def ingest_backlog(self) -> list[tuple[str, str, int, int]]:
        """`status`'s backlog alone — (source, chat, pending, failed) — without reading
        the index's manifest, which the Today screen and the status bar do not show."""
        from vaultmind.agent.ingest import backlog

        return backlog(self.vault)

    def index_built(self) -> bool:
        from vaultmind.index.paths import DataPaths

        return DataPaths.for_vault(self.vault).cache_file.exists()

    def model_in_use(self, task: str = "extraction") -> str | None:
        """The file name of the model `task` would load, without loading it; None: none."""
        from vaultmind.agent.endpoint_config import is_endpoint, parse_endpoint
        from vaultmind.agent.registry import active_model

        settings = self.machine_settings()  # None when nothing is customised: no pydantic
        from vaultmind.service.models import first_named

        setting = settings.models_by_task.get(task) or settings.model if settings else None
        setting = first_named(None, setting)  # VAULTMIND_MODEL may name a server too
        if is_endpoint(setting) and setting is not None:  # named, not contacted
            return parse_endpoint(setting, f"settings: model for {task}").label
        found = active_model(None, setting if isinstance(setting, str) else None)
        return found.name if found is not None else None

    def export_files(self, path: str | Path) -> tuple[Path, ...]:
        """What to ingest for a path a user picked: the file (or Telegram export
        folder), or a plain folder's files (not hidden ones, not below it). A missing or
        unreadable path is the core's one-line UsageError, in the CLI's words, raised
        before anything is written."""
        from vaultmind.agent.ingest import check_readable

        chosen = Path(path).expanduser()
        if not chosen.is_dir() or (chosen / "result.json").is_file():
            check_readable(chosen)
            return (chosen,)
        try:
            found = sorted(p for p in chosen.iterdir() if p.is_file() and p.name[:1] != ".")
        except OSError as exc:
            raise UsageError(f"{chosen}: cannot read ({exc.strerror or exc})") from None
        if not found:
            raise UsageError(f"{chosen}: the folder holds no files to ingest")
        for file in found:
            check_readable(file)
        return tuple(found)
