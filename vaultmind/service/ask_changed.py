""" "What changed since <date>?" answered from memory lines (issue 27): lines created or
done in the period, newest first; a superseded line is left out (its successor is
the change). The notes' own text may say more, so the retrieved sources follow
(`open_ended`); with no such line the question goes to retrieval, never to "nothing
changed"."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from vaultmind.service.ask_away import AwayAnswers

if TYPE_CHECKING:
    from vaultmind.agent.ask.rank import Source
    from vaultmind.agent.ask.structural import StructuralAnswer
    from vaultmind.service.ask_structural import Asked
    from vaultmind.vault.model import MemoryLine

MAX_ITEMS = 20


def _day(memory: MemoryLine, key: str) -> date | None:
    try:
        return date.fromisoformat((memory.field(key) or "")[:10])
    except ValueError:
        return None


class ChangedAnswers(AwayAnswers):
    """Part of `VaultService` (through `StructuralAnswers`)."""

    def _answer_changed(self, a: Asked) -> StructuralAnswer | None:
        from vaultmind.agent.ask.structural import StructuralAnswer, fact

        if a.q.range is None:
            return None
        start, end = a.q.range.start, max(a.q.range.end, a.today)
        found: list[tuple[date, str, Source]] = []
        with self._cache() as cache:
            notes = [n for n in cache.notes() if a.privacy.allows(n)]
        for note in notes:
            for memory in note.memories:
                if memory.status == "superseded":
                    continue
                done, created = _day(memory, "done"), _day(memory, "created")
                day, word = (done, "done") if done else (created, "new")
                if day is None or not start <= day <= end:
                    continue
                said = {"done": "выполнено" if a.ru else "done", "new": "новое" if a.ru else "new"}
                line = f"{day.isoformat()} {note.title}: {memory.text} ({said[word]})"
                found.append((day, line, fact(memory.text, note.path, note.title, memory.line,
                                              memory.id, "memory", day)))  # fmt: skip
        if not found:
            return None
        found.sort(key=lambda item: item[0], reverse=True)
        found = found[:MAX_ITEMS]
        head = f"{'Изменения с' if a.ru else 'Changed since'} {start.isoformat()}:"
        body = [f"- {line} [{n}]" for n, (_, line, _) in enumerate(found, start=1)]
        sources = [source for _, _, source in found]
        return StructuralAnswer("changed", "\n".join([head, *body]), sources, open_ended=True)
