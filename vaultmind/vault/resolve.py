"""Link resolution the way Obsidian does it.

Case-insensitive and NFC-normalised; a bare name matches any note with that file
name and the shortest path wins; a path matches from the vault root (or, failing
that, as a path suffix); frontmatter aliases resolve too; a link with an extension
other than `.md` resolves to the attachment file. Nothing resolves outside the vault.
"""

from __future__ import annotations

import posixpath
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from vaultmind.vault.model import Link, Note
from vaultmind.vault.text import name_key, nfc


@dataclass(frozen=True, slots=True)
class Resolution:
    path: str | None
    candidates: tuple[str, ...] = ()

    @property
    def ambiguous(self) -> bool:
        return len(self.candidates) > 1


_UNRESOLVED = Resolution(None)


def _by_length(paths: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted(set(paths), key=lambda p: (len(p), p)))


class LinkResolver:
    """Built once from the vault's file list and parsed notes; resolving is a dict lookup."""

    def __init__(
        self,
        files: Iterable[str],
        notes: Iterable[Note] = (),
        aliases: Iterable[tuple[str, str]] = (),
    ) -> None:
        """`aliases`: extra (alias, path) pairs, for callers that have no parsed notes."""
        self._notes_by_path: dict[str, str] = {}
        self._notes_by_name: dict[str, list[str]] = defaultdict(list)
        self._files_by_path: dict[str, str] = {}
        self._files_by_name: dict[str, list[str]] = defaultdict(list)
        self._aliases: dict[str, list[str]] = defaultdict(list)
        for path in files:
            self._add_file(nfc(path))
        for note in notes:
            for alias in note.aliases:
                self._aliases[name_key(alias)].append(note.path)
        for alias, path in aliases:
            self._aliases[name_key(alias)].append(nfc(path))

    def _add_file(self, path: str) -> None:
        key = name_key(path)
        self._files_by_path[key] = path
        self._files_by_name[posixpath.basename(key)].append(path)
        if key.endswith(".md"):
            stem_path = key[:-3]
            self._notes_by_path[stem_path] = path
            self._notes_by_name[posixpath.basename(stem_path)].append(path)

    def resolve_link(self, link: Link, source: str) -> Resolution:
        return self.resolve(link.target, source)

    def resolve(self, target: str, source: str = "") -> Resolution:
        """Resolve a link target as written in `source` (a vault-relative path)."""
        if not target.strip():
            return Resolution(source, (source,)) if source else _UNRESOLVED
        key = _normalise(target, source)
        if key is None:
            return _UNRESOLVED
        exact = self._exact(key) if _is_explicit_path(target) else None
        if exact:
            return Resolution(exact, (exact,))
        for lookup in (self._note, self._alias, self._attachment):
            found = lookup(key)
            if found:
                return Resolution(found[0], found)
        return _UNRESOLVED

    def _note(self, key: str) -> tuple[str, ...]:
        stem = key[:-3] if key.endswith(".md") else key
        if "/" not in stem:
            return _by_length(self._notes_by_name.get(stem, ()))
        exact = self._notes_by_path.get(stem)
        if exact:
            return (exact,)
        name = posixpath.basename(stem)
        suffix = "/" + stem
        return _by_length(
            p for p in self._notes_by_name.get(name, ()) if name_key(p)[:-3].endswith(suffix)
        )

    def _exact(self, key: str) -> str | None:
        """`./Note`, `../Note`, `/Note`: a path first; only if nothing is there, a name."""
        stem = key[:-3] if key.endswith(".md") else key
        return self._notes_by_path.get(stem) or self._files_by_path.get(key)

    def _alias(self, key: str) -> tuple[str, ...]:
        return _by_length(self._aliases.get(key, ()))

    def _attachment(self, key: str) -> tuple[str, ...]:
        if "/" not in key:
            return _by_length(self._files_by_name.get(key, ()))
        exact = self._files_by_path.get(key)
        if exact:
            return (exact,)
        suffix = "/" + key
        return _by_length(
            p
            for p in self._files_by_name.get(posixpath.basename(key), ())
            if name_key(p).endswith(suffix)
        )


def link_name(target: str, source: str) -> str | None:
    """The last name a link target resolves by (case-folded, without `.md`), as
    `resolve` reads it from `source`; None: it cannot resolve (it escapes the vault)."""
    key = _normalise(target, source)
    if key is None:
        return None
    name = posixpath.basename(key)
    return name[:-3] if name.endswith(".md") else name


def _is_explicit_path(target: str) -> bool:
    return target.strip().replace("\\", "/").startswith(("./", "../", "/"))


def is_relative(target: str) -> bool:
    """`./Note`, `../People/Bob`: the only targets that resolve differently depending
    on the note they are written in."""
    return target.strip().replace("\\", "/").startswith(("./", "../"))


def _normalise(target: str, source: str) -> str | None:
    """Casefold, make relative links absolute, refuse anything that escapes the vault."""
    target = nfc(target.strip()).replace("\\", "/")
    if is_relative(target):
        target = posixpath.join(posixpath.dirname(source), target)
    normal = posixpath.normpath(target.lstrip("/"))
    if normal in (".", "..") or normal.startswith("../"):
        return None
    return normal.casefold()
