"""The one-line status bar under every screen: vault, model, index state, backlog."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.widgets import Static

from vaultmind.ui.plain import plain

if TYPE_CHECKING:
    from vaultmind.ui.app import VaultMindApp


class StatusBar(Static):
    DEFAULT_CSS = """
    StatusBar {
        height: 1;
        padding: 0 1;
        background: $panel;
        color: $text-muted;
    }
    """

    def on_mount(self) -> None:
        app: VaultMindApp = self.app  # type: ignore[assignment]
        self.watch(app, "status_line", self._show)

    def _show(self, line: str) -> None:
        self.update(plain(line))  # the vault's folder name, the model's file name
