"""Note titles as file names that every file system, Obsidian and VaultMind accept.

A sender's name from a chat export becomes a person note's file name. The name is
whatever the sender typed: `.hidden` would make a hidden file (which Obsidian and
VaultMind skip), `CON` a file Windows cannot open, an escape byte a file name that
garbles a terminal, and 300 characters a name the file system refuses.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata

MAX_CHARS, MAX_BYTES = 100, 200  # bytes: ext4 allows 255, with room for `.md` and temp names
FORBIDDEN = re.compile(r'[*"\\/<>:|?#^\[\]]')  # characters Obsidian refuses in a file name
_INVISIBLE = re.compile("[\x00-\x1f\x7f-\x9f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
_RESERVED = {"CON", "PRN", "AUX", "NUL"} | {f"{d}{n}" for d in ("COM", "LPT") for n in range(10)}


def file_name_problem(title: str) -> str | None:
    """Why `title` cannot be a note's file name as it is, or None."""
    if FORBIDDEN.search(title):
        return 'no * " \\ / < > : | ? # ^ [ ]'
    if _INVISIBLE.search(title):
        return "no control characters"
    if title.startswith("."):
        return "no leading dot: the note would be hidden"
    if title.split(".", 1)[0].rstrip(" ").upper() in _RESERVED:
        return "not a name Windows reserves (CON, PRN, AUX, NUL, COM1, LPT1, …)"
    if len(title) > MAX_CHARS or len(title.encode("utf-8")) > MAX_BYTES:
        return f"at most {MAX_CHARS} characters"
    return None


def safe_title(name: str) -> str:
    """A title for a name from elsewhere that `file_name_problem` accepts: forbidden and
    control characters become spaces, leading dots go, `%%` (an Obsidian comment) and
    backticks do not survive, a reserved name gets `_`, and a long one is cut and ends
    with a short hash of the whole, so two long names sharing a start stay two notes."""
    title = _INVISIBLE.sub(" ", FORBIDDEN.sub(" ", unicodedata.normalize("NFC", name)))
    title = re.sub("%{2,}", "%", title.replace("`", " "))
    title = " ".join(title.split()).lstrip(". ").rstrip(". ")
    base, dot, rest = title.partition(".")
    if base.rstrip(" ").upper() in _RESERVED:
        title = f"{base}_{dot}{rest}"
    if not title:
        return f"note-{_digest(name)}"
    if len(title) > MAX_CHARS or len(title.encode("utf-8")) > MAX_BYTES:
        title = _cut(title, MAX_CHARS - 7).rstrip(". ") + f"…{_digest(name)[:6]}"
    return title


def _cut(title: str, chars: int) -> str:
    cut = title[:chars]
    while len(cut.encode("utf-8")) > MAX_BYTES - 9:  # the `…` and hash take 9 bytes
        cut = cut[:-1]
    return cut


def _digest(name: str) -> str:
    return hashlib.sha1(name.encode("utf-8", "surrogatepass")).hexdigest()[:8]
