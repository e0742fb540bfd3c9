"""One note's corner of the link graph, read from the cache instead of every note.

`neighbourhood` reads the edges into and out of a note and out of and into each of
its neighbours. Those are all a link can reach by its target's last name, so the
cache's links table names every note that may hold one; only those notes are parsed
and their links resolved, exactly as `build_graph` resolves them over the whole vault
(a link resolves among the files of its last name and the aliases equal to it). At
50 000 notes this is what makes `vaultmind links` and the TUI's note view take a
fraction of a second instead of building the whole graph (15 s).
"""

from __future__ import annotations

import posixpath
from collections.abc import Iterable

import networkx as nx

from vaultmind.index.cache import NoteCache, file_name_key, link_key
from vaultmind.index.graph import Edge, note_edges
from vaultmind.vault.model import Note
from vaultmind.vault.resolve import LinkResolver
from vaultmind.vault.text import name_key


def local_graph(cache: NoteCache, centre: str) -> tuple[nx.MultiDiGraph, LinkResolver]:
    """The edges of `build_graph`'s graph that touch `centre` or one of its neighbours,
    with every node's title; and a resolver exact for the centre's own links."""
    held: dict[str, list[Edge]] = {}  # a note's edges, as `build_graph` adds them
    resolver = _read_edges(cache, {centre}, held)
    near = {e.target for e in _touching(held, {centre}) if e.source == centre}
    near |= {e.source for e in _touching(held, {centre}) if e.target == centre}
    _read_edges(cache, near, held)
    edges = _touching(held, near | {centre})
    graph = nx.MultiDiGraph()
    nodes = {centre} | {path for edge in edges for path in (edge.source, edge.target)}
    titles = cache.titles(nodes)
    for path in sorted(nodes):
        title = titles.get(path, posixpath.basename(path))
        graph.add_node(path, title=title, type="" if path in titles else "file")
    for edge in edges:
        graph.add_edge(edge.source, edge.target, kind=edge.kind, line=edge.line, where=edge.where)
    return graph, resolver


def _read_edges(cache: NoteCache, nodes: set[str], held: dict[str, list[Edge]]) -> LinkResolver:
    """Parse and resolve every note that may hold an edge out of or into `nodes`: the
    nodes themselves, and the notes with a link to their names (an `owner:` too)."""
    names = {file_name_key(path) for path in nodes}
    for path in nodes:
        names |= {posixpath.basename(name_key(a)) for a in _aliases(cache, path)}
    holders = ({*cache.sources_linking_by_name(names), *nodes} if nodes else set()) - set(held)
    notes = cache.notes_at(holders)
    resolver = exact_resolver(cache, notes)
    for note in notes:
        held[note.path] = note_edges(note, resolver)
    return resolver


def _touching(held: dict[str, list[Edge]], nodes: set[str]) -> list[Edge]:
    return [
        edge
        for path in sorted(held)
        for edge in held[path]
        if edge.source in nodes or edge.target in nodes
    ]


def exact_resolver(cache: NoteCache, notes: Iterable[Note]) -> LinkResolver:
    """A resolver that answers every link (and `owner:`) of `notes` as the whole
    vault's would: it knows the files of those links' last names and their aliases."""
    targets = set()
    for note in notes:
        targets |= {link.target for link in note.links}
        if note.owner is not None:
            targets.add(note.owner)
    keys = {link_key(target) for target in targets} - {""}
    return cache.resolver_for_names(posixpath.basename(key) for key in keys)


def _aliases(cache: NoteCache, path: str) -> list[str]:
    note = cache.note(path) if path.lower().endswith(".md") else None
    return list(note.aliases) if note is not None else []
