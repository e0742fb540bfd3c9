"""Extraction without a model: promises in `Sources/` files become commitments.

The Sources file is the truth: messages are read back from it, and which ones this
extractor has seen (with a short hash of their text) is recorded in its frontmatter
(`extracted:`), so running again — here or on a machine that got the vault through
git, with no `.vaultmind/` — changes nothing, and an edited message is seen again.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from vaultmind.agent.ingest.escape import unescape_text
from vaultmind.agent.ingest.formats import RawMessage
from vaultmind.agent.ingest.people import PeopleFinder
from vaultmind.agent.ingest.promises import EXTRACTOR, find_promises
from vaultmind.agent.ingest.sources import original_text, parse_items
from vaultmind.memory.store import MemoryStore, NewMemory
from vaultmind.vault.frontmatter import frontmatter_span, split_frontmatter
from vaultmind.vault.text import NoteText, decode
from vaultmind.vault.write import update_note

CONFIDENCE = 0.6  # a pattern match: probable, not certain
_SENDER = re.compile(r"^- \d\d:\d\d \*\*((?:\\.|[^*\\])*)\*\*")


@dataclass
class RulesReport:
    examined: int = 0
    already: int = 0
    promises: int = 0
    added: int = 0
    reinforced: int = 0
    superseded: int = 0
    people_created: list[str] = field(default_factory=list)
    near_misses: list[tuple[str, str]] = field(default_factory=list)


def extract_file(
    vault: Path,
    path: str,
    timezone: str,
    people: PeopleFinder,
    store: MemoryStore,
    report: RulesReport,
) -> None:
    text = decode((vault / path).read_bytes()).text
    meta = split_frontmatter(text).data
    seen = _seen(meta)
    day = date.fromisoformat(str(meta.get("date") or Path(path).stem))
    fresh: dict[str, str] = {}
    for item in parse_items(text):
        body = original_text(item)
        digest = hashlib.sha1(body.encode("utf-8")).hexdigest()[:8]
        if seen.get(item.block) == digest:
            report.already += 1
            continue
        report.examined += 1
        fresh[item.block] = digest
        message = _message(item.lines[0], item.time, body, day, timezone, meta, item.block)
        _apply(message, path, item.block, people, store, report)
    if fresh:
        update_note(vault / path, _record(seen | fresh))


def _message(
    first_line: str,
    time: str,
    body: str,
    day: date,
    timezone: str,
    meta: dict[str, object],
    block: str,
) -> RawMessage:
    sender = _SENDER.match(first_line)
    hour, minute = (int(part) for part in time.split(":"))
    when = datetime(day.year, day.month, day.day, hour, minute, tzinfo=ZoneInfo(timezone))
    return RawMessage(
        str(meta.get("source", "")),
        str(meta.get("chat", "")),
        "",
        block,
        when,
        unescape_text(sender.group(1)) if sender else "",
        body,
    )


def _apply(
    message: RawMessage,
    path: str,
    block: str,
    people: PeopleFinder,
    store: MemoryStore,
    report: RulesReport,
) -> None:
    for promise in find_promises(message):
        person = people.path_for(promise.person)
        if person is None:
            continue
        report.promises += 1
        source = f"[[{path[:-3]}#^{block}]]"
        new = NewMemory(
            "commitment", promise.text, CONFIDENCE, "agent:extraction", (source,), promise.due
        )
        change = store.add(person, new, message.time.date(), new_due_supersedes=True)
        if change.action == "added":
            report.added += 1
        elif change.action == "reinforced":
            report.reinforced += 1
        elif change.action == "superseded":
            report.superseded += 1


def _seen(meta: dict[str, object]) -> dict[str, str]:
    record = meta.get("extracted")
    if isinstance(record, dict):
        mine = record.get(EXTRACTOR)
        if isinstance(mine, dict):
            return {str(k): str(v) for k, v in mine.items()}
    return {}


def _record(seen: dict[str, str]) -> Callable[[NoteText], NoteText]:
    """Set `extracted: {"rules-1": {block: hash}}` on its own frontmatter line."""
    line = "extracted: " + json.dumps({EXTRACTOR: dict(sorted(seen.items()))}, ensure_ascii=False)

    def change(current: NoteText) -> NoteText:
        text = current.text
        span = frontmatter_span(text)
        if span is None:
            return current
        block = text[span[0] : span[1]]
        existing = re.search(r"^extracted:.*$", block, re.MULTILINE)
        if existing:
            block = block[: existing.start()] + line + block[existing.end() :]
        else:
            block = block.rstrip("\r\n") + current.newline + line + current.newline
        return NoteText(text[: span[0]] + block + text[span[1] :], current.bom, current.lossy)

    return change
