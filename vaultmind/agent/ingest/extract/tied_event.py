"""A done, a postponement or a cancellation that meets several open commitments.

«Samovar and props returned» after «I'll source the samovar and the brass trays» and
«I'll return the samovar and the props to the dealer»: both share its words, so no rule
can say which one it closes («Релиз отправил, отчёт и договор» may close both), and a
guess would write a wrong line. The user can say in a second, so the event is suggested
on each of them (the line sharing the most of its words first) and the user accepts the
ones it closes. Until session 28 the ingest report only named the tie on stderr.
"""

from __future__ import annotations

from vaultmind.agent.ingest.extract.lifecycle import Candidate, Event, shares, task_words


def sharing(event: Event, candidates: list[Candidate]) -> list[Candidate]:
    """The candidates the event's words meet (`lifecycle.shares`), those sharing the most
    words first; `candidates` come most recent first (`ChatOrder.candidates`), and the
    sort keeps that order among equals."""
    met = [c for c in candidates if shares(event.words, c)]
    return sorted(met, key=lambda c: -len(event.words & task_words(c.text)))
