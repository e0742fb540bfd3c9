"""WhatsApp .txt exports: iOS and Android layouts, multi-line messages, hashed ids."""

from __future__ import annotations

import hashlib
import re
from datetime import datetime

import pytest

from tests.unit.ingest.samples import MOSCOW, WHATSAPP_ANDROID, WHATSAPP_IOS
from vaultmind.agent.ingest.sources.formats import ParsedChat, hashed_id, parse_whatsapp


def parse(text: str, name: str = "WhatsApp Chat - Релиз Q4.txt") -> ParsedChat:
    (chat,) = parse_whatsapp(text, name, "Europe/Moscow").chats
    return chat


def test_ios_chat_identity_from_the_file_name() -> None:
    chat = parse(WHATSAPP_IOS)
    assert (chat.source, chat.chat_id, chat.title) == (
        "whatsapp",
        "WhatsApp Chat - Релиз Q4",
        "Релиз: Q4",  # the name the export's last subject change gives
    )


def test_ios_messages_media_and_skipped_system_lines() -> None:
    chat = parse(WHATSAPP_IOS)
    assert [(m.sender, m.text, m.media) for m in chat.messages] == [
        ("Дмитрий Кузнецов", "Доброе утро!\nОбещаю закончить рефакторинг до пятницы.", None),
        ("Анна Смирнова", "", "image"),
        ("Анна Смирнова", "Ок", None),
        ("Анна Смирнова", "Ок", None),
        ("Анна Смирнова", "", "file: 00000012-PHOTO-2026-11-30-10-10-00.jpg"),
    ]
    # encryption notice, "added", the group renamed, the subject change with a colon
    assert chat.skipped == 4


def test_ios_time_is_local_in_the_vault_timezone() -> None:
    first = parse(WHATSAPP_IOS).messages[0]
    assert first.time == datetime(2026, 11, 30, 10, 5, 12, tzinfo=MOSCOW)
    assert first.time.isoformat() == "2026-11-30T10:05:12+03:00"


def test_android_multiline_media_deleted_edited_and_phone_senders() -> None:
    chat = parse(WHATSAPP_ANDROID, "WhatsApp Chat with Dmitry Kuznetsov.txt")
    assert chat.title == "Release: Q4"  # the group's own "created group" line
    assert [(m.sender, m.text, m.media) for m in chat.messages] == [
        (
            "Dmitry Kuznetsov",
            "Morning! I'll finish the auth refactor by Friday.\nLine two\n\n"
            "Line four, after a blank line",
            None,
        ),
        ("Anna Smirnova", "", "media"),
        ("Anna Smirnova", "The new schema", "file: IMG-20261130-WA0003.jpg"),
        ("Dmitry Kuznetsov", "Fixed the typo", None),
        ("+7 916 123-45-67", "Who is this?", None),
    ]
    assert chat.skipped == 3  # encryption notice, group created, deleted message
    assert chat.messages[0].time == datetime(2026, 11, 30, 10, 5, tzinfo=MOSCOW)
    # a phone number is the sender's stable id (a contact's name is only a name)
    ids = [m.sender_id for m in chat.messages]
    assert ids == [None, None, None, None, "whatsapp:+79161234567"]


def test_russian_android_dotted_dates() -> None:
    text = (
        "30.11.2026, 10:05 - Дмитрий Кузнецов: Сделаю отчёт к среде\n"
        "01.12.2026, 09:00 - Анна Смирнова: <Без медиафайлов>\n"
    )
    chat = parse(text, "Чат WhatsApp с Дмитрий Кузнецов.txt")
    assert chat.title == "Дмитрий Кузнецов"
    assert [(m.time.day, m.time.month, m.media) for m in chat.messages] == [
        (30, 11, None),
        (1, 12, "media"),
    ]


def test_month_first_dates_with_am_pm_are_recognised() -> None:
    text = (
        "[11/30/26, 9:05:00 AM] Dmitry: first\n"
        "[12/01/26, 1:15:00\u202fPM] Anna: second\n"
        "[12/01/26, 12:30:00 AM] Anna: just after midnight\n"
    )
    times = [m.time for m in parse(text, "_chat.txt").messages]
    assert times == [
        datetime(2026, 11, 30, 9, 5, tzinfo=MOSCOW),
        datetime(2026, 12, 1, 13, 15, tzinfo=MOSCOW),
        datetime(2026, 12, 1, 0, 30, tzinfo=MOSCOW),
    ]


def test_ambiguous_dates_are_day_first() -> None:
    (message,) = parse("03/04/2026, 10:00 - Anna: hi\n").messages
    assert (message.time.day, message.time.month) == (3, 4)


def test_hashed_ids_are_stable_across_parses() -> None:
    once = [m.message_id for m in parse(WHATSAPP_IOS).messages]
    again = [m.message_id for m in parse(WHATSAPP_IOS).messages]
    assert once == again
    assert all(re.fullmatch(r"h-[0-9a-f]{10}", i) for i in once)


def test_an_identical_repeated_line_gets_its_own_id() -> None:
    messages = parse(WHATSAPP_IOS).messages
    repeats = [m for m in messages if m.text == "Ок"]
    assert len(repeats) == 2
    assert repeats[0].time == repeats[1].time
    assert repeats[0].message_id != repeats[1].message_id


def test_ids_do_not_shift_when_later_messages_are_appended() -> None:
    before = [m.message_id for m in parse(WHATSAPP_IOS).messages]
    longer = WHATSAPP_IOS + "[01.12.26, 09:00:00] Анна Смирнова: Ок\r\n"
    after = [m.message_id for m in parse(longer).messages]
    assert after[: len(before)] == before
    assert after[-1] not in before


def test_ids_depend_on_the_chat() -> None:
    one = parse(WHATSAPP_IOS, "a.txt").messages[0].message_id
    other = parse(WHATSAPP_IOS, "b.txt").messages[0].message_id
    assert one != other


@pytest.mark.parametrize(
    "line",
    [
        "[30.11.26, 10:05:12] Дима: текст",
        "\u200e[30.11.26, 10:05] Дима: текст",
        "30/11/2026, 10:05 - Дима: текст",
        "30.11.26, 10:05 – Дима: текст",
        "2026-11-30, 10:05 - Дима: текст",
    ],
)
def test_header_variants(line: str) -> None:
    (message,) = parse(line + "\n").messages
    assert (message.sender, message.text) == ("Дима", "текст")
    assert (message.time.year, message.time.month, message.time.day) == (2026, 11, 30)


def test_encryption_notice_attributed_to_a_person_is_skipped() -> None:
    text = (
        "[30.11.26, 09:00:00] Дмитрий Кузнецов: Messages and calls are end-to-end encrypted. "
        "No one outside of this chat, not even WhatsApp, can read or listen to them.\n"
        "[30.11.26, 09:01:00] Дмитрий Кузнецов: Сообщения и звонки защищены сквозным "
        "шифрованием.\n"
        "[30.11.26, 09:02:00] Дмитрий Кузнецов: Привет\n"
    )
    chat = parse(text, "WhatsApp Chat - Дмитрий Кузнецов.txt")
    assert ([m.text for m in chat.messages], chat.skipped) == (["Привет"], 2)


def test_hashed_id_formula_is_fixed() -> None:
    """The Sources block ids depend on it: changing it would re-import every chat."""
    time = datetime(2026, 11, 30, 10, 7, 30, tzinfo=MOSCOW)
    key = "\x1f".join(("chat", "2026-11-30T10:07:30+03:00", "Анна", "Ок", "1"))
    expected = "h-" + hashlib.sha1(key.encode("utf-8")).hexdigest()[:10]
    assert hashed_id("chat", time, "Анна", "Ок", 1) == expected
