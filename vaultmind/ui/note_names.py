"""A note's name as a row shows it, its folder dim where another listed note has the same
title (`vault.note_titles`)."""

from __future__ import annotations

from rich.text import Text

from vaultmind.ui.plain import plain
from vaultmind.vault.note_titles import folder_shown


def note_label(path: str, title: str, shared: set[str]) -> Text:
    """The title, then (dim) its folder where another note listed has the same title:
    the title stays first, so a narrow column cuts the folder, not the name."""
    label = plain(title)
    folder = folder_shown(path, title, shared)
    if folder:
        label.append_text(plain(f"  · {folder}", "dim"))
    return label
