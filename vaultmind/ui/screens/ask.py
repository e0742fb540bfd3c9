"""Ask: a question box and who asks (`--as`); a transcript of the questions asked
and their answers, the last streaming in as the model writes it; beside it the
sources pane, the answer's numbered citations (Enter opens the cited note at the cited
block; ctrl+s shows or hides the pane). Esc stops the model at its next token (else
goes back), ctrl+r the questions asked before (Up in the box: the last one), and chat
sessions (ctrl+n new, ctrl+o resume, ctrl+l back to one-shot questions).

Everything goes through `service.ask` (retrieval, the structural answer) and the
agent's `ask_model` (the model's checked answer), as `vaultmind ask` does; a chat
turn through `service.chat_turn` and its compaction, as `vaultmind chat` does
(`ask_chat`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from rich.text import Text
from textual import on, work
from textual.binding import Binding
from textual.containers import Horizontal
from textual.message import Message
from textual.widgets import Input, OptionList, Select, Static

from vaultmind.cancel import CancelToken
from vaultmind.errors import Cancelled, VaultMindError
from vaultmind.ui.ask_rows import Cited, cited, numbered
from vaultmind.ui.commands import keys_of
from vaultmind.ui.plain import plain
from vaultmind.ui.screens.ask_chat import (
    NO_MODEL,
    ChatOpened,
    Chatted,
    Compacted,
    Compacting,
    chat_turn,
    conversation,
    open_session,
    session_line,
)
from vaultmind.ui.screens.base import VaultScreen, short_name
from vaultmind.ui.widgets.sources_pane import SourcesPane
from vaultmind.ui.widgets.transcript import Transcript
from vaultmind.vault.visible import visible

if TYPE_CHECKING:
    from textual.app import ComposeResult
    from textual.binding import BindingType

    from vaultmind.agent.ask.answer import ModelAnswer
    from vaultmind.agent.chat.journal import Journal
    from vaultmind.agent.language_model import LanguageModel
    from vaultmind.service.ask import AskResult
    from vaultmind.service.ask_history import AskedQuestion

K = 8  # sources, as `vaultmind ask`'s default
ONE_SHOT = "Ask the vault (Enter asks)"
IN_CHAT = "Chat: follow-ups see the earlier turns (Enter asks)"
WRITING = "the model is writing… (Esc stops it)"


@dataclass
class Retrieved(Message):
    result: AskResult
    asking_model: bool  # a model answer follows


@dataclass
class Piece(Message):
    text: str


@dataclass
class Answered(Message):
    answer: ModelAnswer | None  # None: the model was stopped
    error: str | None = None


@dataclass
class PeopleRead(Message):
    people: list[tuple[Text, str]]  # (title, path)
    default: str | None  # who asks when nobody is chosen (the owner); None: not known


@dataclass
class HistoryRead(Message):
    history: list[AskedQuestion]  # newest first, as the service keeps it
    error: str | None = None  # it could not be saved


@dataclass(frozen=True, slots=True)
class Asked:
    question: str
    asker: str | None


class AskScreen(VaultScreen):
    SCOPE = "ask"
    TITLE = "Ask"
    BINDINGS: ClassVar[list[BindingType]] = [Binding("up", "recall", "Last question", show=False)]
    DEFAULT_CSS = """
    AskScreen #line { height: auto; }
    AskScreen #question { width: 1fr; }
    AskScreen #asker { width: 26; }
    AskScreen #asker Static#label { text-wrap: nowrap; text-overflow: ellipsis; }
    AskScreen #talk { height: 1fr; }
    AskScreen #state { height: 1; padding: 0 1; color: $text-muted; }
    """

    def __init__(self) -> None:
        super().__init__()
        self.token: CancelToken | None = None
        self.history: list[AskedQuestion] = []  # this machine's, newest first
        self.answer = ""
        self.result: AskResult | None = None  # what the model answered from
        self.journal: Journal | None = None  # a chat session: questions go to it

    def body(self) -> ComposeResult:
        with Horizontal(id="line"):
            yield Input(placeholder=ONE_SHOT, id="question")
            yield Select[str]([], prompt="as: me", id="asker")
        with Horizontal(id="talk"):
            yield Transcript(id="answer-box")
            yield SourcesPane(id="sources")
        yield Static("", id="state")

    def on_mount(self) -> None:
        self.read_people()

    def on_screen_resume(self) -> None:
        if self.focused is None:  # back from a cited note, the citations keep the focus
            self.query_one("#question", Input).focus()

    @property
    def running(self) -> bool:
        return any(w.is_running for w in self.workers if w.group == "ask")

    @work(thread=True, group="people", exit_on_error=False)
    def read_people(self) -> None:
        self.post_message(HistoryRead(self.service.asked_questions()))
        people = [(n.title, n.path) for n in self.service.notes() if n.type == "person"]
        people.sort(key=lambda p: p[0].casefold())
        who = self.service.default_asker()
        shown = [(plain(title), path) for title, path in people]
        self.post_message(PeopleRead(shown, who.title if who else None))

    def on_people_read(self, event: PeopleRead) -> None:
        """The blank choice names who it is (the owner, or `--as`), not "me"."""
        select = self.query_one("#asker", Select)
        if event.default:
            select.prompt = visible(f"as: {event.default}")  # shown as text, not markup
        select.set_options(event.people)

    def on_history_read(self, event: HistoryRead) -> None:
        self.history = event.history
        if event.error:
            self.notify(f"not kept in the history: {event.error}", severity="warning")

    # --- asking -----------------------------------------------------------------------
    @on(Input.Submitted, "#question")
    def submitted(self, event: Input.Submitted) -> None:
        asker = self.query_one("#asker", Select).value
        self.ask(event.value, asker if isinstance(asker, str) else None)

    def ask(self, question: str, asker: str | None) -> None:
        if not question.strip():
            return
        if self.running:
            self.notify("an answer is being written (Esc stops it)", severity="warning")
            return
        asked = Asked(question.strip(), asker)
        self.token = CancelToken()
        earlier = conversation(list(self.journal.turns)) if self.journal is not None else None
        self.query_one(Transcript).begin(asked.question, self._who(asker), earlier)
        self._show_answer("", "retrieving…")
        self._show_citations([])
        self.query_one("#question", Input).value = ""  # the box is for the next one (Up: this)
        if self.journal is None:
            self.run_ask(asked, self.token)
        else:
            self.run_chat(asked, self.journal, self.token)

    def _who(self, asker: str | None) -> str | None:
        """The asking person's title, for the transcript (None: `me`)."""
        return short_name(asker) if asker else None

    def _model(self) -> LanguageModel | None:
        """In a worker (loading a model takes seconds): the app's, else the configured."""
        return self.vm.model or self.service.model_for("answers", self.vm.explicit_model)

    @work(thread=True, group="ask", exit_on_error=False)
    def run_ask(self, asked: Asked, token: CancelToken) -> None:
        from vaultmind.agent.stoppable import StoppableModel

        self._keep_in_history(asked)
        today = self.vm.today()
        result = self.service.ask(asked.question, today, K, asked.asker)
        worth = result.structural is not None or result.retrieval.found
        model = self._model()
        self.post_message(Retrieved(result, model is not None and worth))
        if model is None or not worth:
            return
        from vaultmind.agent.ask.answer import ask_model

        def out(piece: str) -> None:
            self.post_message(Piece(piece))

        sources = result.retrieval.sources
        try:
            answer = ask_model(StoppableModel(model, token), result.question, sources,
                               result.structural, out)  # fmt: skip
        except Cancelled:
            self.post_message(Answered(None))
            return
        self.post_message(Answered(answer))

    @work(thread=True, group="ask", exit_on_error=False)
    def run_chat(self, asked: Asked, journal: Journal, token: CancelToken) -> None:
        """One turn of the session; a failed turn is one line and the session goes on."""
        self._keep_in_history(asked)
        try:
            chat_turn(self.service, journal, asked.question, asked.asker, self.vm.today(),
                      self._model(), token, self.post_message, Piece)  # fmt: skip
        except Cancelled:
            self.post_message(Answered(None))
        except VaultMindError as exc:
            self.post_message(Answered(None, exc.message))

    def _keep_in_history(self, asked: Asked) -> None:
        """In the worker: the machine's question history (a failed save is a warning)."""
        from vaultmind.errors import VaultMindError

        try:
            self.post_message(
                HistoryRead(self.service.remember_question(asked.question, asked.asker))
            )
        except VaultMindError as exc:
            self.post_message(HistoryRead(self.history, exc.message))

    def on_retrieved(self, event: Retrieved) -> None:
        from vaultmind.agent.ask.answer import NOT_FOUND

        result = self.result = event.result
        if result.shortened is not None:
            self.notify(result.shortened, severity="warning")
        plain = result.without_model
        if event.asking_model and result.structural is None and result.retrieval.found:
            text, sources = "", result.retrieval.sources  # the model's answer streams in
        elif plain is not None:
            text, sources = plain.text, plain.sources
        else:
            text, sources = NOT_FOUND, []
        if not event.asking_model and not text:
            text = "no model: the sources the vault holds for this question"
        self._show_answer(text, WRITING if event.asking_model else self._idle())
        self._show_citations(numbered(sources))

    def on_piece(self, event: Piece) -> None:
        self._show_answer(self.answer + event.text, WRITING)

    def on_answered(self, event: Answered) -> None:
        if event.error is not None:
            self._show_answer(self.answer, f"error: {event.error}")
            self.notify(event.error, severity="error", timeout=8)
            return
        if event.answer is None:
            self._show_answer(self.answer, "stopped: the answer so far")
            return
        if event.answer.as_is and self.result is not None:  # the model changed nothing
            self.on_retrieved(Retrieved(self.result, False))
            return
        if event.answer.withdrawn is not None and self.result is not None:  # as `ask` does:
            self.on_retrieved(Retrieved(self.result, False))  # the answer without the model
            said = "\n\n".join(t for t in (event.answer.withdrawn, self.answer) if t)
            self._show_answer(said, self._idle())
            return
        self._show_answer(event.answer.text, self._idle())
        rows = cited(event.answer)
        self._show_citations(rows)
        if event.answer.uncited:
            self.query_one("#state", Static).update("(the answer cites no source)")

    def _show_answer(self, text: str, state: str) -> None:
        self.answer = text
        self.query_one(Transcript).show_answer(text)
        self.query_one("#state", Static).update(plain(state))  # an error names notes

    def _show_citations(self, rows: list[Cited]) -> None:
        pane = self.query_one(SourcesPane)
        had_focus = pane.has_focus_within
        pane.show(rows)
        if had_focus and not pane.has_focus_within:
            self.query_one("#question", Input).focus()

    def action_toggle_sources(self) -> None:
        """ctrl+s: the sources pane shown (the focus in it) or hidden."""
        pane = self.query_one(SourcesPane)
        if not pane.citations:
            self.notify("no sources yet: ask a question first")
        elif not pane.toggle():
            self.query_one("#question", Input).focus()

    def action_recall(self) -> None:
        """Up in an empty question box: the last question asked, to edit or ask again."""
        box = self.query_one("#question", Input)
        if box.has_focus and not box.value and self.history:
            box.value = self.history[0].question
            box.cursor_position = len(box.value)

    @on(OptionList.OptionSelected, "#citations")
    def open_citation(self, event: OptionList.OptionSelected) -> None:
        chosen = self.query_one(SourcesPane).chosen(event.option_id)
        if chosen.source is not None:  # at its block, or at its line when it has none
            self.vm.open_note(chosen.source.path, chosen.block, chosen.source.line or None)

    # --- chat sessions (`ask_chat`) --------------------------------------------------
    def on_chatted(self, event: Chatted) -> None:
        reply = event.reply
        self.result = reply.result
        if reply.answered is None:  # no model, or nothing found: as `ask --no-llm`
            self.on_retrieved(Retrieved(reply.result, False))
        else:
            if reply.result.shortened is not None:
                self.notify(reply.result.shortened, severity="warning")
            self.on_answered(Answered(reply.answered))

    def on_compacting(self, _event: Compacting) -> None:
        self.query_one("#state", Static).update("compacting the conversation… (Esc stops it)")

    def on_compacted(self, event: Compacted) -> None:
        if event.notice is not None:
            self.notify(event.notice, title="Chat", timeout=10)
        else:
            self.notify(event.error or "compaction failed", severity="warning", timeout=8)
        self.query_one("#state", Static).update(plain(self._idle()))

    def action_new_chat(self) -> None:
        if not self.running:
            self.open_chat(False)

    def action_resume_chat(self) -> None:
        if not self.running:
            self.open_chat(True)

    @work(thread=True, group="ask", exit_on_error=False)
    def open_chat(self, resume: bool) -> None:
        self.post_message(open_session(self.service, resume, self._model()))

    def on_chat_opened(self, event: ChatOpened) -> None:
        if event.journal is None:
            self.notify(event.error or "no chat session", severity="error", timeout=8)
            return
        self.journal = journal = event.journal
        self.query_one("#question", Input).placeholder = IN_CHAT
        self.query_one(Transcript).restart(conversation(journal.turns), keep=self.journal is None)
        self._show_answer("", self._idle())
        self._show_citations([])
        said = f"resumed chat {journal.session} ({len(journal.turns)} turns kept)" if (
            event.resumed) else f"new chat {journal.session}"  # fmt: skip
        self.notify(said if event.with_model else f"{said}\n{NO_MODEL}", title="Chat")
        self.query_one("#question", Input).focus()

    def action_leave_chat(self) -> None:
        if self.journal is None or self.running:
            return
        self.journal = None
        self.query_one("#question", Input).placeholder = ONE_SHOT
        self.query_one(Transcript).restart(keep=False)  # this screen's one-shot questions
        self._show_answer("", f"one-shot questions; {keys_of('resume_chat')} resumes the chat")
        self._show_citations([])

    def _idle(self) -> str:
        """The state line with nothing running: which chat follow-ups go to, if any."""
        if self.journal is None:
            return ""
        return session_line(self.journal, keys_of("leave_chat"))

    # --- keys -------------------------------------------------------------------------
    async def action_cancel(self) -> None:
        """Esc: the model stops at its next token; with nothing running, back."""
        if self.token is not None and self.running:
            self.token.cancel()
            self.query_one("#state", Static).update("stopping…")
        else:
            await self.vm.action_back()

    def action_history(self) -> None:
        from vaultmind.ui.screens.ask_history import AskHistory

        if not self.history:
            self.notify("no question asked yet")
            return
        self.app.push_screen(AskHistory(self.history), self._again)

    def _again(self, asked: Any) -> None:
        if asked is not None:  # an `AskedQuestion`
            self.query_one("#question", Input).value = asked.question
            self.query_one("#asker", Select).value = asked.asker or Select.NULL
            self.ask(asked.question, asked.asker)
