"""`plan`: a goal broken into steps for a person, written under `## Plan` in the
project's note (a new project note named after the goal without `--project`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from vaultmind.cancel import CancelToken, check
from vaultmind.service.memory import MemoryCommands
from vaultmind.service.models import ModelCommands

if TYPE_CHECKING:
    from datetime import date

    from vaultmind.agent.language_model import LanguageModel
    from vaultmind.agent.plan import Plan


@dataclass
class PlanReport:
    plan: Plan
    lines: list[str]
    path: str  # the project note (to be) written
    outcome: str  # written | unchanged | edited by the user; left as it is | dry run
    created: bool = False  # a new project note


class PlanCommands(MemoryCommands, ModelCommands):
    """Goal planning; part of `VaultService`."""

    def plan(
        self,
        goal: str,
        person: str,
        today: date,
        project: str | None = None,
        dry_run: bool = False,
        model: LanguageModel | None = None,
        explicit_model: str | None = None,
        cancel: CancelToken | None = None,
    ) -> PlanReport:
        """`cancel` (a TUI's Esc) stops it before the model, at the model's next token,
        or before the write: a stopped plan writes nothing."""
        from vaultmind.agent.plan import make_plan, plan_lines
        from vaultmind.agent.stoppable import stoppable
        from vaultmind.errors import UsageError
        from vaultmind.memory.nodes import NodeSpec, node_path

        if not goal.strip():
            raise UsageError("the goal is empty; say what should be achieved")
        who = self.find_note(person)
        if who.type != "person":
            raise UsageError(f"{who.path} is not a person note (type: {who.type or 'none'})")
        target = self.find_note(project).path if project else None
        spec = NodeSpec("project", " ".join(goal.split()), who.title)
        path = target or node_path(spec.validated())
        hidden = self.hidden_paths(self.public_view())
        if who.path in hidden and path not in hidden:
            raise UsageError(f"{who.title} is private: a plan naming them goes into a private "
                             "note (--project NOTE)")  # fmt: skip
        context = self._plan_context(who.path, path in hidden, today)
        check(cancel)
        model = stoppable(model or self.model_for("reflection", explicit_model), cancel)
        found = make_plan(" ".join(goal.split()), who.title, context, model)
        lines = plan_lines(found)
        if dry_run:
            return PlanReport(found, lines, path, "dry run")
        check(cancel)  # the last stop: what follows writes
        with self.job(f"plan {goal}"):
            created = target is None and not (self.vault / path).exists()
            if created:
                self.add_node(spec, today)
            return PlanReport(found, lines, path, self._write_plan(path, lines), created)

    def _plan_context(self, person: str, into_private: bool, today: date) -> str:
        """What the model plans from: the person's context as anyone may read it,
        unless the plan goes into a private note (a plan in a note others read must
        not carry what private notes said; a private person's plan is refused there)."""
        from vaultmind.memory.context_text import render_context

        view = self.privacy if into_private else self.privacy.narrowed(self.public_view())
        with self.viewing(view):
            return render_context(self.context(person, today))

    def _write_plan(self, path: str, lines: list[str]) -> str:
        from vaultmind.agent.reflect.section import write_section
        from vaultmind.vault.parse import title_of

        with self._write_lock():
            outcome = write_section(self.vault, path, title_of(path), "Plan", "plan", lines)
        self.update_paths([path])
        return outcome.value
