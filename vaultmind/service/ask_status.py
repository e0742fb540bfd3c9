""" "What is the status of Y?" / "where are we with Y?" / «как дела с Y?» for a project
or topic note Y (issue 27), named by its title, an alias or a part of its heading
(`headed_node`): its `status` and `due`, its own lines that say a status, what is
overdue on it, then the latest dated notes and messages that mention it — by a link,
its title, or a day's label that is one of its words («Бетон: …») — newest first. The
vault's text may say more, so the retrieved sources follow (`open_ended`); with none of
these the question goes to retrieval."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from datetime import date

    from vaultmind.agent.ask.rank import Source
    from vaultmind.agent.ask.structural import StructuralAnswer
    from vaultmind.agent.ask.units import Unit
    from vaultmind.service.ask_structural import Asked, StructuralAnswers
    from vaultmind.vault.model import Note

Said = tuple[str, "Source"]
LATEST = 3  # dated mentions (and overdue items) shown, newest first
MENTION_CHARS = 160  # of a mention: the sentences saying the node, not the whole day
SAYING = 15  # notes the full-text index finds for the node's title, read for its mentions
_LIST_ITEM = re.compile(r"\s*(?:[-*+]|\d+[.)])\s")  # a status section's entries
_LOGGED = re.compile(r"\s*(?:[-*+]\s+)?(?:\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?)\b")
_DATED = ("Daily/", "Sources/")  # a day's notes name no project by their heading
_PARTS = re.compile(r"\s+/\s+|\s+[—–-]\s+|[()]")
# a line's lead-in label: «Бетон: …», "- **Heating**: …"
_LABEL = re.compile(
    r"(?:^|(?<=[.!?…])\s+|\n)\s*(?:[-*+]\s+)?(?:\*\*)?([^\W\d][\w .-]{1,30}?)(?:\*\*)?\s*:\s"
)
_STATUS_WORDS = ("status", "статус", "state", "progress", "update", "состояни", "прогресс")


def status(service: StructuralAnswers, a: Asked) -> StructuralAnswer | None:
    """The status answer for the node the question names; None: no node, or nothing."""
    from vaultmind.agent.ask.structural import StructuralAnswer

    if a.person is not None:
        return None
    node = a.node or headed_node(service, a)
    if node is None:
        return None
    found = [*_fields(node), *_own_status(service, node, a.today)]
    found += _late_on(service, a, node)
    found += _latest_mentions(service, a, node)
    if not found:
        return None
    head = f"{node.title}, статус:" if a.ru else f"{node.title}, status:"
    body = [f"- {line} [{n}]" for n, (line, _) in enumerate(found, start=1)]
    sources = [source for _, source in found]
    return StructuralAnswer("status", "\n".join([head, *body]), sources, open_ended=True)


def _own_status(service: StructuralAnswers, node: Note, today: date) -> list[Said]:
    """The node's own paragraphs that start by saying a status ("Status: …"), and the
    last lines of its status section («## Статус») or of its log (lines led by a day,
    «08.12 — договор подписан»): the newest are written last."""
    from vaultmind.agent.ask.extractive import plain
    from vaultmind.agent.ask.structural import fact
    from vaultmind.agent.ask.words import words
    from vaultmind.service.ask_units import note_units

    section = _status_section(node)
    units = [u for u in note_units(service, node, today) if u.kind == "note"]
    under = [u for u in units if u.line in section and _LIST_ITEM.match(u.text)][-LATEST:]
    under = under or [u for u in units if _LOGGED.match(u.text)][-LATEST:]
    said = [u for u in units if any(w.startswith(_STATUS_WORDS) for w in words(u.text)[:2])]
    chosen = sorted({u.line: u for u in [*said, *under]}.values(), key=lambda u: u.line)
    return [(text, fact(text, u.path, u.title, u.line, u.block))
            for u in chosen if (text := plain(u.text))]  # fmt: skip


def _status_section(node: Note) -> range:
    """The lines under the node's status heading, up to the next heading as high."""
    from vaultmind.agent.ask.words import words

    for n, heading in enumerate(node.headings):
        if any(w.startswith(_STATUS_WORDS) for w in words(heading.text)[:2]):
            after = (h.line for h in node.headings[n + 1 :] if h.level <= heading.level)
            return range(heading.line + 1, next(after, 1 << 30))
    return range(0)


def _late_on(service: StructuralAnswers, a: Asked, node: Note) -> list[Said]:
    """The open items on the node past their date."""
    from vaultmind.service.ask_items import cited, item_line, on_node

    found = on_node(service._open_commitments(a.today, None, ownerless=True), node)
    late = [c for c in found if c.due is not None and c.due < a.today]
    word = "просрочено" if a.ru else "overdue"
    return [(f"{word}: {item_line(c, with_person=True)}", cited(c)) for c in late[:LATEST]]


def _latest_mentions(service: StructuralAnswers, a: Asked, node: Note) -> list[Said]:
    """The newest dated notes and messages linking the node or saying its title
    ("Facade contract: доп. соглашение на согласовании"): what was last said."""
    from vaultmind.agent.ask.extractive import plain
    from vaultmind.agent.ask.structural import fact
    from vaultmind.agent.ask.units import note_day
    from vaultmind.agent.ask.words import says_all, stems
    from vaultmind.memory.people import LinkTargets
    from vaultmind.service.ask_units import note_units

    names = _names(node)
    asked = [*names, *{w for name in names for w in name.split() if len(w) > 3}]
    said = list(dict.fromkeys(p for words in asked for p in service._paths_saying(words, SAYING)))
    with service._cache() as cache:
        linking = LinkTargets(cache, node).linking_notes()
        saying = [n for n in cache.notes_at(said) if n.path != node.path]
    linked = {note.path for note, _ in linking}
    notes = [*linking, *((n, []) for n in saying if n.path not in linked)]
    dated = [(day, note, lines) for note, lines in notes
             if a.privacy.allows(note) and (day := note_day(note)) is not None]  # fmt: skip
    dated.sort(key=lambda item: item[0], reverse=True)
    title = tuple(stems(node.title))
    named = frozenset(w for name in names for w in stems(name))
    found: list[Said] = []
    for day, note, lines in dated:
        for unit in note_units(service, note, a.today):
            if unit.kind not in ("note", "message"):
                continue
            label = labelled(unit.text, named)
            if holds(unit, lines) or says_all(title, stems(unit.text)) or label:
                text = plain(unit.text, label or frozenset(title), MENTION_CHARS)
                found.append((f"{day.isoformat()}: {text}", fact(text, unit.path, unit.title,
                              unit.line, unit.block, unit.kind, day)))  # fmt: skip
        if len(found) >= LATEST:
            break
    return found[:LATEST]


def headed_node(service: StructuralAnswers, a: Asked) -> Note | None:
    """The project or topic note the question names by its heading rather than its
    title: «как дела с зимним прогревом?» of "Winter heating plan" headed «# Winter
    heating plan / зимний прогрев». A name of two words or more (a title, or a part of
    the heading between «/», «—» or brackets) is meant when two of its words at least,
    and two thirds of them, are the question's (a number need not be)."""
    from vaultmind.agent.ask.words import same_word, stems

    said = [*a.q.stems, *(w for f in a.q.focus for t in a.q.others(f) for w in stems(t))]
    words = [*a.q.focus, *(t for f in a.q.focus for t in a.q.others(f))]
    paths = dict.fromkeys(p for w in words for p in service._paths_saying(w, SAYING))
    with service._cache() as cache:
        notes = [n for n in cache.notes_at(paths) if a.privacy.allows(n) and n.type != "person"
                 and not n.path.startswith(_DATED)]  # fmt: skip
    rank = {path: n for n, path in enumerate(paths)}  # the search's order: best first
    for note in sorted(notes, key=lambda n: rank[n.path]):
        for name in _parts(_names(note)):
            named = [w for w in stems(name) if not w.isdigit()]
            hits = sum(any(same_word(w, s) for s in said) for w in named)
            if len(named) >= 2 and hits >= 2 and 3 * hits >= 2 * len(named):
                return note
    return None


def _parts(names: list[str]) -> list[str]:
    """A heading's parts: «Второй крановщик / crane operator #2» is two names."""
    return [part.strip() for name in names for part in _PARTS.split(name) if part.strip()]


def _names(node: Note) -> list[str]:
    """The node's title and, when it differs, its first heading: "Concrete delivery"
    is «# Поставка бетона (БетонСтрой)» in the note a lead wrote."""
    heading = next((h.text for h in node.headings if h.level == 1), "")
    return [node.title, *([heading] if heading and heading != node.title else [])]


def labelled(text: str, named: frozenset[str]) -> frozenset[str]:
    """The stems of a line's lead-in label when every one is among the node's names
    («Бетон: БетонСтрой привезли 2 из 3 миксеров» on «Поставка бетона»; "Heating: 2 of
    4 heaters" on "Winter heating plan"): a day's paragraph says each topic so."""
    from vaultmind.agent.ask.words import says_all, stems

    for found in _LABEL.finditer(text):  # a unit's lines are joined: after a sentence too
        said = tuple(stems(found.group(1)))
        if said and says_all(said, list(named)):
            return frozenset(said)
    return frozenset()


def _fields(node: Note) -> list[Said]:
    from vaultmind.agent.ask.structural import fact

    keys = ("status", "due")
    said = [f"{key}: {node.frontmatter[key]}" for key in keys if node.frontmatter.get(key)]
    if not said:
        return []
    text = "; ".join(said)
    return [(text, fact(text, node.path, node.title, 1))]


def holds(unit: Unit, lines: list[int]) -> bool:
    """The unit holds one of the lines that link the node (a paragraph spans lines)."""
    end = unit.line + unit.text.count("\n")
    return any(unit.line <= line <= end for line in lines)
