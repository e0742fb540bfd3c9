"""The person context as compact, labelled text: what a model prompt (and a human) reads.

Low confidence is spelled out ("probably", "unconfirmed") so a fact and a guess
never read alike; dates are ISO; every memory keeps its id for citation.
"""

from __future__ import annotations

from vaultmind.memory.context import Commitment, PersonContext, ScoredMemory, TaskRef
from vaultmind.memory.decay import confidence_words

MAX_BACKLINKS = 15
_PRIORITY_MARK = {"highest": "🔺", "high": "⏫", "medium": "🔼", "low": "🔽", "lowest": "⏬"}
_KIND_TITLES = {
    "fact": "Facts",
    "trait": "Traits",
    "preference": "Preferences",
    "context": "Context",
}


def render_context(context: PersonContext) -> str:
    lines = [f"# {context.title}"]
    details = [f"aliases: {', '.join(context.aliases)}"] if context.aliases else []
    details += [f"{key}: {value}" for key, value in context.profile.items()]
    if details:
        lines.append(" · ".join(details))
    lines.append(f"(as of {context.today.isoformat()}; note {context.path})")
    for kind, title in _KIND_TITLES.items():
        items = context.memories.get(kind, [])
        if items:
            lines += ["", f"## {title}", *(_memory(item) for item in items)]
    lines += ["", "## Open commitments", *_or_none([_commitment(c) for c in context.commitments])]
    lines += ["", "## Responsible for"]
    lines += _or_none(
        [f"- {n.title} ({n.type or 'note'}, {n.via})" for n in context.responsible_for]
    )
    lines += ["", "## Open tasks", *_or_none([_task(ref) for ref in context.tasks])]
    lines += ["", "## Recent reflections", *_or_none(context.reflections, "none yet")]
    lines += ["", f"## Backlinks ({len(context.backlinks)})", *_backlinks(context)]
    return "\n".join(lines)


def _or_none(items: list[str], empty: str = "none") -> list[str]:
    return items or [f"({empty})"]


def _memory(item: ScoredMemory) -> str:
    words = confidence_words(item.confidence)
    sure = f" ({words}, {item.confidence:.2f})" if words else ""
    return (
        f"- {item.memory.text}{sure} ^{item.memory.id}"
        if item.memory.id
        else f"- {item.memory.text}{sure}"
    )


def _commitment(c: Commitment) -> str:
    when = f"OVERDUE since {c.due}" if c.overdue else (f"due {c.due}" if c.due else "no date")
    words = confidence_words(c.confidence)
    sure = f" ({words})" if words else ""
    where = f"^{c.memory_id}" if c.memory_id else f"task in {c.path}"
    return f"- [{when}] {c.text}{sure} — {where}"


def _task(ref: TaskRef) -> str:
    mark = _PRIORITY_MARK.get(ref.task.priority or "", "")
    due = f" 📅 {ref.task.due}" if ref.task.due else ""
    return f"- {mark + ' ' if mark else ''}{ref.task.text}{due} — {ref.title}"


def _backlinks(context: PersonContext) -> list[str]:
    shown = [f"- {title}" for title, _ in context.backlinks[:MAX_BACKLINKS]]
    hidden = len(context.backlinks) - MAX_BACKLINKS
    return _or_none(shown + ([f"- … and {hidden} more"] if hidden > 0 else []))
