"""What the Ask screen shows for an answer's sources: one row per numbered citation
(an invented number flagged, never shown as valid), and where each one opens."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rich.text import Text

from vaultmind.vault.visible import visible

if TYPE_CHECKING:
    from vaultmind.agent.ask.answer import ModelAnswer
    from vaultmind.agent.ask.rank import Source

SHORT = 60  # characters of a source's text in its row


@dataclass(frozen=True, slots=True)
class Cited:
    number: int
    source: Source | None  # None: the model cited a number it was not given

    @property
    def block(self) -> str | None:
        """The block the citation points at (`m-3f9c`), if it names one."""
        if self.source is None or "#^" not in self.source.ref:
            return None
        return self.source.ref.split("#^", 1)[1]


def numbered(sources: list[Source]) -> list[Cited]:
    return [Cited(n, s) for n, s in enumerate(sources, start=1)]


def cited(answer: ModelAnswer) -> list[Cited]:
    return [Cited(c.number, c.source) for c in answer.citations]


def row(cited: Cited) -> Text:
    """`[2] Дмитрий Кузнецов · memory · 2026-12-04 · Finish the auth refactor`"""
    if cited.source is None:
        return Text(f"[{cited.number}] INVALID: no such source was supplied", style="bold red")
    s = cited.source
    text = s.text if len(s.text) <= SHORT else s.text[: SHORT - 1].rstrip() + "…"
    line = Text(f"[{cited.number}] ", style="bold")
    line.append(visible(s.ref.split("#", 1)[0].rsplit("/", 1)[-1]), style="bold")  # where it opens
    when = f" · {s.date}" if s.date else ""
    status = "" if s.status == "active" else f" · {s.status}"
    line.append(visible(f" · {s.kind}{when}{status}"), style="dim")
    line.append(visible(f" · {text}"))
    return line
