"""A WhatsApp group export is titled by its own system lines, not by the file name; media
placeholders in either language are media, never text."""

from __future__ import annotations

import pytest

from vaultmind.agent.ingest.sources.formats import ParsedChat, parse_whatsapp

FILE = "WhatsApp Chat with chat-export-2026.txt"


def parse(text: str, name: str = FILE) -> ParsedChat:
    (chat,) = parse_whatsapp(text, name, "UTC").chats
    return chat


@pytest.mark.parametrize(
    ("system_line", "title"),
    [
        ('12/1/26, 09:00 - Kate Ivanova created group "Warehouse North"', "Warehouse North"),
        ("12/1/26, 09:00 - Kate Ivanova created group «Склад»", "Склад"),
        ("01.12.2026, 09:00 - Катя Иванова создал(а) группу «Склад»", "Склад"),
        ("01.12.2026, 09:00 - Катя Иванова создала группу «Склад Север»", "Склад Север"),
        ('12/1/26, 09:00 - You created group "Warehouse North"', "Warehouse North"),
        ("\u200e[01.12.26, 09:00:00] Склад: \u200eКатя создала группу «Склад»", "Склад"),
    ],
)
def test_the_group_is_named_by_its_created_line(system_line: str, title: str) -> None:
    chat = parse(f"{system_line}\n12/1/26, 09:05 - Kate Ivanova: Привет\n")
    assert chat.title == title
    assert chat.chat_id == "WhatsApp Chat with chat-export-2026"  # ids stay with the file
    assert [m.chat_title for m in chat.messages] == [title]


def test_the_last_subject_wins() -> None:
    chat = parse(
        '12/1/26, 09:00 - Kate Ivanova created group "Warehouse"\n'
        "12/1/26, 09:01 - Kate Ivanova: Hi all\n"
        '12/2/26, 10:00 - Oleg changed the subject from "Warehouse" to "Warehouse North"\n'
        '12/3/26, 10:00 - Kate Ivanova changed the subject from "Warehouse North" to "WH: Q4"\n'
    )
    assert chat.title == "WH: Q4"


def test_a_chat_that_names_no_group_keeps_the_file_name() -> None:
    chat = parse('12/1/26, 09:05 - Kate Ivanova: created group "Fake" is what I\'d say\n')
    assert chat.title == "chat-export-2026"  # a person's message names nothing


def test_a_person_quoting_a_created_line_renames_nothing() -> None:
    chat = parse(
        '12/1/26, 09:00 - Kate Ivanova created group "Warehouse North"\n'
        '12/1/26, 09:05 - Oleg: lol, "Kate created group "Party"" next time\n'
        "12/1/26, 09:06 - Oleg: Oleg changed the subject to \u00abParty\u00bb\n"
    )
    assert chat.title == "Warehouse North"


@pytest.mark.parametrize(
    ("placeholder", "media"),
    [
        ("<Media omitted>", "media"),
        ("<Медиа файл пропущен>", "media"),
        ("<Без медиафайлов>", "media"),
        ("\u200eimage omitted", "image"),
        ("\u200eизображение отсутствует", "image"),
        ("<attached: 00000012-PHOTO-2026-12-01.jpg>", "file: 00000012-PHOTO-2026-12-01.jpg"),
    ],
)
def test_a_media_placeholder_is_media_not_text(placeholder: str, media: str) -> None:
    (message,) = parse(f"12/1/26, 09:05 - Kate Ivanova: {placeholder}\n").messages
    assert (message.text, message.media) == ("", media)
