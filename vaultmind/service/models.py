"""The facade's models: which GGUF files VaultMind sees, which model servers are
configured, and the loaded model for each task (extraction, reflection, answers)."""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from vaultmind.errors import UsageError
from vaultmind.index.paths import DataPaths
from vaultmind.service.core import ServiceCore

if TYPE_CHECKING:
    from vaultmind.agent.endpoint_config import Endpoint
    from vaultmind.agent.language_model import LanguageModel
    from vaultmind.agent.registry import ModelFile
    from vaultmind.settings_model import MachineSettings

Task = Literal["extraction", "reflection", "answers"]
TASKS: tuple[Task, ...] = ("extraction", "reflection", "answers")
Setting = str | dict[str, Any] | None


@dataclass(frozen=True, slots=True)
class ConfiguredEndpoint:
    tasks: tuple[str, ...]  # the tasks that use it ("all": the `model` setting)
    endpoint: Endpoint
    answers: bool | None = None  # None: not checked (`models --check` checks)
    problem: str = ""  # why it does not answer, or what it lacks
    served: tuple[str, ...] = ()  # the models the server lists


class ModelCommands(ServiceCore):
    """Models; part of `VaultService`. A loaded model is kept for the session."""

    def models(self, explicit: str | None = None) -> list[ModelFile]:
        """Every GGUF VaultMind can see, the active one first."""
        from vaultmind.agent.endpoint_config import is_endpoint
        from vaultmind.agent.registry import candidates
        from vaultmind.settings import load_machine_settings

        setting = load_machine_settings().model
        return candidates(explicit, None if is_endpoint(setting) else _text(setting))

    def endpoints(self, check: bool = False) -> list[ConfiguredEndpoint]:
        """The model servers the settings name; with `check`, whether each answers (one
        bounded request each). Nothing is contacted without `check`."""
        from vaultmind.agent.endpoint_config import is_endpoint, parse_endpoint
        from vaultmind.settings import load_machine_settings

        settings = load_machine_settings()
        named: list[tuple[str, Setting]] = [("all", settings.model)]
        named += sorted(settings.models_by_task.items())
        found: dict[str, tuple[list[str], Endpoint]] = {}
        for task, value in named:
            if is_endpoint(value) and value is not None:
                where = "settings: model" if task == "all" else f"settings: models_by_task.{task}"
                endpoint = parse_endpoint(value, where)
                found.setdefault(endpoint.label, ([], endpoint))[0].append(task)
        rows = [ConfiguredEndpoint(tuple(tasks), e) for tasks, e in found.values()]
        return [_checked(row, settings) for row in rows] if check else rows

    def model_for(self, task: Task, explicit: str | None = None) -> LanguageModel | None:
        """The model for `task`, loaded once per session; None when there is none (the
        caller falls back to what works without one), or when its server does not
        answer (said once, through `notice`). `explicit`: a GGUF path, a server
        URL#MODEL, or `none`, from the command line; else the task's setting."""
        from vaultmind.agent.endpoint_config import is_endpoint
        from vaultmind.settings import load_machine_settings

        if task not in TASKS:
            raise UsageError(f"no model task '{task}' (one of {', '.join(TASKS)})")
        settings = load_machine_settings()
        setting: Setting = settings.models_by_task.get(task) or settings.model
        chosen = first_named(explicit, setting)
        if is_endpoint(chosen):
            return self._endpoint_model(task, chosen, explicit, settings)
        return self._file_model(task, explicit, _text(setting), settings)

    def _file_model(
        self, task: Task, explicit: str | None, setting: str | None, settings: MachineSettings
    ) -> LanguageModel | None:
        from vaultmind.agent.llama import load
        from vaultmind.agent.registry import active_model
        from vaultmind.agent.stats import RecordingModel

        found = active_model(explicit, setting)
        if found is None:
            return None
        key = (str(found.path), task)
        loaded = self._models.get(key)
        if loaded is None:
            model = load(found.path, settings.model_context_cap, settings.model_threads)
            state = DataPaths.for_vault(self.vault).state_file
            loaded = self._models[key] = RecordingModel(model, state, task=task)
        return loaded

    def _endpoint_model(
        self, task: Task, value: Setting, explicit: str | None, settings: MachineSettings
    ) -> LanguageModel | None:
        from vaultmind.agent.endpoint import EndpointModel
        from vaultmind.agent.endpoint_config import ModelServerDown, parse_endpoint
        from vaultmind.agent.stats import RecordingModel

        where = "--model" if explicit else f"settings: model for {task}"
        endpoint = parse_endpoint(value or "", where)
        key = (endpoint.label, task)
        if key in self._models:
            return self._models[key]
        if endpoint.label in self._down:
            return None
        model = EndpointModel(endpoint, settings.model_timeout, settings.model_context_cap)
        try:
            model.probe()  # like loading a GGUF: once, before the first call
        except ModelServerDown:
            model.close()
            self._down.add(endpoint.label)
            self.notice(f"model server at {endpoint.base_url} not reachable; using rules only")
            return None
        state = DataPaths.for_vault(self.vault).state_file
        loaded = self._models[key] = RecordingModel(model, state, task=task)
        return loaded

    def notice(self, line: str) -> None:
        """One line a face should show; the CLI's stderr unless a face says otherwise."""
        if self.on_notice is not None:
            self.on_notice(line)
        else:
            print(line, file=sys.stderr)


def first_named(explicit: str | None, setting: Setting) -> Setting:
    """What decides the model, in `registry.candidates`' order: flag, environment, setting."""
    for value in (explicit, os.environ.get("VAULTMIND_MODEL")):
        if value:
            return value
    return setting


def _text(setting: Setting) -> str | None:
    return setting if isinstance(setting, str) else None


def _checked(row: ConfiguredEndpoint, settings: MachineSettings) -> ConfiguredEndpoint:
    """The row with whether its server answers, bounded by the probe's few seconds."""
    from vaultmind.agent.endpoint import EndpointModel
    from vaultmind.errors import VaultMindError

    try:
        model = EndpointModel(row.endpoint, settings.model_timeout)
    except VaultMindError as exc:
        return ConfiguredEndpoint(row.tasks, row.endpoint, False, exc.message)
    try:
        served = tuple(model.probe())
    except VaultMindError as exc:
        return ConfiguredEndpoint(row.tasks, row.endpoint, False, exc.message)
    finally:
        model.close()
    lacks = row.endpoint.model not in served and bool(served)
    problem = f"the server does not list {row.endpoint.model}" if lacks else ""
    return ConfiguredEndpoint(row.tasks, row.endpoint, True, problem, served)
