"""Step 1 of ingest: raw messages into `Sources/`, once, on every machine alike.

Re-importing the same export changes no file; an edited message (same id, new text)
replaces its own lines; per-message processing state is cached in
`.vaultmind/state.sqlite` (pending until extraction has seen it).
"""

from __future__ import annotations

import hashlib
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from vaultmind.agent.ingest.sources.escape import block_id
from vaultmind.agent.ingest.sources.file_format import new_file, source_path
from vaultmind.agent.ingest.sources.formats import ParsedChat, ParsedExport, RawMessage
from vaultmind.agent.ingest.sources.linking import Person, locator, nobody
from vaultmind.agent.ingest.sources.merge_items import MergeCounts, merge_messages
from vaultmind.agent.ingest.sources.message_links import Linking
from vaultmind.index.paths import DataPaths
from vaultmind.index.state import open_state
from vaultmind.vault.text import NoteText, decode, name_key
from vaultmind.vault.write import update_note


@dataclass
class ChatReport:
    source: str
    chat: str
    title: str
    counts: MergeCounts = field(default_factory=MergeCounts)
    skipped: int = 0  # service messages, filtered out by --chat/--since
    files: list[str] = field(default_factory=list)  # written by this run
    all_files: list[str] = field(default_factory=list)  # every Sources file of the chat
    senders: dict[str, str] = field(default_factory=dict)  # sender's name key → chat id


def select(chat: ParsedChat, name: str | None, since: date | None) -> list[RawMessage]:
    if name and name.casefold() not in (chat.title.casefold(), chat.chat_id.casefold()):
        return []
    return [m for m in chat.messages if since is None or m.time.date() >= since]


def import_chat(
    vault: Path,
    chat: ParsedChat,
    messages: list[RawMessage],
    dry_run: bool,
    person: Person = nobody,
    stop: Callable[[], None] = lambda: None,
) -> ChatReport:
    """`person` names the note a sender's name stands for, if one does: the sender is
    written as a link to it. `stop` (a cancel check) is asked before each day's file:
    a file already written is kept, and the next run registers its messages."""
    report = ChatReport(chat.source, chat.chat_id, chat.title, skipped=chat.skipped)
    report.skipped += len(chat.messages) - len(messages)
    by_file: dict[str, list[RawMessage]] = defaultdict(list)
    for message in sorted(messages, key=lambda m: m.time):
        by_file[source_path(message)].append(message)
    report.all_files = sorted(by_file)
    report.senders = {
        name_key(" ".join(m.sender.split())): m.sender_id for m in messages if m.sender_id
    }
    batch = {
        block_id(m.source, m.chat_id, m.message_id): (path, m.sender or "?")
        for path, group in by_file.items()
        for m in group
    }
    linking = Linking(person, locator(vault, sorted(by_file), batch))
    for path, group in sorted(by_file.items()):
        stop()
        counts = _merge_file(vault / path, group, dry_run, linking)
        for name in ("new", "updated", "unchanged"):
            setattr(report.counts, name, getattr(report.counts, name) + getattr(counts, name))
        if counts.new or counts.updated:
            report.files.append(path)
    if not dry_run:
        _remember(vault, by_file)
    return report


def _merge_file(
    path: Path, messages: list[RawMessage], dry_run: bool, linking: Linking
) -> MergeCounts:
    result: list[MergeCounts] = []

    def change(current: NoteText) -> NoteText:
        result.clear()
        if not current.text:
            counts = MergeCounts(new=len(messages))
            result.append(counts)
            return NoteText(new_file(messages, linking))
        text, counts = merge_messages(current.text, messages, current.newline, linking)
        result.append(counts)
        return NoteText(text, bom=current.bom, lossy=current.lossy)

    if dry_run:
        existing = path.read_bytes() if path.exists() else b""
        change(decode(existing))
    else:
        update_note(path, change)
    return result[0]


def _remember(vault: Path, by_file: dict[str, list[RawMessage]]) -> None:
    """New or edited messages become pending; already known, unchanged ones keep their state."""
    rows = [
        (path, block_id(m.source, m.chat_id, m.message_id), m.source, m.chat_id,
         hashlib.sha1(m.text.encode("utf-8")).hexdigest())
        for path, group in by_file.items()
        for m in group
    ]  # fmt: skip
    with open_state(DataPaths.for_vault(vault).state_file) as db:
        db.execute("BEGIN")  # one commit, not one per message (20 000 of them took 15 s)
        db.executemany(
            "INSERT INTO messages VALUES (?, ?, ?, ?, ?, 'pending', NULL) "
            "ON CONFLICT(path, block) DO UPDATE SET text_sha1=excluded.text_sha1, "
            "status='pending', error=NULL WHERE messages.text_sha1 != excluded.text_sha1",
            rows,
        )
        db.execute("COMMIT")


def mark_failed(vault: Path, path: str, blocks: list[str], error: str) -> None:
    """These messages wait for a retry: the next run extracts them again."""
    with open_state(DataPaths.for_vault(vault).state_file) as db:
        db.executemany(
            "UPDATE messages SET status='failed', error=? WHERE path=? AND block=?",
            [(error, path, block) for block in blocks],
        )


def mark_processed(vault: Path, path: str) -> None:
    """Extraction has seen every message of this Sources file."""
    with open_state(DataPaths.for_vault(vault).state_file) as db:
        db.execute("UPDATE messages SET status='processed', error=NULL WHERE path=?", (path,))


def backlog(vault: Path) -> list[tuple[str, str, int, int]]:
    """(source, chat, pending, failed) per chat: what extraction still owes."""
    state = DataPaths.for_vault(vault).state_file
    if not state.exists():
        return []
    with open_state(state) as db:
        rows = db.execute(
            "SELECT source, chat, SUM(status='pending'), SUM(status='failed') FROM messages "
            "GROUP BY source, chat ORDER BY source, chat"
        ).fetchall()
    return [(r[0], r[1], int(r[2] or 0), int(r[3] or 0)) for r in rows]


def import_export(
    vault: Path,
    parsed: ParsedExport,
    dry_run: bool,
    chat: str | None,
    since: date | None,
    person: Person = nobody,
    stop: Callable[[], None] = lambda: None,
) -> list[ChatReport]:
    return [
        import_chat(vault, c, select(c, chat, since), dry_run, person, stop) for c in parsed.chats
    ]
