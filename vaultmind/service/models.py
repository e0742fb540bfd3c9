"""The facade's local models: which GGUF files VaultMind sees, and the loaded model
for each task (extraction, reflection, answers)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from vaultmind.errors import UsageError
from vaultmind.index.paths import DataPaths
from vaultmind.service.core import ServiceCore

if TYPE_CHECKING:
    from vaultmind.agent.language_model import LanguageModel
    from vaultmind.agent.registry import ModelFile

Task = Literal["extraction", "reflection", "answers"]
TASKS: tuple[Task, ...] = ("extraction", "reflection", "answers")


class ModelCommands(ServiceCore):
    """Models; part of `VaultService`. A loaded model is kept for the session."""

    def models(self, explicit: str | None = None) -> list[ModelFile]:
        """Every GGUF VaultMind can see, the active one first."""
        from vaultmind.agent.registry import candidates
        from vaultmind.settings import load_machine_settings

        return candidates(explicit, load_machine_settings().model)

    def model_for(self, task: Task, explicit: str | None = None) -> LanguageModel | None:
        """The model for `task`, loaded once per session; None when there is none (the
        caller falls back to what works without one). `explicit`: a GGUF path, or
        `none`, from the command line; else the task's setting, else the default."""
        from vaultmind.agent.llama import load
        from vaultmind.agent.registry import active_model
        from vaultmind.agent.stats import RecordingModel
        from vaultmind.settings import load_machine_settings

        if task not in TASKS:
            raise UsageError(f"no model task '{task}' (one of {', '.join(TASKS)})")
        settings = load_machine_settings()
        found = active_model(explicit, settings.models_by_task.get(task) or settings.model)
        if found is None:
            return None
        key = (str(found.path), task)
        loaded = self._models.get(key)
        if loaded is None:
            model = load(found.path, settings.model_context_cap, settings.model_threads)
            state = DataPaths.for_vault(self.vault).state_file
            loaded = self._models[key] = RecordingModel(model, state, task=task)
        return loaded
