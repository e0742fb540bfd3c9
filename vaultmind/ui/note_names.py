"""A note's name where several notes share a title (issue 28): `2026-11-30` is a Daily
note and a Sources day of a chat, so where both are listed each says its folder."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping

from rich.text import Text

from vaultmind.ui.plain import plain


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


def note_label(path: str, title: str, shared: set[str]) -> Text:
    """The title, then (dim) its folder where another note listed has the same title:
    the title stays first, so a narrow column cuts the folder, not the name."""
    label = plain(title)
    folder = folder_shown(path, title, shared)
    if folder:
        label.append_text(plain(f"  · {folder}", "dim"))
    return label
