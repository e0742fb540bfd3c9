"""Beside a note: its outgoing links, backlinks and 2-hop neighbours, each a row that
Enter (or a click) follows."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rich.text import Text
from textual.widgets.option_list import Option

from vaultmind.ui.plain import plain
from vaultmind.ui.widgets.row_list import RowList
from vaultmind.vault.note_titles import folder_shown, shared_titles
from vaultmind.vault.visible import visible

if TYPE_CHECKING:
    from vaultmind.service import LinkReport


@dataclass(frozen=True, slots=True)
class LinkTarget:
    path: str
    line: int = 0  # the line of the link in the note that holds it (0: none)
    holder: str = ""  # that note


class LinkList(RowList):
    DEFAULT_CSS = """
    LinkList { width: 32; border-left: vkey $panel-lighten-2; height: 1fr; }
    """

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self.targets: dict[str, LinkTarget] = {}
        self._pending: list[Option] = []
        self._shared: set[str] = set()  # titles two listed notes have: the folder is shown

    def show(self, report: LinkReport) -> None:
        kept = self.highlighted
        self.targets = {}
        self._pending = []
        hood, titles = report.neighbourhood, report.titles
        paths = [e.target for e in hood.outgoing] + [e.source for e in hood.backlinks]
        self._shared = shared_titles([*paths, *hood.two_hop], titles)
        self._section("Links", [(e.kind, titles.get(e.target, e.target), e.target, e.line)
                                for e in hood.outgoing])  # fmt: skip
        self._section("Backlinks", [(e.kind, titles.get(e.source, e.source), e.source, e.line)
                                    for e in hood.backlinks])  # fmt: skip
        self._section("2 hops", [("", titles.get(p, p), p, 0) for p in hood.two_hop])
        if report.unresolved:
            self._pending.append(Option(Text("Unresolved", style="bold"), disabled=True))
            for link in report.unresolved:
                self._pending.append(Option(plain(f"  {link.target}", "dim red"), disabled=True))
        self.clear_options()
        self.add_options(self._pending)  # at once: one layout, not one per row
        if kept is not None and kept < self.option_count:
            self.highlighted = kept

    def _section(self, title: str, rows: list[tuple[str, str, str, int]]) -> None:
        count = len({(kind, path) for kind, _, path, _ in rows})
        self._pending.append(Option(Text(f"{title} ({count})", style="bold"), disabled=True))
        width = max(12, self.scrollable_content_region.width - 3)  # a scrollbar may come
        seen: set[tuple[str, str]] = set()
        for kind, label, path, line in rows:
            if (kind, path) in seen:
                continue  # one row per note and relation, however often it links
            seen.add((kind, path))
            key = f"link-{len(self.targets)}"
            self.targets[key] = LinkTarget(path, line)
            prompt = Text("  ", no_wrap=True, overflow="ellipsis")
            if kind and kind != "link":
                prompt.append(visible(f"{kind} "), style="italic dim")
            prompt.append(visible(label))
            folder = folder_shown(path, label, self._shared)  # `2026-11-30 · Daily`
            if folder:
                prompt.append(visible(f" · {folder}"), style="dim")
            prompt.truncate(width, overflow="ellipsis")  # one line per link
            self._pending.append(Option(prompt, id=key))

    def current(self) -> LinkTarget | None:
        if self.highlighted is None:
            return None
        option = self.get_option_at_index(self.highlighted)
        return self.targets.get(option.id or "")
