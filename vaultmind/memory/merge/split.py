"""A note cut in two for merging: the user's text, and the sections VaultMind owns.

Each owned section's body is replaced by one placeholder line, so git's ordinary
three-way merge sees the user's text (and the owned headings, as anchors) while the
bodies are merged line by line by id (see `vaultmind.memory.merge.sections`).
"""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass, field

from vaultmind.memory.sections import split_lines
from vaultmind.vault.task_dates import is_daily_name
from vaultmind.vault.visible_lines import visible_headings

NOTE, DAILY, WEEKLY, SOURCE = "note", "daily", "weekly", "source"
MESSAGES = "messages"  # a Sources file's message list: everything under its `# title`
_WEEKLY_NAME = re.compile(r"(?:^|/)\d{4}-W\d{2}\.md$", re.IGNORECASE)
_OWNED: dict[str, tuple[re.Pattern[str], ...]] = {
    NOTE: (re.compile(r"memory|relations|plan"),),
    DAILY: (
        re.compile(r"ingested"),
        re.compile(r"reflection — \[\[[^\]\n]+\]\]"),
        re.compile(r"chat summary — \d{2}:\d{2}"),
    ),
    WEEKLY: (re.compile(r"weekly digest"),),
}


def note_kind(path: str | None) -> str | None:
    """Which owned sections a file has, by its name (Periodic Notes names); None for a
    path that is not a note and an unknown path (every owned name then counts)."""
    if path is None:
        return None
    if path.startswith("Sources/") or "/Sources/" in path:
        return SOURCE
    if is_daily_name(path):
        return DAILY
    if _WEEKLY_NAME.search(path):
        return WEEKLY
    return NOTE


def owned_key(heading: str, kind: str | None) -> str | None:
    """The section's key (its heading text, lower case) when VaultMind owns it."""
    key = " ".join(heading.split()).lower()
    if kind == SOURCE:
        return None
    kinds = (kind,) if kind is not None else tuple(_OWNED)
    owned = any(p.fullmatch(key) for k in kinds for p in _OWNED[k])
    return key if owned else None


@dataclass
class Split:
    """`text`: the user's text with a placeholder where each owned body was;
    `bodies`: placeholder name → the body's lines (with their endings)."""

    text: str
    bodies: dict[str, list[str]] = field(default_factory=dict)
    headings: dict[str, str] = field(default_factory=dict)  # placeholder → heading line


class Placeholders:
    """One placeholder line per section key, the same in all three versions."""

    def __init__(self) -> None:
        self.nonce = secrets.token_hex(8)
        self.names: dict[str, str] = {}

    def line(self, key: str) -> str:
        if key not in self.names:
            self.names[key] = f"%% vaultmind-merge {self.nonce} {len(self.names)} %%"
        return self.names[key] + "\n"


def split_owned(text: str, kind: str | None, marks: Placeholders) -> Split:
    """The user's text and the owned bodies. A body ends at its last non-blank line
    before the next heading of the same or a higher level (blank lines stay text)."""
    lines = split_lines(text)
    headings = list(visible_headings(text))
    out: list[str] = []
    split = Split("")
    seen: dict[str, int] = {}
    cursor = 0
    for number, (index, level, heading) in enumerate(headings):
        key = owned_key(heading, kind) if level == 2 else None
        if kind == SOURCE and level == 1 and not split.bodies:
            key = MESSAGES
        if key is None or index < cursor:
            continue
        end = next((i for i, lv, _ in headings[number + 1 :] if lv <= level), len(lines))
        last = end
        while last > index + 1 and not lines[last - 1].strip():
            last -= 1
        occurrence = seen.get(key, 0)
        seen[key] = occurrence + 1
        placeholder = marks.line(f"{key}\x00{occurrence}")
        heading_line = lines[index]
        if not heading_line.endswith("\n"):
            heading_line += "\n"
        out += [*lines[cursor:index], heading_line, placeholder]
        name = placeholder.rstrip("\n")
        split.bodies[name] = lines[index + 1 : last]
        split.headings[name] = lines[index].rstrip("\r\n")
        cursor = last
    out += lines[cursor:]
    split.text = "".join(out)
    return split
