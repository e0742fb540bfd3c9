"""The neighbourhood of a note as a tree by relation type (outgoing `responsible_for`,
`depends_on`, … and plain links; backlinks by type; 2-hop neighbours): expanding a
note loads its own neighbourhood, `o` opens it — a graph one can walk, not a picture."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rich.text import Text
from textual import on, work
from textual.message import Message
from textual.widgets import Tree

from vaultmind.ui.screens.base import VaultScreen

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

    def body(self) -> ComposeResult:
        tree: Tree[NodeData | None] = Tree(self.start, id="graph")
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
        """The start note's neighbourhood again (notes opened below it fold up)."""
        root = self.query_one(Tree).root
        if root.data is not None and root.data.loaded:
            self.load(root, root.data.path)

    def on_hood_read(self, event: HoodRead) -> None:
        tree: Tree[NodeData | None] = self.query_one(Tree)
        node = event.node
        report = event.report
        cursor = tree.cursor_node.data if tree.cursor_node is not None else None
        if node is tree.root:
            node.set_label(Text(report.note.title, style="bold"))
            node.data = NodeData(report.note.path, loaded=True)
        node.remove_children()
        _grow(node, report)
        if cursor is not None and cursor.path != report.note.path:
            self.call_after_refresh(_put_cursor, tree, cursor.path)

    def action_open_note(self) -> None:
        node = self.query_one(Tree).cursor_node
        if node is not None and node.data is not None:
            self.vm.open_note(node.data.path)


def _grow(node: TreeNode[NodeData | None], report: LinkReport) -> None:
    """Groups by relation (→ outgoing, ← backlinks), then the 2-hop neighbours."""
    hood, titles = report.neighbourhood, report.titles
    groups: dict[str, set[str]] = defaultdict(set)
    for edge in hood.outgoing:
        groups[f"→ {edge.kind}"].add(edge.target)
    for edge in hood.backlinks:
        groups[f"← {edge.kind}"].add(edge.source)
    if hood.two_hop:
        groups["2 hops"].update(hood.two_hop)
    if not groups:
        node.add_leaf(Text("(no links)", style="dim"), None)
    for name in sorted(groups, key=lambda g: (g.endswith("link"), g)):
        paths = sorted(groups[name], key=lambda p: (titles.get(p) or p).casefold())
        group = node.add(Text(f"{name} ({len(paths)})", style="italic"), None, expand=True)
        for path in paths:
            group.add(titles.get(path) or path, NodeData(path))


def _put_cursor(tree: Tree[NodeData | None], path: str) -> None:
    """Back on the row of `path` after a refresh, if it is still there."""
    for line in range(tree.last_line + 1):
        node = tree.get_node_at_line(line)
        if node is not None and node.data is not None and node.data.path == path:
            tree.move_cursor(node)
            return
