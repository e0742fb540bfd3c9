"""The app's commands that are not a screen of their own (issue 28's palette): Graph
of the note in view, Due, the week's Digest and a Plan, each through the same facade
call as its CLI command (`links`, `due`, `digest`, `plan`), the writes in thread
workers and told as one notification, then the written note opened. While a Digest or
a Plan runs, Esc (on any screen) stops it: its cancel token is set, the service stops
between its steps and the model at its next token, and nothing is written."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from textual import work
from textual.app import App
from textual.message import Message

from vaultmind.cancel import CancelToken
from vaultmind.errors import Cancelled, VaultMindError
from vaultmind.vault.syntax import split_link

if TYPE_CHECKING:
    from vaultmind.service.plan import PlanReport
    from vaultmind.service.reflect import DigestReport
    from vaultmind.ui.app import VaultMindApp


@dataclass
class Digested(Message):
    report: DigestReport


@dataclass
class Planned(Message):
    report: PlanReport


@dataclass
class Stopped(Message):
    what: str  # "digest" | "plan"


RUNNING = {"digest": "writing this week's digest", "plan": "planning"}


class WorkActions(App[None]):
    """Mixed into `VaultMindApp` (its service, models, day and screens)."""

    def __init__(self) -> None:
        super().__init__()
        self.running: dict[str, CancelToken] = {}  # "digest" | "plan" → its cancel token

    def stop_running(self) -> bool:
        """Esc: stop the Digest or Plan that runs; False when none does."""
        if not self.running:
            return False
        for what, token in self.running.items():
            token.cancel()
            self.notify(f"stopping: {RUNNING[what]}…")
        return True

    def _started(self, what: str) -> CancelToken:
        old = self.running.get(what)
        if old is not None:
            old.cancel()  # a new run replaces the old one (its worker is `exclusive`)
        self.running[what] = token = CancelToken()
        self.refresh_bindings()  # Esc is offered on Today now: it stops the run
        return token

    def _ended(self, what: str, token: CancelToken) -> None:
        """In the worker's thread, when it ends however it ends."""
        if self.running.get(what) is token:
            del self.running[what]
        self.call_later(self.refresh_bindings)  # post_message: safe from a thread

    @property
    def vm(self) -> VaultMindApp:
        return self  # type: ignore[return-value]

    def in_view(self) -> str | None:
        """The note the screen shows (a note, a person, the highlighted row's), else
        the vault owner's (`me` in vaultmind.toml)."""
        shown = getattr(self.screen, "note_in_view", None)
        found = shown() if callable(shown) else None
        return str(found) if found else self.owner()

    def owner(self) -> str | None:
        me = self.vm.service.vault_settings.me
        return split_link(me.strip().removeprefix("[[").removesuffix("]]"))[0] if me else None

    def _person(self, name: str | None) -> str:
        """`name`'s title if it is a person note, else ''."""
        try:
            found = self.vm.service.find_note(name) if name else None
        except VaultMindError:
            return ""
        return found.title if found is not None and found.type == "person" else ""

    def action_graph(self) -> None:
        name = self.in_view()
        if name is None:
            self.notify("open a note or a person first: the graph is of one note")
            return
        self.vm.open_graph(name)

    def action_due(self) -> None:
        """`vaultmind due`'s list (overdue, due today, tomorrow) is Today's top."""
        self.vm.action_open("today")

    def action_digest(self) -> None:
        self.notify(f"{RUNNING['digest']}… (Esc stops it)")
        self.write_digest(self._started("digest"))

    @work(thread=True, group="digest", exclusive=True, exit_on_error=False)
    def write_digest(self, token: CancelToken) -> None:
        try:
            vm = self.vm
            report = vm.service.digest(None, vm.today(), vm.model, vm.explicit_model, token)
            self.post_message(Digested(report))
        except Cancelled:
            self.post_message(Stopped("digest"))
        finally:
            self._ended("digest", token)

    def on_digested(self, event: Digested) -> None:
        report = event.report
        self.notify(f"{report.path} ## Weekly digest: {report.outcome}")
        self.vm.open_note(report.path)

    def action_plan(self) -> None:
        from vaultmind.ui.screens.goal_prompt import GoalPrompt

        who = self._person(self.in_view()) or self._person(self.owner())  # else: typed in

        def chosen(given: tuple[str, str] | None) -> None:
            if given is not None:
                self.notify(f"planning for {given[1]}… (Esc stops it)")
                self.write_plan(*given, self._started("plan"))

        self.push_screen(GoalPrompt(who), chosen)

    @work(thread=True, group="plan", exclusive=True, exit_on_error=False)
    def write_plan(self, goal: str, person: str, token: CancelToken) -> None:
        vm = self.vm
        try:
            report = vm.service.plan(goal, person, vm.today(), model=vm.model,
                                     explicit_model=vm.explicit_model, cancel=token)  # fmt: skip
            self.post_message(Planned(report))
        except Cancelled:
            self.post_message(Stopped("plan"))
        finally:
            self._ended("plan", token)

    def on_planned(self, event: Planned) -> None:
        report = event.report
        made = "created, " if report.created else ""
        steps = "one step, the whole goal" if report.plan.fallback else f"{len(report.lines)} lines"
        self.notify(f"{report.path} ## Plan: {made}{report.outcome} ({steps})")
        self.vm.open_note(report.path)

    def on_stopped(self, event: Stopped) -> None:
        self.notify(f"{event.what} stopped: nothing was written")
