"""A tool call's arguments, checked against the tool's own schema: a wrong name, type
or range is one line the calling model can act on, never a traceback."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from vaultmind.errors import UsageError

_TYPES = {"string": "a string", "integer": "a whole number", "boolean": "true or false"}


class Arguments:
    """The arguments of one call; `text`, `number` and `flag` read them typed."""

    def __init__(self, tool: str, given: Mapping[str, Any] | None, schema: Mapping[str, Any]):
        self.tool = tool
        self._schema: Mapping[str, Mapping[str, Any]] = schema["properties"]
        self._given = {key: value for key, value in (given or {}).items() if value is not None}
        unknown = sorted(set(self._given) - set(self._schema))
        if unknown:
            takes = ", ".join(self._schema) or "nothing"
            raise UsageError(f"{tool}: no argument '{unknown[0]}' (it takes: {takes})")
        for name in schema.get("required", ()):
            if name not in self._given:
                raise UsageError(f"{tool}: the argument '{name}' is required")
        for name, value in self._given.items():
            self._check_type(name, value)

    def _check_type(self, name: str, value: Any) -> None:
        wanted = self._schema[name]["type"]
        fits = {
            "string": isinstance(value, str),
            "integer": isinstance(value, int) and not isinstance(value, bool),
            "boolean": isinstance(value, bool),
        }[wanted]
        if not fits:
            raise UsageError(f"{self.tool}: '{name}' must be {_TYPES[wanted]}, not {value!r:.40}")
        if isinstance(value, str) and "\x00" in value:
            raise UsageError(f"{self.tool}: '{name}' holds a NUL character")

    def text(self, name: str) -> str:
        """A required string, not blank."""
        value = self.optional_text(name)
        if value is None:
            raise UsageError(f"{self.tool}: '{name}' must not be empty")
        return value

    def optional_text(self, name: str, default: str | None = None) -> str | None:
        value = self._given.get(name, default)
        return value if value is None or value.strip() else None

    def number(self, name: str, default: int) -> int:
        """A whole number within the schema's `minimum`..`maximum`."""
        value: int = self._given.get(name, default)
        low, high = self._schema[name]["minimum"], self._schema[name]["maximum"]
        if not low <= value <= high:
            raise UsageError(f"{self.tool}: '{name}' must be from {low} to {high}, not {value}")
        return value

    def flag(self, name: str, default: bool = False) -> bool:
        return bool(self._given.get(name, default))
