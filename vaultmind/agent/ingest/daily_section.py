"""The day's `## Ingested` section in `Daily/YYYY-MM-DD.md`: what came in, what was learnt.

Rebuilt from the vault itself (the Sources files of that day, the model's summaries
and decisions kept in them, and the memories that cite them), so it is the same on every machine;
written only while the user has not edited it (see `vaultmind.memory.owned`), and only
for a day this ingest changed or that has no section yet (`days_to_write`): a later
export of the same chat never rewrites a past day's record.
"""

from __future__ import annotations

from pathlib import Path, PurePath

from vaultmind.agent.ingest.extract.day_summary import summaries_of
from vaultmind.agent.ingest.extract.decisions import decisions_of
from vaultmind.agent.ingest.sources.escape import PREFIXES, escape_inline
from vaultmind.agent.ingest.sources.read_back import read_source
from vaultmind.index.cache import NoteCache, link_key
from vaultmind.memory.owned import Outcome, write_owned_section
from vaultmind.memory.sections import section_span, split_lines
from vaultmind.vault.model import Note
from vaultmind.vault.target import write_target
from vaultmind.vault.text import NoteText
from vaultmind.vault.write import update_note

SECTION, KEY = "Ingested", "ingested"


def ingested_lines(
    vault: Path, day: str, cache: NoteCache, timezone: str, memo: dict[str, Note] | None = None
) -> list[str]:
    """The section's lines; `memo` keeps the notes read for one day for the next (a
    person cited on every day of a long export is read once, not once a day)."""
    memo = {} if memo is None else memo
    lines: list[str] = []
    learnt: list[str] = []
    for file in sorted(vault.glob(f"Sources/*/*/{day}.md")):
        rel = file.relative_to(vault).as_posix()
        messages, meta = read_source(vault, rel, timezone)
        lines.append(_chat_line(rel, meta, len(messages)))
        lines += [_summary_line(entry) for entry in summaries_of(meta)]
        lines += [_decision_line(rel, block, text) for block, text in decisions_of(meta)]
        learnt += _learnt_from(cache, rel, memo)
    return lines + sorted(set(learnt))


def _chat_line(rel: str, meta: dict[str, object], count: int) -> str:
    """`- Команда CRM ([[Sources/…|telegram]]): 11 message(s)`: the chat's title is its
    senders' words, escaped, outside the link (no escape works inside a link's alias)."""
    title = escape_inline(str(meta.get("chat_title") or meta.get("chat") or rel.split("/")[2]))
    source = str(meta.get("source"))
    return f"- {title} ([[{rel[:-3]}|{source if source in PREFIXES else '?'}]]): {count} message(s)"


def _summary_line(entry: dict[str, str]) -> str:
    """The model's words, escaped: they must never become links, tags or block ids."""
    title, text = escape_inline(entry["title"]), escape_inline(entry["text"])
    if title and text:
        return f"  - **{title}**: {text}"
    return f"  - **{title}**" if title else f"  - {text}"


def _decision_line(rel: str, block: str, text: str) -> str:
    """A decision a capable model read, escaped, linking the message it rests on."""
    return f"  - decided: {escape_inline(text)} ([[{rel[:-3]}#^{block}|message]])"


def _learnt_from(cache: NoteCache, rel: str, memo: dict[str, Note]) -> list[str]:
    stem = rel[:-3]
    citing = {source for source, _ in cache.sources_linking_to({link_key(stem)})}
    memo.update((note.path, note) for note in cache.notes_at(citing - set(memo)))
    found = []
    for note in (memo[path] for path in sorted(citing) if path in memo):
        for memory in note.memories:
            if memory.status == "active" and any(stem in s for s in memory.sources):
                due = memory.field("due")
                found.append(
                    f"- [[{note.title}]] · {memory.kind}: {escape_inline(memory.text)}"
                    + (f" (due {due})" if due else "")
                )
    return found


def days_to_write(vault: Path, paths: list[str], changed: set[str]) -> list[str]:
    """The days of these Sources files whose section may be (re)written: the ones whose
    files this run changed, and the ones with no section yet (a run stopped before it)."""
    days = {PurePath(path).stem for path in paths}
    return sorted(
        day
        for day in days
        if day in {PurePath(path).stem for path in changed} or not _has_section(vault, day)
    )


def _has_section(vault: Path, day: str) -> bool:
    try:
        lines = split_lines((vault / "Daily" / f"{day}.md").read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError):
        return False
    span = section_span(lines, SECTION)
    return span is not None and any(line.strip() for line in lines[span[0] + 1 : span[1]])


def update_daily(vault: Path, day: str, lines: list[str]) -> Outcome:
    outcome: list[Outcome] = []

    def change(current: NoteText) -> NoteText:
        outcome.clear()
        text = current.text or f"# {day}\n"
        new, result = write_owned_section(text, SECTION, KEY, lines, current.newline)
        outcome.append(result)
        return NoteText(new, current.bom, current.lossy)

    update_note(write_target(vault, vault / "Daily" / f"{day}.md"), change)
    return outcome[0]
