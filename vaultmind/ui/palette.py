"""The command palette's providers: every command of the app and of the screen it was
opened on, from the one table in `commands` (so the palette and the keys agree), and
the vault's notes by full-text search (Enter opens one)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any

from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.content import Content
from textual.fuzzy import Matcher

from vaultmind.errors import VaultMindError
from vaultmind.ui.commands import APP, Command, commands_for, key_label
from vaultmind.vault.visible import visible


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


class NoteCommands(Provider):
    """`Open note: …` for the notes a search for the typed words finds."""

    async def search(self, query: str) -> Hits:
        if len(query.strip()) < 2:
            return
        open_note = self.app.open_note  # type: ignore[attr-defined]
        service = self.app.service  # type: ignore[attr-defined]
        try:
            hits = await asyncio.to_thread(service.search, query, 8)
        except VaultMindError:
            return  # half a query (`title:`): nothing yet
        matcher = self.matcher(query)
        for rank, hit in enumerate(hits):
            title = visible(f"Open note: {hit.title}")
            score = max(matcher.match(title), 0.5 / (rank + 1))
            shown = _highlight(matcher, title).append("\n").append_text(visible(hit.path), "dim")
            # the path under the title, not as `help`: the palette reads that as markup
            yield Hit(score, shown, partial(open_note, hit.path), text=title)


def _highlight(matcher: Matcher, text: str) -> Content:
    """`matcher.highlight` without reading `text` as markup: a note's title is not."""
    content = Content(text)
    for offset in matcher.fuzzy_search.match(matcher.query, text)[1]:
        if not text[offset].isspace():
            content = content.stylize(matcher.match_style, offset, offset + 1)
    return content
