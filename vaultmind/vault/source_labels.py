"""Evidence links that read well in Obsidian: `[[Sources/…/2026-11-30#^tg-1-45|30 Nov]]`.

A bare link shows its whole target in Obsidian's reading view (`Sources/telegram/
1873360214/2026-11-30 > ^tg-1873360214-18236`), so a memory line's evidence took more room
than its words. VaultMind labels the links it writes into `src`: the first dated source
shows its day ("30 Nov": when it was said, which no other field shows once `created` is
left out), each further one "↗" (a task's 📅 and ✅ already say when it moved). The
label is only what the reader sees: the parser strips exactly these labels, so
`MemoryLine.sources` holds the bare link every comparison uses, and a label the user wrote
is kept as written.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from vaultmind.vault.memory_fields import source_date

MORE = "↗"
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_OWN_LABEL = re.compile(rf"\|(?:\d{{1,2}} (?:{'|'.join(_MONTHS)})|{MORE})\]\]")


def bare(link: str) -> str:
    """The link without a label VaultMind wrote (`|30 Nov`, `|↗`); any other is kept."""
    return strip_labels(link.strip())


def strip_labels(text: str) -> str:
    """A line with every label VaultMind wrote taken off its links: the form to compare."""
    return _OWN_LABEL.sub("]]", text)


def labelled(links: Iterable[str]) -> str:
    """The `src` field's value: the links, comma-separated, dated ones labelled."""
    shown: list[str] = []
    first = True
    for link in map(bare, links):
        day = source_date(link)
        if day is None or "|" in link:
            shown.append(link)
            continue
        label = f"{day.day} {_MONTHS[day.month - 1]}" if first else MORE
        first = False
        shown.append(f"{link[:-2]}|{label}]]")
    return ", ".join(shown)
