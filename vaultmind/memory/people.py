"""Who a link points at, answered from the cache's lookup tables.

The person-context query must not load 10 000 notes to find one person's
backlinks: the cache keeps every link's target as written, so the notes that
link to a person are one indexed query. When another note shares the person's
name or alias (Obsidian would pick the shortest path), the full resolver decides.
"""

from __future__ import annotations

import posixpath
from dataclasses import dataclass

from vaultmind.index.cache import NoteCache, link_key
from vaultmind.vault.model import Link, Note
from vaultmind.vault.resolve import LinkResolver
from vaultmind.vault.text import name_key


def keys_for(note: Note) -> set[str]:
    """Every way a link can be written to reach `note`: name, aliases, path, path suffixes."""
    stem = note.path[:-3] if note.path.lower().endswith(".md") else note.path
    parts = stem.split("/")
    keys = {name_key("/".join(parts[i:])) for i in range(len(parts))}
    keys |= {name_key(alias) for alias in note.aliases}
    return keys


def resolver_for(cache: NoteCache, targets: set[str]) -> LinkResolver:
    """A resolver that answers exactly for these link targets (as written).

    Resolving a target only consults notes with the same file name and aliases equal
    to it, so the cache's name rows for those names are all the resolver needs.
    """
    names = {link_key(target).rsplit("/", 1)[-1] for target in targets}
    rows = cache.names(names | {link_key(target) for target in targets})
    paths = {path for _, path, kind in rows if kind == "title"}
    aliases = [(key, path) for key, path, kind in rows if kind == "alias"]
    return LinkResolver(paths, aliases=aliases)


@dataclass
class LinkTargets:
    """Decides whether a link in some note reaches the person."""

    cache: NoteCache
    person: Note

    def __post_init__(self) -> None:
        self.keys = keys_for(self.person)
        self._resolver: LinkResolver | None = None
        rows = self.cache.names({key.rsplit("/", 1)[-1] for key in self.keys})
        if any(path != self.person.path for _, path, _ in rows):
            self._resolver = resolver_for(self.cache, self.keys)  # a shared name: be exact

    def reaches(self, link: Link, source: str) -> bool:
        if self._resolver is not None:
            return self._resolver.resolve_link(link, source).path == self.person.path
        key = link_key(link.target)
        if key.startswith(("./", "../", "/")):
            key = link_key(posixpath.normpath(posixpath.join(posixpath.dirname(source), key)))
        return key in self.keys

    def linking_notes(self) -> list[tuple[Note, list[int]]]:
        """Notes (other than the person's) with a link to the person, and those lines."""
        lines: dict[str, list[int]] = {}
        for source, line in self.cache.sources_linking_to(self.keys):
            lines.setdefault(source, []).append(line)
        found = []
        for note in self.cache.notes_at(lines):
            if note.path == self.person.path:
                continue
            reaching = sorted({k.line for k in note.links if self.reaches(k, note.path)})
            if reaching:
                found.append((note, reaching))
        return found
