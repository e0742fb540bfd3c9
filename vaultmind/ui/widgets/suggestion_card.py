"""One suggestion as the Review screen shows it: who, what kind, the memory's text and
date, how sure the detector is in words, then the message in its chat — the one before
it (or the one it replies to) and the message itself — with its day and link, so the
reader decides from what was said, not from the detector's summary of it.

Everything but our own labels is vault or chat text: appended as plain text, never
read as markup."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.widgets import Static

from vaultmind.memory.suggestions import ACCEPTING
from vaultmind.vault.visible import visible

if TYPE_CHECKING:
    from vaultmind.memory.suggestions import Suggestion


def likelihood(probability: float) -> str:
    """`maybe 45 %`: the detector's calibrated probability as a reader says it.
    Suggestions lie between the suggestion floor (0.25) and the write threshold."""
    word = "likely" if probability >= 0.6 else "maybe" if probability >= 0.4 else "doubtful"
    return f"{word} {round(probability * 100)} %"


def card(s: Suggestion) -> Text:
    text = Text()
    text.append(visible(_person(s.person)), style="bold")
    text.append(f"  ·  {s.kind}", style="bold")
    if s.op in ACCEPTING:
        text.append(f" ({ACCEPTING[s.op]})")
    if s.asked_as:  # the doubt is whose, not what: no detector likelihood to show
        text.append(f"  ·  sent as «{visible(s.asked_as)}»: is it them?\n", style="dim")
    else:
        text.append(f"  ·  {likelihood(s.probability)}\n", style="dim")
    text.append("  ")
    text.append(visible(s.shown), style="bold")
    when = f"due {s.due}" if s.due else f"until {s.valid_until}" if s.valid_until else ""
    if when:
        text.append(f"\n  {when}", style="italic")
    text.append("\n\n")
    text.append(f"The message, {s.day or 'undated'}\n", style="underline")
    replied = str(s.view.get("replied") or "")
    previous = str(s.view.get("previous") or "")
    if replied:
        _quote(text, "replying to", replied)
    elif previous:
        _quote(text, "before", previous)
    _quote(text, "the message", s.message or str(s.view.get("text") or ""), "bold")
    text.append("  ")
    text.append(visible(s.source), style="dim")
    return text


def _quote(text: Text, label: str, said: str, style: str = "") -> None:
    text.append(f"  {label}: ", style="dim")
    text.append(f"«{visible(said)}»\n", style=style)


def _person(path: str) -> str:
    return path.rsplit("/", 1)[-1].removesuffix(".md")


class SuggestionCard(Static):
    DEFAULT_CSS = """
    SuggestionCard { padding: 1 2; height: auto; }
    """

    def show(self, suggestion: Suggestion | None, empty: str = "") -> None:
        """The suggestion, or (None) what the screen says instead."""
        self.update(card(suggestion) if suggestion else Text(empty, style="dim"))
