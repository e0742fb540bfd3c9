"""Small exports shaped exactly like the real ones, quirks included.

Telegram exports are built as dicts and dumped the way Telegram Desktop writes them
(indented, non-ASCII kept, `date_unixtime` as a string of UTC seconds).
"""

from __future__ import annotations

import json
from datetime import datetime
from zoneinfo import ZoneInfo

MOSCOW = ZoneInfo("Europe/Moscow")
NOT_INCLUDED = "(File not included. Change data exporting settings to download.)"

JsonObject = dict[str, object]
USER_IDS = {"Анна Смирнова": "user100", "Дмитрий Кузнецов": "user200", "Oleg Petrov": "user400"}


def unix(local: str) -> str:
    """Telegram's `date_unixtime` for a Moscow wall-clock time."""
    return str(int(datetime.fromisoformat(local).replace(tzinfo=MOSCOW).timestamp()))


def plain(text: str) -> list[JsonObject]:
    return [{"type": "plain", "text": text}]


def message(message_id: int, local: str, sender: str | None, text: object) -> JsonObject:
    """A regular message; `text_entities` mirrors `text` the way exports do."""
    entities = plain(text) if isinstance(text, str) and text else []
    if isinstance(text, list):
        entities = [p if isinstance(p, dict) else {"type": "plain", "text": p} for p in text]
    return {
        "id": message_id,
        "type": "message",
        "date": local,
        "date_unixtime": unix(local),
        "from": sender,
        "from_id": USER_IDS.get(sender or "", "user300"),
        "text": text,
        "text_entities": entities,
    }


def telegram_chat() -> JsonObject:
    """A Russian team chat with every odd message shape a real export has."""
    reply = message(4505, "2026-11-30T10:12:00", "Анна Смирнова", "Отлично, жду")
    reply["reply_to_message_id"] = 4503
    edited = message(
        4506, "2026-11-30T10:15:00", "Дмитрий Кузнецов", "Перенёс дедлайн на 4 декабря"
    )
    edited |= {"edited": "2026-11-30T10:17:30", "edited_unixtime": unix("2026-11-30T10:17:30")}
    forwarded = message(
        4507, "2026-11-30T10:20:00", "Анна Смирнова", "Созвон с поставщиком в 15:00"
    )
    forwarded["forwarded_from"] = "Олег Петров"
    photo = message(4508, "2026-11-30T10:25:00", "Дмитрий Кузнецов", "Схема новой авторизации")
    photo |= {"photo": "photos/photo_1@30-11-2026_10-25-00.jpg", "width": 1280, "height": 720}
    voice = message(4509, "2026-11-30T10:30:00", "Анна Смирнова", "")
    voice |= {
        "file": "voice_messages/audio_1@30-11-2026_10-30-00.ogg",
        "media_type": "voice_message",
        "mime_type": "audio/ogg",
        "duration_seconds": 7,
    }
    sticker = message(4510, "2026-11-30T10:31:00", "Дмитрий Кузнецов", "")
    sticker |= {"file": NOT_INCLUDED, "media_type": "sticker", "sticker_emoji": "👍"}
    document = message(4511, "2026-11-30T10:40:00", "Анна Смирнова", "")
    document |= {"file": "files/report.pdf", "mime_type": "application/pdf"}
    ghost = message(4512, "2026-11-30T11:00:00", None, "Я больше не в команде")
    local_only = message(4513, "2026-11-30T18:30:00", "Анна Смирнова", "Созвоны\nтолько до 16:00")
    del local_only["date_unixtime"]
    return {
        "name": "Команда CRM",
        "type": "private_supergroup",
        "id": 1876543210,
        "messages": [
            {
                "id": 4501,
                "type": "service",
                "date": "2026-11-30T09:58:00",
                "date_unixtime": unix("2026-11-30T09:58:00"),
                "actor": "Анна Смирнова",
                "actor_id": "user100",
                "action": "invite_members",
                "members": ["Дмитрий Кузнецов"],
                "text": "",
                "text_entities": [],
            },
            message(4502, "2026-11-30T10:01:00", "Анна Смирнова", "Доброе утро!"),
            message(
                4503,
                "2026-11-30T10:05:12",
                "Дмитрий Кузнецов",
                [
                    {"type": "mention", "text": "@anna_s"},
                    " обещаю закончить ",
                    {"type": "bold", "text": "рефакторинг авторизации"},
                    " до пятницы, детали: ",
                    {"type": "text_link", "text": "задача", "href": "https://crm.local/T-42"},
                    " и ",
                    {"type": "link", "text": "https://crm.local/T-43"},
                ],
            ),
            {
                "id": 4504,
                "type": "service",
                "date": "2026-11-30T10:10:00",
                "date_unixtime": unix("2026-11-30T10:10:00"),
                "actor": "Дмитрий Кузнецов",
                "actor_id": "user200",
                "action": "pin_message",
                "message_id": 4503,
                "text": "",
                "text_entities": [],
            },
            reply,
            edited,
            forwarded,
            photo,
            voice,
            sticker,
            document,
            ghost,
            local_only,
        ],
    }


def telegram_account() -> JsonObject:
    """The full-account export: chats under `chats.list` and `left_chats.list`."""
    saved: JsonObject = {
        "type": "saved_messages",
        "id": 100,
        "messages": [message(1, "2026-11-29T21:00:00", "Анна Смирнова", "Купить билеты")],
    }
    old_team: JsonObject = {
        "name": "Old project",
        "type": "private_group",
        "id": 555,
        "messages": [message(7, "2025-03-01T12:00:00", "Oleg Petrov", "Bye all")],
    }
    return {
        "about": "Here is the data you requested. Remember: Telegram is ad free.",
        "personal_information": {"user_id": 100, "first_name": "Анна", "last_name": "Смирнова"},
        "chats": {
            "about": "This page lists all chats from this export.",
            "list": [telegram_chat(), saved],
        },
        "left_chats": {
            "about": "This page lists all supergroups you have left.",
            "list": [old_team],
        },
    }


def dumps(data: object) -> str:
    """The way Telegram Desktop writes `result.json`."""
    return json.dumps(data, ensure_ascii=False, indent=1)


WHATSAPP_IOS = (
    "\ufeff[30.11.26, 10:00:00] Релиз Q4: \u200eMessages and calls are end-to-end encrypted. "
    "No one outside of this chat, not even WhatsApp, can read or listen to them.\r\n"
    "\u200e[30.11.26, 10:01:00] Релиз Q4: \u200eАнна Смирнова added Олег Петров\r\n"
    "[30.11.26, 10:05:12] Дмитрий Кузнецов: Доброе утро!\r\n"
    "Обещаю закончить рефакторинг до пятницы.\r\n"
    "\u200e[30.11.26, 10:06:00] Анна Смирнова: \u200eimage omitted\r\n"
    "[30.11.26, 10:07:30] Анна Смирнова: Ок\r\n"
    "[30.11.26, 10:07:30] Анна Смирнова: Ок\r\n"
    "\u200e[30.11.26, 10:08:00] Релиз Q4: \u200eДмитрий Кузнецов changed the group name\r\n"
    "\u200e[30.11.26, 10:09:00] Дмитрий Кузнецов changed the subject to “Релиз: Q4”\r\n"
    "[30.11.26, 10:10:00] Анна Смирнова: "
    "\u200e<attached: 00000012-PHOTO-2026-11-30-10-10-00.jpg>\r\n"
)

WHATSAPP_ANDROID = (
    "30/11/2026, 10:00 - Messages and calls are end-to-end encrypted. No one outside of this "
    "chat, not even WhatsApp, can read or listen to them. Tap to learn more.\n"
    '30/11/2026, 10:01 - Anna Smirnova created group "Release: Q4"\n'
    "30/11/2026, 10:05 - Dmitry Kuznetsov: Morning! I'll finish the auth refactor by Friday.\n"
    "Line two\n"
    "\n"
    "Line four, after a blank line\n"
    "30/11/2026, 10:06 - Anna Smirnova: <Media omitted>\n"
    "30/11/2026, 10:07 - Anna Smirnova: IMG-20261130-WA0003.jpg (file attached)\n"
    "The new schema\n"
    "30/11/2026, 10:08 - Dmitry Kuznetsov: This message was deleted\n"
    "30/11/2026, 10:09 - Dmitry Kuznetsov: Fixed the typo <This message was edited>\n"
    "30/11/2026, 10:10 - \u202a+7 916 123-45-67\u202c: Who is this?\n"
)
