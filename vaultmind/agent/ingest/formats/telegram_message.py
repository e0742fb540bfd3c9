"""One Telegram message object → a RawMessage (or None for a service message).

The quirks handled here are the ones real exports have: `text` as a string or a list
of strings and entity objects, `from: null`, media-only messages, `date_unixtime`
next to the exporting machine's local `date`, and the `(File not included …)` stub.
"""

from __future__ import annotations

from datetime import datetime, tzinfo
from pathlib import PurePosixPath

from vaultmind.agent.ingest.formats.records import RawMessage, fail, localize

SOURCE = "telegram"
_TYPED_EXTRAS = (("location_information", "location"), ("contact_information", "contact"))


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
    )


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
