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

    def on_hood_read(self, event: HoodRead) -> None:
        tree: Tree[NodeData | None] = self.query_one(Tree)
        node = event.node
        report = event.report
        if node is tree.root:
            node.set_label(Text(report.note.title, style="bold"))
            node.data = NodeData(report.note.path, loaded=True)
        _grow(node, report)

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
