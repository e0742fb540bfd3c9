"""The Ask screen's conversation: every question asked on the screen, each above its
answer, oldest first, in one scrollable column. The answer being written streams into
the last turn; the view follows it only while the reader is at the end. In a chat
session the earlier turns are the journal's (`ask_chat.conversation`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rich.text import Text
from textual.containers import VerticalScroll
from textual.widgets import Static

from vaultmind.vault.visible import visible

if TYPE_CHECKING:
    from textual.app import ComposeResult


@dataclass(frozen=True, slots=True)
class Turn:
    question: str
    asker: str | None  # the person's title when not `me`
    answer: str


class Transcript(VerticalScroll, can_focus=True):
    DEFAULT_CSS = """
    Transcript { height: 1fr; min-height: 3; padding: 0 1; }
    Transcript > Static { height: auto; }
    Transcript > #conversation, Transcript > #asked { display: none; }
    """

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self.turns: list[Turn] = []  # the one-shot questions asked before the current one
        self.asked: Turn | None = None  # the current question (its answer as last shown)

    def compose(self) -> ComposeResult:
        yield Static("", id="conversation")  # the turns before the current one
        yield Static("", id="asked")  # the current question
        yield Static("", id="answer")  # its answer, as it is written

    def begin(self, question: str, asker: str | None, earlier: Text | None = None) -> None:
        """A new question under the earlier turns: this screen's (one-shot), or
        `earlier`, a chat session's journal."""
        if earlier is None and self.asked is not None:
            self.turns.append(self.asked)
        self.asked = Turn(question, asker, "")
        before = self._show_earlier(earlier if earlier is not None else self._turns_text())
        shown = self.query_one("#asked", Static)
        shown.update(question_line(self.asked))
        shown.styles.margin = (1 if before else 0, 0, 0, 0)  # a blank line between turns
        shown.display = True
        self.query_one("#answer", Static).update("")
        self.call_after_refresh(self.scroll_end, animate=False)

    def show_answer(self, text: str) -> None:
        at_end = self.scroll_y >= self.max_scroll_y
        if self.asked is not None:
            self.asked = Turn(self.asked.question, self.asked.asker, text)
        self.query_one("#answer", Static).update(Text(visible(text)))
        if at_end:  # follow the text only when the reader is already at its end
            self.call_after_refresh(self.scroll_end, animate=False)

    def restart(self, earlier: Text | None = None, keep: bool = True) -> None:
        """No current question: the one-shot turns again, or a chat's `earlier` ones;
        `keep`: the current one-shot question goes with the turns before it."""
        if keep and self.asked is not None:
            self.turns.append(self.asked)
        self.asked = None
        self._show_earlier(earlier if earlier is not None else self._turns_text())
        self.query_one("#asked", Static).display = False
        self.query_one("#answer", Static).update("")

    def _show_earlier(self, text: Text) -> bool:
        text.rstrip()  # a journal's turns end in a newline: the margin parts the turns
        shown = self.query_one("#conversation", Static)
        shown.update(text)
        shown.display = bool(text)
        return bool(text)

    def _turns_text(self) -> Text:
        text = Text()
        for n, turn in enumerate(self.turns):
            text.append_text(question_line(turn))
            text.append(f"\n{visible(turn.answer)}")
            if n < len(self.turns) - 1:
                text.append("\n\n")
        return text


def question_line(turn: Turn) -> Text:
    """`You: why is the granulate a risk?` (`You, as Дмитрий Кузнецов: …`)."""
    who = f"You, as {visible(turn.asker)}: " if turn.asker else "You: "
    line = Text(who, style="bold")
    line.append(visible(turn.question), style="bold")
    return line
