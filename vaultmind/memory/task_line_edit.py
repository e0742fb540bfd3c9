"""Editing a commitment written as a Tasks-plugin task line (`vault.task_memory`).

The status is the box, the dates are the plugin's emoji, and every other field is a
`[key:: value]` before the tags and emoji, because the plugin reads its fields from
the end of the line and loses them if other text follows. As with the `[kind]` form,
an edit changes one character or one token and leaves the user's words alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from vaultmind.vault.syntax import mask_line
from vaultmind.vault.task_memory import BOX, DATE_FIELDS, EMOJI, EMOJI_TOKEN, TASK_ITEM
from vaultmind.vault.visible_lines import hide_comments

_TAIL = re.compile(r"((?:[ \t]+#[\w/-]+)*(?:[ \t]+\^[A-Za-z0-9-]+)?[ \t]*)$")
_BLOCK_TAIL = re.compile(r"((?:[ \t]+\^[A-Za-z0-9-]+)?[ \t]*)$")
_TRAILING_TAGS = re.compile(r"(?:[ \t]+#[\w/-]+)+[ \t]*$")


def format_task(
    text: str, fields: Iterable[tuple[str, str]], tags: Iterable[str], block_id: str
) -> str:
    """A new commitment line: `- [ ] text [fields] #tags ➕ … 📅 … ^id`."""
    fields = list(fields)
    parts = [f"- [ ] {text}"]
    parts += [f"[{key}:: {value}]" for key, value in fields if key not in EMOJI]
    parts += [f"#{tag.lstrip('#')}" for tag in tags]
    dated = dict(fields)
    parts += [f"{emoji} {dated[key]}" for key, emoji in EMOJI.items() if key in dated]
    parts.append(f"^{block_id}")
    return " ".join(parts)


def set_task_field(raw: str, key: str, value: str, pattern: re.Pattern[str]) -> str:
    """`key` set on a task-form line: the box for `status`, an emoji for a date the
    plugin owns, else the `[key:: value]` (`pattern` finds it) in place or added."""
    shown = mask_line(hide_comments(raw))
    if key == "status":
        box = TASK_ITEM.match(shown)
        assert box is not None, "set_task_field needs a task line"
        return f"{raw[: box.start(2)]}{BOX.get(value.strip().lower(), ' ')}{raw[box.end(2) :]}"
    if key in EMOJI:
        found = DATE_FIELDS[key].search(shown)
        if found:
            return f"{raw[: found.start(1)]}{value}{raw[found.end(1) :]}"
        return _insert(raw, shown, f"{EMOJI[key]} {value}", before_emoji=False)
    matches = list(pattern.finditer(shown))
    if matches:
        last = matches[-1]
        return f"{raw[: last.start()]}[{last.group(1)}:: {value}]{raw[last.end() :]}"
    return _insert(raw, shown, f"[{key}:: {value}]", before_emoji=True)


def _insert(raw: str, shown: str, piece: str, before_emoji: bool) -> str:
    """A field goes after the words and before the tags and emoji; an emoji goes last,
    before the block id (a comment after the id stays after it). Positions are found
    on `shown` but spaces on `raw`: a hidden comment or code span is blank only there."""
    tail = (_TAIL if before_emoji else _BLOCK_TAIL).search(shown)
    core = tail.start() + (len(tail.group(1)) - len(tail.group(1).lstrip(" \t"))) if tail else 0
    cut = core if tail and tail.group(1).strip() else len(shown)
    if before_emoji:
        box = TASK_ITEM.match(shown)
        first = EMOJI_TOKEN.search(shown, box.start(4) if box else 0)
        cut = first.start() if first and first.start() < cut else cut
        tags = _TRAILING_TAGS.search(shown[:cut])
        cut = tags.start() if tags else cut
    head = raw[:cut].rstrip(" \t")
    rest = raw[len(head) :].lstrip(" \t")
    return f"{head} {piece} {rest}" if rest else f"{head} {piece}"
