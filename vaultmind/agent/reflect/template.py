"""The reflection most users read: a summary sentence and the day's events, written
from the collection alone (no model), so it must read well on its own."""

from __future__ import annotations

from datetime import date

from vaultmind.agent.reflect.events import DayCollection, Event
from vaultmind.memory.commitments import OpenCommitment
from vaultmind.vault.escape import escape_inline
from vaultmind.vault.slug import slugify
from vaultmind.vault.syntax import link_words

TIMES = {1: "once", 2: "twice"}
SHORT = 40  # characters of a commitment named in the summary


def plural(count: int, word: str, many: str | None = None) -> str:
    return f"{count} {word if count == 1 else (many or word + 's')}"


def summary(c: DayCollection) -> str:
    """A short paragraph that leads with what needs action (issue 27): overdue, due
    today and tomorrow, promised or moved today, new context (the blockers), away; then the rest
    of the day. "Дмитрий: overdue «Finish the auth refactor» (due 2026-12-02,
    postponed once); promised today «Send the checklist» (due 2026-12-05). Also:
    2 messages in «Team»; closed 1 task." Each promise is named once."""
    named: set[str] = set()
    needs = [_overdue(c, named), _due_in(c, named, 0), _due_in(c, named, 1), _promised(c, named),
             _context(c), _away(c)]  # fmt: skip
    rest = [_later(c, named), _messages(c), _work(c), _projects(c)]
    first, then = "; ".join(p for p in needs if p), "; ".join(p for p in rest if p)
    if first and then:
        return f"{c.person}: {first}. Also: {then}."
    return f"{c.person}: {first or then or 'a quiet day'}."


def _overdue(c: DayCollection, named: set[str]) -> str:
    if not c.overdue:
        return ""
    shown = [_named(x, c, named, f"due {x.due}") for x in c.overdue[:3]]
    more = f" and {len(c.overdue) - 3} more" if len(c.overdue) > 3 else ""
    return f"overdue {', '.join(shown)}{more}"


def _due_in(c: DayCollection, named: set[str], days: int) -> str:
    """Still open and due today (the evening: not done yet), or due tomorrow."""
    due = [x for x in c.due_soon if x.due is not None and (x.due - c.day).days == days]
    said = ", ".join(_named(x, c, named) for x in due)
    return f"due {'tomorrow' if days else 'today'} {said}" if due else ""


def _promised(c: DayCollection, named: set[str]) -> str:
    """Promises made, and promises moved, that day; one already named is not again."""
    made = [p for p in c.promised if p.memory_id not in named and not p.postponed]
    moved = [p for p in c.promised if p.memory_id not in named and p.postponed]
    bits = []
    if made:
        bits.append("promised today " + ", ".join(_quote(p.text) + _due(p.due) for p in made))
    if moved:
        bits.append("moved today " + ", ".join(
            f"{_quote(p.text)} from {p.was} to {p.due or 'no date'}" for p in moved
        ))  # fmt: skip
    named.update(p.memory_id for p in made + moved)
    return "; ".join(bits)


def _context(c: DayCollection) -> str:
    return f"new context {', '.join(_quote(text) for text, _ in c.context)}" if c.context else ""


def _away(c: DayCollection) -> str:
    said = [_quote(a.text) + (f" until {a.until}" if a.until else "") for a in c.away]
    return f"away {', '.join(said)}" if said else ""


def _later(c: DayCollection, named: set[str]) -> str:
    """The rest of the week's dues, counted; a postponed one named."""
    later = [x for x in c.due_soon if x.memory_id is None or x.memory_id not in named]
    later = [x for x in later if x.due is None or (x.due - c.day).days > 1]
    if not later:
        return ""
    times = [(x, c.postponed.get(x.memory_id or "", 0)) for x in later]
    postponed = [f"{_quote(x.text)} {_times(n)}" for x, n in times if n]
    return plural(len(later), "commitment") + " due this week" + (
        f" ({', '.join(postponed)})" if postponed else ""
    )  # fmt: skip


def _named(x: OpenCommitment, c: DayCollection, named: set[str], when: str = "") -> str:
    """«text» (when, how often postponed, whether promised or moved today); the
    promise is then named, and not told again among the day's promises."""
    if x.memory_id:
        named.add(x.memory_id)
    times = c.postponed.get(x.memory_id or "", 0)
    today = next((p for p in c.promised if p.memory_id == x.memory_id), None)
    notes, before = [when] if when else [], False
    if today is not None and today.postponed:
        notes.append(f"moved today from {today.was}")
        times, before = times - 1, True  # this move is the one just said
    elif today is not None:
        notes.append("promised today")
    notes += [_times(times, before)] if times > 0 else []
    return _quote(x.text) + (f" ({', '.join(notes)})" if notes else "")


def _times(times: int, before: bool = False) -> str:
    return f"postponed {TIMES.get(times, f'{times} times')}" + (" before" if before else "")


def _quote(text: str) -> str:
    """«text», its links as words, cut to `SHORT` characters."""
    text = link_words(text)
    short = text if len(text) <= SHORT else text[: SHORT - 1].rstrip() + "…"
    return f"«{short}»"


def _due(day: date | None) -> str:
    return f" (due {day})" if day else ""


def _messages(c: DayCollection) -> str:
    chats = c.chats().most_common()
    if not chats:
        return ""
    first, *rest = chats
    words = [f"{plural(first[1], 'message')} in «{escape_inline(first[0])}»"]
    words += [f"{count} in «{escape_inline(chat)}»" for chat, count in rest]
    return ", ".join(words)


def _work(c: DayCollection) -> str:
    """What else was done: tasks closed, promises kept, new tasks and memories (the new
    promises and context are named among what needs action)."""
    words = []
    if closed := len(c.of("task_done")):
        words.append(f"closed {plural(closed, 'task')}")
    if kept := len(c.of("commitment_kept")):
        words.append(f"kept {plural(kept, 'promise')}")
    if created := len(c.of("task_created")):
        words.append("a new task" if created == 1 else f"{created} new tasks")
    if learnt := len(c.of("memory_added")) - len(c.context):
        words.append("a new memory" if learnt == 1 else f"{learnt} new memories")
    return ", ".join(words)  # "mentioned in N notes" is no news: the event lines list them


def _projects(c: DayCollection) -> str:
    moved = [p for p in c.projects if p.done_today]
    return ", ".join(f"{p.title} {p.done}/{p.total} tasks done" for p in moved)


LABELS = {
    "task_done": "closed", "task_created": "new task", "commitment_due": "due today",
    "commitment_kept": "kept", "commitment_made": "promised",
    "commitment_postponed": "postponed", "memory_added": "noted",
    "mentioned": "mentioned in", "overdue": "overdue",
}  # fmt: skip


def block_id(person: str) -> str:
    return f"reflect-{slugify(person) or 'person'}"


ORDER = (
    "overdue", "commitment_due", "commitment_postponed", "commitment_made", "memory_added",
    "commitment_kept", "task_done", "task_created", "message", "mentioned",
)  # fmt: skip  # what needs action first, as in the summary


def event_lines(c: DayCollection) -> list[str]:
    """One line per event (a chat's messages as one line), with its evidence link,
    what needs action first; then the absences of the coming week."""
    lines = []
    chats_done: set[str] = set()
    for event in sorted(c.events, key=lambda e: ORDER.index(e.kind)):
        if event.kind == "message":
            if event.chat not in chats_done:
                chats_done.add(event.chat)
                lines.append(_chat_line(c, event))
            continue
        if event.kind == "mentioned":
            lines.append(f"- {LABELS[event.kind]} [[{event.link}]]")
            continue
        lines.append(f"- {LABELS[event.kind]}: {event.text} ([[{event.link}]])")
    for away in c.away:
        until = f" (until {away.until})" if away.until else ""
        lines.append(f"- away: {away.text}{until} ([[{away.link}]])")
    return lines


def _chat_line(c: DayCollection, first: Event) -> str:
    count = c.chats()[first.chat]
    file = first.link.split("#", 1)[0]
    chat = escape_inline(first.chat)
    name = file.rsplit("/", 1)[-1]
    return f"- wrote {plural(count, 'message')} in «{chat}» ([[{first.link}|{name}]])"
