"""The TUI's entry point for the CLI (`vaultmind tui`, `vaultmind` in a terminal)."""

from __future__ import annotations

from pathlib import Path


def run_tui(
    vault: str | Path | None, asker: str | None = None, include_private: bool = False
) -> int:
    """Run the app until the user quits; a bad vault (or `--as` name) fails before the
    screen opens."""
    from vaultmind.ui.app import VaultMindApp

    app = VaultMindApp(vault, asker=asker, include_private=include_private)
    app.run()
    return app.return_code or 0
