"""The neighbourhood of a note as a tree by relation type (outgoing `responsible_for`,
`depends_on`, … and plain links; backlinks by type; 2-hop neighbours): expanding a
note loads its own neighbourhood, `o` opens it — a graph one can walk, not a picture."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rich.text import Text
from textual import on, work
from textual.message import Message
from textual.widgets import Tree

from vaultmind.ui.note_names import note_label
from vaultmind.ui.plain import plain
from vaultmind.ui.screens.base import VaultScreen, short_name
from vaultmind.vault.note_titles import shared_titles

if TYPE_CHECKING:
    from textual.app import ComposeResult
    from textual.widgets.tree import TreeNode

    from vaultmind.service import LinkReport


@dataclass
class HoodRead(Message):
    node: TreeNode[NodeData | None]
    report: LinkReport


@dataclass(frozen=True, slots=True)
class NodeData:
    path: str
    loaded: bool = False


class GraphScreen(VaultScreen):
    SCOPE = "graph"
    DEFAULT_CSS = "GraphScreen Tree { height: 1fr; }"

    def __init__(self, name: str) -> None:
        super().__init__()
        self.start = name
        self.title = f"Graph: {short_name(name)}"
        self._reopen: set[Key] = set()  # what was expanded before a refresh…
        self._folded: set[Key] = set()  # …and which groups were folded
        self._cursor: Key | None = None  # where the cursor goes back to while it refreshes
        self._refreshing = 0  # neighbourhoods read again and not back yet

    def body(self) -> ComposeResult:
        tree: Tree[NodeData | None] = Tree(plain(self.start), id="graph")
        tree.show_root = True
        yield tree

    def on_mount(self) -> None:
        tree = self.query_one(Tree)
        tree.root.data = NodeData(self.start)
        tree.root.expand()
        tree.focus()

    @on(Tree.NodeExpanded)
    def expanded(self, event: Tree.NodeExpanded[NodeData | None]) -> None:
        data = event.node.data
        if data is not None and not data.loaded:
            event.node.data = NodeData(data.path, loaded=True)
            self.load(event.node, data.path)

    @work(thread=True, group="graph", exit_on_error=False)
    def load(self, node: TreeNode[NodeData | None], path: str) -> None:
        self.post_message(HoodRead(node, self.service.links(path)))

    def vault_changed(self, paths: tuple[str, ...]) -> None:
        """The start note's neighbourhood again; the notes expanded below it are read
        again as they come back, the folded groups stay folded, the cursor stays."""
        tree: Tree[NodeData | None] = self.query_one(Tree)
        root = tree.root
        if root.data is None or not root.data.loaded:
            return
        below = list(_walk(root))
        self._reopen = {_key(n) for n in below if n.data is not None and n.is_expanded}
        self._folded = {_key(n) for n in below if n.data is None and not n.is_expanded}
        self._cursor = _key(tree.cursor_node) if tree.cursor_node is not None else None
        self._refreshing = 1
        self.load(root, root.data.path)

    def on_hood_read(self, event: HoodRead) -> None:
        tree: Tree[NodeData | None] = self.query_one(Tree)
        node = event.node
        report = event.report
        if node is tree.root:
            node.set_label(plain(report.note.title, "bold"))
            node.data = NodeData(report.note.path, loaded=True)
        node.remove_children()
        _grow(node, report)
        if not self._refreshing:
            return
        self._refreshing -= 1
        for child in _walk(node):
            if child.data is None and _key(child) in self._folded:
                child.collapse()
            elif child.data is not None and _key(child) in self._reopen:
                self._refreshing += 1  # its neighbourhood is read again (`expanded`)
                child.expand()
        if self._cursor is not None:
            self.call_after_refresh(_put_cursor, tree, self._cursor)
        if not self._refreshing:
            self._reopen, self._folded = set(), set()

    def note_in_view(self) -> str | None:
        node = self.query_one(Tree).cursor_node
        return node.data.path if node is not None and node.data is not None else self.start

    def action_open_note(self) -> None:
        node = self.query_one(Tree).cursor_node
        if node is not None and node.data is not None:
            self.vm.open_note(node.data.path)


def _grow(node: TreeNode[NodeData | None], report: LinkReport) -> None:
    """Groups by relation (→ outgoing, ← backlinks; typed ones before plain links),
    then the 2-hop neighbours last: the direct links are what a reader asked for."""
    hood, titles = report.neighbourhood, report.titles
    groups: dict[str, set[str]] = defaultdict(set)
    for edge in hood.outgoing:
        groups[f"→ {edge.kind}"].add(edge.target)
    for edge in hood.backlinks:
        groups[f"← {edge.kind}"].add(edge.source)
    if hood.two_hop:
        groups[TWO_HOPS].update(hood.two_hop)
    if not groups:
        node.add_leaf(Text("(no links)", style="dim"), None)
    shared = shared_titles({p for paths in groups.values() for p in paths}, titles)
    for name in sorted(groups, key=lambda g: (g == TWO_HOPS, g.endswith("link"), g)):
        paths = sorted(groups[name], key=lambda p: ((titles.get(p) or p).casefold(), p))
        group = node.add(plain(f"{name} ({len(paths)})", "italic"), None, expand=True)
        for path in paths:
            group.add(note_label(path, titles.get(path) or path, shared), NodeData(path))


TWO_HOPS = "2 hops"


Key = tuple[str, ...]  # a row by what leads to it: groups and notes from the start


def _key(node: TreeNode[NodeData | None]) -> Key:
    parts: list[str] = []
    while node.parent is not None:
        label = str(node.label).rsplit(" (", 1)[0]  # a group without its count
        parts.append(node.data.path if node.data is not None else label)
        node = node.parent
    return tuple(reversed(parts))


def _walk(node: TreeNode[NodeData | None]) -> Iterator[TreeNode[NodeData | None]]:
    """Every row below `node`, expanded or not."""
    for child in node.children:
        yield child
        yield from _walk(child)


def _put_cursor(tree: Tree[NodeData | None], key: Key) -> None:
    """Back on the row it was on before a refresh, if it is there (again)."""
    for line in range(tree.last_line + 1):
        node = tree.get_node_at_line(line)
        if node is not None and _key(node) == key:
            if tree.cursor_node is not node:
                tree.move_cursor(node)
            return
