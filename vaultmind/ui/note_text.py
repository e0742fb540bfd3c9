"""A note's text made ready for Textual's Markdown widget: `[[wikilinks]]` become
Markdown links (`vm:` + the target) that a click follows; the rest is left alone."""

from __future__ import annotations

import re
from urllib.parse import quote

WIKILINK = re.compile(r"(?<!\\)!?\[\[([^\]|\n]+)(?:\|([^\]\n]+))?\]\]")
SCHEME = "vm:"
MARKDOWN_MAX_LINES = 300  # past this, a plain virtual view (the widget mounts every block)
MARKDOWN_MAX_BYTES = 60_000


def as_markdown(body: str) -> str:
    def link(match: re.Match[str]) -> str:
        target, alias = match.group(1).strip(), match.group(2)
        label = (alias or target).replace("[", "").replace("]", "")
        return f"[{label}]({SCHEME}{quote(target, safe='')})"

    return WIKILINK.sub(link, body)


def is_big(text: str) -> bool:
    return text.count("\n") > MARKDOWN_MAX_LINES or len(text) > MARKDOWN_MAX_BYTES


def split_target(href: str) -> tuple[str, str | None] | None:
    """`vm:Note#^block` → ("Note", "block"); None for a link that is not a wikilink."""
    if not href.startswith(SCHEME):
        return None
    target = href[len(SCHEME) :]
    name, _, anchor = target.partition("#")
    block = anchor[1:] if anchor.startswith("^") else None
    return name, block
