"""Machine-level settings: this workstation's preferences, not synced with the vault.

Read from `$VAULTMIND_HOME/settings.toml` (default: the user config dir,
`~/.config/vaultmind`), overridable by `VAULTMIND_*` environment variables, and
validated by pydantic-settings (`settings_model`). Importing pydantic costs a
one-shot command ~100 ms, so with no settings file and no setting in the
environment the defaults are used without it.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from vaultmind.home import home_dir

if TYPE_CHECKING:
    from vaultmind.settings_model import MachineSettings

# Every setting's name (`settings_model.MachineSettings` fields; a test keeps them equal)
SETTING_NAMES = (
    "index_lock_timeout",
    "watch_debounce_ms",
    "model",
    "model_context_cap",
    "model_threads",
    "models_by_task",
    "model_tier",
    "model_timeout",
    "memory_half_life_days",
    "keys",
    "chat_compact_share",
    "embedding_model",
    "theme",
)
DEFAULT_CHAT_COMPACT_SHARE = 0.5  # `chat_compact_share`'s default
DEFAULT_CONTEXT_CAP = 8192  # `model_context_cap`'s default
DEFAULT_LOCK_TIMEOUT = 10.0  # seconds; `index_lock_timeout`'s default

__all__ = [
    "DEFAULT_LOCK_TIMEOUT",
    "SETTING_NAMES",
    "customised",
    "home_dir",
    "load_machine_settings",
    "raw_setting",
]


def customised() -> bool:
    """A settings file, or a setting in the environment: something to read and check."""
    if (home_dir() / "settings.toml").exists():
        return True
    names = {f"VAULTMIND_{name}".casefold() for name in SETTING_NAMES}
    return any(key.casefold() in names for key in os.environ)


def raw_setting(name: str) -> object | None:
    """One setting as written — the environment's `VAULTMIND_<NAME>`, else the settings
    file's — unchecked and without pydantic: for `status`, which reports and never
    fails on a setting another command would refuse in one line."""
    wanted = f"VAULTMIND_{name}".casefold()
    for key, value in os.environ.items():
        if key.casefold() == wanted:
            return value
    import tomllib

    try:
        with (home_dir() / "settings.toml").open("rb") as file:
            return tomllib.load(file).get(name)
    except (OSError, tomllib.TOMLDecodeError):
        return None


def load_machine_settings(**overrides: Any) -> MachineSettings:
    """The validated settings; a bad value is one line naming it (a `VaultMindError`)."""
    from vaultmind.settings_model import validated_settings

    return validated_settings(**overrides)
