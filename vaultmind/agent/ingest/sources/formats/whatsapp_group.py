"""A WhatsApp group's name as the export's own system lines give it.

The file name is what the phone chose ("WhatsApp Chat with Warehouse North (2).txt",
or a name the user typed); the export itself says `Kate created group "Warehouse North"`,
`… changed the subject from "A" to "B"`, «… создал(а) группу «Склад»». The last such line
wins, so a renamed group gets its current name; a chat with none keeps the file's.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_OPEN, _CLOSE = "\"“«„'", "\"”»“'"
_NAMED = re.compile(
    r"(?:\bcreated\s+(?:the\s+)?group|\bchanged\s+(?:the\s+)?(?:subject|group\s+name)"
    r"(?:\s+from\s+.*?)?\s+to|(?<!\w)создал[аи]?(?:\(а\))?\s+группу"
    r"|(?<!\w)изменил[аи]?(?:\(а\))?\s+(?:тему|название(?:\s+группы)?)(?:\s+с\s+.*?)?\s+на)"
    rf"\s*[{_OPEN}](?P<name>.+)[{_CLOSE}]\s*\.?\s*$",
    re.IGNORECASE,
)


def group_name(system_lines: Iterable[str]) -> str | None:
    """The group's name from the last system line that names it, or None."""
    name = None
    for line in system_lines:
        found = _NAMED.search(line)
        if found and found["name"].strip():
            name = found["name"].strip()
    return name
