"""A commitment written as a Tasks-plugin task line in `## Memory` (vault format 2).

    - [ ] Finish the auth refactor [src:: [[S#^tg-1-45]]] ➕ 2026-11-27 📅 2026-12-04 ^m-a3f
    - [x] Send the supplier report 📅 2026-11-30 ✅ 2026-11-29 ^m-r6b
    - [-] Finish the auth refactor [superseded_by:: [[#^m-a3f]]] 📅 2026-11-28 ❌ 2026-11-30 ^m-ddz

The kind is implied by the checkbox, and the fields the Tasks plugin owns are its
emoji: 📅 due, ➕ created, ✅ done, ❌ cancelled. They are read into the same
`MemoryLine.fields` the `[key:: value]` form gives, so every reader sees one memory,
whichever form the line is in. Ticking the box in Obsidian marks the promise done.
"""

from __future__ import annotations

import re

from vaultmind.vault import syntax

# `- [c] body`: exactly one character in the box (a kind such as `[fact]` has more)
TASK_ITEM = re.compile(r"^([ \t]*[-*+][ \t]+\[)(.)(\][ \t]+)(.*)$")
_VS = "\ufe0f?"  # emoji may carry a variant selector
_DATE = r"[ \t]*(\d{4}-\d{2}-\d{2})"
EMOJI = {"created": "➕", "due": "📅", "cancelled": "❌", "done": "✅"}  # the plugin's order
DATE_FIELDS = {
    "due": re.compile(f"(?:📅|📆|🗓){_VS}{_DATE}"),
    "created": re.compile(f"➕{_VS}{_DATE}"),
    "done": re.compile(f"✅{_VS}{_DATE}"),
    "cancelled": re.compile(f"❌{_VS}{_DATE}"),
    "scheduled": re.compile(f"⏳{_VS}{_DATE}"),
    "start": re.compile(f"🛫{_VS}{_DATE}"),
}
# Every emoji field the plugin reads (priority, recurrence, ids too): not the memory's words
EMOJI_TOKEN = re.compile(
    r"(?:📅|📆|🗓|⏳|🛫|✅|➕|❌)\ufe0f?[ \t]*\d{4}-\d{2}-\d{2}"
    r"|(?:🔺|⏫|🔼|🔽|⏬)\ufe0f?"
    r"|🔁\ufe0f?[ \t]*[a-zA-Z0-9, !]+?(?=[ \t]*(?:[📅📆🗓⏳🛫✅➕❌🔺⏫🔼🔽⏬🆔⛔#^]|$))"
    r"|🆔\ufe0f?[ \t]*[a-zA-Z0-9_-]+"
    r"|⛔\ufe0f?[ \t]*[a-zA-Z0-9_-]+(?:[ \t]*,[ \t]*[a-zA-Z0-9_-]+)*"
)
BOX = {"active": " ", "done": "x", "archived": "-", "superseded": "-"}


def box_status(box: str, superseded_by: str | None) -> str:
    """`x` done; `-` cancelled: superseded when it names its successor, else archived;
    anything else (` `, `/` in progress, `>` …) is still open."""
    if box in ("x", "X"):
        return "done"
    if box == "-":
        return "superseded" if superseded_by else "archived"
    return "active"


def emoji_fields(body: str) -> list[tuple[str, str]]:
    """The plugin's dated fields on the line, as `(key, YYYY-MM-DD)`."""
    found = []
    for key, pattern in DATE_FIELDS.items():
        match = pattern.search(body)
        if match:
            found.append((key, match.group(1)))
    return found


def blank_emoji(masked: str) -> str:
    """The line with its emoji fields blanked, column for column."""
    return EMOJI_TOKEN.sub(lambda m: " " * len(m.group(0)), masked)


def is_task_form(raw: str) -> bool:
    return TASK_ITEM.match(syntax.mask_line(raw)) is not None
