"""Text as a reader sees it in Obsidian's reading view: `[[People/Bob|Боб]]` reads
`Боб`, `[[Nordic Polymers]]` reads `Nordic Polymers`, `[[Note#Part]]` reads
`Note > Part`. For showing, never for writing."""

from __future__ import annotations

import posixpath

from vaultmind.vault.model import Link
from vaultmind.vault.syntax import find_links


def with_link_names(text: str) -> str:
    if "[[" not in text:
        return text
    for link in find_links(text, 0):
        text = text.replace(link.raw, link_name_shown(link), 1)
    return text


def link_name_shown(link: Link) -> str:
    """What Obsidian shows for a link: its alias, else the note's name (and heading)."""
    if link.alias:
        return link.alias
    name = posixpath.basename(link.target)
    name = name[:-3] if name.lower().endswith(".md") else name
    if link.heading:
        return f"{name} > {link.heading}" if name else link.heading
    return name or (link.block or "")
