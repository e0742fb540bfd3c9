"""Cleaning a WhatsApp message body: export artefacts out, the sent text untouched.

The export adds invisible direction marks, placeholders for media it left out
(`<Media omitted>`, `‎image omitted`, `<attached: …>`), stubs for deleted messages
and an `<This message was edited>` suffix; none of that is what the sender typed.
"""

from __future__ import annotations

import re

_BIDI = re.compile("[\u200e\u200f\u202a-\u202e\u2066-\u2069]")
_OMITTED = {
    "<media omitted>": "media",
    "<без медиафайлов>": "media",
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
