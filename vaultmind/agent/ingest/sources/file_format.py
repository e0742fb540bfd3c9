"""Raw messages in the vault: `Sources/<source>/<chat>/<YYYY-MM-DD>.md`, one list item each.

    - 10:05 **Дмитрий Кузнецов**: Сделаю до пятницы ^tg-1876543210-4503

Continuation lines are indented; the text is escaped so it never creates links, tags,
block ids or comments, and the original text is recoverable exactly. Merging a
message is idempotent: the same message again changes nothing, an edited one (same
id, new text) replaces its own lines, a new one is inserted in time order. Lines
that are not VaultMind's items are never touched.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass

from vaultmind.agent.ingest.sources.escape import (
    block_id,
    escape_inline,
    escape_text,
    unescape_text,
)
from vaultmind.agent.ingest.sources.formats import RawMessage
from vaultmind.memory.sections import split_lines
from vaultmind.vault.escape import json_text
from vaultmind.vault.slug import slugify

_ITEM = re.compile(r"^- (\d\d:\d\d) \*\*")
_HEAD = re.compile(r"^- \d\d:\d\d \*\*(?:\\.|[^*\\])*\*\*(?: \((?:\\.|[^)\\])*\))?: ")
_OURS = ("reply_to:: ", "forwarded_from:: ", "edited:: ")
_BLOCK = re.compile(r" \^([a-z]{2}-[a-z0-9-]+)[ \t]*$")


@dataclass(frozen=True, slots=True)
class SourceItem:
    block: str
    time: str  # HH:MM
    start: int  # first line index
    end: int  # index after the last line
    lines: tuple[str, ...]  # as written, without line endings


def source_path(message: RawMessage) -> str:
    """Where a message lives: its source, its chat (as a slug) and its local day."""
    return (
        f"Sources/{message.source}/{slugify(message.chat_id)}/{message.time.date().isoformat()}.md"
    )


def source_link(path: str, block: str) -> str:
    """The evidence link a memory cites: the message's block in its Sources file."""
    return f"[[{path.removesuffix('.md')}#^{block}]]"


def render(message: RawMessage) -> list[str]:
    """The message's lines; the block id ends the last one."""
    sender = escape_inline(message.sender) if message.sender else "?"
    media = f" ({escape_inline(message.media)})" if message.media else ""
    body = [escape_text(line) for line in message.text.split("\n")] or [""]
    lines = [f"- {message.time:%H:%M} **{sender}**{media}: {body[0]}"]
    lines += [f"  {line}" for line in body[1:]]  # kept exactly: the text must round-trip
    extras = _fields(message)
    block = block_id(message.source, message.chat_id, message.message_id)
    lines[-1] += f"{' ' + extras if extras else ''} ^{block}"
    return lines


def _fields(message: RawMessage) -> str:
    fields = []
    if message.reply_to:
        fields.append(f"[reply_to:: {escape_inline(message.reply_to)}]")
    if message.forwarded_from is not None:
        fields.append(f"[forwarded_from:: {escape_inline(message.forwarded_from) or '?'}]")
    if message.edited:
        fields.append(f"[edited:: {message.edited:%Y-%m-%dT%H:%M}]")
    return " ".join(fields)


def original_text(item: SourceItem) -> str:
    """The message text as sent, recovered from the item's lines."""
    head = _HEAD.match(item.lines[0])
    first = item.lines[0][head.end() :] if head else ""
    body = [first] + [line[2:] for line in item.lines[1:]]
    body[-1] = _strip_tail(body[-1])
    return unescape_text("\n".join(body))


def _strip_tail(line: str) -> str:
    """Drop our fields and block id: the first unescaped `[` can only start one of ours."""
    line = _BLOCK.sub("", line)
    for index, char in enumerate(line):
        if char == "[" and _unescaped(line, index) and line.startswith(_OURS, index + 1):
            return line[: index - 1] if index and line[index - 1] == " " else line[:index]
    return line


def _unescaped(line: str, index: int) -> bool:
    backslashes = len(line[:index]) - len(line[:index].rstrip("\\"))
    return backslashes % 2 == 0


def parse_items(text: str) -> list[SourceItem]:
    lines = [line.rstrip("\r\n") for line in split_lines(text)]
    items: list[SourceItem] = []
    index = 0
    while index < len(lines):
        start = _ITEM.match(lines[index])
        if not start:
            index += 1
            continue
        end = index + 1
        while (
            end < len(lines) and lines[end].startswith("  ") and not _BLOCK.search(lines[end - 1])
        ):
            end += 1
        block = _BLOCK.search(lines[end - 1])
        if block:
            items.append(
                SourceItem(block.group(1), start.group(1), index, end, tuple(lines[index:end]))
            )
        index = end
    return items


def new_file(messages: list[RawMessage]) -> str:
    first = messages[0]
    day = first.time.date().isoformat()
    head = [
        "---",
        "type: source",
        f"source: {first.source}",
        f"chat: {json_text(first.chat_id)}",
        f"chat_title: {json_text(first.chat_title)}",
        f"date: {day}",
        "---",
        f"# {escape_inline(first.chat_title or first.chat_id)} — {day}",
        "",
    ]
    body = [line for message in messages for line in render(message)]
    return "\n".join(head + body) + "\n"


@dataclass
class MergeCounts:
    new: int = 0
    updated: int = 0
    unchanged: int = 0


def merge_messages(text: str, messages: list[RawMessage], newline: str) -> tuple[str, MergeCounts]:
    """The file's text with these messages merged in (see the module docstring).

    A message already there as it would be written is counted and left alone without
    parsing the file again: re-importing an export is the common case, and must not
    cost a parse of the whole day per message."""
    counts = MergeCounts()
    written = {item.block: item.lines for item in parse_items(text)}
    pending: dict[str, RawMessage] = {}  # new blocks, inserted together: one parse, not N
    for message in messages:
        block = block_id(message.source, message.chat_id, message.message_id)
        rendered = tuple(render(message))
        if written.get(block) == rendered:
            counts.unchanged += 1
            continue
        if block in written:  # an edit: of an earlier import, or of a pending message
            text = _insert_all(text, list(pending.values()), newline, counts)
            pending.clear()
            text = _merge_one(text, message, newline, counts)
        else:
            pending[block] = message
        written[block] = rendered
    return _insert_all(text, list(pending.values()), newline, counts), counts


def _insert_all(text: str, messages: list[RawMessage], newline: str, counts: MergeCounts) -> str:
    """`_merge_one` for new messages, each in time order after the ones before it — in
    one pass over the file when its items are in time order, as VaultMind writes them
    (a re-import of a busy day must not re-read the day once per message)."""
    items = parse_items(text)
    times = [item.time for item in items]
    if not messages or times != sorted(times):  # edited by hand: one at a time
        for message in messages:
            text = _merge_one(text, message, newline, counts)
        return text
    order: list[tuple[str, int]] = [(time, -1) for time in times]  # -1: an existing item
    for number, message in enumerate(messages):
        time = f"{message.time:%H:%M}"
        order.insert(bisect_right(order, (time, len(messages))), (time, number))
    gaps: dict[int, list[str]] = {}  # existing items before the gap → the new lines in it
    before = 0
    for _, number in order:
        if number < 0:
            before += 1
        else:
            gaps.setdefault(before, []).extend(render(messages[number]))
    counts.new += len(messages)
    lines = split_lines(text)
    for gap in sorted(gaps, reverse=True):
        position = items[gap - 1].end if gap else (items[0].start if items else len(lines))
        if position == len(lines) and lines and not lines[-1].endswith(("\n", "\r")):
            lines[-1] += newline
        lines[position:position] = [line + newline for line in gaps[gap]]
    return "".join(lines)


def _merge_one(text: str, message: RawMessage, newline: str, counts: MergeCounts) -> str:
    rendered = render(message)
    block = block_id(message.source, message.chat_id, message.message_id)
    items = parse_items(text)
    lines = split_lines(text)
    found = next((item for item in items if item.block == block), None)
    if found is not None:
        if list(found.lines) == rendered:
            counts.unchanged += 1
            return text
        counts.updated += 1  # edited after an earlier import: same id, new text
        last = lines[found.end - 1]
        ending = last[len(last.rstrip("\r\n")) :] or newline
        new_lines = [line + newline for line in rendered[:-1]] + [rendered[-1] + ending]
        lines[found.start : found.end] = new_lines
        return "".join(lines)
    counts.new += 1
    position = _insertion_point(items, lines, f"{message.time:%H:%M}")
    if position == len(lines) and lines and not lines[-1].endswith(("\n", "\r")):
        lines[-1] += newline
    lines[position:position] = [line + newline for line in rendered]
    return "".join(lines)


def _insertion_point(items: list[SourceItem], lines: list[str], time: str) -> int:
    """After the last item at or before `time`; else before the first item; else the end."""
    earlier = [item for item in items if item.time <= time]
    if earlier:
        return earlier[-1].end
    return items[0].start if items else len(lines)
