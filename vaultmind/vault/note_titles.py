"""A note's name where several notes share a title: `2026-11-30` is a Daily note and a
Sources day of a chat, so where both are listed each says its folder (issue 28)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping


def shared_titles(paths: Iterable[str], titles: Mapping[str, str]) -> set[str]:
    """The titles (casefolded) that two different notes among `paths` have."""
    seen: dict[str, set[str]] = defaultdict(set)
    for path in paths:
        seen[(titles.get(path) or path).casefold()].add(path)
    return {title for title, where in seen.items() if len(where) > 1}


def folder_shown(path: str, title: str, shared: set[str]) -> str:
    """The note's folder if its title is shared here, else ''."""
    if title.casefold() not in shared or "/" not in path:
        return ""
    return path.rsplit("/", 1)[0]


def told_apart(listed: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """(title, path) pairs, a repeated title followed by its folder: `2026-11-30 · Daily`."""
    shared = shared_titles((path for _, path in listed), {p: t for t, p in listed})
    named = []
    for title, path in listed:
        folder = folder_shown(path, title, shared)
        named.append((f"{title} · {folder}" if folder else title, path))
    return named
