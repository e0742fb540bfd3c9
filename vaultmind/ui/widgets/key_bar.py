"""The key bar: Textual's footer, made to fit. Esc first (the way out), then the
focused widget's and the screen's keys, then the app's, and `?` (every key) always
last; what does not fit the width is left out (`?` and the palette list it). A key a
text box would type (`t`, `/`) is not offered while one has the focus: its other key
(`f2`, `f3`) is, if it has one. The current screen's own key is not offered."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from rich.cells import cell_len
from textual.keys import _character_to_key, key_to_character
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from vaultmind.ui.commands import COMMANDS

if TYPE_CHECKING:
    from textual.app import ComposeResult
    from textual.binding import Binding
    from textual.events import Resize

# the table's order (ids outlive a remap); an id two screens share ranks where it first is
ORDER = {c.id: n for n, c in reversed(list(enumerate(COMMANDS)))}
# `slash` → `/`: the key names Textual's own check does not turn back into characters
CHARACTERS = {_character_to_key(chr(c)): chr(c) for c in range(32, 127)}


class Shown(NamedTuple):
    binding: Binding
    enabled: bool
    tooltip: str


class KeyBar(Footer):
    def __init__(self) -> None:
        super().__init__(show_command_palette=True)
        self._width = 0
        self._drawn: tuple[object, ...] | None = None  # what the bar shows now

    async def recompose(self) -> None:
        """Only when the keys it would show changed, on the screen in front: a
        recompose remounts every key and holds every repaint of the app until it ends
        (Textual's batch), and the framework asks for one at each focus change and
        each switch of screen — the bar of the screen being left, too, which saw its
        keys change as it lost the focus (two remounts per switch, 15–130 ms)."""
        ready = self._bindings_ready and self.children
        if ready and (self.screen is not self.app.screen or self._shown() == self._drawn):
            return
        await super().recompose()

    def _shown(self) -> tuple[object, ...]:
        keys = [(k.binding.key, self._label(k), k.enabled) for k in self._keys()]
        palette = self._palette_key()
        return (self.app.size.width, tuple(keys), palette and palette.enabled)

    def on_resize(self, event: Resize) -> None:
        if event.size.width != self._width and self._bindings_ready:
            self.call_after_refresh(self.recompose)

    def compose(self) -> ComposeResult:
        if not self._bindings_ready:
            return
        self._drawn = self._shown()
        self._width = width = self.app.size.width
        palette = self._palette_key()
        room = width - (self._cost(palette) + 2 if palette else 0)
        keys = self._keys()
        last = [k for k in keys if k.binding.action == "help"]
        room -= sum(self._cost(k) for k in last)
        for key in [k for k in keys if k.binding.action != "help"]:
            if self._cost(key) > room:
                break  # in order of importance: the rest are in `?` and the palette
            room -= self._cost(key)
            yield self._key(key)
        for key in last:
            yield self._key(key)
        if palette is not None:
            yield self._key(palette, "-command-palette")

    def _keys(self) -> list[Shown]:
        """One key per action, in order of importance, none a text box would type:
        Esc, the focused widget's and the screen's keys, then the app's, each group in
        the command table's order; of an action's keys, a letter before a chord."""
        focused = self.screen.focused
        current = f"open('{getattr(self.app, 'current_mode', '')}')"
        at_root = len(self.app.screen_stack) == 1
        found: dict[str, list[tuple[tuple[int, ...], Shown]]] = {}
        for key, (node, binding, enabled, tooltip) in self.screen.active_bindings.items():
            if not binding.show or key == self.app.COMMAND_PALETTE_BINDING:
                continue
            if at_root and binding.action == current:
                continue  # the key of the screen you are on
            character = key_to_character(key) or CHARACTERS.get(key)
            if focused is not None and focused.check_consume_key(key, character):
                continue
            rank = (key != "escape", node is self.app, ORDER.get(binding.id or "", len(ORDER)),
                    character is None)  # fmt: skip
            found.setdefault(binding.action, []).append((rank, Shown(binding, enabled, tooltip)))
        return [min(keys, key=lambda k: k[0])[1] for keys in sorted(found.values(), key=_best)]

    def _palette_key(self) -> Shown | None:
        found = self.screen.active_bindings.get(self.app.COMMAND_PALETTE_BINDING)
        if not self.show_command_palette or not self.app.ENABLE_COMMAND_PALETTE or not found:
            return None
        return Shown(found.binding, found.enabled, found.tooltip)

    def _key(self, key: Shown, classes: str = "") -> FooterKey:
        b = key.binding
        shown = FooterKey(b.key, self.app.get_key_display(b), self._label(key), b.action,
                          disabled=not key.enabled, tooltip=key.tooltip or b.description,
                          classes=classes)  # fmt: skip
        return shown.data_bind(compact=Footer.compact)

    def _cost(self, key: Shown) -> int:
        """Cells of a key in the bar: ` t Today ` (the footer's padding)."""
        return cell_len(self.app.get_key_display(key.binding) + self._label(key)) + 3

    def _label(self, key: Shown) -> str:
        """Esc says what it does now: `Stop` while this screen's work (an ingest, an
        answer) or the app's (a Digest, a Plan) runs, else `Back`."""
        if key.binding.key != "escape":
            return key.binding.description
        return "Stop" if stopping(self.app, self.screen) else "Back"


def stopping(app: object, screen: object) -> bool:
    """Whether Esc stops something now rather than going back."""
    return bool(getattr(app, "running", None)) or bool(getattr(screen, "running", False))


def _best(keys: list[tuple[tuple[int, ...], Shown]]) -> tuple[int, ...]:
    return min(rank for rank, _ in keys)
