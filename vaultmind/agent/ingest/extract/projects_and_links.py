"""Projects, their action items, and typed links from the model — grounded, then written.

A project counts only if the cited messages name it; an action item only if it shares
words with them; a link only if the cited messages name both ends and both ends are
notes in the vault (a link never creates a note). Links become `## Relations` lines
on the source note, once.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from vaultmind.agent.ingest.extract.chunks import Chunk
from vaultmind.agent.ingest.extract.grounding import cited_messages, resolve_due, supported
from vaultmind.agent.ingest.extract.people import NoteFinder, note_named
from vaultmind.agent.ingest.extract.reply_schema import CommitmentItem, Extraction
from vaultmind.agent.ingest.sources.escape import chat_words
from vaultmind.errors import VaultMindError
from vaultmind.index.cache import NoteCache
from vaultmind.memory.sections import append_to_section
from vaultmind.memory.store import MemoryStore, NewMemory
from vaultmind.vault.files import on_disk
from vaultmind.vault.model import RELATION_TYPES
from vaultmind.vault.target import write_target
from vaultmind.vault.text import NoteText
from vaultmind.vault.write import update_note


@dataclass
class GraphReport:
    projects_created: list[str]
    topics_created: list[str] = field(default_factory=list)
    actions: int = 0
    topic_memories: int = 0
    links: int = 0


def write_projects(
    extraction: Extraction,
    chunk: Chunk,
    projects: NoteFinder,
    store: MemoryStore,
    dropped: Counter[str],
    report: GraphReport,
) -> None:
    for project in extraction.projects:
        cited = cited_messages(project.msgs, chunk)
        if cited is None or not supported(project.name, cited):
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
    cited = cited_messages(item.msgs, chunk)
    if cited is None or not supported(item.text, cited):
        dropped["an action item not supported by the cited messages"] += 1
        return
    due = resolve_due(item, chunk)
    sources = chunk.source_links(item.msgs)
    new = NewMemory("commitment", chat_words(item.text), 0.6, "agent:extraction", sources, due)
    try:
        store.add(path, new, cited[0].time.date())
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
        cited = cited_messages(link.msgs, chunk)
        if link.type not in RELATION_TYPES or cited is None:
            dropped["a link with no valid citation"] += 1
            continue
        if not (supported(link.source, cited) and supported(link.target, cited)):
            dropped["a link whose ends the cited messages do not name"] += 1
            continue
        source, target = note_named(cache, link.source), note_named(cache, link.target)
        if source is None or target is None:
            dropped["a link to a note that does not exist"] += 1
            continue
        if vault_write.relation(source, link.type, target):
            report.links += 1


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

        update_note(write_target(self.vault, on_disk(self.vault, source)), change)
        return added[0] if added else False
