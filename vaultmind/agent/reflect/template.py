"""The reflection most users read: a summary sentence and the day's events, written
from the collection alone (no model), so it must read well on its own."""

from __future__ import annotations

from vaultmind.agent.reflect.events import DayCollection, Event
from vaultmind.memory.commitments import OpenCommitment
from vaultmind.vault.escape import escape_inline
from vaultmind.vault.slug import slugify

TIMES = {1: "once", 2: "twice"}
SHORT = 40  # characters of a commitment named in the summary


def plural(count: int, word: str, many: str | None = None) -> str:
    return f"{count} {word if count == 1 else (many or word + 's')}"


def summary(c: DayCollection) -> str:
    """ "Дмитрий Кузнецов: 2 commitments due this week, 1 overdue (Finish the auth
    refactor, postponed twice); 5 messages in «CRM v2»; closed 2 tasks." """
    parts = [p for p in (_commitments(c), _messages(c), _work(c), _projects(c)) if p]
    return f"{c.person}: {'; '.join(parts) if parts else 'a quiet day'}."


def _commitments(c: DayCollection) -> str:
    """What needs action leads (issue 27): overdue, due tomorrow, then the week."""
    bits = []
    if c.overdue:
        names = ", ".join(_named(x, c) for x in c.overdue[:3])
        bits.append(f"{len(c.overdue)} overdue ({names})")
    tomorrow = [x for x in c.due_soon if x.due is not None and (x.due - c.day).days == 1]
    if tomorrow:
        bits.append(f"{len(tomorrow)} due tomorrow ({', '.join(_named(x, c) for x in tomorrow)})")
    later = [x for x in c.due_soon if x not in tomorrow]
    if later:
        bits.append(plural(len(later), "commitment") + " due this week")
        postponed = [_named(x, c) for x in later if c.postponed.get(x.memory_id or "")]
        bits[-1] += f" ({', '.join(postponed)})" if postponed else ""
    return ", ".join(bits)


def _named(x: OpenCommitment, c: DayCollection) -> str:
    times = c.postponed.get(x.memory_id or "", 0)
    text = x.text if len(x.text) <= SHORT else x.text[: SHORT - 1].rstrip() + "…"
    return f"«{text}»" + (f" postponed {TIMES.get(times, f'{times} times')}" if times else "")


def _messages(c: DayCollection) -> str:
    chats = c.chats().most_common()
    if not chats:
        return ""
    first, *rest = chats
    words = [f"{plural(first[1], 'message')} in «{escape_inline(first[0])}»"]
    words += [f"{count} in «{escape_inline(chat)}»" for chat, count in rest]
    return ", ".join(words)


def _work(c: DayCollection) -> str:
    words = []
    if closed := len(c.of("task_done")):
        words.append(f"closed {plural(closed, 'task')}")
    for kind, word, many in (
        ("task_created", "task", "tasks"),
        ("commitment_made", "commitment", "commitments"),
        ("memory_added", "memory", "memories"),
    ):
        if count := len(c.of(kind)):
            words.append(f"a new {word}" if count == 1 else f"{count} new {many}")
    return ", ".join(words)  # "mentioned in N notes" is no news: the event lines list them


def _projects(c: DayCollection) -> str:
    moved = [p for p in c.projects if p.done_today]
    return ", ".join(f"{p.title} {p.done}/{p.total} tasks done" for p in moved)


LABELS = {
    "task_done": "closed", "task_created": "new task", "commitment_due": "due today",
    "commitment_made": "promised", "memory_added": "noted",
    "mentioned": "mentioned in", "overdue": "overdue",
}  # fmt: skip


def block_id(person: str) -> str:
    return f"reflect-{slugify(person) or 'person'}"


def event_lines(c: DayCollection) -> list[str]:
    """One line per event (a chat's messages as one line), with its evidence link."""
    lines = []
    chats_done: set[str] = set()
    for event in c.events:
        if event.kind == "message":
            if event.chat not in chats_done:
                chats_done.add(event.chat)
                lines.append(_chat_line(c, event))
            continue
        if event.kind == "mentioned":
            lines.append(f"- {LABELS[event.kind]} [[{event.link}]]")
            continue
        lines.append(f"- {LABELS[event.kind]}: {event.text} ([[{event.link}]])")
    return lines


def _chat_line(c: DayCollection, first: Event) -> str:
    count = c.chats()[first.chat]
    file = first.link.split("#", 1)[0]
    chat = escape_inline(first.chat)
    name = file.rsplit("/", 1)[-1]
    return f"- wrote {plural(count, 'message')} in «{chat}» ([[{first.link}|{name}]])"
