"""The app's commands that are not a screen of their own (issue 28's palette): Graph
of the note in view, Due, the week's Digest and a Plan, each through the same facade
call as its CLI command (`links`, `due`, `digest`, `plan`), the writes in thread
workers and told as one notification, then the written note opened."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from textual import work
from textual.app import App
from textual.message import Message

from vaultmind.errors import VaultMindError
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


class WorkActions(App[None]):
    """Mixed into `VaultMindApp` (its service, models, day and screens)."""

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
        self.notify("writing this week's digest…")
        self.write_digest()

    @work(thread=True, group="digest", exclusive=True, exit_on_error=False)
    def write_digest(self) -> None:
        report = self.vm.service.digest(
            None, self.vm.today(), self.vm.model, self.vm.explicit_model
        )
        self.post_message(Digested(report))

    def on_digested(self, event: Digested) -> None:
        report = event.report
        self.notify(f"{report.path} ## Weekly digest: {report.outcome}")
        self.vm.open_note(report.path)

    def action_plan(self) -> None:
        from vaultmind.ui.screens.goal_prompt import GoalPrompt

        who = self._person(self.in_view()) or self._person(self.owner())  # else: typed in

        def chosen(given: tuple[str, str] | None) -> None:
            if given is not None:
                self.notify(f"planning for {given[1]}…")
                self.write_plan(*given)

        self.push_screen(GoalPrompt(who), chosen)

    @work(thread=True, group="plan", exclusive=True, exit_on_error=False)
    def write_plan(self, goal: str, person: str) -> None:
        report = self.vm.service.plan(goal, person, self.vm.today(), model=self.vm.model,
                                   explicit_model=self.vm.explicit_model)  # fmt: skip
        self.post_message(Planned(report))

    def on_planned(self, event: Planned) -> None:
        report = event.report
        made = "created, " if report.created else ""
        steps = "one step, the whole goal" if report.plan.fallback else f"{len(report.lines)} lines"
        self.notify(f"{report.path} ## Plan: {made}{report.outcome} ({steps})")
        self.vm.open_note(report.path)
