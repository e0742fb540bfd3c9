""" "What changed since <date>?" answered from memory lines (issue 27): lines created or
done in the period, newest first; a superseded line is left out (its successor is
the change). The notes' own text may say more, so the retrieved sources follow
(`open_ended`); with no such line the question goes to retrieval, never to "nothing
changed"."""

from __future__ import annotations

from datetime import date, timedelta
from typing import TYPE_CHECKING

from vaultmind.service.ask_away import AwayAnswers

if TYPE_CHECKING:
    from vaultmind.agent.ask.rank import Source
    from vaultmind.agent.ask.structural import StructuralAnswer
    from vaultmind.service.ask_structural import Asked
    from vaultmind.vault.model import MemoryLine, Note

MAX_ITEMS = 20


def _day(memory: MemoryLine, key: str) -> date | None:
    try:
        return date.fromisoformat((memory.field(key) or "")[:10])
    except ValueError:
        return None


class ChangedAnswers(AwayAnswers):
    """Part of `VaultService` (through `StructuralAnswers`)."""

    def _answer_changed(self, a: Asked) -> StructuralAnswer | None:
        from vaultmind.agent.ask.structural import StructuralAnswer

        if a.q.range is None:
            return None
        start, end = a.q.range.start, max(a.q.range.end, a.today)
        with self._cache() as cache:
            notes = [n for n in cache.notes() if a.privacy.allows(n)]
        found = [*_memories(notes, start, end, a.ru), *_tasks_done(notes, start, end, a.ru)]
        found += self._day_notes(a, start, end)
        if not found:
            return None
        found.sort(key=lambda item: item[0], reverse=True)  # stable: a day's notes in order
        found = found[:MAX_ITEMS]
        head = f"{'Изменения с' if a.ru else 'Changed since'} {start.isoformat()}:"
        body = [f"- {line} [{n}]" for n, (_, line, _) in enumerate(found, start=1)]
        sources = [source for _, _, source in found]
        return StructuralAnswer("changed", "\n".join([head, *body]), sources, open_ended=True)

    def _day_notes(self, a: Asked, start: date, end: date) -> list[Change]:
        """What the Daily notes of the period say (a hand-written vault's changes)."""
        from vaultmind.agent.ask.extractive import plain
        from vaultmind.agent.ask.structural import fact
        from vaultmind.agent.ask.units import note_day
        from vaultmind.index.cache import file_name_key
        from vaultmind.service.ask_units import note_units

        days = [start + timedelta(days=n) for n in range(min((end - start).days + 1, 62))]
        with self._cache() as cache:
            paths = cache.paths_by_file_name([file_name_key(d.isoformat()) for d in days])
            notes = [n for n in cache.notes_at(paths)
                     if n.path.startswith("Daily/") and a.privacy.allows(n)]  # fmt: skip
        found: list[Change] = []
        for note in notes:
            day = note_day(note)
            if day is None:
                continue
            for unit in note_units(self, note, a.today):
                if unit.kind == "note" and unit.text.strip() and not unit.text.startswith("#"):
                    text = plain(unit.text)
                    found.append((day, f"{day.isoformat()}: {text}",
                                  fact(text, unit.path, unit.title, unit.line, unit.block,
                                       "note", day)))  # fmt: skip
        return found


Change = tuple[date, str, "Source"]


def _memories(notes: list[Note], start: date, end: date, ru: bool) -> list[Change]:
    """Memory lines created or done in the period; a superseded one is left out."""
    from vaultmind.agent.ask.structural import fact

    found: list[Change] = []
    said = {"done": "выполнено" if ru else "done", "new": "новое" if ru else "new"}
    for note in notes:
        for memory in note.memories:
            if memory.status == "superseded":
                continue
            done, created = _day(memory, "done"), _day(memory, "created")
            day, word = (done, "done") if done else (created, "new")
            if day is None or not start <= day <= end:
                continue
            line = f"{day.isoformat()} {note.title}: {memory.text} ({said[word]})"
            found.append((day, line, fact(memory.text, note.path, note.title, memory.line,
                                          memory.id, "memory", day)))  # fmt: skip
    return found


def _tasks_done(notes: list[Note], start: date, end: date, ru: bool) -> list[Change]:
    """Tasks ticked done in the period (their ✅ date); a memory line's own is above."""
    from vaultmind.agent.ask.structural import fact
    from vaultmind.memory.decay import parse_iso

    found: list[Change] = []
    word = "выполнено" if ru else "done"
    for note in notes:
        memory_lines = {m.line for m in note.memories}
        for task in note.tasks:
            day = parse_iso(task.done) if task.done else None
            if day is None or task.line in memory_lines or not start <= day <= end:
                continue
            line = f"{day.isoformat()} {note.title}: {task.text} ({word})"
            found.append((day, line, fact(task.text, note.path, note.title, task.line,
                                          None, "task", day)))  # fmt: skip
    return found
