"""Who said a message and what it answers, as links Obsidian follows.

    - 10:05 [[People/Дмитрий Кузнецов|Дмитрий Кузнецов]]: Сделаю до пятницы ^tg-1876543210-4503
    - 10:07 Ольга: Ок [[#^tg-1876543210-4503|↩ Дмитрий Кузнецов]] ^tg-1876543210-4504

A sender whose person note is known is a link to it, so the person's backlinks show
what they said; the link's alias is the name as the export gave it, so the sender is
read back exactly even after the note is renamed. Anyone else is plain, escaped text
(a `:` too, since `: ` ends the name). A reply links the replied message's block: in
the same file `[[#^id]]`, else `[[Sources/…/day#^id]]`; a reply to a message that is
in no Sources file keeps the raw id as a field, `[reply_to:: 4601]`.

Earlier versions wrote every sender in bold (`**Name**`) and every reply as the field:
both are read, and are what `read_head`/`reply_in` return for such lines too.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from vaultmind.agent.ingest.sources.escape import decode_block_id, escape_inline, unescape_text

_HEAD = re.compile(
    r"^- (?P<time>\d\d:\d\d) "
    r"(?P<who>\*\*(?P<bold>(?:\\.|[^*\\\n])*)\*\*"
    r"|\[\[(?P<target>[^\[\]|\n]+)\|(?P<shown>[^\[\]\n]+)\]\]"
    r"|(?P<plain>(?:\\.|[^\\:(\[*\n])(?:\\.|[^\\:(\[\n])*?))"
    r"(?: \((?P<media>(?:\\.|[^)\\\n])*)\))?: "
)
_REPLY_LINK = re.compile(r"(?<!\\)\[\[[^\[\]|#\n]*#\^([a-z]{2}-[a-z0-9-]+)(?:\|[^\[\]\n]*)?\]\]")
_REPLY_FIELD = re.compile(r"(?<!\\)\[reply_to:: ((?:\\.|[^\]\\])*)\](?= |$)")
_UNLINKABLE = re.compile(r"[\[\]|#^\\`<>*%=~\n\r]|^\s|\s$|\s\s")
_COLON = re.compile(r"\\(.)")


def _nobody(name: str) -> str | None:
    return None


def _nowhere(block: str) -> tuple[str, str] | None:
    return None


@dataclass(frozen=True, slots=True)
class Linking:
    """What the lines being written link to, looked up by the caller (the importer
    knows the chat's messages; the service knows the person notes)."""

    person: Callable[[str], str | None] = field(default=_nobody)  # name → `People/X.md`
    message: Callable[[str], tuple[str, str] | None] = field(default=_nowhere)  # block →
    # (the Sources file holding it, its sender)


NO_LINKS = Linking()


@dataclass(frozen=True, slots=True)
class Head:
    time: str  # HH:MM
    sender: str  # as sent; "?" for an unknown sender
    media: str | None
    linked: bool  # the sender is a link to their note
    who: tuple[int, int]  # where the sender is written in the line
    end: int  # where the message's text starts


def linkable(name: str) -> bool:
    """A name that can be a link's alias as it is: no escape works inside a link."""
    return bool(name) and _UNLINKABLE.search(name) is None


def speaker(name: str, linking: Linking) -> str:
    """The sender as written: a link to their note if known, else plain text."""
    note = linking.person(name) if linkable(name) and name != "?" else None
    if note is not None and linkable(note.removesuffix(".md")):
        return f"[[{note.removesuffix('.md')}|{name}]]"
    return escape_inline(name).replace(":", "\\:")


def reply(block: str, raw_id: str, path: str, linking: Linking) -> str:
    """A link to the replied message's block, or the raw id when it is in no file."""
    found = linking.message(block)
    if found is None:
        return f"[reply_to:: {escape_inline(raw_id)}]"
    where, sender = found
    target = "" if where == path else where.removesuffix(".md")
    label = f"↩ {sender}" if linkable(sender) and sender != "?" else "↩"
    return f"[[{target}#^{block}|{label}]]"


def read_head(line: str) -> Head | None:
    """The time, sender and media of an item's first line, in any form it was written."""
    match = _HEAD.match(line)
    if match is None:
        return None
    if match.group("shown") is not None:
        sender, linked = match.group("shown").strip(), True
    elif match.group("bold") is not None:
        sender, linked = unescape_text(match.group("bold")), False
    else:
        plain = _COLON.sub(lambda m: ":" if m.group(1) == ":" else m.group(0), match["plain"])
        sender, linked = unescape_text(plain), False
    media = unescape_text(match.group("media")) if match.group("media") is not None else None
    return Head(match["time"], sender, media, linked, match.span("who"), match.end())


def reply_in(line: str) -> str | None:
    """The source's id of the message this item replies to, read from its last line."""
    links = _REPLY_LINK.findall(line)
    if links:
        return decode_block_id(links[-1])[2]
    fields = _REPLY_FIELD.findall(line)
    return unescape_text(fields[-1]) if fields else None


def reply_field(line: str) -> re.Match[str] | None:
    """An old-style `[reply_to:: id]` field in the line, which a link can replace."""
    return _REPLY_FIELD.search(line)
