"""Sources files: one list item per message, the text recoverable, merges that touch only ours."""

from __future__ import annotations

import dataclasses
from datetime import datetime
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.unit.ingest.samples import MOSCOW
from vaultmind.agent.ingest.sources.file_format import (
    SourceItem,
    new_file,
    original_text,
    parse_items,
    render,
    source_path,
)
from vaultmind.agent.ingest.sources.formats import RawMessage
from vaultmind.agent.ingest.sources.merge_items import (
    merge_messages,
)
from vaultmind.vault.parse import parse_note

TEXTS = [
    "Доброе утро! 😀👍🏽 ёЁ",
    "line one\nline two\n\nline four after a blank",
    "trailing spaces   ",
    "   leading spaces\n    - nested looking",
    "\n\nstarts with blank lines",
    "ends with a blank line\n",
    "",
    "# not a heading\n- [ ] not a task\n> not a quote",
    "[[link]] #tag ^blk [k:: v] %% c %% `code` **bold** _it_ <b>x</b>",
    "ends with a field look-alike [reply_to:: 1]",
    "back\\slash\\ and \\\\ doubled",
    "- 10:05 **Someone**: a message inside a message ^tg-1-1",
]


def msg(text: str = "hi", at: str = "10:05", message_id: str = "4503", **extra: Any) -> RawMessage:
    hour, minute = (int(part) for part in at.split(":"))
    base = RawMessage(
        source="telegram",
        chat_id="1876543210",
        chat_title="Команда CRM",
        message_id=message_id,
        time=datetime(2026, 11, 30, hour, minute, tzinfo=MOSCOW),
        sender="Дмитрий Кузнецов",
        text=text,
    )
    return dataclasses.replace(base, **extra)


def only_item(lines: list[str]) -> SourceItem:
    (item,) = parse_items("# Chat\n\n" + "\n".join(lines) + "\n")
    return item


def round_trip(message: RawMessage) -> str:
    return original_text(only_item(render(message)))


@pytest.mark.parametrize("text", TEXTS)
def test_text_round_trips(text: str) -> None:
    assert round_trip(msg(text)) == text
    assert round_trip(msg(text, reply_to="4501", forwarded_from="Олег")) == text


one_line = st.text().filter(lambda s: "\n" not in s)
edit_time = st.just(datetime(2026, 11, 30, 11, 0, tzinfo=MOSCOW))
fields = st.fixed_dictionaries(
    {},
    optional={"reply_to": one_line.filter(bool), "forwarded_from": one_line, "edited": edit_time},
)


@given(st.text(), one_line, fields)
def test_any_text_round_trips(text: str, sender: str, extra: dict[str, Any]) -> None:
    message = msg(text, sender=sender, **extra)
    item = only_item(render(message))
    assert item.lines == tuple(render(message))
    assert original_text(item) == text


@pytest.mark.parametrize(
    ("text", "extra"),
    [
        pytest.param("Схема\nавторизации", {"media": "photo"}, id="media-caption"),
        pytest.param("written on Windows\r\nsecond line", {}, id="crlf-in-text"),
        pytest.param("path C:\\", {"reply_to": "4501"}, id="backslash-before-field"),
    ],
)
def test_edge_texts_round_trip(text: str, extra: dict[str, Any]) -> None:
    assert round_trip(msg(text, **extra)) == text


def test_the_block_id_ends_the_last_line() -> None:
    lines = render(msg("one\ntwo\nthree"))
    assert lines == ["- 10:05 Дмитрий Кузнецов: one", "  two", "  three ^tg-1876543210-4503"]
    item = only_item(lines)
    assert (item.block, item.time, item.start, item.end) == ("tg-1876543210-4503", "10:05", 2, 5)


def test_media_reply_forward_and_edit() -> None:
    message = msg(
        "Схема",
        media="photo",
        reply_to="4501",
        forwarded_from="Олег Петров",
        edited=datetime(2026, 11, 30, 10, 17, 30, tzinfo=MOSCOW),
    )
    assert render(message) == [
        "- 10:05 Дмитрий Кузнецов (photo): Схема [reply_to:: 4501] "
        "[forwarded_from:: Олег Петров] [edited:: 2026-11-30T10:17] ^tg-1876543210-4503"
    ]
    note = parse_note("Sources/x.md", "\n".join(render(message)) + "\n")
    assert [f.key for f in note.fields] == ["reply_to", "forwarded_from", "edited"]
    assert [b.id for b in note.block_ids] == ["tg-1876543210-4503"]
    assert note.links == () and note.tags == ()


def test_media_only_unknown_sender_and_hidden_forward() -> None:
    lines = render(msg("", media="voice_message", sender="", forwarded_from=""))
    assert lines == ["- 10:05 ? (voice\\_message):  [forwarded_from:: ?] ^tg-1876543210-4503"]
    assert original_text(only_item(lines)) == ""


def test_source_path_is_source_chat_slug_and_local_day() -> None:
    assert source_path(msg()) == "Sources/telegram/1876543210/2026-11-30.md"
    whatsapp = msg(source="whatsapp", chat_id="Релиз Q4", message_id="h-75b33f7581")
    assert source_path(whatsapp) == "Sources/whatsapp/reliz-q4/2026-11-30.md"


def test_new_file_frontmatter_and_order() -> None:
    text = new_file([msg("first", "09:00", "1"), msg("second", "10:00", "2")])
    note = parse_note("Sources/telegram/1876543210/2026-11-30.md", text)
    assert note.type == "source"
    assert note.frontmatter["chat"] == "1876543210"
    assert note.frontmatter["chat_title"] == "Команда CRM"
    assert [i.block for i in parse_items(text)] == ["tg-1876543210-1", "tg-1876543210-2"]
    assert text.endswith("^tg-1876543210-2\n") and "\r" not in text


MESSAGES = [msg("утро", "09:00", "1"), msg("a\nb\n", "10:00", "2"), msg("вечер", "18:00", "3")]
USER = "%% my note %%\n"


def with_user_lines(newline: str = "\n") -> str:
    """A file that the user edited: lines above, between and below VaultMind's items."""
    head, *items = new_file(MESSAGES).split("- ")
    text = head + USER + "- " + items[0] + "  my own indented line\n" + USER + "- "
    text += "- ".join(items[1:]) + "\n- user list item\n"
    return text.replace("\n", newline)


def outside_items(text: str) -> list[str]:
    lines = text.splitlines(keepends=True)
    ours = {i for item in parse_items(text) for i in range(item.start, item.end)}
    return [line for n, line in enumerate(lines) if n not in ours]


@pytest.mark.parametrize("newline", ["\n", "\r\n"])
def test_same_messages_again_change_nothing(newline: str) -> None:
    text = with_user_lines(newline)
    merged, counts = merge_messages(text, list(reversed(MESSAGES)), newline)
    assert merged == text
    assert (counts.new, counts.updated, counts.unchanged) == (0, 0, 3)


@pytest.mark.parametrize("newline", ["\n", "\r\n"])
def test_edited_message_replaces_exactly_its_lines(newline: str) -> None:
    text = with_user_lines(newline)
    edited = msg("a\nb, edited\nc", "10:00", "2")
    merged, counts = merge_messages(text, [edited], newline)
    assert (counts.new, counts.updated, counts.unchanged) == (0, 1, 0)
    expected = "\n".join(render(MESSAGES[1])).replace("\n", newline)
    assert merged == text.replace(expected, "\n".join(render(edited)).replace("\n", newline))
    assert outside_items(merged) == outside_items(text)
    assert [original_text(i) for i in parse_items(merged)] == ["утро", "a\nb, edited\nc", "вечер"]


@pytest.mark.parametrize("newline", ["\n", "\r\n"])
def test_new_messages_go_in_time_order(newline: str) -> None:
    text = with_user_lines(newline)
    new = [msg("ночь", "23:59", "9"), msg("рано", "08:00", "7"), msg("днём", "12:00", "8")]
    merged, counts = merge_messages(text, new, newline)
    assert (counts.new, counts.updated, counts.unchanged) == (3, 0, 0)
    times = [i.time for i in parse_items(merged)]
    assert times == ["08:00", "09:00", "10:00", "12:00", "18:00", "23:59"]
    assert outside_items(merged) == outside_items(text)
    if newline == "\r\n":
        assert merged.count("\n") == merged.count("\r\n")
    else:
        assert "\r" not in merged
    again, counts = merge_messages(merged, MESSAGES + new, newline)
    assert again == merged and counts.unchanged == 6


def test_file_without_a_final_newline() -> None:
    text = new_file(MESSAGES).rstrip("\n")
    assert merge_messages(text, MESSAGES, "\n")[0] == text
    merged, _ = merge_messages(text, [msg("поздно", "20:00", "4")], "\n")
    assert merged.startswith(text + "\n")
    assert [i.block[-1] for i in parse_items(merged)] == ["1", "2", "3", "4"]
    edited, _ = merge_messages(text, [msg("вечер!", "18:00", "3")], "\n")
    assert edited.rstrip("\n") == text.replace("вечер ^", "вечер! ^")


def test_user_lines_that_look_like_items_are_left_alone() -> None:
    text = new_file(MESSAGES) + "- 10:30 **Me**: a line I wrote myself\n"
    merged, counts = merge_messages(text, [msg("new", "10:30", "5")], "\n")
    assert counts.new == 1
    assert "- 10:30 **Me**: a line I wrote myself\n" in merged
    assert len(parse_items(merged)) == 4
