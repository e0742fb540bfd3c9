"""Extraction by the local model: chunk → grammar-constrained JSON → grounding → memory.

Only grounded items are written (see `grounding`). A chunk whose reply is not valid
JSON after a retry, or whose call fails, is marked failed and not recorded as seen,
so the next run tries it again; the others are recorded in their Sources files
under `model:<name>@<prompt version>` and never extracted twice.

Chunks are cut from every message of the given files, seen or not, and only those
holding an unseen message go to the model. So a run killed between two of a chunk's
writes cuts the same chunk again on the next run and the model sees what it saw
before: the resumed vault is the one an uninterrupted run writes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import ValidationError

from vaultmind.agent.ingest.extract.chunks import Chunk, make_chunks
from vaultmind.agent.ingest.extract.day_summary import DaySummary, ground_summary, summary_recorder
from vaultmind.agent.ingest.extract.grounding import GroundedItem, ground
from vaultmind.agent.ingest.extract.known_names import known_names
from vaultmind.agent.ingest.extract.model_reading import reads_messages
from vaultmind.agent.ingest.extract.people import NoteFinder
from vaultmind.agent.ingest.extract.projects_and_links import (
    GraphReport,
    NoteWriter,
    write_links,
    write_projects,
)
from vaultmind.agent.ingest.extract.reply_schema import (
    PROMPT_VERSION,
    Extraction,
    prompt,
    schema_for,
    system_for,
)
from vaultmind.agent.ingest.extract.tiers import Tier
from vaultmind.agent.ingest.extract.topics import write_topics
from vaultmind.agent.ingest.sources.escape import chat_words
from vaultmind.agent.ingest.sources.extracted_record import recorder
from vaultmind.agent.ingest.sources.importer import mark_failed
from vaultmind.agent.ingest.sources.read_back import with_news
from vaultmind.agent.language_model import LanguageModel
from vaultmind.errors import VaultMindError
from vaultmind.memory.store import Addition, ChangeTally, MemoryStore, NewMemory
from vaultmind.vault.slug import slugify
from vaultmind.vault.write import update_note

MIN_REPLY, MAX_REPLY = 512, 4096


def reply_budget(model: LanguageModel) -> int:
    """An eighth of the context for the reply: 1 024 tokens for SmolLM2's 8 192."""
    return min(max(model.context_size // 8, MIN_REPLY), MAX_REPLY)


ATTEMPTS = 2
CONFIDENCE = {"fact": 0.6, "preference": 0.6, "commitment": 0.6}
Progress = Callable[[int, int], None]


@dataclass(kw_only=True)
class ModelReport(ChangeTally):
    model: str
    chunks_ok: int = 0
    chunks_failed: int = 0
    kept: int = 0
    dropped: Counter[str] = field(default_factory=Counter)
    summaries: int = 0
    people_created: list[str] = field(default_factory=list)
    near_misses: list[tuple[str, str]] = field(default_factory=list)  # (name, existing note)
    errors: list[str] = field(default_factory=list)
    graph: GraphReport = field(default_factory=lambda: GraphReport([]))
    task_evidence: int = 0  # promises that restated an open task: added to its evidence


def extractor_key(model: LanguageModel) -> str:
    return f"model:{model.name}@{PROMPT_VERSION}"


def extract_with_model(
    vault: Path,
    paths: list[str],
    timezone: str,
    model: LanguageModel,
    people: NoteFinder,
    store: MemoryStore,
    progress: Progress | None = None,
    tier: Tier = "small",
) -> ModelReport:
    report = ModelReport(model=model.name)
    key = extractor_key(model)
    read = [pair for path in paths for pair in with_news(vault, path, timezone, key)]
    stored = [m for m, _ in read]
    fresh = {(m.path, m.block) for m, new in read if new}
    digests = {(m.path, m.block): m.digest for m in stored}
    reply = reply_budget(model)
    people_items = tier == "small" and not reads_messages(model)  # else a reading finds them
    budget = model.context_size - reply - model.count_tokens(system_for(reply, people_items)) - 200
    every = make_chunks(((m.message, m.block, m.path) for m in stored), model.count_tokens, budget)
    chunks = [c for c in every if fresh.intersection(zip(c.paths, c.blocks, strict=True))]
    for done, chunk in enumerate(chunks, start=1):
        _one_chunk(vault, chunk, model, people, store, report, key, digests, fresh, people_items)
        if progress:
            progress(done, len(chunks))
    return report


def _one_chunk(
    vault: Path,
    chunk: Chunk,
    model: LanguageModel,
    people: NoteFinder,
    store: MemoryStore,
    report: ModelReport,
    key: str,
    digests: dict[tuple[str, str], str],
    fresh: set[tuple[str, str]],
    people_items: bool,
) -> None:
    try:
        extraction = _ask(model, chunk, people, people_items)
    except VaultMindError as exc:
        report.chunks_failed += 1
        report.errors.append(exc.message)
        for path in set(chunk.paths):
            unseen_here = [b for b in _blocks_in(chunk, path) if (path, b) in fresh]
            mark_failed(vault, path, unseen_here, exc.message)
        return
    if people_items:  # else a capable model reads each message instead
        grounded, dropped = ground(extraction, chunk, _same_person(people), people.names_of)
        report.dropped.update(dropped)
        _write_people(grounded, chunk, people, store, report)
    projects = NoteFinder(vault, people.cache, people.today, "Projects", "project")
    write_projects(extraction, chunk, projects, store, report.dropped, report.graph)
    report.graph.projects_created += projects.created
    report.near_misses += projects.near_misses
    knowledge = NoteFinder(vault, people.cache, people.today, "Knowledge", "concept")
    report.graph.topic_memories += write_topics(extraction, chunk, knowledge, store, report.dropped)
    report.graph.topics_created += knowledge.created
    report.near_misses += knowledge.near_misses
    write_links(extraction, chunk, people.cache, NoteWriter(vault), report.dropped, report.graph)
    summary, why_not = ground_summary(extraction.daily_note, chunk)
    if why_not:
        report.dropped[why_not] += 1
    report.summaries += summary is not None
    report.chunks_ok += 1
    for path in sorted(set(chunk.paths)):
        _record(vault / path, key, chunk, path, digests, summary)


def _blocks_in(chunk: Chunk, path: str) -> list[str]:
    return [b for b, p in zip(chunk.blocks, chunk.paths, strict=True) if p == path]


def _record(
    file: Path,
    key: str,
    chunk: Chunk,
    path: str,
    digests: dict[tuple[str, str], str],
    summary: DaySummary | None,
) -> None:
    """The Sources file's record of what was seen, and the chunk's summary if it cites
    this file — in one write, so a kill leaves either both or neither."""
    blocks = _blocks_in(chunk, path)
    seen = recorder(key, {b: digests[(path, b)] for b in blocks})
    if summary is None or path not in summary.paths:
        update_note(file, seen)
        return
    summarise = summary_recorder(summary, blocks[0])
    update_note(file, lambda current: summarise(seen(current)))


def _ask(model: LanguageModel, chunk: Chunk, people: NoteFinder, people_items: bool) -> Extraction:
    lines = [chunk.line(i) for i in range(1, len(chunk.messages) + 1)]
    known = known_names(chunk, people.cache)
    problem = ""
    budget = reply_budget(model)
    system, schema = system_for(budget, people_items), schema_for(budget, people_items)
    for _ in range(ATTEMPTS):
        reply = model.complete(system, prompt(lines, known), max_tokens=budget, schema=schema)
        try:
            return Extraction.model_validate_json(reply.text)
        except ValidationError as exc:
            problem = f"invalid JSON from the model: {exc.errors()[0]['msg']}"
    raise VaultMindError(problem)


def _same_person(people: NoteFinder) -> Callable[[str, str], bool]:
    def same(name: str, sender: str) -> bool:
        found, wrote = people.find(name), people.find(sender)
        if found and wrote:
            return found == wrote
        return bool(sender) and slugify(name) == slugify(sender)

    return same


def _write_people(
    grounded: list[GroundedItem],
    chunk: Chunk,
    people: NoteFinder,
    store: MemoryStore,
    report: ModelReport,
) -> None:
    """Grounded items, one locked write per person note."""
    batches: dict[str, list[Addition]] = {}
    for item in grounded:
        person = people.path_for(item.person)
        if person is None:
            continue
        sources = chunk.source_links(item.cited)
        new = NewMemory(
            item.kind,
            chat_words(item.text),
            CONFIDENCE[item.kind],
            "agent:extraction",
            sources,
            item.due,
        )
        try:
            new = new.validated()
        except VaultMindError as exc:  # e.g. the model's text is too short to be a memory
            report.dropped[f"not a valid memory ({exc.message})"] += 1
            continue
        sent = chunk.messages[item.cited[0] - 1].time.date()
        batches.setdefault(person, []).append(Addition(new, sent))
    for person, additions in batches.items():
        for change in store.add_all(person, additions):
            report.kept += 1
            report.count(change)
