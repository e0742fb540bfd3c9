"""Where this machine keeps VaultMind's own files (`settings.toml`, caches of no vault):
apart from any vault, and from both halves of the settings (`settings`, `settings_model`)."""

from __future__ import annotations

import os
from pathlib import Path


def home_dir() -> Path:
    """`VAULTMIND_HOME`, else `$XDG_CONFIG_HOME/vaultmind`, else `~/.config/vaultmind`."""
    explicit = os.environ.get("VAULTMIND_HOME")
    if explicit:
        return Path(explicit).expanduser()
    config = os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config"
    return Path(config) / "vaultmind"


def cache_dir() -> Path:
    """Rebuildable files of this machine, not of a vault (the encoder's unpacked
    weights): `VAULTMIND_HOME/cache`, else `$XDG_CACHE_HOME/vaultmind`, else
    `~/.cache/vaultmind`."""
    explicit = os.environ.get("VAULTMIND_HOME")
    if explicit:
        return Path(explicit).expanduser() / "cache"
    cache = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(cache) / "vaultmind"
