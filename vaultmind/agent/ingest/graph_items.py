"""Projects, their action items, and typed links from the model — grounded, then written.

A project counts only if the cited messages name it; an action item only if it shares
words with them; a link only if the cited messages name both ends and both ends are
notes in the vault (a link never creates a note). Links become `## Relations` lines
on the source note, once.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from vaultmind.agent.ingest.chunks import Chunk
from vaultmind.agent.ingest.grounding import stems
from vaultmind.agent.ingest.people import NoteFinder
from vaultmind.agent.ingest.schema import CommitmentItem, Extraction
from vaultmind.errors import UsageError, VaultMindError
from vaultmind.index.cache import NoteCache
from vaultmind.memory.dates import find_date, parse_due
from vaultmind.memory.sections import append_to_section
from vaultmind.memory.store import MemoryStore, NewMemory
from vaultmind.vault.model import RELATION_TYPES
from vaultmind.vault.text import NoteText, name_key
from vaultmind.vault.write import update_note


@dataclass
class GraphReport:
    projects_created: list[str]
    actions: int = 0
    links: int = 0


def _cited(msgs: list[int], chunk: Chunk) -> list[str] | None:
    if not msgs or any(not 1 <= n <= len(chunk.messages) for n in msgs):
        return None
    return [chunk.messages[n - 1].text for n in sorted(set(msgs))]


def _supported(text: str, cited: list[str]) -> bool:
    return bool(stems(text) & set().union(*(stems(t) for t in cited)))


def write_projects(
    extraction: Extraction,
    chunk: Chunk,
    projects: NoteFinder,
    store: MemoryStore,
    dropped: Counter[str],
    report: GraphReport,
) -> None:
    for project in extraction.projects:
        cited = _cited(project.msgs, chunk)
        if cited is None or not _supported(project.name, cited):
            dropped["a project the cited messages do not name"] += 1
            continue
        path = projects.path_for(project.name)
        if path is None:
            continue
        for item in project.action_items:
            _action(item, path, chunk, store, dropped, report)


def _action(
    item: CommitmentItem,
    path: str,
    chunk: Chunk,
    store: MemoryStore,
    dropped: Counter[str],
    report: GraphReport,
) -> None:
    cited = _cited(item.msgs, chunk)
    if cited is None or not _supported(item.text, cited):
        dropped["an action item not supported by the cited messages"] += 1
        return
    first = chunk.messages[min(item.msgs) - 1]
    due = None
    if item.due.strip():
        try:
            due = parse_due(item.due, first.time.date())
        except UsageError:
            due = None
    if due is None and (found := find_date(item.text, first.time.date())):
        due = found[0]
    sources = tuple(
        f"[[{chunk.paths[n - 1][:-3]}#^{chunk.blocks[n - 1]}]]" for n in sorted(set(item.msgs))
    )
    new = NewMemory("commitment", item.text.strip(), 0.6, "agent:extraction", sources, due)
    try:
        store.add(path, new, first.time.date(), new_due_supersedes=True)
    except VaultMindError:
        dropped["an action item too short or long to be a memory"] += 1
        return
    report.actions += 1


def write_links(
    extraction: Extraction,
    chunk: Chunk,
    cache: NoteCache,
    vault_write: NoteWriter,
    dropped: Counter[str],
    report: GraphReport,
) -> None:
    for link in extraction.links:
        cited = _cited(link.msgs, chunk)
        if link.type not in RELATION_TYPES or cited is None:
            dropped["a link with no valid citation"] += 1
            continue
        if not (_supported(link.source, cited) and _supported(link.target, cited)):
            dropped["a link whose ends the cited messages do not name"] += 1
            continue
        source, target = _note(cache, link.source), _note(cache, link.target)
        if source is None or target is None:
            dropped["a link to a note that does not exist"] += 1
            continue
        if vault_write.relation(source, link.type, target):
            report.links += 1


def _note(cache: NoteCache, name: str) -> str | None:
    paths = cache.paths_named([name_key(name.strip())])
    return sorted(paths, key=lambda p: (len(p), p))[0] if paths else None


class NoteWriter:
    """Adds a relation line to a note's `## Relations`, unless it is already there."""

    def __init__(self, vault: Path) -> None:
        self.vault = vault

    def relation(self, source: str, relation: str, target: str) -> bool:
        title = target.rsplit("/", 1)[-1][:-3]
        line = f"- {relation} [[{title}]]"
        added: list[bool] = []

        def change(current: NoteText) -> NoteText:
            added.clear()
            if any(existing.strip() == line for existing in current.text.splitlines()):
                added.append(False)
                return current
            added.append(True)
            text = append_to_section(current.text, "Relations", line, current.newline)
            return NoteText(text, current.bom, current.lossy)

        update_note(self.vault / source, change)
        return added[0] if added else False
