"""One person split in two notes: which to keep, and absorbing a stub into it.

A stub is a person note VaultMind made from a chat name that holds nothing the user
wrote: only its frontmatter's names, its heading, owned section headings and memory
lines. Merging it moves those lines, with their ids, into the kept note, points every
link at the kept note (`[[Серёжа Морозов]]` → `[[Sergei Morozov|Серёжа Морозов]]`) and
removes the stub; any other pair is merged by copying (see `tidy._merge_people`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from vaultmind.memory.frontmatter_edit import add_aliases, add_to_list
from vaultmind.memory.people import keys_for
from vaultmind.memory.sections import append_to_section
from vaultmind.vault.escape import unescape_text
from vaultmind.vault.frontmatter import body_offset
from vaultmind.vault.model import Link, Note
from vaultmind.vault.parse import parse_note
from vaultmind.vault.person_names import CHAT_IDS, Person, alike_pairs, chat_ids_of
from vaultmind.vault.text import name_key

OWNED = ("## Memory", "## Relations", "## Plan")
_STUB_KEYS = {"type", "aliases", CHAT_IDS, "created", "tags"}


@dataclass
class Absorbed:
    """What absorbing a stub changes: the notes' new texts and each link rewritten."""

    texts: dict[str, str] = field(default_factory=dict)
    renames: dict[str, dict[str, str]] = field(default_factory=dict)  # path → {old: new}


def person_pairs(notes: list[Note], texts: dict[str, str]) -> list[tuple[Note, Note, str]]:
    """(keep, other, why) for person notes that are one person by `same_person`: the
    kept one is the hand-written, richer one."""
    people = {n.path: n for n in notes if n.type == "person"}
    pairs = []
    for one, other, why in alike_pairs([Person.of(n) for n in people.values()]):
        keep, merged = sorted((people[one.path], people[other.path]), key=lambda n: _rank(n, texts))
        pairs.append((keep, merged, why))
    return sorted(pairs, key=lambda p: (p[0].path, p[1].path))


def _rank(note: Note, texts: dict[str, str]) -> tuple[bool, int, int, int, str]:
    """Sorts the note to keep first: not a stub, more of the user's words, more
    memories, the shorter path."""
    text = texts.get(note.path)
    stub = text is not None and is_stub(note, text)
    user = len("".join(user_lines(note, text))) if text is not None else 0
    return (stub, -user, -len(note.memories), len(note.path), note.path)


def user_lines(note: Note, text: str) -> list[str]:
    """The body lines nobody but the user wrote: not memory lines, owned headings, the
    heading with the note's name, or blank."""
    first = text[: body_offset(text)].count("\n") + 1
    names = {name_key(n) for n in (note.title, *note.aliases)}
    memories = {m.line for m in note.memories}
    found = []
    for number, line in enumerate(text.splitlines()[first - 1 :], start=first):
        bare = line.strip()
        if not bare or number in memories or bare in OWNED:
            continue
        if bare.startswith("# ") and name_key(unescape_text(bare[2:].strip())) in names:
            continue
        found.append(bare)
    return found


def is_stub(note: Note, text: str) -> bool:
    """Nothing the user wrote: no body line of theirs, no property but names and empty
    ones (the template's `position: ""`)."""
    for key, value in note.frontmatter.items():
        if key not in _STUB_KEYS and value not in (None, "", [], {}):
            return False
    return not user_lines(note, text) and not note.tasks and not note.relations


def absorb(keep: Note, stub: Note, notes: list[Note], current: dict[str, str]) -> Absorbed:
    """The stub's names, chat ids and memory lines (ids kept) in `keep`; links to the
    stub anywhere pointed at `keep`. `current`: every note's text as planned so far."""
    out = Absorbed()
    keep_text, stub_text = current[keep.path], current[stub.path]
    keep_now, stub_now = parse_note(keep.path, keep_text), parse_note(stub.path, stub_text)
    newline = "\r\n" if "\r\n" in keep_text else "\n"
    known = {name_key(n) for n in (keep_now.title, *keep_now.aliases)}
    new_names: list[str] = []
    for name in (stub_now.title, *stub_now.aliases):
        if name_key(name) not in known:
            known.add(name_key(name))
            new_names.append(name)
    keep_text = add_aliases(keep_text, new_names, newline)
    ids = chat_ids_of(keep_now.frontmatter)
    keep_text = add_to_list(
        keep_text, CHAT_IDS, [c for c in chat_ids_of(stub_now.frontmatter) if c not in ids], newline
    )
    for memory in stub_now.memories:
        keep_text = append_to_section(keep_text, "Memory", memory.raw.strip(), newline)
    out.texts[keep.path] = keep_text
    targets = keys_for(stub_now) - keys_for(keep_now)
    for note in notes:
        if note.path == stub.path or note.path not in current:
            continue
        text = out.texts.get(note.path, current[note.path])
        renamed, renames = _point_links(parse_note(note.path, text), text, targets, keep.title)
        if renames:
            out.texts[note.path] = renamed
            out.renames[note.path] = renames
    return out


def _point_links(
    note: Note, text: str, targets: set[str], title: str
) -> tuple[str, dict[str, str]]:
    lines = text.splitlines(keepends=True)
    renames: dict[str, str] = {}
    for link in note.links:
        if not link.target or name_key(link.target.removesuffix(".md")) not in targets:
            continue
        new = _retarget(link, title)
        renames[link.raw] = new
        lines[link.line - 1] = lines[link.line - 1].replace(link.raw, new)
    return "".join(lines), renames


def _retarget(link: Link, title: str) -> str:
    """The same link to `title`, showing what it showed: `[[Old]]` → `[[New|Old]]`."""
    anchor = (f"#{link.heading}" if link.heading else "") + (
        f"#^{link.block}" if link.block else ""
    )
    shown = link.alias or (None if anchor else link.target.rsplit("/", 1)[-1])
    return f"{'!' if link.embed else ''}[[{title}{anchor}{'|' + shown if shown else ''}]]"


def renamed(line: str, renames: dict[str, str]) -> str:
    """A line as the planned link rewrites leave it (for the loss check)."""
    for old, new in renames.items():
        line = line.replace(old, new)
    return line
