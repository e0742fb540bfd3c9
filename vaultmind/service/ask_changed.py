""" "What changed since <date>?" answered from memory lines (issue 27): lines created or
done in the period, newest first; a superseded line is left out (its successor is
the change). The notes' own text may say more, so the retrieved sources follow
(`open_ended`); with no such line the question goes to retrieval, never to "nothing
changed". A question on something ("what's new on the website since the 18th?") keeps
the changes that say it or sit in its note; when none does, all of the period's."""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import TYPE_CHECKING

from vaultmind.service.ask_away import AwayAnswers

if TYPE_CHECKING:
    from vaultmind.agent.ask.rank import Source
    from vaultmind.agent.ask.structural import StructuralAnswer
    from vaultmind.agent.ask.units import Unit
    from vaultmind.service.ask_structural import Asked
    from vaultmind.vault.model import MemoryLine, Note

MAX_ITEMS = 20
NAME_WORD = 5  # a word of a longer name that says the topic alone («карты»), not «и», "of"


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
        asked = {e.path for e in a.q.entities if e.start >= 0}  # not the asker's own note
        named = [n for n in notes if n.path in asked]
        found = [*_memories(notes, start, end, a.ru), *_tasks_done(notes, start, end, a.ru)]
        found += self._day_notes(a, start, end) + self._dated_lines(a, named, start, end)
        found = _on_topic(a, named, found)
        if not found:
            return None
        found.sort(key=lambda item: item[0], reverse=True)  # stable: a day's notes in order
        found = found[:MAX_ITEMS]
        head = f"{'Изменения с' if a.ru else 'Changed since'} {start.isoformat()}:"
        body = [f"- {line} [{n}]" for n, (_, line, _) in enumerate(found, start=1)]
        sources = [source for _, _, source in found]
        return StructuralAnswer("changed", "\n".join([head, *body]), sources, open_ended=True)

    def _dated_lines(self, a: Asked, named: list[Note], start: date, end: date) -> list[Change]:
        """The lines of a project or topic the question names (`named`) that say a day of
        the period («- 24.11: СтеллажПро подтвердили поставку»): its own log of changes."""
        from vaultmind.agent.ask.extractive import plain
        from vaultmind.service.ask_units import note_units

        found: list[Change] = []
        for note in (n for n in named if n.type != "person" and n.folder != "Daily"):
            for unit in note_units(self, note, a.today):
                day = _leading_day(unit.text, a.today) if unit.kind == "note" else None
                if day is not None and start <= day <= end:
                    text = _LEADING_DAY.sub("", plain(unit.text), count=1).strip()
                    found.append(_change(day, f"{day.isoformat()} {note.title}", text, unit))
        return found

    def _day_notes(self, a: Asked, start: date, end: date) -> list[Change]:
        """What the Daily notes of the period say (a hand-written vault's changes)."""
        from vaultmind.agent.ask.extractive import plain
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
                    found.append(_change(day, day.isoformat(), plain(unit.text), unit))
        return found


Change = tuple[date, str, "Source"]


def _change(day: date, head: str, text: str, unit: Unit) -> Change:
    """A change a note's line says: its day, "<head>: <text>" to list, its source."""
    from vaultmind.agent.ask.structural import fact

    source = fact(text, unit.path, unit.title, unit.line, unit.block, "note", day)
    return day, f"{head}: {text}", source


def _on_topic(a: Asked, named: list[Note], found: list[Change]) -> list[Change]:
    """The changes on what the question names besides the time: its focus words (or
    their translations, loans) and the notes it names (`named`), said or holding the
    change; all of them when none is."""
    from vaultmind.agent.ask.words import words

    said = words(a.q.text)  # as the question calls them: «по Зуеву» of Pavel Zuev
    spoken = [" ".join(said[e.start : e.end]) for e in a.q.entities if e.start >= 0]
    topic = [t for w in a.q.focus for t in (w, *a.q.others(w))]
    for name in [*(n for note in named for n in note.names), *spoken]:
        topic += _topic_words(words(name))
    if not topic:
        return found
    starts = tuple({_start(w) for w in topic})
    paths = {n.path for n in named}
    on_topic = [change for change in found if change[2].path in paths
                or any(w.startswith(starts) for w in words(change[1]))]  # fmt: skip
    return on_topic or found  # nothing says it: the period's changes, as asked


def _topic_words(name: list[str]) -> list[str]:
    """A name's words that say it: a one-word name whole, a longer one's long words
    («топливным картам»: «карты обещают выпустить»)."""
    return name if len(name) == 1 else [w for w in name if len(w) >= NAME_WORD]


_LEADING_DAY = re.compile(
    r"^\s*(?:[-*+]\s+)?(?:(\d{4})-(\d{2})-(\d{2})|(\d{1,2})\.(\d{2})(?:\.\d{2,4})?)\s*[:—–-]"
)


def _leading_day(text: str, today: date) -> date | None:
    """The day a log line starts with («- 24.11: …», "2026-11-24 — …"): the latest such
    day not after today, for a line without its year."""
    found = _LEADING_DAY.match(text)
    if found is None:
        return None
    try:
        if found[1]:
            return date(int(found[1]), int(found[2]), int(found[3]))
        day = date(today.year, int(found[5]), int(found[4]))
    except ValueError:
        return None
    return day if day <= today else day.replace(year=today.year - 1)


def _start(word: str) -> str:
    """What a word's forms start with: «Зуеву», «Зуев» → «зуев»; «сайтом» → «сайт»."""
    return word[: max(4, len(word) - 2)]


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
