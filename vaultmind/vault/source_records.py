"""The records a Sources file keeps in its frontmatter, as flat lists of strings.

Obsidian's Properties panel shows text, numbers, dates and lists of them, but not a
nested object: the records are written as lists of one-line strings.

    extracted: ["rules-2: tg-1876543210-4503=9b65fdb8 tg-1876543210-4504=6ddd37da"]
    summaries: ["tg-1876543210-4503: Release status | Dmitry moves the auth work to Friday"]

    decisions: ["tg-1876543210-4507: launch on Monday"]

`extracted` has one entry per extractor (its key, then each block it has seen with 8 hex
digits of the text's SHA-1); `summaries` one per chunk summary (the first block it
covers, its title, its text); `decisions` one per decision a capable model read (the
block it rests on, then its words). Files written before this form hold JSON objects
(`{"rules-2": {"tg-…": "9b65fdb8"}}`, `[{"from": …, "title": …, "text": …}]`): both
forms are read, and the next write of a record writes it flat.
"""

from __future__ import annotations

import re

_PAIR = re.compile(r"^([a-z]{2}-[a-z0-9-]+)=(\S+)$")
_SUMMARY_FROM = re.compile(r"^([a-z]{2}-[a-z0-9-]+): ")
Extracted = dict[str, dict[str, str]]  # extractor → block → text digest


def read_extracted(value: object) -> Extracted:
    """Either form; anything else (a hand-edited entry that no longer parses) is skipped."""
    if isinstance(value, dict):  # the form written before flat properties
        return {
            str(key): {str(b): str(d) for b, d in seen.items()}
            for key, seen in value.items()
            if isinstance(seen, dict)
        }
    found: Extracted = {}
    for entry in value if isinstance(value, list) else []:
        if isinstance(entry, str):
            key, colon, pairs = entry.rpartition(": ")  # a key may hold ":", pairs never ": "
            matched = [_PAIR.match(pair) for pair in pairs.split()]
            if colon and key and all(matched):
                seen = found.setdefault(key, {})
                seen.update((match[1], match[2]) for match in matched if match)
    return found


def write_extracted(record: Extracted) -> list[str]:
    return [
        f"{key}: {' '.join(f'{block}={digest}' for block, digest in sorted(seen.items()))}"
        for key, seen in record.items()
        if seen
    ]


def read_summaries(value: object) -> list[dict[str, str]]:
    """Either form, as `{"from", "title", "text"}` entries; others are skipped."""
    found = []
    for entry in value if isinstance(value, list) else []:
        if isinstance(entry, dict) and "title" in entry and "text" in entry:
            found.append({str(k): str(v) for k, v in entry.items()})
        elif isinstance(entry, str) and (start := _SUMMARY_FROM.match(entry)):
            title, text = _split_title(entry[start.end() :])
            found.append({"from": start.group(1), "title": title, "text": text})
    return found


def write_summaries(summaries: list[dict[str, str]]) -> list[str]:
    """`from: title | text`; a `|` or `\\` in the title is backslashed (the text is last)."""
    written = []
    for entry in summaries:
        title = entry.get("title", "").replace("\\", "\\\\").replace("|", "\\|")
        written.append(f"{entry.get('from', '')}: {title} | {entry.get('text', '')}")
    return written


def _split_title(rest: str) -> tuple[str, str]:
    """`title | text` → (title, text), at the first ` | ` the title did not backslash."""
    title: list[str] = []
    index = 0
    while index < len(rest):
        char = rest[index]
        if char == "\\" and index + 1 < len(rest):
            title.append(rest[index + 1])
            index += 2
            continue
        if rest.startswith(" | ", index) or rest[index:] == " |":
            return "".join(title), rest[index + 3 :]
        title.append(char)
        index += 1
    return "".join(title), ""


def read_decisions(value: object) -> list[tuple[str, str]]:
    """`block: text` entries as (block, text); others are skipped."""
    found = []
    for entry in value if isinstance(value, list) else []:
        if isinstance(entry, str) and (start := _SUMMARY_FROM.match(entry)):
            found.append((start.group(1), entry[start.end() :]))
    return found


def write_decisions(decisions: list[tuple[str, str]]) -> list[str]:
    return [f"{block}: {' '.join(text.split())}" for block, text in decisions]
