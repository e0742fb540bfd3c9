"""The review inbox (issue 26): the detector's suggestions one at a time, each with the
message it came from; `a` accepts, `r` rejects, `e` edits then accepts, `n` skips, and
the next one follows. A session is the list open when the screen is shown; leaving it
after a decision retrains the detector in the background (the service's
`train_detector`), so the next ingest already suggests better."""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING

from textual import work
from textual.containers import VerticalScroll
from textual.message import Message

from vaultmind.ui.background import in_daemon
from vaultmind.ui.review_session import Session
from vaultmind.ui.screens.base import VaultScreen
from vaultmind.ui.screens.review_edit import Changed, ReviewEdit
from vaultmind.ui.widgets.suggestion_card import SuggestionCard

if TYPE_CHECKING:
    from textual.app import ComposeResult
    from textual.events import ScreenResume, ScreenSuspend

    from vaultmind.memory.suggestions import Suggestion
    from vaultmind.service.review import Edit, Reviewed

MODE = "review"  # its name in the app's SCREENS
TRAINING = threading.Lock()  # one retrain at a time: the latest decisions are saved last


@dataclass
class SuggestionsRead(Message):
    open: list[Suggestion]


@dataclass
class Decided(Message):
    done: Reviewed | None  # None: the decision failed (the worker's error is notified)


class ReviewScreen(VaultScreen):
    SCOPE = "review"
    TITLE = "Review"
    DEFAULT_CSS = """
    ReviewScreen #review { height: 1fr; }
    """

    def __init__(self) -> None:
        super().__init__()
        self.session = Session([])
        self.busy = False  # a decision is being written: keys wait for it
        self.unlearned = 0  # decisions since the detector last retrained
        self.stale = True  # read the open suggestions again when shown

    def body(self) -> ComposeResult:
        with VerticalScroll(id="review"):
            yield SuggestionCard("reading the suggestions…", id="card")

    # --- a session: read when shown, retrain when left ----------------------------
    def on_screen_resume(self, _event: ScreenResume) -> None:
        if self.stale:  # back from another screen, not from the edit form or the help
            self.stale = False
            self.load()

    def on_screen_suspend(self, _event: ScreenSuspend) -> None:
        if self.app.current_mode == MODE:
            return  # a modal over this screen: the session goes on
        self.stale = True
        if self.unlearned:
            self.unlearned = 0
            self.retrain()

    @work(thread=True, group="review", exclusive=True, exit_on_error=False)
    def load(self) -> None:
        self.post_message(SuggestionsRead(self.service.review_open()))

    def on_suggestions_read(self, event: SuggestionsRead) -> None:
        self.session = Session(event.open)
        self.show()

    @work(thread=True, group="train", exit_on_error=False)
    def retrain(self) -> None:
        """In the background: the user is elsewhere, and nothing waits for it (nor
        does quitting: see `in_daemon`; the next retrain learns the same decisions)."""
        done = in_daemon(self.service.train_detector, TRAINING)
        if done is not None:
            said = f"detector retrained on {done.decisions} of your decisions"
            self.app.call_from_thread(self.app.notify, said)

    # --- what is shown ----------------------------------------------------------
    def show(self) -> None:
        session = self.session
        self.title, self.sub_title = session.title, session.progress
        self.query_one(SuggestionCard).show(session.current, session.empty)
        self.query_one("#review", VerticalScroll).scroll_home(animate=False)

    # --- the keys -----------------------------------------------------------------
    def _ready(self) -> Suggestion | None:
        suggestion = self.session.current
        if suggestion is None or self.busy:
            return None
        return suggestion

    def action_accept(self) -> None:
        if (suggestion := self._ready()) is not None:
            self._start(suggestion, "accept", Changed())

    def action_reject(self) -> None:
        if (suggestion := self._ready()) is not None:
            self._start(suggestion, "reject", Changed())

    def action_edit(self) -> None:
        if (suggestion := self._ready()) is not None:
            self.app.push_screen(ReviewEdit(suggestion), lambda c: self._edited(suggestion, c))

    def _edited(self, suggestion: Suggestion, changed: Changed | None) -> None:
        if changed is not None and not self.busy:
            self._start(suggestion, "accept", changed)

    def action_skip(self) -> None:
        if self._ready() is not None:
            self.session.advance()
            self.show()

    def _start(self, suggestion: Suggestion, action: str, changed: Changed) -> None:
        self.busy = True  # set here, in the UI thread: a second key press finds it set
        self.decide(suggestion, action, changed)

    @work(thread=True, group="decide", exit_on_error=False)
    def decide(self, suggestion: Suggestion, action: str, changed: Changed) -> None:
        done: Reviewed | None = None
        try:
            today = self.vm.today()
            if action == "reject":
                done = self.service.review_reject(suggestion.id, today)
            else:
                done = self.service.review_accept(suggestion.id, today, self._edit(changed))
        finally:
            self.post_message(Decided(done))

    def _edit(self, changed: Changed) -> Edit:
        from vaultmind.service.review import Edit
        from vaultmind.vault.dates import parse_due, slash_dates

        with slash_dates(self.service.vault_settings.month_first):
            due = parse_due(changed.due, self.vm.today(), "date") if changed.due else None
        return Edit(changed.text, due, changed.person, changed.kind)

    def on_decided(self, event: Decided) -> None:
        self.busy = False
        if event.done is None:
            return  # the error is notified; the suggestion stays shown
        s = event.done.suggestion
        self.unlearned += 1
        change = event.done.change
        said = f"{change.action} ^{change.memory_id} in {change.path}" if change else s.text
        self.notify(f"{event.done.decision}: {said}")
        self.session.decide(s.id)
        self.show()
