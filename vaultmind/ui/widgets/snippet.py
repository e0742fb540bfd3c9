"""A search snippet (`**matched**` words, see `index.snippets`) as Rich text."""

from __future__ import annotations

from rich.text import Text

MATCH_STYLE = "bold reverse"


def snippet_text(snippet: str, indent: str = "  ") -> Text:
    """The snippet on one paragraph, its matched words highlighted."""
    text = Text(indent)
    flat = " ".join(snippet.split())
    for i, part in enumerate(flat.split("**")):
        text.append(part, style=MATCH_STYLE if i % 2 else "")
    return text
