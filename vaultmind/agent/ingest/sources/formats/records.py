"""What every export parser returns, and the helpers they share.

Parsers are pure: text in, frozen values out, no file writes. Times are always
timezone-aware and expressed in the vault's timezone, so the day a message lands on
(`Sources/<source>/<chat-id>/<YYYY-MM-DD>.md`) is the same on every machine.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from vaultmind.errors import UsageError


@dataclass(frozen=True, slots=True)
class RawMessage:
    """One message exactly as the export holds it, before any model sees it."""

    source: str
    chat_id: str
    chat_title: str
    message_id: str
    time: datetime
    sender: str
    text: str
    reply_to: str | None = None
    edited: datetime | None = None
    forwarded_from: str | None = None
    media: str | None = None
    sender_id: str | None = None  # the export's stable id of the sender: `telegram:user1`


@dataclass(frozen=True, slots=True)
class ParsedChat:
    """One chat of an export; `skipped` counts service lines that carry no message."""

    source: str
    chat_id: str
    title: str
    messages: tuple[RawMessage, ...]
    skipped: int


@dataclass(frozen=True, slots=True)
class ParsedExport:
    """Everything one file held: a single chat, or many for a full-account export."""

    chats: tuple[ParsedChat, ...]


def fail(name: str, problem: str) -> UsageError:
    """The one-line error every parser raises: the file, then what is wrong with it."""
    return UsageError(f"{name}: {problem}")


def zone(timezone: str) -> tzinfo:
    """The vault's timezone; a bad name is the user's mistake, not a traceback."""
    try:
        return ZoneInfo(timezone)
    except (ZoneInfoNotFoundError, ValueError) as error:
        raise UsageError(f"unknown timezone {timezone!r}") from error


def localize(moment: datetime, tz: tzinfo) -> datetime:
    """Naive times are local to the vault; aware ones are moved into its timezone."""
    if moment.tzinfo is None:
        return moment.replace(tzinfo=tz)
    return moment.astimezone(tz)


def load_json(text: str, name: str, first_line: int = 1) -> object:
    """`json.loads` whose error is one line naming the file, line and column."""
    try:
        data = json.loads(text)
        return _whole_characters(data) if _SURROGATE_ESCAPE.search(text) else data
    except json.JSONDecodeError as error:
        at = f"line {first_line + error.lineno - 1} column {error.colno}"
        raise fail(name, f"invalid JSON at {at}") from error
    except RecursionError as error:
        raise fail(name, "JSON nested too deeply") from error


_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def _whole_characters(data: object) -> object:
    """JSON may escape half of a UTF-16 pair (`"\\ud800"`): such a string cannot be
    written to any file, so the half becomes U+FFFD, as an invalid byte would."""
    if isinstance(data, str):
        return _LONE_SURROGATE.sub("\ufffd", data)
    if isinstance(data, list):
        return [_whole_characters(item) for item in data]
    if isinstance(data, dict):
        return {_whole_characters(k): _whole_characters(v) for k, v in data.items()}
    return data


def hashed_id(chat_id: str, time: datetime, sender: str, text: str, occurrence: int) -> str:
    """Id for a source without ids: the same message gets the same id on every re-parse."""
    key = "\x1f".join((chat_id, time.isoformat(), sender, text, str(occurrence)))
    return "h-" + hashlib.sha1(key.encode("utf-8")).hexdigest()[:10]


def with_hashed_ids(messages: Iterable[RawMessage]) -> tuple[RawMessage, ...]:
    """Fill in hashed ids; `occurrence` keeps genuine repeats of a line distinct."""
    seen: dict[tuple[datetime, str, str], int] = {}
    result = []
    for message in messages:
        key = (message.time, message.sender, message.text)
        occurrence = seen.get(key, 0)
        seen[key] = occurrence + 1
        message_id = hashed_id(
            message.chat_id, message.time, message.sender, message.text, occurrence
        )
        result.append(dataclasses.replace(message, message_id=message_id))
    return tuple(result)
