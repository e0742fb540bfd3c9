"""Telegram Desktop's "Export chat history" JSON (`result.json`).

Two shapes occur: a single chat (top-level `name`, `type`, `id`, `messages`) and the
full-account export, whose chats sit in `chats.list` and `left_chats.list`.
"""

from __future__ import annotations

from datetime import tzinfo

from vaultmind.agent.ingest.formats.records import (
    ParsedChat,
    ParsedExport,
    RawMessage,
    fail,
    load_json,
    zone,
)
from vaultmind.agent.ingest.formats.telegram_message import SOURCE, parse_message

_SECTIONS = ("chats", "left_chats")


def parse_telegram(text: str, name: str, timezone: str) -> ParsedExport:
    """Every chat in the file; any malformed part fails the whole file, never half of it."""
    tz = zone(timezone)
    data = load_json(text.removeprefix("\ufeff"), name)
    if not isinstance(data, dict):
        raise fail(name, "not a Telegram export (not a JSON object)")
    chats = [_chat(raw, name, tz) for raw in _raw_chats(data, name)]
    return ParsedExport(_merge_repeated(chats))


def _raw_chats(data: dict[str, object], name: str) -> list[dict[str, object]]:
    """The chat objects of either export shape."""
    if "messages" in data:
        return [data]
    if not any(key in data for key in _SECTIONS):
        raise fail(name, "not a Telegram export (no 'messages')")
    found: list[dict[str, object]] = []
    for key in _SECTIONS:
        section = data.get(key)
        if section is None:
            continue
        listing = section.get("list") if isinstance(section, dict) else None
        if not isinstance(listing, list):
            raise fail(name, f"'{key}.list' is not a list")
        for chat in listing:
            if not isinstance(chat, dict):
                raise fail(name, f"'{key}.list' holds something that is not a chat")
            found.append(chat)
    return found


def _chat(raw: dict[str, object], name: str, tz: tzinfo) -> ParsedChat:
    """One chat: its messages in export order, service messages counted as skipped."""
    chat_id = _chat_id(raw, name)
    title = _title(raw, chat_id)
    items = raw.get("messages")
    if not isinstance(items, list):
        raise fail(name, f"chat {chat_id}: 'messages' is not a list")
    messages: list[RawMessage] = []
    for item in items:
        message = parse_message(item, name, chat_id, title, tz)
        if message is not None:
            messages.append(message)
    return ParsedChat(SOURCE, chat_id, title, tuple(messages), len(items) - len(messages))


def _chat_id(raw: dict[str, object], name: str) -> str:
    """Telegram's numeric chat id as a string: it names the chat's folder in `Sources/`."""
    value = raw.get("id")
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    if isinstance(value, str) and value.lstrip("-").isdigit():
        return value
    label = raw.get("name")
    which = f"chat {label!r}" if isinstance(label, str) else "a chat"
    problem = "has no 'id'" if value is None else f"has an invalid 'id' {value!r}"
    raise fail(name, f"{which} {problem}")


def _title(raw: dict[str, object], chat_id: str) -> str:
    """The chat's name; "Saved Messages" and deleted accounts have none."""
    title = raw.get("name")
    if isinstance(title, str) and title.strip():
        return title
    return "Saved Messages" if raw.get("type") == "saved_messages" else chat_id


def _merge_repeated(chats: list[ParsedChat]) -> tuple[ParsedChat, ...]:
    """A chat listed twice (joined, left, joined again) becomes one, each message once."""
    merged: dict[str, ParsedChat] = {}
    for chat in chats:
        earlier = merged.get(chat.chat_id)
        if earlier is None:
            merged[chat.chat_id] = chat
            continue
        known = {message.message_id for message in earlier.messages}
        extra = tuple(m for m in chat.messages if m.message_id not in known)
        merged[chat.chat_id] = ParsedChat(
            earlier.source,
            earlier.chat_id,
            earlier.title,
            earlier.messages + extra,
            earlier.skipped + chat.skipped,
        )
    return tuple(merged.values())
