"""WhatsApp's exported chat (`.txt`): one chat per file, no message ids.

A message starts at a line with a date header and runs until the next one, so
multi-line messages keep their line breaks. Lines with a header but no `Name:` are
system lines (encryption notice, "X added Y") and are counted as skipped; the ones that
name the group give the chat its title (`whatsapp_group`), else the file name does.
Times are local, read in the vault's timezone; ids are hashed (`records.with_hashed_ids`).

A message body is cleaned of what the export adds: invisible direction marks,
placeholders for media it left out (`<Media omitted>`, «<Медиа файл пропущен>»,
`‎image omitted`, `<attached: …>`: the Sources line says "(media)"), stubs for deleted
messages and an `<This message was edited>` suffix; none of that is what the sender typed.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import tzinfo
from pathlib import PurePath

from vaultmind.agent.ingest.sources.formats.records import (
    ParsedChat,
    ParsedExport,
    RawMessage,
    fail,
    with_hashed_ids,
    zone,
)
from vaultmind.agent.ingest.sources.formats.whatsapp_group import group_name
from vaultmind.agent.ingest.sources.formats.whatsapp_headers import (
    Header,
    day_first,
    match_header,
    moment,
)
from vaultmind.cancel import check_watched

SOURCE = "whatsapp"
_TITLE_PREFIX = re.compile(r"^(?:WhatsApp Chat(?: with| -)|Чат WhatsApp с)\s+", re.IGNORECASE)

_Block = tuple[Header, list[str]]

_BIDI = re.compile("[\u200e\u200f\u202a-\u202e\u2066-\u2069]")
_OMITTED = {
    "<media omitted>": "media",
    "<без медиафайлов>": "media",
    "<медиа файл пропущен>": "media",
    "<медиафайл пропущен>": "media",
    "<медиафайл опущен>": "media",
    "<медиа опущены>": "media",
    "изображение отсутствует": "image",
    "видео отсутствует": "video",
    "аудио отсутствует": "audio",
    "стикер отсутствует": "sticker",
    "gif отсутствует": "gif",
    "документ отсутствует": "document",
    "image omitted": "image",
    "video omitted": "video",
    "audio omitted": "audio",
    "sticker omitted": "sticker",
    "gif omitted": "gif",
    "document omitted": "document",
    "contact card omitted": "contact",
}
_ATTACHED = (
    re.compile(r"<attached: (?P<file>[^>]+)>"),
    re.compile(r"(?P<file>.+?) \(file attached\)"),
    re.compile(r"(?P<file>.+?) • .*document omitted"),
)
_DELETED = {
    "this message was deleted",
    "you deleted this message",
    "данное сообщение удалено",
    "вы удалили данное сообщение",
}
_NOTICES = (
    "messages and calls are end-to-end encrypted",
    "сообщения и звонки защищены сквозным шифрованием",
)
_EDITED = re.compile(r"[\s\u200e]*<This message was edited>\Z")
_QUOTES = set('"“”«»„')


def parse_whatsapp(text: str, name: str, timezone: str, chat_id: str | None = None) -> ParsedExport:
    """The chat in `text`; `chat_id` defaults to the file's stem (`name` is the file name)."""
    tz = zone(timezone)
    chat_id = chat_id or PurePath(name).stem
    blocks = _blocks(text, name)
    title = group_name(_system_lines(blocks)) or chat_title(chat_id)
    order = day_first(header for header, _ in blocks)
    notices = {title, chat_title(chat_id)}  # iOS "sends" notices as the group itself
    drafts = [_message(block, order, name, (chat_id, title), notices, tz) for block in blocks]
    messages = with_hashed_ids(draft for draft in drafts if draft is not None)
    chat = ParsedChat(SOURCE, chat_id, title, messages, len(blocks) - len(messages))
    return ParsedExport((chat,))


def chat_title(chat_id: str) -> str:
    """The other party or group, without the "WhatsApp Chat with" of the file name."""
    return _TITLE_PREFIX.sub("", chat_id) or chat_id


def _system_lines(blocks: list[_Block]) -> Iterator[str]:
    """The lines no person wrote: Android's without a sender, iOS's marked with U+200E."""
    for _, lines in blocks:
        raw_sender, separator, first = lines[0].partition(": ")
        if not separator or clean_sender(raw_sender) is None:
            yield _BIDI.sub("", lines[0])
        elif first.startswith("\u200e"):
            yield _BIDI.sub("", first)


def _blocks(text: str, name: str) -> list[_Block]:
    """Header lines, each with the lines of its message; text before the first is an error."""
    blocks: list[_Block] = []
    for lineno, line in enumerate(text.replace("\r\n", "\n").split("\n"), start=1):
        header = match_header(line, lineno)
        if header is not None:
            blocks.append((header, [header.rest]))
        elif blocks:
            blocks[-1][1].append(line)
        elif line.strip("\ufeff\u200e \t"):
            raise fail(name, f"line {lineno}: not a WhatsApp message line")
    if not blocks:
        raise fail(name, "not a WhatsApp export (no message lines)")
    return blocks


def _message(
    block: _Block,
    is_day_first: bool,
    name: str,
    chat: tuple[str, str],
    notices: set[str],
    tz: tzinfo,
) -> RawMessage | None:
    """A message, or None for a system line or a deleted-message stub."""
    check_watched()  # Esc during an ingest stops the parse of a long export too
    header, lines = block
    chat_id, title = chat
    while len(lines) > 1 and not lines[-1].strip():
        lines = lines[:-1]  # the blank line(s) before the next header or the end of file
    raw_sender, separator, first = lines[0].partition(": ")
    sender = clean_sender(raw_sender) if separator else None
    raw = "\n".join([first, *lines[1:]])
    media, text = split_media(clean_text(raw))
    if sender is None or _is_notice(sender, raw, media, text, notices):
        return None
    return RawMessage(
        source=SOURCE,
        chat_id=chat_id,
        chat_title=title,
        message_id="",
        time=moment(header, is_day_first, name, tz),
        sender=sender,
        text=text,
        media=media,
        sender_id=_phone_id(sender),
    )


def _phone_id(sender: str) -> str | None:
    """A sender shown as a phone number (not in the contacts): that number is stable."""
    digits = "".join(c for c in sender if c.isdigit())
    plain = all(c.isdigit() or c in "+-() \u00a0\u202a\u202c" for c in sender)
    return f"{SOURCE}:+{digits}" if plain and len(digits) >= 7 else None


def _is_notice(sender: str, raw: str, media: str | None, text: str, notices: set[str]) -> bool:
    """Stubs, and iOS group notices: "sent" by the group itself and marked with U+200E."""
    if media is not None:
        return False
    return is_stub(text) or (sender in notices and raw.startswith("\u200e"))


def clean_sender(sender: str) -> str | None:
    """The display name, or None when the "name" is really a system line with a colon.

    `Дима changed the subject to "Q4: plan"` splits at the colon like a message; names
    do not hold quotation marks, so such a split is rejected.
    """
    cleaned = _BIDI.sub("", sender).strip()
    if not cleaned or _QUOTES & set(cleaned):
        return None
    return cleaned


def is_stub(text: str) -> bool:
    """A deleted-message stub or the encryption notice iOS attributes to the chat."""
    folded = _BIDI.sub("", text).strip().casefold()
    return folded in _DELETED or folded.startswith(_NOTICES)


def split_media(text: str) -> tuple[str | None, str]:
    """(media, caption) when the first line is a media placeholder, else (None, text)."""
    first, _, caption = text.partition("\n")
    marker = _BIDI.sub("", first).strip()
    kind = _OMITTED.get(marker.casefold())
    if kind is not None:
        return kind, caption
    for pattern in _ATTACHED:
        found = pattern.fullmatch(marker)
        if found:
            return f"file: {found['file'].strip()}", caption
    return None, text


def clean_text(text: str) -> str:
    """The body without the leading direction mark and the "edited" suffix."""
    return _EDITED.sub("", text.lstrip("\u200e"))
