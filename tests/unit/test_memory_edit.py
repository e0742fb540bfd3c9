"""Stable memory ids and minimal in-place edits of memory lines."""

from __future__ import annotations

import re

import pytest

from vaultmind.memory.ids import memory_id
from vaultmind.memory.line_edit import format_memory, set_field
from vaultmind.vault.memory_line import parse_memory_line
from vaultmind.vault.model import MemoryLine

ID = re.compile(r"^m-[a-z2-7]{6}$")
BASE = ("fact", "Works here since 2024", "[[Sources/tg/1#^tg-1-2]]", "Дмитрий Кузнецов")


def mid(kind: str, text: str, source: str, title: str, taken: set[str] | None = None) -> str:
    return memory_id(kind, text, source, title, taken or set())


def test_id_is_deterministic_and_well_formed() -> None:
    first = mid(*BASE)
    assert first == mid(*BASE) == mid(*BASE, taken={"m-zzzzzz"})
    assert ID.match(first), first


def test_id_is_lengthened_when_taken() -> None:
    short = mid(*BASE)
    longer = mid(*BASE, taken={short})
    assert longer.startswith(short) and len(longer) == len(short) + 1
    longest = mid(*BASE, taken={short, longer})
    assert longest.startswith(longer) and len(longest) == len(longer) + 1


@pytest.mark.parametrize("position", range(4))
def test_id_differs_by_each_input(position: int) -> None:
    kind, text, source, title = BASE
    changed = [
        ("trait", text, source, title),
        (kind, "Works here since 2023", source, title),
        (kind, text, "", title),
        (kind, text, source, "Дима"),
    ][position]
    assert mid(*changed) != mid(*BASE)


@pytest.mark.parametrize(
    "text",
    [
        "works here since 2024",
        "WORKS HERE SINCE 2024",
        "Works here, since 2024!",
        "  Works   here since 2024. ",
        "Works — here since 2024",
    ],
)
def test_id_ignores_case_punctuation_and_spacing(text: str) -> None:
    assert mid("fact", text, BASE[2], BASE[3]) == mid(*BASE)


def test_id_treats_yo_as_ye() -> None:
    assert mid("fact", "Всё ещё здесь", "", "Дима") == mid("fact", "Все еще здесь", "", "Дима")
    assert mid("fact", "ЁЛКА", "", "Дима") == mid("fact", "елка", "", "Дима")


def test_id_of_nfd_title_equals_nfc() -> None:
    assert mid("fact", "x y", "", "Ёж") == mid("fact", "x y", "", "Е\u0308ж")


LINE = "- [commitment] Finish [due:: 2026-12-04]  [status:: active] #auth ^m-a3fecq"


@pytest.mark.parametrize(
    ("key", "value", "expected"),
    [
        ("status", "done", LINE.replace("[status:: active]", "[status:: done]")),
        ("due", "2026-12-11", LINE.replace("2026-12-04", "2026-12-11")),
        ("STATUS", "archived", LINE.replace("[status:: active]", "[status:: archived]")),
        ("done", "2026-12-02", LINE.replace(" #auth", " [done:: 2026-12-02] #auth")),
    ],
)
def test_set_field_changes_only_what_it_must(key: str, value: str, expected: str) -> None:
    assert set_field(LINE, key, value) == expected


def test_set_field_keeps_the_key_as_the_user_spelled_it() -> None:
    assert (
        set_field("- [fact] A [Status:: active]", "status", "done") == "- [fact] A [Status:: done]"
    )


def test_set_field_replaces_the_last_of_repeated_keys() -> None:
    raw = "- [fact] A [confidence:: 0.1] [confidence:: 0.2] ^m-aaaaaa"
    assert set_field(raw, "confidence", "0.9") == (
        "- [fact] A [confidence:: 0.1] [confidence:: 0.9] ^m-aaaaaa"
    )


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("- [fact] A", "- [fact] A [k:: v]"),
        ("- [fact] A ^m-aaaaaa", "- [fact] A [k:: v] ^m-aaaaaa"),
        ("- [fact] A #x #y/z", "- [fact] A [k:: v] #x #y/z"),
        ("- [fact] A #x ^m-aaaaaa", "- [fact] A [k:: v] #x ^m-aaaaaa"),
        ("- [fact] A [by:: user]   ^m-aaaaaa", "- [fact] A [by:: user] [k:: v]   ^m-aaaaaa"),
        ("- [fact] Uses #python daily", "- [fact] Uses #python daily [k:: v]"),
    ],
)
def test_set_field_appends_before_trailing_tags_and_id(raw: str, expected: str) -> None:
    assert set_field(raw, "k", "v") == expected


def test_set_field_with_links_in_old_and_new_values() -> None:
    raw = "- [fact] A [src:: [[Sources/a#^tg-1-2]], [[b]]] [by:: user] ^m-aaaaaa"
    new = "[[Sources/a#^tg-1-2]], [[b]], [[Daily/2026-12-02|today]]"
    edited = set_field(raw, "src", new)
    assert edited == raw.replace("[[Sources/a#^tg-1-2]], [[b]]]", new + "]")
    found = parse_memory_line(edited, 1)
    assert isinstance(found, MemoryLine)
    assert found.sources == ("[[Sources/a#^tg-1-2]]", "[[b]]", "[[Daily/2026-12-02|today]]")
    assert found.by == "user"


@pytest.mark.parametrize(
    ("kind", "text", "fields", "tags"),
    [
        ("fact", "Works here since 2024", [("confidence", "1"), ("by", "user")], []),
        ("commitment", "Сдать отчёт", [("due", "2026-12-04"), ("src", "[[a]], [[b#^c]]")], ["q4"]),
        ("preference", "No calls after 16:00", [], ["meetings", "#time"]),
        ("context", "On leave", [("valid_until", "2027-01-01")], []),
    ],
)
def test_format_memory_round_trips(
    kind: str, text: str, fields: list[tuple[str, str]], tags: list[str]
) -> None:
    line = format_memory(kind, text, fields, tags, "m-abc234")
    found = parse_memory_line(line, 1)
    assert isinstance(found, MemoryLine)
    assert (found.kind, found.text, list(found.fields), found.id) == (
        kind,
        text,
        fields,
        "m-abc234",
    )
    assert found.tags == tuple(t.lstrip("#") for t in tags)
    assert found.raw == line
