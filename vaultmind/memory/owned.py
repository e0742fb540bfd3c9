"""Sections VaultMind writes into the user's notes, and never overwrites once edited.

    ## Ingested
    %% vm:ingested 3f9a2c1e %%
    - …

The marker holds a hash of the body VaultMind wrote. If the body no longer matches
it, the user has edited the section, and VaultMind leaves it alone from then on.
Everything outside the section is never touched.
"""

from __future__ import annotations

import hashlib
import re
from enum import Enum

from vaultmind.memory.sections import section_span, split_lines

_MARKER = re.compile(r"^%% vm:([a-z0-9-]+) ([0-9a-f]{8}) %%[ \t]*$")


class Outcome(Enum):
    WRITTEN = "written"
    UNCHANGED = "unchanged"
    USER_EDITED = "edited by the user; left as it is"


def body_hash(lines: list[str]) -> str:
    normal = "\n".join(line.rstrip("\r\n") for line in lines).strip("\n")
    return hashlib.sha1(normal.encode("utf-8")).hexdigest()[:8]


def write_owned_section(
    text: str, heading: str, key: str, body: list[str], newline: str
) -> tuple[str, Outcome]:
    """`text` with the section `## heading` holding `body` (lines without endings)."""
    lines = split_lines(text)
    span = section_span(lines, heading)
    fresh = [f"%% vm:{key} {body_hash(body)} %%", *body]
    if span is None:
        prefix = text if not text or text.endswith(("\n", "\r")) else text + newline
        separator = newline if prefix.strip() else ""
        block = newline.join([f"## {heading}", *fresh]) + newline
        return prefix + separator + block, Outcome.WRITTEN
    start, end = span
    while end > start + 1 and not lines[end - 1].strip():
        end -= 1  # keep the blank lines before the next heading
    current = lines[start + 1 : end]
    marker = _MARKER.match(current[0].rstrip("\r\n")) if current else None
    empty = not any(line.strip() for line in current)  # a bare heading (a template's) is free
    if not empty and (marker is None or marker.group(2) != body_hash(current[1:])):
        return text, Outcome.USER_EDITED
    if [line.rstrip("\r\n") for line in current] == fresh:
        return text, Outcome.UNCHANGED
    if not lines[start].endswith(("\n", "\r")):
        lines[start] += newline
    lines[start + 1 : end] = [line + newline for line in fresh]
    return "".join(lines), Outcome.WRITTEN
