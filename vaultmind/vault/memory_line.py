"""The typed-memory line format (DESIGN.md): one memory per line in `## Memory`.

    - [commitment] Finish the auth refactor [due:: 2026-12-04] [confidence:: 0.9] #auth ^m-a3fecq

Parsing is pure and lossless: `MemoryLine.raw` is the line exactly as written, and
every edit VaultMind makes (see `vaultmind.memory.edit`) changes only a field's value
or appends a field, so the user's wording, order and spacing survive.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import replace

from vaultmind.vault import syntax
from vaultmind.vault.escape import unescape_syntax
from vaultmind.vault.model import KINDS, MEMORY_HEADING, STATUSES, MalformedMemory, MemoryLine
from vaultmind.vault.source_labels import bare
from vaultmind.vault.task_memory import TASK_ITEM, blank_emoji, box_status, emoji_fields

__all__ = ["KINDS", "MEMORY_HEADING", "STATUSES", "lines_remembered", "parse_memory_line"]

_ITEM = re.compile(r"^[ \t]*[-*+][ \t]+\[([A-Za-z][\w-]+)\][ \t]+(.*)$")
_TAG_WORD = re.compile(r"#(?=[\w/-]*[^\W\d])[\w/-]+")
_BLOCK = re.compile(r"[ \t]+\^([A-Za-z0-9-]+)[ \t]*$")


def parse_memory_line(
    raw: str, line_no: int, shown: str | None = None
) -> MemoryLine | MalformedMemory | None:
    """A memory line, a malformed one (reported), or None for text that is not a list item.
    `shown`: the line with its `%% comments %%` blanked, which is what is read; `raw`
    stays the line as written, so an edit never loses the comment."""
    found = _parsed(raw, shown) if _remembered is None else _recalled(_remembered, raw, shown)
    return found if found is None or found.line == line_no else replace(found, line=line_no)


REMEMBERED = 65536  # lines kept at most (~2 KB each): an ingest's person notes
_remembered: dict[tuple[str, str | None], MemoryLine | MalformedMemory | None] | None = None
_users = 0
_lock = threading.Lock()


@contextmanager
def lines_remembered() -> Iterator[None]:
    """Within it, a memory line is parsed once per distinct text (the results are frozen;
    the line number is set on the way out). An ingest re-reads each person note after
    every group of messages it writes, and few of its lines change; outside an ingest
    nothing is kept, so an index build or a long-lived TUI holds no parsed lines."""
    global _remembered, _users
    with _lock:
        _users += 1
        if _remembered is None:
            _remembered = {}
    try:
        yield
    finally:
        with _lock:
            _users -= 1
            if _users == 0:
                _remembered = None


def _recalled(
    cache: dict[tuple[str, str | None], MemoryLine | MalformedMemory | None],
    raw: str,
    shown: str | None,
) -> MemoryLine | MalformedMemory | None:
    key = (raw, shown)
    if key not in cache:
        if len(cache) >= REMEMBERED:
            cache.clear()
        cache[key] = _parsed(raw, shown)
    return cache[key]


def _parsed(raw: str, shown: str | None) -> MemoryLine | MalformedMemory | None:
    if shown is not None and shown != raw:
        found = _parse(shown, 0)
        return replace(found, raw=raw) if found is not None else None
    return _parse(raw, 0)


def _parse(raw: str, line_no: int) -> MemoryLine | MalformedMemory | None:
    masked = syntax.mask_line(raw)
    task = TASK_ITEM.match(masked)
    if task:
        return _task_memory(raw, masked, task, line_no)
    item = _ITEM.match(masked)
    if not item:
        if raw.strip().startswith(("- ", "* ", "+ ")):
            return MalformedMemory(line_no, raw, "not `- [kind] text` or `- [ ] task`")
        return None
    kind = item.group(1).lower()
    if kind not in KINDS:
        return MalformedMemory(line_no, raw, f"unknown kind [{item.group(1)}]")
    start = item.end(1) + 1  # the text starts after `[kind]` and the spaces that follow
    while raw[start : start + 1] in (" ", "\t"):  # it in the raw line: masking blanked
        start += 1  # a leading `\[` or `\#` too
    body = masked[start:]
    block = _BLOCK.search(body)
    fields = tuple((f.key.strip().lower(), f.value) for f in syntax.find_fields(body, line_no))
    text = _text_of(body, raw[start:], block.start() if block else len(body))
    if not text:
        return MalformedMemory(line_no, raw, "a memory needs some text")
    tags = tuple(syntax.find_tags(re.sub(r"\[[^\[\]]*::[^\]]*\]", " ", body)))
    sources = _sources(fields)
    block_id = block.group(1) if block else None
    return MemoryLine(line_no, kind, text, fields, tags, block_id, raw, sources)


def _task_memory(
    raw: str, masked: str, task: re.Match[str], line_no: int
) -> MemoryLine | MalformedMemory:
    """A commitment in the Tasks plugin's form: the box is its status, the emoji its dates."""
    start = task.end(2) + 1  # after `]`, then the spaces in the raw line (masking blanked
    while raw[start : start + 1] in (" ", "\t"):  # a leading code span or `\[` too)
        start += 1
    body = masked[start:]
    block = _BLOCK.search(body)
    written = [(f.key.strip().lower(), f.value) for f in syntax.find_fields(body, line_no)]
    words = blank_emoji(body)
    raw_words = "".join(
        r if w != " " or b == " " else " " for r, w, b in zip(raw[start:], words, body, strict=True)
    )
    text = _text_of(words, raw_words, block.start() if block else len(body))
    if not text:
        return MalformedMemory(line_no, raw, "a memory needs some text")
    dated = emoji_fields(body)
    superseded_by = next((v for k, v in reversed(written) if k == "superseded_by"), None)
    status = box_status(task.group(2), superseded_by)
    fields = [*written, *dated] + ([("status", status)] if status != "active" else [])
    tags = tuple(syntax.find_tags(re.sub(r"\[[^\[\]]*::[^\]]*\]", " ", words)))
    sources = _sources(written)
    block_id = block.group(1) if block else None
    return MemoryLine(line_no, "commitment", text, tuple(fields), tags, block_id, raw, sources)


def _sources(fields: Iterable[tuple[str, str]]) -> tuple[str, ...]:
    """The `src` links, bare: the labels VaultMind writes are for the reader only."""
    found = (syntax.find_links(value, 0) for key, value in fields if key == "src")
    return tuple(bare(link.raw) for links in found for link in links)


def _text_of(masked: str, raw: str, end: int) -> str:
    """The memory's words (the backslashes that kept them inert dropped): without inline
    fields, trailing #tags and the block id. Spans are found on the masked line and cut
    from the raw one: masking keeps every column in place."""
    keep = [True] * end
    blanked = masked[:end]
    for pattern in (syntax.BRACKET_FIELD, syntax.PAREN_FIELD):
        for match in pattern.finditer(masked[:end]):
            keep[match.start() : match.end()] = [False] * (match.end() - match.start())
            blanked = (
                blanked[: match.start()]
                + " " * (match.end() - match.start())
                + blanked[match.end() :]
            )
    tags = _trailing_tags_start(blanked)
    if tags is not None:
        keep[tags:] = [False] * (end - tags)
    text = "".join(char for char, kept in zip(raw[:end], keep, strict=True) if kept)
    return unescape_syntax(" ".join(text.split()))


def _trailing_tags_start(blanked: str) -> int | None:
    """Where the run of `#tags` closing the text starts (each after a space or tab).

    Peeled off word by word from the end: a regex over the long blank runs that
    removed fields leave behind backtracks quadratically on a much-reinforced line."""
    start = None
    end = len(blanked.rstrip(" \t"))
    while end > 0:
        cut = max(blanked.rfind(" ", 0, end), blanked.rfind("\t", 0, end))
        if cut < 0 or not _TAG_WORD.fullmatch(blanked, cut + 1, end):
            break
        start = cut + 1  # not the end of the words before: masked code is blank too
        end = len(blanked[:cut].rstrip(" \t"))
    return start
