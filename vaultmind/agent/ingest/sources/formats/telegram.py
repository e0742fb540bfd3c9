"""Telegram Desktop's "Export chat history" JSON (`result.json`).

Two shapes occur: a single chat (top-level `name`, `type`, `id`, `messages`) and the
full-account export, whose chats sit in `chats.list` and `left_chats.list`.

Each message object becomes a RawMessage (or None for a service message). The quirks
handled are the ones real exports have: `text` as a string or a list of strings and
entity objects, `from: null`, media-only messages, `date_unixtime` next to the
exporting machine's local `date`, and the `(File not included …)` stub.
"""

from __future__ import annotations

from datetime import datetime, tzinfo
from pathlib import PurePosixPath

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

SOURCE = "telegram"
_SECTIONS = ("chats", "left_chats")
_TYPED_EXTRAS = (("location_information", "location"), ("contact_information", "contact"))


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
        check_watched()  # Esc during an ingest stops the parse of a long export too
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


def parse_message(
    item: object, name: str, chat_id: str, title: str, tz: tzinfo
) -> RawMessage | None:
    """None for what is not a message someone wrote: service lines, empty stubs."""
    if not isinstance(item, dict):
        raise fail(name, f"chat {chat_id}: a message is not a JSON object")
    if item.get("type", "message") != "message":
        return None
    message_id = _message_id(item, name, chat_id)
    where = f"chat {chat_id}, message {message_id}"
    text = _text(item, name, where)
    media = _media(item)
    if not text and media is None:
        return None
    time = _time(item, "date", name, where, tz)
    if time is None:
        raise fail(name, f"{where}: missing 'date'")
    return RawMessage(
        source=SOURCE,
        chat_id=chat_id,
        chat_title=title,
        message_id=message_id,
        time=time,
        sender=_string(item.get("from")),
        text=text,
        reply_to=_reference(item.get("reply_to_message_id")),
        edited=_time(item, "edited", name, where, tz),
        forwarded_from=_string(item["forwarded_from"]) if "forwarded_from" in item else None,
        media=media,
        sender_id=_sender_id(item.get("from_id")),
    )


def _sender_id(value: object) -> str | None:
    """`from_id` ("user123456"): the sender's account, whatever name it shows."""
    reference = _reference(value)
    return f"{SOURCE}:{reference}" if reference else None


def _message_id(item: dict[str, object], name: str, chat_id: str) -> str:
    reference = _reference(item.get("id"))
    if reference is None:
        raise fail(name, f"chat {chat_id}: a message has no 'id'")
    return reference


def _reference(value: object) -> str | None:
    """A message id (own or replied-to) as a string; Telegram writes them as numbers."""
    if isinstance(value, bool) or not isinstance(value, int | str):
        return None
    return str(value) if str(value) else None


def _string(value: object) -> str:
    """Optional names (`from`, `forwarded_from`) are null for deleted or hidden accounts."""
    return value if isinstance(value, str) else ""


def _text(item: dict[str, object], name: str, where: str) -> str:
    """Plain text: entities (bold, link, mention, text_link …) contribute their visible text."""
    entities = item.get("text_entities")
    value = entities if isinstance(entities, list) and entities else item.get("text", "")
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return "".join(_piece(part, name, where) for part in value)
    raise fail(name, f"{where}: 'text' is neither a string nor a list")


def _piece(part: object, name: str, where: str) -> str:
    if isinstance(part, str):
        return part
    if isinstance(part, dict) and isinstance(part.get("text"), str):
        return str(part["text"])
    raise fail(name, f"{where}: a part of 'text' is neither a string nor an entity")


def _media(item: dict[str, object]) -> str | None:
    """What was attached: "photo", "voice_message", "sticker: 👍", "file: report.pdf" …"""
    if "photo" in item:
        return "photo"
    media_type = item.get("media_type")
    if isinstance(media_type, str) and media_type:
        emoji = item.get("sticker_emoji")
        if media_type == "sticker" and isinstance(emoji, str) and emoji:
            return f"sticker: {emoji}"
        return media_type
    if "file" in item:
        file_name = _file_name(item)
        return f"file: {file_name}" if file_name else "file"
    poll = item.get("poll")
    if isinstance(poll, dict) and isinstance(poll.get("question"), str):
        return f"poll: {poll['question']}"
    return next((label for key, label in _TYPED_EXTRAS if key in item), None)


def _file_name(item: dict[str, object]) -> str | None:
    """`file_name` when the export has it; the path's name unless the file was not saved."""
    given = item.get("file_name")
    if isinstance(given, str) and given:
        return given
    path = item.get("file")
    if isinstance(path, str) and path and not path.startswith("("):
        return PurePosixPath(path).name
    return None


def _time(item: dict[str, object], key: str, name: str, where: str, tz: tzinfo) -> datetime | None:
    """`<key>_unixtime` (UTC seconds) when present, else `<key>` as local time in the vault."""
    unix = item.get(f"{key}_unixtime")
    if isinstance(unix, int | str) and not isinstance(unix, bool):
        try:
            return datetime.fromtimestamp(int(unix), tz)
        except (ValueError, OverflowError, OSError) as error:
            raise fail(name, f"{where}: invalid '{key}_unixtime' {unix!r}") from error
    local = item.get(key)
    if local is None:
        return None
    try:
        return localize(datetime.fromisoformat(str(local)), tz)
    except ValueError as error:
        raise fail(name, f"{where}: invalid '{key}' {local!r}") from error
