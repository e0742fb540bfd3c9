"""What the statement rules share: the statement itself and how its text is trimmed."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from vaultmind.agent.ingest.extract.promises import MAX_TEXT
from vaultmind.vault.dates import MONTH_NAMES


@dataclass(frozen=True, slots=True)
class Statement:
    kind: str  # preference | context | fact
    person: str  # the sender (preference, context) or the person named (fact)
    text: str
    valid_until: date | None = None
    named: bool = False  # `person` is a name from the text (a known note only), not the sender


# a dash between two dates is a range, not a clause's end: "Dec 22 - Jan 2", «22.12 — 9.01»
_CLAUSE_END = re.compile(
    rf",\s|\s[—-]\s(?!\d{{1,2}}(?:[./]\d{{1,2}})?(?:\s+(?:{MONTH_NAMES})(?!\w)|[./])"
    rf"|(?:{MONTH_NAMES})\.?\s+\d)",
    re.IGNORECASE,
)


def first_clause(text: str) -> str:
    return _CLAUSE_END.split(text, maxsplit=1)[0]


def clean(text: str) -> str:
    text = re.sub(r"(?:\s*[^\w\s)\]\"'»]+)+$", "", text)  # emoji and punctuation at the end
    text = text.strip(" ,;:-—.!")
    text = text[:1].upper() + text[1:]
    return text if len(text) <= MAX_TEXT else text[: MAX_TEXT - 1] + "…"
