""" "Who is responsible for X?" when the graph records nobody: never a flat "nobody".

The relation may simply not be written down while the node's own note says who
("Maria looks after the coffee machine"). So the answer says that no relation is
recorded and cites the note's own text: its sentences with a responsibility word
first, naming the person one of them names (a link or a known person's name), else
its opening; `ask` adds the other retrieved sources (`open_ended`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from vaultmind.agent.ask.prompt import plain
from vaultmind.agent.ask.structural import StructuralAnswer, fact

if TYPE_CHECKING:
    from vaultmind.agent.ask.rank import Source
    from vaultmind.agent.ask.units import Unit

People = Callable[[str], list[str]]  # the person notes a sentence names, by title
OPENING = 2  # paragraphs of the note cited when none says who is responsible
SHORT = 240  # characters of a cited paragraph
_DUTY = re.compile(
    r"\b(?:responsib\w*|in charge|accountable|look\w* after|tak\w* care|car\w* for|"
    r"maintain\w*|handl\w*|manag\w*|own(?:s|er|ers|ed)?\b|run(?:s|ning)?\b|contact\w*|"
    r"lead(?:s|ing)?\b|руковод\w*|"
    r"ответствен\w*|отвеча\w*|след(?:ит|ят|ил\w*)|присматр\w*|смотр\w* за|занима\w*|"
    r"курир\w*|куратор\w*|владе\w*|забот\w*|обслужива\w*|вед[её]т|ведут|поддержива\w*)",
    re.IGNORECASE,
)
_SENTENCE = re.compile(r"(?<=[.!?…])\s+")
_HEAD = {
    "names": ("{s}: its note names {p} (no responsible_for relation or owner field):",
              "{s}: заметка называет {p} (связи responsible_for или поля owner нет):"),
    "says": ("{s}, its note says (no responsible_for relation or owner field):",
             "{s}, в заметке сказано (связи responsible_for или поля owner нет):"),
    "see": ("{s}: see its note and the sources below (no responsible_for relation or owner "
            "field):", "{s}: см. заметку и источники ниже (связи responsible_for или поля "
            "owner нет):"),
}  # fmt: skip


def unrecorded_responsible(
    title: str, units: list[Unit], people: People, ru: bool
) -> StructuralAnswer:
    """The answer for a node with no responsibility relation: what its note says."""
    said = [(u, s) for u in units if u.kind != "task" for s in _SENTENCE.split(u.text)]
    duties = [(u, s) for u, s in said if _DUTY.search(plain(s))]
    named = list(dict.fromkeys(p for _, s in duties for p in people(s)))  # links as written
    if duties:
        chosen, head = [(u, plain(s)) for u, s in duties], "names" if named else "says"
    else:
        chosen = [(u, _short(u.text)) for u in units if u.kind == "note"][:OPENING]
        head = "see"
    template = _HEAD[head][1 if ru else 0]
    lines = [template.format(s=title, p=", ".join(named))]
    sources: list[Source] = []
    for n, (unit, sentence) in enumerate(chosen, start=1):
        lines.append(f"- {sentence} [{n}]")
        sources.append(fact(sentence, unit.path, unit.title, unit.line, unit.block, unit.kind))
    return StructuralAnswer("responsible", "\n".join(lines), sources, open_ended=True)


def _short(text: str) -> str:
    flat = plain(text)
    return flat if len(flat) <= SHORT else flat[: SHORT - 1].rstrip() + "…"


_DUTIES_HEAD = (
    "{s}, from the notes (no responsible_for relation or owner field):",
    "{s}, по заметкам (связи responsible_for или поля owner нет):",
)


def unrecorded_duties(
    title: str, own: list[Unit], others: list[Unit], names: Callable[[str], bool], ru: bool
) -> StructuralAnswer | None:
    """ "What is X responsible for?" with no relation or owner field naming X: the
    sentences of X's own note, and of the notes linking X that name X, which say a duty
    ("Ведёт [[Переезд офиса]]", "Tom Becker leads the project"). None: no such sentence."""
    said = [(u, s) for u in own if u.kind != "task" for s in _SENTENCE.split(u.text)]
    said += [(u, s) for u in others if u.kind != "task" for s in _SENTENCE.split(u.text)
             if names(s)]  # fmt: skip
    chosen = list({plain(s): u for u, s in said if _DUTY.search(plain(s))}.items())
    if not chosen:
        return None
    lines = [_DUTIES_HEAD[1 if ru else 0].format(s=title)]
    sources: list[Source] = []
    for n, (sentence, unit) in enumerate(chosen, start=1):
        lines.append(f"- {sentence} [{n}]")
        sources.append(fact(sentence, unit.path, unit.title, unit.line, unit.block, unit.kind))
    return StructuralAnswer("responsible_of", "\n".join(lines), sources, open_ended=True)


def duty_first(sources: list[Source], focus: frozenset[str]) -> list[Source]:
    """ "Who handles X?" with no note named X: the retrieved units that say a duty and one
    of the question's focus stems first ("Marta owns QA."), the rest in their order."""
    from vaultmind.agent.ask.words import stem_set

    def says(source: Source) -> bool:
        text = plain(source.text)
        return bool(_DUTY.search(text)) and bool(focus & stem_set(text))

    return sorted(sources, key=lambda s: not says(s))
