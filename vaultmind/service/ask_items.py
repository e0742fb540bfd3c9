"""The open items a structural answer lists: one line each, cited, narrowed to a
project or topic note, and the notes besides the person a question names."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from vaultmind.agent.ask.question import Question
    from vaultmind.agent.ask.rank import Source
    from vaultmind.memory.commitments import OpenCommitment
    from vaultmind.service.ask_structural import Asked
    from vaultmind.vault.model import Note


def topic_paths(a: Asked, person: Note) -> frozenset[str]:
    """The notes the question names besides the person: an item in one is on its topic."""
    return frozenset(e.path for e in a.q.entities if e.path != person.path and e.start >= 0)


def within(found: list[OpenCommitment], q: Question) -> bool:
    """Some item is dated in the asked days (any item, when no days are asked)."""
    return any(q.range is None or (c.due is not None and q.range.holds(c.due)) for c in found)


def on_node(found: list[OpenCommitment], node: Note | None) -> list[OpenCommitment]:
    """The items of a project or topic the question names: in its note, or naming it."""
    if node is None:
        return found
    title = node.title.casefold()
    return [c for c in found if c.path == node.path or title in c.text.casefold()]


def item_line(c: OpenCommitment, with_person: bool = False) -> str:
    """The item as a line; a task nobody owns is named by its note."""
    who = f"{_named(c)}: " if with_person else ""
    due = f" (due {c.due.isoformat()})" if c.due else ""
    return f"{who}{c.text}{due}"


def cited(c: OpenCommitment) -> Source:
    from vaultmind.agent.ask.structural import fact

    kind = "memory" if c.memory_id else "task"
    return fact(
        c.text,
        c.path,
        _named(c),
        c.line,
        c.memory_id,
        kind,
        c.due,
        c.confidence,
    )


def _named(c: OpenCommitment) -> str:
    """Whose item it is: its person, or for a task nobody owns, the note it is in."""
    return c.person or c.path.rsplit("/", 1)[-1].removesuffix(".md")
