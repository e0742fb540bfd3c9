"""A person's context, assembled deterministically — no model, no similarity search.

Profile, active memories by kind (strongest and newest first), open commitments
(overdue first, with the tasks they own), what they are responsible for, the other
open tasks that are theirs or mention them (by priority, then due date), recent
reflections, and backlinks (a repeated title with its folder: `2026-11-30 · Sources/…`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from vaultmind.index.cache import NoteCache
from vaultmind.memory.commitments import OpenCommitment, cached_commitments
from vaultmind.memory.decay import effective_confidence, is_outdated, parse_iso
from vaultmind.memory.people import LinkTargets, resolver_for
from vaultmind.memory.same_work import one_per_work
from vaultmind.vault import syntax
from vaultmind.vault.model import KINDS, MemoryLine, Note, Task
from vaultmind.vault.note_titles import told_apart
from vaultmind.vault.tasks import PRIORITY_ORDER

PROFILE_KEYS = ("position", "role", "team", "department", "email", "phone", "location")
RESPONSIBLE = ("responsible_for", "owns")
MAX_REFLECTIONS = 5


@dataclass(frozen=True, slots=True)
class ScoredMemory:
    memory: MemoryLine
    confidence: float  # effective, after decay


@dataclass(frozen=True, slots=True)
class Commitment:
    text: str
    due: date | None
    overdue: bool
    path: str
    line: int
    memory_id: str | None  # None for a task line
    confidence: float
    plain: bool = False  # an action item without a checkbox (`Task.plain`)


@dataclass(frozen=True, slots=True)
class TaskRef:
    path: str
    title: str
    task: Task


@dataclass(frozen=True, slots=True)
class NodeRef:
    title: str
    path: str
    type: str
    via: str  # the relation, or "owner"


@dataclass
class PersonContext:
    title: str
    path: str
    aliases: tuple[str, ...]
    profile: dict[str, str]
    today: date
    memories: dict[str, list[ScoredMemory]] = field(default_factory=dict)
    commitments: list[Commitment] = field(default_factory=list)
    responsible_for: list[NodeRef] = field(default_factory=list)
    tasks: list[TaskRef] = field(default_factory=list)
    reflections: list[str] = field(default_factory=list)
    backlinks: list[tuple[str, str]] = field(default_factory=list)  # (title · folder?, path)


def person_context(
    cache: NoteCache,
    person: Note,
    today: date,
    half_lives: dict[str, int] | None = None,
    me: str | None = None,
) -> PersonContext:
    """`me`: the vault owner's note, whose their journal's unassigned tasks are (`task_owner`)."""
    targets = LinkTargets(cache, person)
    linking = targets.linking_notes()
    context = PersonContext(
        title=person.title,
        path=person.path,
        aliases=person.aliases,
        profile={k: str(person.frontmatter[k]) for k in PROFILE_KEYS if person.frontmatter.get(k)},
        today=today,
    )
    context.memories = _memories(person, today, half_lives)
    owned, kept = _owned_tasks(cache, person, today, me)
    context.commitments = sorted(_commitments(context.memories, person, kept, today),
                                 key=_commitment_order)  # fmt: skip
    context.responsible_for = _responsible(cache, person, linking, targets)
    listed = {(c.path, c.line) for c in owned}  # a commitment, or folded into one
    tasks = [t for t in _tasks(person, linking) if (t.path, t.task.line) not in listed]
    context.tasks = sorted(tasks, key=_task_order)  # the others: listed as commitments
    context.backlinks = told_apart([(note.title, note.path) for note, _ in linking])
    return context


def _memories(
    person: Note, today: date, half_lives: dict[str, int] | None
) -> dict[str, list[ScoredMemory]]:
    grouped: dict[str, list[ScoredMemory]] = {kind: [] for kind in KINDS}
    for memory in person.memories:
        if memory.status == "active" and not is_outdated(memory, today):
            scored = ScoredMemory(memory, effective_confidence(memory, today, half_lives))
            grouped[memory.kind].append(scored)
    for items in grouped.values():
        items.sort(key=lambda s: (-s.confidence, -_recency(s.memory), s.memory.line))
    return {kind: items for kind, items in grouped.items() if items}


def _recency(memory: MemoryLine) -> int:
    dates = [parse_iso(memory.field("confirmed")), memory.created_on]
    known = [d for d in dates if d]
    return max(known).toordinal() if known else 0


def _owned_tasks(
    cache: NoteCache, person: Note, today: date, me: str | None
) -> tuple[list[OpenCommitment], list[OpenCommitment]]:
    """The open tasks `task_owner` gives them, and those of them not folded into one of
    their memories of the same work (`one_per_work`): a folded task is listed once, as
    that memory, and not again under "Open tasks"."""
    found = cached_commitments(cache, today, person=person.title, folded=False, me=me)
    owned = [c for c in found if c.memory_id is None and c.owner_path == person.path]
    kept = [c for c in one_per_work(found) if c in owned]
    return owned, kept


def _commitments(
    memories: dict[str, list[ScoredMemory]],
    person: Note,
    tasks: list[OpenCommitment],
    today: date,
) -> list[Commitment]:
    """Their active commitment memories and the open tasks given to them."""
    found = []
    for scored in memories.get("commitment", []):
        memory = scored.memory
        due = parse_iso(memory.field("due"))
        overdue = due is not None and due < today
        found.append(Commitment(memory.text, due, overdue, person.path, memory.line, memory.id,
                                scored.confidence))  # fmt: skip
    found += [Commitment(c.text, c.due, c.overdue, c.path, c.line, None, 1.0, c.plain)
              for c in tasks]  # fmt: skip
    return found


def _commitment_order(c: Commitment) -> tuple[int, str, str, int]:
    rank = 0 if c.overdue else (1 if c.due else 2)
    return rank, c.due.isoformat() if c.due else "", c.path, c.line


def _responsible(
    cache: NoteCache, person: Note, linking: list[tuple[Note, list[int]]], targets: LinkTargets
) -> list[NodeRef]:
    nodes: dict[str, NodeRef] = {}
    related = [rel for rel in person.relations if rel.name in RESPONSIBLE]
    resolver = resolver_for(cache, {rel.link.target for rel in related})
    for rel in related:
        target = resolver.resolve_link(rel.link, person.path).path
        for note in cache.notes_at([target] if target else []):
            nodes.setdefault(note.path, NodeRef(note.title, note.path, note.type or "", rel.name))
    for note, _ in linking:
        owner = note.frontmatter.get("owner")
        if isinstance(owner, str) and any(
            targets.reaches(link, note.path) for link in syntax.find_links(owner, 0)
        ):
            nodes.setdefault(note.path, NodeRef(note.title, note.path, note.type or "", "owner"))
    return sorted(nodes.values(), key=lambda n: (n.type, n.title.casefold()))


def _tasks(person: Note, linking: list[tuple[Note, list[int]]]) -> list[TaskRef]:
    refs = [TaskRef(person.path, person.title, t) for t in person.tasks if t.is_open]
    for note, lines in linking:
        wanted = set(lines)
        refs += [
            TaskRef(note.path, note.title, t) for t in note.tasks if t.is_open and t.line in wanted
        ]
    return refs


def _task_order(ref: TaskRef) -> tuple[int, str, str, int]:
    return PRIORITY_ORDER.get(ref.task.priority, 3), ref.task.due or "9999", ref.path, ref.task.line
