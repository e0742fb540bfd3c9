"""Which notes a question may draw on: private ones only for the vault's owner."""

from __future__ import annotations

from dataclasses import dataclass

from vaultmind.vault.model import Note


@dataclass(frozen=True, slots=True)
class Privacy:
    folders: tuple[str, ...]  # vaultmind.toml's `private`
    sees_private: bool  # the owner asks, or --include-private

    def allows(self, note: Note) -> bool:
        return self.sees_private or not is_private(note, self.folders)


def is_private(note: Note, folders: tuple[str, ...]) -> bool:
    """`private: true` in the frontmatter, or inside a private folder at any depth."""
    flag = note.frontmatter.get("private")
    if flag is True or (isinstance(flag, str) and flag.strip().lower() in ("true", "yes")):
        return True
    wanted = {folder.strip("/").casefold() for folder in folders if folder.strip("/")}
    parents = note.path.split("/")[:-1]
    prefixes = {"/".join(parents[: i + 1]).casefold() for i in range(len(parents))}
    return bool(wanted & ({p.casefold() for p in parents} | prefixes))
