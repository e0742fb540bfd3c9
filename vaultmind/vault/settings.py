"""Vault-level settings from `vaultmind.toml`, synced with the vault through git."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from vaultmind.errors import UsageError, VaultMindError

if TYPE_CHECKING:
    from zoneinfo import ZoneInfo

SETTINGS_FILE = "vaultmind.toml"
FORMAT_VERSION = 2
TASKS_FORMAT = 2  # from here on a commitment is a Tasks-plugin task line (`task_memory`)


@dataclass(frozen=True, slots=True)
class VaultSettings:
    format: int = FORMAT_VERSION
    me: str | None = None  # "[[Анна Смирнова]]": the asker when nobody else is named
    language: str = "ru"
    timezone: str = "UTC"
    private: tuple[str, ...] = ()
    date_order: str = ""  # "mdy" or "dmy"; empty: the language decides (see month_first)
    detector: bool = True  # the learned detector reads chats beside the rules; false: rules only

    @property
    def month_first(self) -> bool:
        """Whether "12/5" is 5 December: `date_order = "mdy"`, or the language is English
        as the US writes it (`en`, `en-US`; CLDR's `en` is American); else day-first."""
        if self.date_order:
            return self.date_order == "mdy"
        return self.language.lower().replace("_", "-") in ("en", "en-us")


def load_vault_settings(root: Path) -> VaultSettings:
    """Defaults when the file is absent (a plain Obsidian vault); a clear error when broken."""
    path = root / SETTINGS_FILE
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return VaultSettings()
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise VaultMindError(f"{path}: not valid TOML ({exc})") from None
    fmt = raw.get("format", FORMAT_VERSION)
    if not isinstance(fmt, int) or fmt > FORMAT_VERSION:
        raise VaultMindError(
            f"{path}: format {fmt!r} is newer than this VaultMind understands ({FORMAT_VERSION})"
        )
    private = raw.get("private", ())
    order = str(raw.get("date_order", ""))
    if order not in ("", "dmy", "mdy"):
        raise VaultMindError(f'{path}: date_order must be "dmy" or "mdy", not {order!r}')
    detector = raw.get("detector", True)
    if not isinstance(detector, bool):
        raise VaultMindError(f"{path}: detector must be true or false, not {detector!r}")
    return VaultSettings(
        format=fmt,
        me=str(raw["me"]) if raw.get("me") else None,
        language=str(raw.get("language", "ru")),
        timezone=str(raw.get("timezone", "UTC")),
        private=tuple(str(p) for p in (private if isinstance(private, list) else [private])),
        date_order=order,
        detector=detector,
    )


def vault_zone(name: str) -> ZoneInfo:
    """The vault's `timezone` as a zone; a one-line error, not a traceback, for a typo."""
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise UsageError(f"vaultmind.toml: unknown timezone '{name}'") from None
