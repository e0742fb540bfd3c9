"""`vaultmind links` reads one note's corner of the graph from the cache; it must give
exactly what the whole graph gives (`build_graph`, every note parsed and resolved)."""

from __future__ import annotations

from pathlib import Path

import networkx as nx
import pytest

from bench.make_vault import make_vault
from tests.conftest import WriteVault
from vaultmind.index.cache import NoteCache
from vaultmind.index.graph import Neighbourhood, build_graph, neighbourhood
from vaultmind.index.indexer import load_file_paths
from vaultmind.index.local_graph import local_graph
from vaultmind.index.paths import DataPaths
from vaultmind.service import VaultService
from vaultmind.vault.resolve import LinkResolver

TRICKY: dict[str, str | bytes] = {
    "People/Анна Смирнова.md": "---\naliases: [Аня]\n---\n# Анна\n[[Apollo]] [[Диаграмма.png]]\n",
    "People/Bob.md": "# Bob\nWorks with [[Аня]] and [[../Projects/Apollo]] and [[/People/Bob]].\n",
    "Projects/Apollo.md": "---\nowner: Анна Смирнова\n---\n## Relations\n- depends_on [[Zeus]]\n",
    "Archive/Apollo.md": "# Apollo (old)\n[[Анна Смирнова]] [[Анна Смирнова]]\n",
    "Projects/Zeus.md": '---\nowner: "[[Bob]]"\n---\n# Zeus\n[[Apollo#Plan]] [[Nowhere]]\n',
    "Projects/Hermes.md": '---\nowner: "[[Анна Смирнова|Аня]]"\n---\n# Hermes\n[[Zeus]]\n',
    "Daily/2026-12-01.md": "# 2026-12-01\n[[Bob]], [[People/Анна Смирнова|Аня]], [[Zeus]]\n",
    "Knowledge/Диаграмма.png": b"\x89PNG",
    "Knowledge/Hub.md": "# Hub\n" + "".join(f"[[Daily/2026-12-0{d}]]\n" for d in range(1, 4)),
    "Daily/2026-12-02.md": "# 2026-12-02\n![[Диаграмма.png]] [[Hub]]\n",
}


Answer = tuple[Neighbourhood, dict[str, str]]


def corners(vault: Path, paths: list[str]) -> list[tuple[Answer, Answer]]:
    """(the whole graph's answer, the local graph's) for each path."""
    with NoteCache(DataPaths.for_vault(vault).cache_file) as cache:
        notes = cache.notes()
        whole = build_graph(notes, LinkResolver(load_file_paths(vault), notes))
        return [(answer(whole, path), answer(local_graph(cache, path)[0], path)) for path in paths]


def answer(graph: nx.MultiDiGraph, path: str) -> Answer:
    """What `vaultmind links` shows: the neighbourhood, and the titles of its notes."""
    hood = neighbourhood(graph, path)
    mentioned = {path, *hood.two_hop, *(e.target for e in hood.outgoing)}
    mentioned |= {e.source for e in hood.backlinks}
    return hood, {p: graph.nodes[p]["title"] for p in mentioned}


@pytest.mark.parametrize("path", sorted(p for p in TRICKY if p.endswith(".md")))
def test_every_notes_corner_of_a_tricky_vault_is_the_whole_graphs(
    write_vault: WriteVault, path: str
) -> None:
    vault = write_vault(TRICKY)
    VaultService(vault).update_index()
    [(whole, local)] = corners(vault, [path])
    assert local == whole
    assert whole[0].outgoing or whole[0].backlinks  # every note here has neighbours


def test_an_owner_written_as_an_aliased_link_is_responsible_for_the_project(
    write_vault: WriteVault,
) -> None:
    vault = write_vault(TRICKY)
    VaultService(vault).update_index()
    [(whole, local)] = corners(vault, ["People/Анна Смирнова.md"])
    owned = {e.target for e in whole[0].outgoing if e.kind == "responsible_for"}
    assert owned == {"Projects/Apollo.md", "Projects/Hermes.md"}
    assert local == whole


def test_every_notes_corner_of_a_generated_vault_is_the_whole_graphs(tmp_path: Path) -> None:
    vault = tmp_path / "vault"
    make_vault(vault, 250, seed=7)
    VaultService(vault).update_index()
    with NoteCache(DataPaths.for_vault(vault).cache_file) as cache:
        paths = sorted(note.path for note in cache.notes())
    chosen = paths[::4]  # ~60 notes of every kind: people, projects, daily notes
    for path, (whole, local) in zip(chosen, corners(vault, chosen), strict=True):
        assert local == whole, path


@pytest.mark.parametrize(
    "value",
    ['"[[Анна Смирнова|Аня]]"', "Анна Смирнова", '"[[Анна Смирнова]]"', '"[[Анна Смирнова#Роль]]"'],
)
def test_an_owner_reads_as_the_name_it_links_to(write_vault: WriteVault, value: str) -> None:
    vault = write_vault({"Projects/P.md": f"---\nowner: {value}\n---\n# P\n"})
    VaultService(vault).update_index()
    with NoteCache(DataPaths.for_vault(vault).cache_file) as cache:
        [note] = cache.notes()
    assert note.owner == "Анна Смирнова"
