"""The link graph: notes (and attachments) as nodes, links and typed relations as edges.

`build_graph` is the whole graph, built from every parsed note: the definition of
which edges exist. Queries read one note's corner of it instead (`local_graph`, which
a test holds to the whole graph's answers), since at 50 000 notes the whole graph
takes 15 s to build.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import networkx as nx

from vaultmind.vault.model import Note
from vaultmind.vault.resolve import LinkResolver

LINK = "link"  # the kind of an untyped edge


@dataclass(frozen=True, slots=True)
class Edge:
    source: str
    target: str
    kind: str  # a relation name or "link"
    line: int
    where: str = ""  # the note that holds `line` (the target's, for an `owner:` edge)


def build_graph(notes: Iterable[Note], resolver: LinkResolver) -> nx.MultiDiGraph:
    """Typed relations keep their name; `owner:` in frontmatter is `responsible_for`."""
    graph = nx.MultiDiGraph()
    notes = list(notes)
    for note in notes:
        graph.add_node(note.path, title=note.title, type=note.type or "")
    for note in notes:
        for edge in note_edges(note, resolver):
            if edge.target not in graph:
                graph.add_node(edge.target, title=edge.target.rsplit("/", 1)[-1], type="file")
            graph.add_edge(
                edge.source, edge.target, kind=edge.kind, line=edge.line, where=edge.where
            )
    return graph


def note_edges(note: Note, resolver: LinkResolver) -> list[Edge]:
    typed = {id(rel.link): rel.name for rel in note.relations if rel.known}
    edges = []
    for link in note.links:
        target = resolver.resolve_link(link, note.path).path
        if target is None or target == note.path:
            continue
        edges.append(Edge(note.path, target, typed.get(id(link), LINK), link.line, note.path))
    owner = note.frontmatter.get("owner")
    if isinstance(owner, str) and note.owner is not None:
        person = resolver.resolve(note.owner, note.path).path
        if person and person != note.path:
            line = next((link.line for link in note.links if link.raw in owner), 1)
            edges.append(Edge(person, note.path, "responsible_for", line, note.path))
    return edges


@dataclass(frozen=True, slots=True)
class Neighbourhood:
    path: str
    outgoing: tuple[Edge, ...]
    backlinks: tuple[Edge, ...]
    two_hop: tuple[str, ...]  # reachable in two steps either way, not already a neighbour


def neighbourhood(graph: nx.MultiDiGraph, path: str) -> Neighbourhood:
    """Outgoing links, backlinks and 2-hop neighbours of one note, in a stable order."""
    out = [_edge(path, target, data) for _, target, data in graph.out_edges(path, data=True)]
    back = [_edge(source, path, data) for source, _, data in graph.in_edges(path, data=True)]
    near = {edge.target for edge in out} | {edge.source for edge in back}
    far: set[str] = set()
    for node in near:
        far.update(graph.successors(node))
        far.update(graph.predecessors(node))
    far -= near | {path}
    return Neighbourhood(
        path,
        tuple(sorted(out, key=lambda e: (e.line, e.target))),
        tuple(sorted(back, key=lambda e: (e.source, e.line))),
        tuple(sorted(far)),
    )


def _edge(source: str, target: str, data: dict[str, object]) -> Edge:
    line = data.get("line", 0)
    where = str(data.get("where") or source)
    kind = str(data.get("kind", LINK))
    return Edge(source, target, kind, line if isinstance(line, int) else 0, where)
