"""Telegram Desktop's result.json: both export shapes and every odd message shape."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from tests.unit.ingest.samples import (
    MOSCOW,
    dumps,
    message,
    telegram_account,
    telegram_chat,
    unix,
)
from vaultmind.agent.ingest.sources.formats import ParsedChat, RawMessage, parse_telegram


def parse_chat(data: object) -> ParsedChat:
    (chat,) = parse_telegram(dumps(data), "result.json", "Europe/Moscow").chats
    return chat


def by_id(chat: ParsedChat) -> dict[str, RawMessage]:
    return {m.message_id: m for m in chat.messages}


def test_single_chat_identity_and_service_messages_skipped() -> None:
    chat = parse_chat(telegram_chat())
    assert (chat.source, chat.chat_id, chat.title) == ("telegram", "1876543210", "Команда CRM")
    assert chat.skipped == 2  # invite_members, pin_message
    assert [m.message_id for m in chat.messages] == [str(n) for n in range(4502, 4514) if n != 4504]
    assert all(m.chat_id == "1876543210" and m.chat_title == "Команда CRM" for m in chat.messages)


def test_plain_message() -> None:
    first = by_id(parse_chat(telegram_chat()))["4502"]
    assert first == RawMessage(
        source="telegram",
        chat_id="1876543210",
        chat_title="Команда CRM",
        message_id="4502",
        time=datetime(2026, 11, 30, 10, 1, tzinfo=MOSCOW),
        sender="Анна Смирнова",
        text="Доброе утро!",
        sender_id="telegram:user100",  # `from_id`: the account, whatever name it shows
    )


def test_text_with_entities_is_concatenated_visible_text() -> None:
    promise = by_id(parse_chat(telegram_chat()))["4503"]
    assert promise.text == (
        "@anna_s обещаю закончить рефакторинг авторизации до пятницы, детали: задача"
        " и https://crm.local/T-43"
    )


def test_text_as_list_without_text_entities() -> None:
    raw = message(1, "2026-11-30T10:00:00", "Анна", ["Срок: ", {"type": "bold", "text": "пятница"}])
    del raw["text_entities"]
    chat = parse_chat({"name": "x", "type": "personal_chat", "id": 1, "messages": [raw]})
    assert chat.messages[0].text == "Срок: пятница"


def test_text_entities_are_preferred_over_text() -> None:
    raw = message(1, "2026-11-30T10:00:00", "Анна", "stale")
    raw["text_entities"] = [{"type": "plain", "text": "fresh "}, {"type": "italic", "text": "one"}]
    chat = parse_chat({"name": "x", "type": "personal_chat", "id": 1, "messages": [raw]})
    assert chat.messages[0].text == "fresh one"


def test_reply_edit_and_forward() -> None:
    messages = by_id(parse_chat(telegram_chat()))
    assert messages["4505"].reply_to == "4503"
    assert messages["4506"].edited == datetime(2026, 11, 30, 10, 17, 30, tzinfo=MOSCOW)
    assert messages["4507"].forwarded_from == "Олег Петров"
    assert messages["4502"].reply_to is None
    assert messages["4502"].edited is None
    assert messages["4502"].forwarded_from is None


@pytest.mark.parametrize(
    ("message_id", "media", "text"),
    [
        ("4508", "photo", "Схема новой авторизации"),
        ("4509", "voice_message", ""),
        ("4510", "sticker: 👍", ""),
        ("4511", "file: report.pdf", ""),
    ],
)
def test_media_messages(message_id: str, media: str, text: str) -> None:
    found = by_id(parse_chat(telegram_chat()))[message_id]
    assert (found.media, found.text) == (media, text)


def test_file_not_included_and_explicit_file_name() -> None:
    stub = message(1, "2026-11-30T10:00:00", "Анна", "")
    stub["file"] = "(File not included. Change data exporting settings to download.)"
    named = message(2, "2026-11-30T10:01:00", "Анна", "см. вложение")
    named |= {"file": "files/x.bin", "file_name": "План Q4.xlsx"}
    chat = parse_chat({"name": "x", "type": "personal_chat", "id": 1, "messages": [stub, named]})
    assert [(m.media, m.text) for m in chat.messages] == [
        ("file", ""),
        ("file: План Q4.xlsx", "см. вложение"),
    ]


def test_from_null_is_an_unknown_sender() -> None:
    ghost = by_id(parse_chat(telegram_chat()))["4512"]
    assert (ghost.sender, ghost.text) == ("", "Я больше не в команде")


def test_unixtime_wins_over_the_exporting_machines_local_date() -> None:
    raw = message(1, "2026-11-30T10:05:12", "Анна", "hi")
    raw["date"] = "2026-11-30T08:05:12"  # exported on a machine in Berlin
    chat = parse_chat({"name": "x", "type": "personal_chat", "id": 1, "messages": [raw]})
    assert chat.messages[0].time == datetime(2026, 11, 30, 10, 5, 12, tzinfo=MOSCOW)
    assert chat.messages[0].time.utcoffset() == timedelta(hours=3)


def test_date_without_unixtime_is_vault_local_and_multiline_text_is_kept() -> None:
    late = by_id(parse_chat(telegram_chat()))["4513"]
    assert late.time == datetime(2026, 11, 30, 18, 30, tzinfo=MOSCOW)
    assert late.time.astimezone(UTC).hour == 15
    assert late.text == "Созвоны\nтолько до 16:00"


def test_times_are_shown_in_the_vault_timezone() -> None:
    raw = message(1, "2026-11-30T10:05:12", "Анна", "hi")
    text = dumps({"name": "x", "type": "personal_chat", "id": 1, "messages": [raw]})
    (chat,) = parse_telegram(text, "result.json", "UTC").chats
    assert chat.messages[0].time.isoformat() == "2026-11-30T07:05:12+00:00"


def test_empty_stub_messages_are_skipped() -> None:
    empty = message(1, "2026-11-30T10:00:00", "Анна", "")
    chat = parse_chat({"name": "x", "type": "personal_chat", "id": 1, "messages": [empty]})
    assert (chat.messages, chat.skipped) == ((), 1)


def test_full_account_export_reads_chats_and_left_chats() -> None:
    export = parse_telegram(dumps(telegram_account()), "result.json", "Europe/Moscow")
    assert [(c.chat_id, c.title, len(c.messages)) for c in export.chats] == [
        ("1876543210", "Команда CRM", 11),
        ("100", "Saved Messages", 1),
        ("555", "Old project", 1),
    ]
    assert export.chats[2].messages[0].time.year == 2025


def test_a_chat_listed_twice_is_merged_without_duplicates() -> None:
    account = telegram_account()
    again = telegram_chat()
    extra = message(4600, "2026-12-01T09:00:00", "Анна Смирнова", "Новое")
    kept = again["messages"]
    assert isinstance(kept, list)
    again["messages"] = [*kept[-2:], extra]
    account["left_chats"] = {"about": "", "list": [again]}
    export = parse_telegram(dumps(account), "result.json", "Europe/Moscow")
    crm = export.chats[0]
    assert [c.chat_id for c in export.chats] == ["1876543210", "100"]
    assert [m.message_id for m in crm.messages][-3:] == ["4512", "4513", "4600"]


def test_minified_export_with_bom_and_string_ids() -> None:
    raw = message(4512, "2026-11-30T10:00:00", "Анна", "ok")
    raw["reply_to_message_id"] = 4511
    data = {"name": "x", "type": "personal_chat", "id": "42", "messages": [raw]}
    text = "\ufeff" + dumps(data).replace("\n", "")
    (chat,) = parse_telegram(text, "result.json", "Europe/Moscow").chats
    assert (chat.chat_id, chat.messages[0].message_id, chat.messages[0].reply_to) == (
        "42",
        "4512",
        "4511",
    )
    assert unix("2026-11-30T10:00:00") == raw["date_unixtime"]
