"""The one-line status bar under every screen: vault, whose view (`--as`), model,
index state, backlog — made to fit its width: the model's name gives way first
(`model: ` and `.gguf` go, then its middle), then the vault's and the person's names,
so `index:` and `backlog:` are always read whole."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.cells import cell_len
from textual.widgets import Static

from vaultmind.ui.plain import plain

if TYPE_CHECKING:
    from textual.events import Resize

    from vaultmind.ui.app import VaultMindApp

SEP = " · "
MODEL = "model: "


class StatusBar(Static):
    DEFAULT_CSS = """
    StatusBar {
        height: 1;
        padding: 0 1;
        background: $panel;
        color: $text-muted;
        text-wrap: nowrap;
    }
    """

    def on_mount(self) -> None:
        app: VaultMindApp = self.app  # type: ignore[assignment]
        self.watch(app, "status_line", self._show)

    def on_resize(self, _event: Resize) -> None:
        self._show(self.app.status_line)  # type: ignore[attr-defined]

    def _show(self, line: str) -> None:
        width = self.size.width - 2 if self.size.width else self.app.size.width - 2
        self.update(plain(fit(line, width)))  # the vault's folder name, the model's file name


def fit(line: str, width: int) -> str:
    """`line` (parts joined by ` · `) in `width` cells, shortening the least needed first."""
    if cell_len(line) <= width:
        return line
    parts = line.split(SEP)
    model = next((i for i, p in enumerate(parts) if p.startswith(MODEL)), None)
    if model is not None:
        parts[model] = parts[model].removeprefix(MODEL).removesuffix(".gguf")
        over = cell_len(SEP.join(parts)) - width
        if over > 0:
            parts[model] = _middle(parts[model], cell_len(parts[model]) - over)
        if cell_len(parts[model]) < 6 and over > 0:
            del parts[model]
    for i in range(len(parts)):  # the names next: never `index:` or `backlog:`
        over = cell_len(SEP.join(parts)) - width
        if over > 0 and ":" not in parts[i]:
            parts[i] = _middle(parts[i], max(cell_len(parts[i]) - over, 4))
    shown = SEP.join(parts)
    return shown if cell_len(shown) <= width else shown[: max(width - 1, 0)] + "…"


def _middle(text: str, width: int) -> str:
    """`SmolLM2-1…Q4_1`: the start and the end kept, the middle cut."""
    if cell_len(text) <= width:
        return text
    if width < 2:
        return ""
    keep = width - 1
    head = keep - keep // 2
    return text[:head] + "…" + (text[-(keep // 2) :] if keep // 2 else "")
