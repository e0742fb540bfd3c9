"""A note: rendered as Markdown (a plain virtual view past a size, so a 5 000-line
note opens at once), with its links, backlinks and 2-hop neighbours beside it. Links
are followed from the list (keyboard) or by a click; a `#^block` target is scrolled
to the middle of the view (a chat message among its neighbours); the view follows
the file when it changes, keeping the scroll position."""

from __future__ import annotations

import os
import shlex
import subprocess
from dataclasses import dataclass
from typing import TYPE_CHECKING

from textual import on, work
from textual.containers import Horizontal, VerticalScroll
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Markdown, Static
from textual.widgets.markdown import MarkdownBlock

from vaultmind.ui.note_text import as_markdown, is_big, split_target
from vaultmind.ui.screens.base import VaultScreen, short_name
from vaultmind.ui.widgets.link_list import LinkList
from vaultmind.ui.widgets.plain_view import PlainView
from vaultmind.vault.visible import visible

if TYPE_CHECKING:
    from textual.app import ComposeResult

    from vaultmind.service import LinkReport
    from vaultmind.service.browse import NoteSource


@dataclass
class NoteRead(Message):
    source: NoteSource


@dataclass
class LinksRead(Message):
    report: LinkReport


class NoteScreen(VaultScreen):
    SCOPE = "note"
    DEFAULT_CSS = """
    NoteScreen #text { width: 1fr; height: 1fr; }
    NoteScreen #text Markdown { margin: 0 1; }
    NoteScreen .target { background: $boost; }
    """

    def __init__(self, name: str, block: str | None = None, line: int | None = None) -> None:
        """`block` (`m-3f9c`) or, for a cited line without one, `line` (1-based)."""
        super().__init__()
        self.target_name = name
        self.block = block
        self.line = line
        self.title = short_name(name)  # the header, until the note is read
        self.source: NoteSource | None = None
        self._jumped = False  # the block target is scrolled to once, not on each reload

    @property
    def path(self) -> str | None:
        return self.source.note.path if self.source else None

    def body(self) -> ComposeResult:
        with Horizontal(id="panes"):
            yield Static("reading…", id="text")
            yield LinkList(id="links")

    def on_mount(self) -> None:
        self.load()

    def vault_changed(self, paths: tuple[str, ...]) -> None:
        if self.path in paths:
            self.load()
        elif self.path is not None:
            self.load_links(self.path)

    @work(thread=True, group="note", exclusive=True, exit_on_error=False)
    def load(self) -> None:
        self.post_message(NoteRead(self.service.note_source(self.path or self.target_name)))

    @work(thread=True, group="links", exclusive=True, exit_on_error=False)
    def load_links(self, path: str) -> None:
        self.post_message(LinksRead(self.service.links(path)))

    async def on_note_read(self, event: NoteRead) -> None:
        first = self.source is None
        self.source = source = event.source
        note = source.note
        self.title, self.sub_title = note.title, note.path  # the header
        view = self.query_one("#text")
        kept = view.scroll_offset if not first else None
        target = self._target_line()
        if is_big(source.text):
            view = await self._view(view, PlainView)
            assert isinstance(view, PlainView)
            view.set_text(source.text, target)
        else:
            view = await self._view(view, VerticalScroll)
            body = "\n".join(source.text.splitlines()[source.body_line :])
            await view.query_one(Markdown).update(as_markdown(visible(body)))
        if kept is not None:
            view.scroll_to(kept.x, kept.y, animate=False, immediate=True)
        elif target is not None and not self._jumped:
            self._jumped = True
            self.call_after_refresh(self._scroll_to_line, view, target)
        if first:
            view.focus()
            self.load_links(note.path)

    async def _view(self, current: Widget, kind: type[Widget]) -> Widget:
        if isinstance(current, kind) and current.id == "text":
            return current
        new: Widget = (
            PlainView(id="text")
            if kind is PlainView
            else VerticalScroll(Markdown(open_links=False), id="text", can_focus=True)
        )
        await current.remove()
        await self.query_one("#panes").mount(new, before=0)
        return new

    def _target_line(self) -> int | None:
        """The 0-based file line of the block this note was opened at, if any."""
        if self.source is not None and self.block is None and self.line is not None:
            return self.line - 1
        if self.source is None or self.block is None:
            return None
        wanted = self.block.lstrip("^")
        for block in self.source.note.block_ids:
            if block.id == wanted:
                return block.line - 1
        self.notify(f"no block ^{wanted} in {self.source.note.path}", severity="warning")
        return None

    def _scroll_to_line(self, view: Widget, line: int) -> None:
        if isinstance(view, PlainView):
            view.scroll_to(y=max(0, line - 2), animate=False)
            return
        assert self.source is not None
        md_line = line - self.source.body_line
        found = [
            b for b in view.query(MarkdownBlock)
            if b.source_range[0] <= md_line < max(b.source_range[1], b.source_range[0] + 1)
        ]  # fmt: skip
        if found:
            block = min(found, key=lambda b: b.source_range[1] - b.source_range[0])
            block.add_class("target")  # in the middle: the messages around it are read too
            view.scroll_to_center(block, animate=False, immediate=True)

    def on_links_read(self, event: LinksRead) -> None:
        self.query_one(LinkList).show(event.report)

    # --- following links --------------------------------------------------------
    @on(LinkList.OptionSelected, "#links")
    def follow_selected(self) -> None:
        self.action_follow()

    def action_follow(self) -> None:
        target = self.query_one(LinkList).current()
        if target is not None:
            self.vm.open_note(target.path)

    @on(Markdown.LinkClicked)
    def clicked(self, event: Markdown.LinkClicked) -> None:
        found = split_target(event.href)
        if found is None:
            self.notify(f"not a vault link: {event.href}", severity="warning")
        elif found[0]:
            self.vm.open_note(found[0], found[1])

    def action_switch_pane(self) -> None:
        links, text = self.query_one(LinkList), self.query_one("#text")
        (text if links.has_focus else links).focus()

    # --- leaving for another tool or screen -------------------------------------------
    def action_edit(self) -> None:
        if self.path is None:
            return
        editor = os.environ.get("VISUAL") or os.environ.get("EDITOR") or "vi"
        try:
            with self.app.suspend():
                subprocess.run([*shlex.split(editor), str(self.service.vault / self.path)])
        except Exception as exc:  # headless, or no such editor: say so, stay
            self.notify(f"cannot open {editor}: {exc}", severity="error")
        self.load()

    def action_copy_uri(self) -> None:
        if self.path is not None:
            uri = self.service.obsidian_uri(self.path)
            self.app.copy_to_clipboard(uri)
            self.notify(f"copied {uri}")

    def action_person(self) -> None:
        if self.source is not None and self.source.note.type != "person":
            self.notify("not a person note (type: person)", severity="warning")
        elif self.path is not None:
            self.vm.open_person(self.path)

    def note_in_view(self) -> str | None:
        return self.path or self.target_name

    def action_graph(self) -> None:
        if self.path is not None:
            self.vm.open_graph(self.path)
