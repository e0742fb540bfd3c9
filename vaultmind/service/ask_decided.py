""" "What did we decide on the racking supplier?" when no note says "supplier" (issue 27):
retrieval finds nothing for the whole question, though «Решили: стеллажи берём у
СтеллажПро» records the decision. A decision question that found nothing is asked again
one focus word at a time; a unit that records a decision and says that word (or its
translation) answers it, newest first (`decided.decisions_on`). With none, the question
stays unanswered: a word alone reaching other lines is no reason to answer.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from datetime import date

    from vaultmind.agent.ask.question import Question
    from vaultmind.agent.ask.retrieve import Retrieval
    from vaultmind.service.ask import AskCommands
    from vaultmind.vault.privacy import Privacy

UNANSWERED = ("no unit answers", "unknown subject")  # `retrieve.EMPTY`: words were heard


def decision_on_a_word(
    service: AskCommands, question: Question, privacy: Privacy, today: date, k: int
) -> Retrieval | None:
    """The retrieval led by the decisions on one of the question's focus words; None
    when no word alone finds a unit recording a decision on it."""
    from vaultmind.agent.ask.decided import decisions_on
    from vaultmind.agent.ask.words import stem

    named = frozenset(question.entity_paths)
    for word in question.focus:
        other = question.translated.get(word, ())
        alone = replace(question, keywords=[word], stems=frozenset([stem(word)]),
                        translated={word: other} if other else {})  # fmt: skip
        found = service._retrieve(alone, privacy, today, 2 * k)
        wanted = {stem(word)} | {stem(t) for t in other}
        decided = decisions_on(found.sources, frozenset(wanted), named)
        if decided:
            rest = [s for s in found.sources if s not in decided]
            return replace(found, question=question, sources=[*decided, *rest][:k])
    return None
