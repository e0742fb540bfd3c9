"""A model served over HTTP, as the `model` setting names it: pure parsing, no client.

Two spellings, both also inside `models_by_task`:
`model = "http://127.0.0.1:11434/v1#qwen2.5:7b-instruct"` (the base URL of an
OpenAI-compatible API, `#`, the server's model name), or a table
`model = {base_url = "…", model = "…", api_key_env = "…"}` with optional `context`
and `parameters` for servers that do not say them. A setting that is neither a
URL nor a table is a GGUF path, as before.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from vaultmind.errors import UsageError, VaultMindError

DEFAULT_PARAMETERS = 7_000_000_000  # a server is run for a 7–14B model; override per table
DEFAULT_CONTEXT = 8192  # when the server does not say; capped by `model_context_cap`
_FIELDS = {"base_url", "model", "api_key_env", "context", "parameters"}


class ModelServerError(VaultMindError):
    """The model server could not be reached or did not answer as it should."""


class ModelServerDown(ModelServerError):
    """Nothing answers at the server's address."""


@dataclass(frozen=True, slots=True)
class Endpoint:
    base_url: str  # without a trailing slash: `…/v1`
    model: str
    api_key_env: str | None = None  # the environment variable holding the key, never the key
    context: int | None = None
    parameters: int | None = None

    @property
    def label(self) -> str:
        return f"{self.base_url}#{self.model}"


def is_endpoint(value: object) -> bool:
    """Whether a model setting names a server rather than a GGUF file."""
    if isinstance(value, dict):
        return True
    return isinstance(value, str) and value.strip().lower().startswith(("http://", "https://"))


def parse_endpoint(value: str | dict[str, Any], where: str) -> Endpoint:
    """The endpoint a setting names; a mistake is one line naming `where`."""
    if isinstance(value, str):
        url, sep, model = value.strip().partition("#")
        if not sep or not model.strip():
            raise UsageError(
                f"{where}: '{value}' names no model: write URL#MODEL, e.g. "
                "http://127.0.0.1:11434/v1#qwen2.5:7b-instruct"
            )
        return Endpoint(_base_url(url, where), model.strip())
    unknown = sorted(set(value) - _FIELDS)
    if unknown:
        known = ", ".join(sorted(_FIELDS))
        raise UsageError(f"{where}: unknown field '{unknown[0]}' (one of {known})")
    for name in ("base_url", "model"):
        if not isinstance(value.get(name), str) or not value[name].strip():
            raise UsageError(f"{where}: the table needs '{name}' (text)")
    key_env = value.get("api_key_env")
    if key_env is not None and (not isinstance(key_env, str) or not key_env.strip()):
        raise UsageError(f"{where}: 'api_key_env' is the name of an environment variable")
    return Endpoint(
        _base_url(value["base_url"], where),
        value["model"].strip(),
        key_env.strip() if key_env else None,
        _count(value.get("context"), "context", where, 512),
        _count(value.get("parameters"), "parameters", where, 1),
    )


def _base_url(url: str, where: str) -> str:
    parts = urlsplit(url.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise UsageError(f"{where}: '{url}' is not an http(s) URL")
    try:
        parts.port  # noqa: B018 — raises on a port that is not a number
    except ValueError:
        raise UsageError(f"{where}: '{url}' has a bad port") from None
    return url.strip().rstrip("/")


def _count(value: object, name: str, where: str, least: int) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        raise UsageError(f"{where}: '{name}' must be a whole number ≥ {least}")
    return value
