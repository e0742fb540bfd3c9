"""Senders to person notes: by the title, alias or slug of exactly one note; for people
by the one rule of `vault.person_names` (first name with surname, a linked chat id).

A sender that matches no note, or several, gets a new person note from the vault's
template: nothing is written into someone else's note on a guess. A close spelling
(`Mario Lopez` for `Maria Lopez`) or a shared alias is reported, so the user can add
the name as an alias and let `vaultmind tidy` propose the merge.

Where the caller can hold items back (`ask_when_unsure`: ingest with a review inbox),
a sender with exactly one likely owner — a first name alone, or a nickname the owner's
note uses in its own words — gets no note of their own: their
messages' items wait in the review inbox under that owner (`unsure`), and the report
says how to link the name for good. The person is asked, never split.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from difflib import SequenceMatcher
from pathlib import Path

from vaultmind.agent.ingest.sources.formats import RawMessage
from vaultmind.errors import VaultMindError
from vaultmind.index.cache import NoteCache
from vaultmind.memory.frontmatter_edit import add_to_list
from vaultmind.memory.nodes import NodeSpec, node_path, node_text
from vaultmind.vault.file_names import safe_title
from vaultmind.vault.files import on_disk
from vaultmind.vault.frontmatter import body_offset, split_frontmatter
from vaultmind.vault.person_names import (
    CHAT_IDS,
    FIRST_NAME_ONLY,
    NEAR,
    Person,
    chat_ids_of,
    match_person,
    named_in,
)
from vaultmind.vault.slug import slugify
from vaultmind.vault.text import NoteText, name_key
from vaultmind.vault.write import atomic_write_bytes, update_note

NAMED_IN_CHARS = 20_000  # of a person note's text read for a nickname: its opening lines


@dataclass
class NoteFinder:
    """The note a name from a chat stands for, in one folder (people by default; also
    projects and topics), created when nobody matches."""

    vault: Path
    cache: NoteCache
    today: date
    folder: str = "People"
    kind: str = "person"
    created: list[str] = field(default_factory=list)
    near_misses: list[tuple[str, str]] = field(default_factory=list)  # (name, look-alike title)
    identities: dict[str, str] = field(default_factory=dict)  # sender's name key → chat id
    links: dict[str, list[str]] = field(default_factory=dict)  # note → chat ids to record
    ask_when_unsure: bool = False  # one likely owner: hold their items, make no note
    unsure: dict[str, str] = field(default_factory=dict)  # sender → their likely note
    _known: dict[str, str] = field(default_factory=dict)
    _alike: dict[str, list[str]] = field(default_factory=dict)  # a first name → its notes
    _prose: dict[str, str] | None = None  # person note → the user's own words in it
    _persons: list[Person] | None = None

    def path_for(self, sender: str) -> str | None:
        """The person note for this sender (created if nobody matches); None for no name."""
        name = _name(sender)
        if name is None:
            return None
        if name not in self._known:
            self._known[name] = self._match(name) or self._likely(name) or self._create(name)
        return self._known[name]

    def unsure_of(self, message: RawMessage) -> str | None:
        """The likely note of this message's sender when ingest is not sure it is theirs
        (its items are then suggestions); None when sure or when nobody was asked."""
        name = _name(message.sender) if message.forwarded_from is None else None
        return self.unsure.get(name) if name else None

    def author(self, message: RawMessage) -> str | None:
        """Whose words a message holds: the sender's note (created if new); for a forwarded
        message its original author's, only if a note answers to that name — an unknown
        author is no one, never the person who forwarded it."""
        if message.forwarded_from is None:
            return self.path_for(message.sender)
        return self.find(message.forwarded_from) if message.forwarded_from else None

    def find(self, name: str) -> str | None:
        """The person note for a name, without creating one (nor reporting look-alikes)."""
        full = _name(name)
        if full is None or full in self.unsure:  # a mention is never a guess
            return None
        if full not in self._known:
            reported = len(self.near_misses)
            found = self._match(full)
            del self.near_misses[reported:]  # no note is made: no "got a note of its own"
            if found is None:
                return None
            self._known[full] = found
        return self._known[full]

    def title_of(self, name: str) -> str | None:
        """The note title for a name (`Дима` → `Дмитрий Кузнецов`), if there is one."""
        found = self.find(name)
        return Path(found).stem if found else None

    def names_of(self, name: str) -> str:
        """Every name the person goes by: this one, the note's title and its aliases."""
        found = self.find(name)
        note = self.cache.note(found) if found else None
        return " ".join([name, *(note.names if note else ())])

    def _match(self, name: str) -> str | None:
        """The one note this name (or the title it would get) is the title, alias or slug
        of; for people, the one rule of `person_names` (a first name with the surname, a
        linked chat id). Anything else — a close spelling, a first name alone, a name
        several notes share — is not guessed: the sender gets a note of their own, and
        the look-alikes are reported (`tidy` merges once the user adds the alias)."""
        if self.kind == "person":
            return self._match_person(name)
        title = safe_title(name)
        people = self._paths()
        slug = slugify(title)
        for found in (
            [p for p in self.cache.paths_named([name_key(name), name_key(title)]) if p in people],
            [p for p in people if slugify(Path(p).stem) == slug],
        ):
            if len(found) == 1:
                return found[0]
            if found:
                self._look_alikes(name, found)
                return None
        near = [
            p for p in people if SequenceMatcher(None, slugify(Path(p).stem), slug).ratio() >= NEAR
        ]
        self._look_alikes(name, near)
        return None

    def _match_person(self, name: str) -> str | None:
        chat_id = self.identities.get(name_key(name))
        found = match_person(name, self._people(), chat_id)
        if found.path is None:
            self._look_alikes(name, list(found.candidates))
            if found.how == FIRST_NAME_ONLY:  # a close spelling is likelier someone else
                self._alike[name] = list(found.candidates)
            return None
        if chat_id and chat_id not in self._person(found.path).chat_ids:
            self.links.setdefault(found.path, []).append(chat_id)
        return found.path

    def _paths(self) -> set[str]:
        return {
            p
            for p in self.cache.file_paths()
            if p.startswith(f"{self.folder}/") and p.endswith(".md")
        }

    def _people(self) -> list[Person]:
        """The folder's notes as the rule reads them, parsed once per run."""
        if self._persons is None:
            self._persons = [Person.of(n) for n in self.cache.notes_at(sorted(self._paths()))]
        return self._persons

    def _person(self, path: str) -> Person:
        return next(p for p in self._people() if p.path == path)

    def _look_alikes(self, title: str, paths: list[str]) -> None:
        for path in sorted(paths, key=lambda p: (len(p), p)):
            self.near_misses.append((title, Path(path).stem))

    def _likely(self, name: str) -> str | None:
        """The one note this sender is likely to be, asked about instead of splitting."""
        if not self.ask_when_unsure or self.kind != "person":
            return None
        alike = self._alike.get(name) or self._named_in_notes(name)
        if len(alike) != 1:
            return None
        self.near_misses[:] = [pair for pair in self.near_misses if pair[0] != name]
        self.unsure[name] = alike[0]
        return alike[0]

    def _named_in_notes(self, name: str) -> list[str]:
        """The person notes whose own words use this one-word name (a nickname)."""
        if len(name.split()) != 1:
            return []
        if self._prose is None:
            self._prose = {p.path: _prose(self.vault, p.path) for p in self._people()}
        return [path for path, text in self._prose.items() if named_in(name, text)]

    def _create(self, name: str) -> str:
        """A note whose file name is safe and bounded; the full name is its heading and,
        if the file name had to differ, an alias."""
        spec = NodeSpec(self.kind, safe_title(name), name=name).validated()
        path = node_path(spec)
        if not on_disk(self.vault, path).exists():
            text = node_text(self.vault, spec, self.today)
            atomic_write_bytes(self.vault / path, text.encode("utf-8"))
            self.created.append(path)
        if self.kind == "person":
            aliases = () if name == spec.title else (name,)
            self._people().append(Person(path, spec.title, aliases))
        return path

    def record_chat_ids(self) -> list[str]:
        """Each matched sender's chat id on their note (`chat_ids:`), so a later export
        finds them by it under another display name; the notes written."""
        written = []
        for path, ids in sorted(self.links.items()):
            new = list(dict.fromkeys(ids))

            def add(text: NoteText, new: list[str] = new) -> NoteText:
                there = chat_ids_of(split_frontmatter(text.text).data)
                fresh = [cid for cid in new if cid not in there]
                body = add_to_list(text.text, CHAT_IDS, fresh, text.newline)
                return NoteText(body, bom=text.bom, lossy=text.lossy)

            try:
                if update_note(on_disk(self.vault, path), add):
                    written.append(path)
            except VaultMindError:
                continue  # a note mid-merge or unreadable: linked on a later run
        self.links.clear()
        return written


def note_named(cache: NoteCache, name: str, folders: tuple[str, ...] = ("",)) -> str | None:
    """The note with this title or alias (in one of `folders`), if any."""
    paths = [p for p in cache.paths_named([name_key(name.strip())]) if p.startswith(folders)]
    return shortest(paths) if paths else None


def shortest(paths: list[str]) -> str:
    """Of notes sharing a name, the one Obsidian links to: the shortest path."""
    return min(paths, key=lambda p: (len(p), p))


def _prose(vault: Path, path: str) -> str:
    """A person note's own words: after the frontmatter, before `## Memory` (what
    VaultMind wrote names other people too), its opening part only."""
    try:
        text = on_disk(vault, path).read_text("utf-8", errors="replace")
    except OSError:
        return ""
    start = body_offset(text)
    body = text[start : start + NAMED_IN_CHARS]
    return body.split("\n## Memory", 1)[0]


def _name(name: str) -> str | None:
    """A sender's name, spaces collapsed; None for none (`?` is an unknown sender)."""
    full = " ".join(name.split())
    return None if not full or full == "?" else full
