"""Who may read what: the one rule of privacy, applied wherever notes are read.

A note is private when its frontmatter says `private: true` (or "yes") or it sits in
a folder that `vaultmind.toml`'s `private` names, at any depth. The vault's owner
(`me`) sees everything; anyone else sees private notes only with `--include-private`.
The service holds one `Privacy` per asker and every read of the cache goes through
it (`index.visible_cache`), so no face can forget to filter.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from vaultmind.vault.model import Note

PRIVATE_SUFFIX = " (private)"  # `Daily/2026-12-01 (private).md`: what VaultMind writes privately


@dataclass(frozen=True, slots=True)
class Privacy:
    folders: tuple[str, ...]  # vaultmind.toml's `private`
    sees_private: bool  # the owner asks, or --include-private

    def allows(self, note: Note) -> bool:
        return self.sees_private or not is_private(note, self.folders)

    def narrowed(self, other: Privacy) -> Privacy:
        """What both views allow: a question asked as someone else (`ask --as`) in a
        session that is already someone's never sees more than either."""
        return Privacy(other.folders or self.folders, self.sees_private and other.sees_private)


OWNER = Privacy((), True)  # what a command sees when nobody else is named


def flagged(frontmatter: Mapping[str, object]) -> bool:
    """`private: true` or `private: yes` in the frontmatter."""
    flag = frontmatter.get("private")
    return flag is True or (isinstance(flag, str) and flag.strip().lower() in ("true", "yes"))


def in_private_folder(path: str, folders: Iterable[str]) -> bool:
    """Whether `path` lies in a folder named private, at any depth (`Private/`,
    `Team/Private/`, or the folder path itself: `Team/HR`)."""
    wanted = {folder.strip("/").casefold() for folder in folders if folder.strip("/")}
    if not wanted:
        return False
    parents = path.split("/")[:-1]
    prefixes = {"/".join(parents[: i + 1]).casefold() for i in range(len(parents))}
    return bool(wanted & ({p.casefold() for p in parents} | prefixes))


def is_private(note: Note, folders: tuple[str, ...]) -> bool:
    """`private: true` in the frontmatter, or inside a private folder at any depth."""
    return flagged(note.frontmatter) or in_private_folder(note.path, folders)


def private_twin(path: str) -> str:
    """Where VaultMind writes what it made from private notes instead of `path`: a
    sibling note that carries `private: true` (`Daily/2026-12-01 (private).md`)."""
    stem = path[:-3] if path.endswith(".md") else path
    return f"{stem}{PRIVATE_SUFFIX}.md"


def is_private_twin(path: str) -> bool:
    return path.endswith(f"{PRIVATE_SUFFIX}.md")
