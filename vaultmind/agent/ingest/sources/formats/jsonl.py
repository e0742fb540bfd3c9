"""The generic JSONL format: what any other tool can be scripted to produce.

One object per line: `id`, `time` (ISO 8601; a naive time is the vault's local time),
`sender`, `text` required; `chat` (default: the file's stem) and `reply_to` optional.
Ids are kept as given, whatever characters they hold (`D1:3`).
"""

from __future__ import annotations

from datetime import datetime, tzinfo
from pathlib import PurePath

from vaultmind.agent.ingest.sources.formats.records import (
    ParsedChat,
    ParsedExport,
    RawMessage,
    fail,
    load_json,
    localize,
    zone,
)
from vaultmind.cancel import check_watched

SOURCE = "jsonl"
_REQUIRED = ("id", "time", "sender", "text")


def parse_jsonl(text: str, name: str, timezone: str) -> ParsedExport:
    """Chats in order of first appearance, messages in file order; blank lines ignored."""
    tz = zone(timezone)
    default_chat = PurePath(name).stem
    chats: dict[str, list[RawMessage]] = {}
    seen: set[tuple[str, str]] = set()
    lines = text.removeprefix("\ufeff").replace("\r\n", "\n").split("\n")
    for lineno, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        check_watched()  # Esc during an ingest stops the parse of a long export too
        message = _message(line, lineno, name, default_chat, tz)
        key = (message.chat_id, message.message_id)
        if key in seen:
            raise fail(name, f"line {lineno}: duplicate id {message.message_id!r}")
        seen.add(key)
        chats.setdefault(message.chat_id, []).append(message)
    if not chats:
        raise fail(name, "no messages")
    return ParsedExport(
        tuple(ParsedChat(SOURCE, chat, chat, tuple(items), 0) for chat, items in chats.items())
    )


def _message(line: str, lineno: int, name: str, default_chat: str, tz: tzinfo) -> RawMessage:
    """One line, validated field by field so the error says which field is wrong."""
    data = load_json(line, name, first_line=lineno)
    if not isinstance(data, dict):
        raise fail(name, f"line {lineno}: not a JSON object")
    where = f"line {lineno}"
    for key in _REQUIRED:
        if data.get(key) is None:
            raise fail(name, f"{where}: missing {key!r}")
    chat = _identifier(data.get("chat", default_chat), "chat", name, where) or default_chat
    return RawMessage(
        source=SOURCE,
        chat_id=chat,
        chat_title=chat,
        message_id=_identifier(data["id"], "id", name, where),
        time=_time(data["time"], name, where, tz),
        sender=_string(data["sender"], "sender", name, where),
        text=_string(data["text"], "text", name, where),
        reply_to=_identifier(data.get("reply_to"), "reply_to", name, where) or None,
    )


def _identifier(value: object, key: str, name: str, where: str) -> str:
    """Ids and chat names may be strings or numbers; "" stands for an absent optional one."""
    if value is None:
        return ""
    if isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool)):
        text = str(value)
        if text.strip() or key not in _REQUIRED:
            return text
        raise fail(name, f"{where}: empty {key!r}")
    raise fail(name, f"{where}: {key!r} must be a string or a number")


def _string(value: object, key: str, name: str, where: str) -> str:
    if not isinstance(value, str):
        raise fail(name, f"{where}: {key!r} must be a string")
    return value


def _time(value: object, name: str, where: str, tz: tzinfo) -> datetime:
    """ISO 8601 with or without an offset ("Z" included); naive means the vault's zone."""
    if not isinstance(value, str):
        raise fail(name, f"{where}: 'time' must be an ISO 8601 string")
    try:
        return localize(datetime.fromisoformat(value), tz)
    except ValueError as error:
        raise fail(name, f"{where}: invalid 'time' {value!r}") from error
