"""Vault text shown to a person: control characters visible, never obeyed.

Notes hold whatever chat senders typed, terminal escapes included: CSI sequences
recolour or clear the screen, and an OSC 52 sequence writes the clipboard. Every
interface shows vault text through `visible`: the CLI on everything it prints (see
`vaultmind.cli.streams`), the TUI on every string it renders — as plain text, never
as Rich or Textual markup.
"""

from __future__ import annotations

import re

# C0 but tab and line feed, DEL, and C1 (U+009B alone starts a CSI sequence)
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def visible(text: str) -> str:
    """`\\x1b` for ESC and likewise for every control character but tab and line feed;
    a CRLF line ending is a line ending."""
    if not CONTROL.search(text):
        return text
    return CONTROL.sub(_shown, text.replace("\r\n", "\n"))


def _shown(match: re.Match[str]) -> str:
    return f"\\x{ord(match.group()):02x}"
