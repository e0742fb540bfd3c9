"""Messages merged into a Sources file's text: once, in time order, in place.

The same message again changes nothing, whatever form an earlier version wrote it in
(bold senders, `[reply_to:: id]` fields): items are compared by what they say
(`file_format.said`), not by their lines. An edited message (same id, new text)
replaces its own lines; a new one is inserted after the last item at or before its
time. `relink` turns the senders and replies of items already written into links
once their notes and messages are known. Lines that are not items are never touched.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

from vaultmind.agent.ingest.sources.escape import block_id, decode_block_id, unescape_text
from vaultmind.agent.ingest.sources.file_format import (
    SourceItem,
    parse_items,
    render,
    said,
    says,
)
from vaultmind.agent.ingest.sources.formats import RawMessage
from vaultmind.agent.ingest.sources.message_links import (
    NO_LINKS,
    Linking,
    read_head,
    reply,
    reply_field,
    speaker,
)
from vaultmind.memory.sections import split_lines


@dataclass
class MergeCounts:
    new: int = 0
    updated: int = 0
    unchanged: int = 0


def merge_messages(
    text: str, messages: list[RawMessage], newline: str, linking: Linking = NO_LINKS
) -> tuple[str, MergeCounts]:
    """The file's text with these messages merged in (see the module docstring).

    A message already there is counted and left alone without parsing the file again:
    re-importing an export is the common case, and must not cost a parse of the whole
    day per message."""
    counts = MergeCounts()
    written = {item.block: said(item) for item in parse_items(text)}
    pending: dict[str, RawMessage] = {}  # new blocks, inserted together: one parse, not N
    for message in messages:
        block = block_id(message.source, message.chat_id, message.message_id)
        saying = says(message)
        if written.get(block) == saying:
            counts.unchanged += 1
            continue
        if block in written:  # an edit: of an earlier import, or of a pending message
            text = _insert_all(text, list(pending.values()), newline, counts, linking)
            pending.clear()
            text = _merge_one(text, message, newline, counts, linking)
        else:
            pending[block] = message
        written[block] = saying
    return _insert_all(text, list(pending.values()), newline, counts, linking), counts


def _insert_all(
    text: str,
    messages: list[RawMessage],
    newline: str,
    counts: MergeCounts,
    linking: Linking = NO_LINKS,
) -> str:
    """`_merge_one` for new messages, each in time order after the ones before it — in
    one pass over the file when its items are in time order, as VaultMind writes them
    (a re-import of a busy day must not re-read the day once per message)."""
    items = parse_items(text)
    times = [item.time for item in items]
    if not messages or times != sorted(times):  # edited by hand: one at a time
        for message in messages:
            text = _merge_one(text, message, newline, counts, linking)
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
            gaps.setdefault(before, []).extend(render(messages[number], linking))
    counts.new += len(messages)
    lines = split_lines(text)
    for gap in sorted(gaps, reverse=True):
        position = items[gap - 1].end if gap else (items[0].start if items else len(lines))
        if position == len(lines) and lines and not lines[-1].endswith(("\n", "\r")):
            lines[-1] += newline
        lines[position:position] = [line + newline for line in gaps[gap]]
    return "".join(lines)


def _merge_one(
    text: str,
    message: RawMessage,
    newline: str,
    counts: MergeCounts,
    linking: Linking = NO_LINKS,
) -> str:
    rendered = render(message, linking)
    block = block_id(message.source, message.chat_id, message.message_id)
    items = parse_items(text)
    lines = split_lines(text)
    found = next((item for item in items if item.block == block), None)
    if found is not None:
        if said(found) == says(message):
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


def relink(text: str, path: str, linking: Linking) -> str:
    """The file's items with each plain or bold sender whose note is now known made a
    link, and each `[reply_to:: id]` whose message is now in a file made a link to it;
    nothing else on any line changes (the text, the block ids, other lines)."""
    lines = split_lines(text)
    for item in parse_items(text):
        first = lines[item.start]
        head = read_head(first)
        if head is not None and not head.linked:
            linked = speaker(head.sender, linking)
            if linked.startswith("[["):
                start, end = head.who
                lines[item.start] = first[:start] + linked + first[end:]
        last = lines[item.end - 1]
        field = reply_field(last)
        source, chat, _ = decode_block_id(item.block)
        if field is not None and chat is not None:
            raw = unescape_text(field.group(1))
            link = reply(block_id(source, chat, raw), raw, path, linking)
            lines[item.end - 1] = last[: field.start()] + link + last[field.end() :]
    return "".join(lines)
