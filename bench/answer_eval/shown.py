"""What `vaultmind ask` shows with a model, checked from the printed text alone (issue 27).

The checks read what the user reads: the streamed answer, the rendered answer and its
footer (`[n] [[ref]] …`). They never call the guards in `agent/ask/` (`grounding`,
`support`): a guard cannot vouch for itself. A footer's `[[ref]]` is looked up among
the sources `ask` retrieved to read the whole unit it names (the footer shows 100
characters of it).

- a leaked fence: `<<<`, `>>>`, `‹‹‹`, `›››`, a code fence, a role or prompt tag, anywhere
  in the text shown outside the footer;
- an uncited answer: the model's text shown as an answer with no `[n]` that a valid
  footer line (not INVALID) resolves;
- an unheld figure: a date or number in the model's shown text that none of the units
  its `[n]` resolve to (title, date, text), nor the question, holds.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from vaultmind.agent.ask.rank import Source

FENCE = re.compile(
    r"<<<|>>>|‹‹‹|›››|```|<\|[^|>\n]{0,40}\|>|</?s>|\[/?INST\]|"
    r"</?(?:system|user|assistant)\b[^>\n]{0,20}>|"
    r"^\s*(?:system|user|assistant|sources|question)\s*:",
    re.IGNORECASE | re.MULTILINE,
)
_FOOTER = re.compile(r"^\[(\d+)\] (?:\[\[([^\]]+)\]\](?: \(line (\d+)\))?|INVALID)", re.M)
_CITE = re.compile(r"\[(\d{1,3})\]")
_ISO = re.compile(r"\b(\d{4})-(\d\d)-(\d\d)\b")
_FIGURE = re.compile(r"\d+(?:[.,:]\d+)*")
_MONTHS_EN = ("january february march april may june july august september october "
              "november december").split()  # fmt: skip
_MONTHS_RU = ("январ феврал март апрел ма[йя] июн июл август сентябр октябр ноябр "
              "декабр").split()  # fmt: skip
NOT_FOUND = ("Not found in the vault.", "В хранилище этого нет.")


@dataclass
class Shown:
    """One question's output, read as the user reads it."""

    from_model: bool = False  # the model's own text is shown as the answer
    fell_back: bool = False  # the model was asked; the sources' answer is what stands
    model_not_found: bool = False  # the model said "not found" and that is shown
    fences: list[str] = field(default_factory=list)
    uncited: bool = False
    unheld: list[str] = field(default_factory=list)


def footer(text: str) -> dict[int, tuple[str, int | None] | None]:
    """Each footer number: its (ref, line), or None for an INVALID line."""
    found: dict[int, tuple[str, int | None] | None] = {}
    for m in _FOOTER.finditer(text):
        found[int(m[1])] = (m[2], int(m[3]) if m[3] else None) if m[2] else None
    return found


def body(text: str) -> str:
    """The printed text without its footer lines (the quoted sources)."""
    return "\n".join(line for line in text.splitlines() if not _FOOTER.match(line))


def _digits(token: str) -> str:
    """A figure as compared: `,` read as `.`, an integer without leading zeros."""
    token = token.replace(",", ".")
    return str(int(token)) if token.isdigit() else token


def _days(text: str) -> set[tuple[int, int]]:
    """(month, day) of each date the text writes: ISO, "December 8", «8 декабря»."""
    low = text.casefold()
    days = {(int(m[2]), int(m[3])) for m in _ISO.finditer(low)}
    for names in (_MONTHS_EN, _MONTHS_RU):
        for month, name in enumerate(names, start=1):
            stem = rf"\b{name}\w*"
            for m in re.finditer(rf"\b(\d{{1,2}})\s+{stem}|{stem}\s+(\d{{1,2}})\b", low):
                day = int(m[1] or m[2])
                if 1 <= day <= 31:
                    days.add((month, day))
    return days


def unheld_figures(shown: str, held: str) -> list[str]:
    """The dates and numbers of `shown` (its [n] markers aside) that `held` lacks."""
    shown = _CITE.sub(" ", shown)
    held_days = _days(held)
    held_figures = {_digits(f) for f in _FIGURE.findall(_ISO.sub(" ", held))}
    held_figures |= {_digits(part) for m in _ISO.finditer(held) for part in m.groups()}
    missing = [m[0] for m in _ISO.finditer(shown) if (int(m[2]), int(m[3])) not in held_days]
    for figure in _FIGURE.findall(_ISO.sub(" ", shown)):
        if _digits(figure) not in held_figures:
            missing.append(figure)
    return missing


def _resolve(place: tuple[str, int | None], pool: list[Source]) -> Source | None:
    ref, line = place
    for source in pool:
        if source.ref == ref and (line is None or source.line == line):
            return source
    return None


def read(
    streamed: str, printed: str, without_model: str | None, pool: list[Source], question: str,
    asked_model: bool,
) -> Shown:  # fmt: skip
    """The checks on one question's output: `streamed` (the answer as it was written to
    the terminal), then `printed`; `without_model`: the answer the sources give."""
    seen = Shown()
    seen.fences = FENCE.findall(body(streamed + printed))
    if not asked_model:
        return seen
    shown_body = body(printed).strip()
    fallback = (without_model or "").strip()
    seen.fell_back = bool(fallback) and fallback in shown_body
    lead = streamed.strip() or shown_body.split("\n\n")[0]
    if lead in NOT_FOUND:  # the model's "not found", though the sources were relevant
        seen.model_not_found = True
        return seen
    if streamed.strip():  # on the screen, whatever follows it
        model_text = streamed.strip()
    elif seen.fell_back:  # only a notice stands before the sources' answer
        return seen
    else:
        model_text = shown_body
    seen.from_model = not seen.fell_back
    places = footer(printed)
    cited = [places.get(int(n)) for n in dict.fromkeys(_CITE.findall(model_text))]
    units = [_resolve(p, pool) for p in cited if p is not None]
    held_units = [u for u in units if u is not None]
    seen.uncited = not held_units
    held = " ".join(f"{u.title} {u.date or ''} {u.text}" for u in held_units)
    seen.unheld = unheld_figures(model_text, f"{held} {question}")
    return seen
