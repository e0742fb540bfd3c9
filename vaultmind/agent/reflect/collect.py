"""A person's day, collected without a model: tasks closed and created, commitments
due and made, memories added, messages sent, notes changed that mention them, and
their projects' progress. Deterministic: the same vault gives the same events."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, timedelta
from functools import cached_property

from vaultmind.agent.reflect.events import DayCollection, Event, ProjectProgress
from vaultmind.agent.reflect.needs import (
    SELF,
    away_soon,
    context_today,
    made_on,
    news,
    promise_changes,
)
from vaultmind.memory.commitments import OpenCommitment
from vaultmind.memory.reminders import distinct
from vaultmind.memory.task_owner import NotePeople, owner_of
from vaultmind.vault.model import Note, Task
from vaultmind.vault.resolve import LinkResolver
from vaultmind.vault.text import name_key

OWNED_HEADINGS = ("reflection — ", "ingested", "chat summary — ", "weekly digest", "plan")


@dataclass(frozen=True, slots=True)
class SentMessage:
    path: str  # the Sources file
    block: str
    chat: str  # its title
    sender: str
    text: str


@dataclass(frozen=True)
class DayInputs:
    day: date
    notes: list[Note]
    resolver: LinkResolver
    messages: list[SentMessage]  # every message of the day, in order
    changed: set[str]  # paths changed that day
    commitments: list[OpenCommitment]  # open on that day
    me: str | None = None  # the vault owner's note: whose their journal's unassigned tasks are

    @cached_property
    def by_person(self) -> ByPerson:
        """Who owns which task and project, and which changed note mentions whom: one
        pass over the notes for the whole evening, not one per person (an evening of
        200 people over 2 000 notes spent 20 s resolving the same owners again)."""
        return by_person(self)


@dataclass
class ByPerson:
    """Person note path → what of the day's vault is theirs, in note order."""

    tasks: dict[str, list[tuple[Note, Task]]] = field(default_factory=dict)
    projects: dict[str, list[Note]] = field(default_factory=dict)
    mentions: dict[str, list[Note]] = field(default_factory=dict)
    commitments: dict[str, list[OpenCommitment]] = field(default_factory=dict)  # by title


def by_person(inputs: DayInputs) -> ByPerson:
    found = ByPerson()
    for c in inputs.commitments:
        found.commitments.setdefault(c.person, []).append(c)
    people = NotePeople(inputs.notes, inputs.resolver, inputs.me)
    for note in inputs.notes:
        for task in note.tasks:
            if (owner := owner_of(task, note, people)) and owner.path:
                found.tasks.setdefault(owner.path, []).append((note, task))
        if note.type == "project" and note.owner:
            owner_path = inputs.resolver.resolve(note.owner, note.path).path
            if owner_path:
                found.projects.setdefault(owner_path, []).append(note)
        if note.path in inputs.changed and not note.path.startswith("Sources/"):
            for path in _mentioned(note, inputs.resolver):
                found.mentions.setdefault(path, []).append(note)
    return found


def _mentioned(note: Note, resolver: LinkResolver) -> dict[str, None]:
    """The notes a note links to outside VaultMind's own sections (a reflection's
    heading names its person), each once."""
    return {
        path: None
        for each in note.links
        if (path := resolver.resolve(each.target, note.path).path)
        and not _in_owned_section(note, each.line)
    }


def collect(person: Note, inputs: DayInputs) -> DayCollection:
    found = DayCollection(person.title, person.path, person.names, inputs.day)
    day = inputs.day.isoformat()
    for note, task in inputs.by_person.tasks.get(person.path, []):
        _task_events(found, note, task, day)
    _memory_events(found, person, day)
    own = {m.id for m in person.memories if m.author == SELF and made_on(m, inputs.day)}
    theirs = inputs.by_person.commitments.get(person.title, [])
    _commitment_state(found, [c for c in theirs if c.memory_id not in own])
    _message_events(found, inputs.messages)
    _note_events(found, person, inputs)
    found.projects = _projects(person, inputs)
    return found


def _task_events(found: DayCollection, note: Note, task: Task, day: str) -> None:
    link = note.path.removesuffix(".md")
    if task.done == day and not task.is_open:
        found.events.append(Event("task_done", task.text, link))
    if task.created == day:
        found.events.append(Event("task_created", task.text, link))
    if task.due == day and task.is_open:
        found.events.append(Event("commitment_due", task.text, link))


def _memory_events(found: DayCollection, person: Note, day: str) -> None:
    """Commitments due, kept, made or moved that day, and other memories learnt; a
    superseded line is never told beside its successor (`needs.news`)."""
    link = person.path.removesuffix(".md")
    moved = {m.superseded_by for m in person.memories if m.superseded_by}
    for memory in person.memories:
        here = f"{link}#^{memory.id}" if memory.id else link
        promise = memory.kind == "commitment"
        if promise and memory.status == "active" and memory.field("due") == day:
            found.events.append(Event("commitment_due", memory.text, here))
        if promise and memory.status == "done" and (memory.field("done") or "")[:10] == day:
            found.events.append(Event("commitment_kept", memory.text, here))
        if news(memory, found.day):
            kind = "memory_added"
            if promise:
                kind = "commitment_postponed" if memory.id in moved else "commitment_made"
            found.events.append(Event(kind, memory.text, here))
    found.postponed = postponements(person)
    found.promised = promise_changes(person, found.day)
    found.context = [(m.text, f"{link}#^{m.id}" if m.id else link)
                     for m in context_today(person, found.day)]  # fmt: skip
    found.away = away_soon(person, found.day)


def postponements(person: Note) -> dict[str, int]:
    """Memory id → how many earlier lines it replaced, in a chain: postponed twice."""
    earlier: dict[str, list[str]] = {}
    for memory in person.memories:
        if memory.status == "superseded" and memory.superseded_by and memory.id:
            earlier.setdefault(memory.superseded_by, []).append(memory.id)

    def count(memory_id: str, seen: frozenset[str]) -> int:
        return sum(1 + count(e, seen | {e}) for e in earlier.get(memory_id, []) if e not in seen)

    return {memory_id: count(memory_id, frozenset({memory_id})) for memory_id in earlier}


def _commitment_state(found: DayCollection, commitments: list[OpenCommitment]) -> None:
    week = found.day + timedelta(days=6)
    for c in distinct(commitments):
        if c.person != found.person or c.due is None:
            continue
        link = c.path.removesuffix(".md") + (f"#^{c.memory_id}" if c.memory_id else "")
        if c.due < found.day:
            found.overdue.append(c)
            found.events.append(Event("overdue", f"{c.text} (due {c.due})", link))
        elif c.due <= week:
            found.due_soon.append(c)


def _message_events(found: DayCollection, messages: list[SentMessage]) -> None:
    names = {name_key(n) for n in found.names}
    for m in messages:
        if name_key(m.sender) in names:
            link = f"{m.path.removesuffix('.md')}#^{m.block}"
            found.events.append(Event("message", m.text, link, m.chat))


def _note_events(found: DayCollection, person: Note, inputs: DayInputs) -> None:
    """Notes changed that day that mention the person outside VaultMind's own sections
    (a reflection's heading names them). Their own note is not news: VaultMind's own
    memory writes change it too."""
    for note in inputs.by_person.mentions.get(person.path, []):
        if note.path != person.path:
            found.events.append(Event("mentioned", note.title, note.path.removesuffix(".md")))


def _in_owned_section(note: Note, line: int) -> bool:
    owned = False
    for heading in note.headings:
        if heading.line > line:
            break
        if heading.level <= 2:
            owned = heading.text.strip().lower().startswith(OWNED_HEADINGS)
    return owned


def _projects(person: Note, inputs: DayInputs) -> list[ProjectProgress]:
    """Projects whose `owner:` is the person, with their tasks' progress."""
    day = inputs.day.isoformat()
    found = []
    for note in inputs.by_person.projects.get(person.path, []):
        done = [t for t in note.tasks if not t.is_open]
        today = sum(1 for t in done if t.done == day)
        found.append(ProjectProgress(note.title, note.path, len(done), len(note.tasks), today))
    return found
