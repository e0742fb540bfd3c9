"""Topics from the model — a product, process, customer or idea — grounded, then written.

A topic counts only if its cited messages name it and it has something grounded to
say: a fact or a summary (kept as a `[context]` memory) sharing a word with its
messages beyond the topic's own name. It
goes to the note of that name if People/, Projects/ or Knowledge/ has one (a topic
never duplicates a project or a product), else to a new `Knowledge/` concept note.
"""

from __future__ import annotations

from collections import Counter

from vaultmind.agent.ingest.extract.chunks import Chunk
from vaultmind.agent.ingest.extract.grounding import cited_messages, supported
from vaultmind.agent.ingest.extract.people import NoteFinder, note_named
from vaultmind.agent.ingest.extract.reply_schema import Extraction, Item, TopicItems
from vaultmind.agent.ingest.sources.escape import chat_words
from vaultmind.errors import VaultMindError
from vaultmind.memory.store import Addition, MemoryStore, NewMemory

FACT, CONTEXT = 0.6, 0.5
NODE_FOLDERS = ("People/", "Projects/", "Knowledge/")


def write_topics(
    extraction: Extraction,
    chunk: Chunk,
    knowledge: NoteFinder,
    store: MemoryStore,
    dropped: Counter[str],
) -> int:
    """Grounded topic memories written; `knowledge` finds or creates Knowledge/ notes."""
    written = 0
    for topic in extraction.topics:
        cited = cited_messages(topic.msgs, chunk)
        if cited is None or not supported(topic.name, cited):
            dropped["a topic the cited messages do not name"] += 1
            continue
        additions = _additions(topic, chunk, dropped)
        if not additions:
            dropped["a topic with nothing grounded to say"] += 1
            continue
        existing = note_named(knowledge.cache, topic.name, NODE_FOLDERS)
        path = existing or knowledge.path_for(topic.name)
        if path is None:
            continue
        changes = store.add_all(path, additions)
        written += sum(change.action != "unchanged" for change in changes)
    return written


def _additions(topic: TopicItems, chunk: Chunk, dropped: Counter[str]) -> list[Addition]:
    items = [("fact", fact) for fact in topic.facts]
    if topic.summary.strip():
        items.insert(0, ("context", Item(text=topic.summary, msgs=topic.msgs)))
    found = []
    for kind, item in items:
        addition = _grounded(kind, item, chunk, topic.name)
        if addition is None:
            dropped[f"a topic {kind} not supported by the cited messages"] += 1
        else:
            found.append(addition)
    return found


def _grounded(kind: str, item: Item, chunk: Chunk, name: str) -> Addition | None:
    cited = cited_messages(item.msgs, chunk)
    if cited is None or not supported(item.text, cited, beyond=name):
        return None
    confidence = FACT if kind == "fact" else CONTEXT
    sources = chunk.source_links(item.msgs)
    new = NewMemory(kind, chat_words(item.text), confidence, "agent:extraction", sources)
    try:
        return Addition(new.validated(), cited[0].time.date())
    except VaultMindError:  # too short or too long to be a memory
        return None
