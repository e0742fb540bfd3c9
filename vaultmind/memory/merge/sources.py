"""Sources files (`Sources/<source>/<chat>/<day>.md`) from two machines that imported
the same chat: the messages are joined by block id (`split` owns the list under the
`# title` heading), and the frontmatter's records only grow, so they are joined too —
`extracted` extractor by extractor and block by block, `summaries` by their `from`
(ours first), read in either form (`vault.source_records`) and written flat.
Everything else in the frontmatter merges as git merges it."""

from __future__ import annotations

from collections.abc import Callable

from vaultmind.memory.frontmatter_edit import set_property
from vaultmind.vault.escape import json_text
from vaultmind.vault.frontmatter import frontmatter_span, split_frontmatter
from vaultmind.vault.source_records import (
    read_extracted,
    read_summaries,
    write_extracted,
    write_summaries,
)

_PLACEHOLDER = '"vaultmind-merge"'


def _extracted(ours: object, theirs: object) -> object:
    mine, other = read_extracted(ours), read_extracted(theirs)
    joined = {key: other.get(key, {}) | mine.get(key, {}) for key in [*mine, *other]}
    return ours if joined == mine else write_extracted(joined)  # unchanged: as written


def _summaries(ours: object, theirs: object) -> object:
    mine, other = read_summaries(ours), read_summaries(theirs)
    seen = {entry.get("from") for entry in mine}
    joined = [*mine, *(e for e in other if e.get("from") not in seen)]
    return ours if joined == mine else write_summaries(joined)  # unchanged: as written


RECORDS: dict[str, Callable[[object, object], object]] = {
    "extracted": _extracted,
    "summaries": _summaries,
}


def is_source(text: str) -> bool:
    """A file VaultMind's importer wrote (`type: source`), not a note the user dropped."""
    return (
        frontmatter_span(text) is not None and split_frontmatter(text).data.get("type") == "source"
    )


def hide_records(text: str) -> tuple[str, dict[str, object]]:
    """`text` with each record's value replaced by one placeholder, and the values."""
    if frontmatter_span(text) is None:
        return text, {}
    data = split_frontmatter(text).data
    found = {key: data[key] for key in RECORDS if key in data}
    newline = "\r\n" if "\r\n" in text else "\n"
    for key in found:
        text = set_property(text, key, _PLACEHOLDER, newline)
    return text, found


def restore_records(text: str, ours: dict[str, object], theirs: dict[str, object]) -> str:
    """The merged text with the placeholders holding both sides' records joined."""
    for key, join in RECORDS.items():
        if key not in ours and key not in theirs:
            continue
        value = join(ours.get(key), theirs.get(key))
        text = text.replace(f"{key}: {_PLACEHOLDER}", f"{key}: {json_text(value)}", 1)
    return text
