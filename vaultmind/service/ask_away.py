""" "Who is away, and when?" answered from context memories (issue 27): a context that
says someone is away (on leave, sick, travelling, unavailable) and lasts into the
question's period (`valid_until`; today when it names none). The notes' own text may
say more, so the retrieved sources follow (`open_ended`); with no such memory the
question goes to retrieval, never to a "nobody is away" the text might contradict."""

from __future__ import annotations

from datetime import timedelta
from typing import TYPE_CHECKING

from vaultmind.memory.away import away_in
from vaultmind.service.memory import MemoryCommands

if TYPE_CHECKING:
    from vaultmind.agent.ask.structural import StructuralAnswer
    from vaultmind.service.ask_structural import Asked
    from vaultmind.vault.model import Note


AHEAD = 90  # days "when is X away / back?" looks ahead for X's absences


def _asks_when(question: str) -> bool:
    return question.strip().casefold().startswith(("when", "когда"))


class AwayAnswers(MemoryCommands):
    """Part of `VaultService` (through `StructuralAnswers`)."""

    def _answer_away(self, a: Asked) -> StructuralAnswer | None:
        from vaultmind.agent.ask.structural import StructuralAnswer, fact

        start = a.q.range.start if a.q.range is not None else a.today
        end = a.q.range.end if a.q.range is not None else a.today
        if a.q.range is None and a.person is not None and _asks_when(a.q.text):
            end = a.today + timedelta(days=AHEAD)  # "when is X back?": X's next absence
        lines: list[str] = []
        facts = []
        for person in self._away_candidates(a):
            for away in away_in(person, start, end, a.today):
                memory, until = away.memory, away.until
                word = "до" if a.ru else "until"
                when = f" ({word} {until.isoformat()})" if until else ""
                lines.append(f"{person.title}: {memory.text}{when}")
                facts.append(fact(memory.text, person.path, person.title, memory.line,
                                  memory.id, "memory", until))  # fmt: skip
        if not lines:
            from vaultmind.service.ask_away_text import away_in_text

            for who, unit, text in away_in_text(self, a, start, end):
                lines.append(f"{who}: {text}")
                facts.append(fact(text, unit.path, unit.title, unit.line, unit.block, unit.kind,
                                  unit.day))  # fmt: skip
        if not lines:
            return None
        head = "Отсутствуют:" if a.ru else "Away:"
        body = [f"- {line} [{n}]" for n, line in enumerate(lines, start=1)]
        return StructuralAnswer("away", "\n".join([head, *body]), facts, open_ended=True)

    def _away_candidates(self, a: Asked) -> list[Note]:
        """The person asked about, or every person note the view may read."""
        if a.person is not None:
            return [a.person]
        with self._cache() as cache:
            paths = {path for _, path, _ in cache.person_names()}
            return [n for n in cache.notes_at(paths) if a.privacy.allows(n)]
