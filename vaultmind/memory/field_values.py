"""What a new memory line's links and tags may hold.

A value is written into the line as it is, so one that would end its field early,
open a comment, add a block id or spill a word into the text (`--src "]] ^m-x"`,
`--tag "two words"`) is refused with one line instead of breaking the memory.
"""

from __future__ import annotations

import re

from vaultmind.errors import UsageError

_LINK = re.compile(r"\[\[([^\[\]\n\r`\\]+)\]\]")
_TAG = re.compile(r"(?=[\w/-]*[^\W\d])[\w/-]+")  # what the parser reads as one #tag
_BREAKS = ("::", "%%")  # a field inside a field; an Obsidian comment


def checked_link(value: str, option: str) -> str:
    """`[[Target]]` as given, or a UsageError saying why it cannot be written."""
    inner = _LINK.fullmatch(value)
    if inner is None or any(mark in inner.group(1) for mark in _BREAKS):
        raise UsageError(
            f"{option} wants a note name or one [[link]] without brackets, backslashes, "
            f"backticks, '::' or '%%' inside, not {value!r}"
        )
    return value


def checked_tag(value: str) -> str:
    """The tag without its `#`; one word of letters, digits, `_`, `-` and `/`."""
    tag = value.removeprefix("#")
    if not _TAG.fullmatch(tag):
        raise UsageError(
            f"--tag wants one word of letters, digits, _, - or / (not only digits), not {value!r}"
        )
    return tag
