"""A search snippet (`**matched**` words, see `index.snippets`) as Rich text."""

from __future__ import annotations

from rich.text import Text

from vaultmind.vault.visible import visible

MATCH_STYLE = "bold reverse"


def snippet_text(snippet: str, indent: str = "  ") -> Text:
    """The snippet on one paragraph, its matched words highlighted."""
    text = Text(indent)
    flat = " ".join(visible(snippet).split())
    for i, part in enumerate(flat.split("**")):
        text.append(part, style=MATCH_STYLE if i % 2 else "")
    return text
