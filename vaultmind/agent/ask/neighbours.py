"""A chat message is read with the ones around it.

The message a question's words reach is often the question asked in the chat
("when is the training?"), and the answer is the next message ("2 and 3 November"),
which shares no word with it. So each message also takes a share of the best score
among its neighbours in the same Sources day that the question's own words reach
(not its speaker alone: a named person's messages would lift each other): the
answer ranks just below the message that reached it.
"""

from __future__ import annotations

from collections.abc import Callable

from vaultmind.agent.ask.units import Unit

SHARE = 0.6  # of the best neighbour's score
REACH = 1  # messages before and after


def with_neighbours(
    scored: list[tuple[float, Unit]], worded: Callable[[Unit], bool]
) -> list[tuple[float, Unit]]:
    """Each message's score plus `SHARE` of its best `worded` neighbour's (the input's
    order is the units' order in their notes, as `split_note` gives them)."""
    by_note: dict[str, list[int]] = {}
    for index, (_, unit) in enumerate(scored):
        if unit.kind == "message":
            by_note.setdefault(unit.path, []).append(index)
    boosted = list(scored)
    for indices in by_note.values():
        for place, index in enumerate(indices):
            around = indices[max(0, place - REACH) : place] + indices[place + 1 : place + 1 + REACH]
            best = max((scored[i][0] for i in around if worded(scored[i][1])), default=0.0)
            own, unit = scored[index]
            boosted[index] = (round(own + SHARE * best, 4), unit)
    return boosted


def conversations(units: list[Unit]) -> dict[str, str]:
    """Each message's ref → the text of the messages around it in its Sources day, and
    each memory's → that of the messages it rests on and theirs: what the conversation
    was about. "Паша, но он в отпуске, так что Марина." answers "who watches the
    aisles in zone B?" asked just before it; Ben's "I'll draft the plan" was said at
    the kickoff Laura opened. `answers` reads a unit with its conversation."""
    days: dict[str, list[Unit]] = {}
    for unit in units:
        if unit.kind == "message":
            days.setdefault(unit.path, []).append(unit)
    around: dict[str, list[str]] = {}  # a message's block → its text and its neighbours'
    for messages in days.values():
        for place, unit in enumerate(messages):
            near = messages[max(0, place - REACH) : place + 1 + REACH]
            around[unit.block or unit.ref] = [m.text for m in near]
    said: dict[str, str] = {}
    for unit in units:
        if unit.kind == "message":
            said[unit.ref] = "\n".join(around[unit.block or unit.ref])
        elif unit.kind == "memory" and unit.source_ids:
            said[unit.ref] = "\n".join(t for s in unit.source_ids for t in around.get(s, ()))
    return said
