"""The command palette's provider: every command of the app and of the screen it was
opened on, from the one table in `commands` (so the palette and the keys agree)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial
from typing import Any

from textual.command import DiscoveryHit, Hit, Hits, Provider

from vaultmind.ui.commands import APP, Command, commands_for, key_label


class ActionCommands(Provider):
    """`Today`, `Search`, `Add memory`, …: what the keys do, found by name."""

    def _available(self) -> Iterator[tuple[Command, Callable[[], Any]]]:
        scope = getattr(self.screen, "SCOPE", None)
        for command in commands_for(scope) if scope else []:
            yield command, partial(self.screen.run_action, command.action)
        for command in commands_for(APP):
            yield command, partial(self.app.run_action, command.action)

    async def discover(self) -> Hits:
        for command, run in self._available():
            yield DiscoveryHit(_title(command), run, help=command.help)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for command, run in self._available():
            title = _title(command)
            score = matcher.match(title)
            if score > 0:
                yield Hit(score, matcher.highlight(title), run, help=command.help)


def _title(command: Command) -> str:
    return f"{command.title}  ({key_label(command.key)})"
