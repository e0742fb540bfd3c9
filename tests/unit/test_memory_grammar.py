"""The memory line grammar: `- [kind] text [key:: value] #tags ^m-id` under `## Memory`."""

from __future__ import annotations

import pytest

from vaultmind.vault.memory_line import parse_memory_line
from vaultmind.vault.model import KINDS, MalformedMemory, MemoryLine, Note
from vaultmind.vault.parse import parse_note


def memory(raw: str) -> MemoryLine:
    found = parse_memory_line(raw, 7)
    assert isinstance(found, MemoryLine), found
    return found


def note(body: str) -> Note:
    return parse_note("People/Dima.md", body)


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_parses(kind: str) -> None:
    found = memory(f"- [{kind}] Finish the auth refactor ^m-abcdef")
    assert (found.kind, found.text, found.id, found.line) == (
        kind,
        "Finish the auth refactor",
        "m-abcdef",
        7,
    )


def test_kind_is_case_insensitive() -> None:
    assert memory("- [Fact] Works here").kind == "fact"


@pytest.mark.parametrize(
    ("piece", "key", "value"),
    [
        ("[confidence:: 0.9]", "confidence", "0.9"),
        ("[by:: agent:extraction]", "by", "agent:extraction"),
        ("[by:: [[Анна Смирнова]]]", "by", "[[Анна Смирнова]]"),
        (
            "[src:: [[Sources/tg/1/2026-11-30#^tg-1-45]]]",
            "src",
            "[[Sources/tg/1/2026-11-30#^tg-1-45]]",
        ),
        ("[due:: 2026-12-04]", "due", "2026-12-04"),
        ("[status:: done]", "status", "done"),
        ("[superseded_by:: ^m-a3fecq]", "superseded_by", "^m-a3fecq"),
        ("[done:: 2026-11-29]", "done", "2026-11-29"),
        ("[created:: 2026-11-01]", "created", "2026-11-01"),
        ("[confirmed:: 2026-12-01]", "confirmed", "2026-12-01"),
        ("[valid_until:: 2027-01-01]", "valid_until", "2027-01-01"),
    ],
)
def test_every_field(piece: str, key: str, value: str) -> None:
    found = memory(f"- [fact] Some words {piece} #work ^m-abcdef")
    assert found.field(key) == value
    assert found.text == "Some words"
    assert (found.tags, found.id) == (("work",), "m-abcdef")


def test_typed_accessors() -> None:
    found = memory("- [commitment] Send it [confidence:: 0.25] [by:: user] [status:: Done]")
    assert (found.confidence, found.by, found.status) == (0.25, "user", "done")


def test_defaults_when_fields_are_absent() -> None:
    found = memory("- [fact] Plain words")
    assert (found.confidence, found.by, found.status, found.fields) == (None, None, "active", ())


def test_src_with_one_and_several_links() -> None:
    one = memory("- [fact] A [src:: [[Sources/chat#^tg-1-2]]] ^m-aaaaaa")
    several = memory("- [fact] A [src:: [[Daily/2026-12-01]], [[Sources/chat#^tg-1-2]]] ^m-aaaaaa")
    assert one.sources == ("[[Sources/chat#^tg-1-2]]",)
    assert several.sources == ("[[Daily/2026-12-01]]", "[[Sources/chat#^tg-1-2]]")
    assert several.tags == ()  # `#^tg-1-2` inside a link is not a tag


def test_tags_and_block_id() -> None:
    found = memory("- [preference] No calls after 16:00 #meetings #time/slots ^m-x7yaab")
    assert found.tags == ("meetings", "time/slots")
    assert (found.text, found.id) == ("No calls after 16:00", "m-x7yaab")


def test_a_much_reinforced_line_keeps_its_text_tags_and_evidence() -> None:
    links = ", ".join(f"[[Sources/tg/1/2026-11-{d:02d}#^tg-1-{d}]]" for d in range(1, 31))
    found = memory(
        f"- [commitment] Send the #team report [src:: {links}] [confidence:: 0.9] #ops ^m-abcdef"
    )
    assert (found.text, found.tags) == ("Send the #team report", ("team", "ops"))
    assert len(found.sources) == 30


def test_text_without_fields_tags_or_id() -> None:
    found = memory("- [trait] Calm under pressure")
    assert (found.text, found.tags, found.id, found.sources) == (
        "Calm under pressure",
        (),
        None,
        (),
    )


@pytest.mark.parametrize(
    "raw",
    [
        "- [fact] Works here since 2024 [confidence:: 1.0] [by:: user] ^m-q7cdez",
        "  * [context]   odd   spacing  [due::2026-12-04]   #tag   ^m-abc234  ",
        "+ [trait] Плюс [confidence:: 0.5] (by:: user)",
    ],
)
def test_raw_is_the_line_exactly(raw: str) -> None:
    assert memory(raw).raw == raw


def test_numeric_hash_stays_in_text() -> None:
    found = memory("- [fact] Is ranked #1 ^m-abcdef")
    assert (found.text, found.tags) == ("Is ranked #1", ())


@pytest.mark.parametrize(
    ("raw", "kept"),
    [
        ("- [fact] Deploys with `make ship` on Fridays ^m-aaaaaa", "make ship"),
        ("- [fact] Exponent is x \\^2 ^m-aaaaaa", "^2"),
        ("- [fact] Channel \\#general is muted ^m-aaaaaa", "#general"),
    ],
)
def test_inline_code_and_escapes_stay_in_text(raw: str, kept: str) -> None:
    assert kept in memory(raw).text


def test_inline_code_is_not_parsed_as_fields_or_tags() -> None:
    found = memory("- [fact] Writes `[by:: robot] #nope` daily ^m-aaaaaa")
    assert (found.fields, found.tags, found.id) == ((), (), "m-aaaaaa")


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ("- [idea] Build a rocket", "unknown kind [idea]"),
        ("- plain item", "not `- [kind] text` or `- [ ] task`"),
        ("- [fact] [confidence:: 1] ^m-abcdef", "a memory needs some text"),
    ],
)
def test_malformed_lines_are_reported_not_parsed(line: str, reason: str) -> None:
    text = f"# Dima\n\n## Memory\n- [fact] Fine ^m-aaaaaa\n{line}\n"
    parsed = note(text)
    assert [m.text for m in parsed.memories] == ["Fine"]
    assert [(p.kind, p.message, p.line) for p in parsed.problems] == [("memory-line", reason, 5)]


def test_malformed_line_is_a_value_not_an_exception() -> None:
    found = parse_memory_line("- [idea] x", 3)
    assert found == MalformedMemory(3, "- [idea] x", "unknown kind [idea]")
    assert parse_memory_line("just prose", 3) is None


def test_only_the_memory_section_holds_memories() -> None:
    text = (
        "- [fact] Before any heading\n## Notes\n- [fact] In notes\n- plain\n"
        "## Memory\n- [fact] Inside ^m-aaaaaa\n## Relations\n- [fact] After\n"
    )
    parsed = note(text)
    assert [(m.text, m.line) for m in parsed.memories] == [("Inside", 6)]
    assert parsed.problems == ()


@pytest.mark.parametrize("fence", ["```", "~~~", "````"])
def test_memory_line_in_a_code_fence_is_not_a_memory(fence: str) -> None:
    text = f"## Memory\n{fence}\n- [fact] In code\n- [idea] also code\n{fence}\n- [fact] Real\n"
    parsed = note(text)
    assert [m.text for m in parsed.memories] == ["Real"]
    assert parsed.problems == ()


def test_line_numbers_count_frontmatter_and_crlf() -> None:
    text = "---\r\ntype: person\r\n---\r\n## Memory\r\n- [fact] A ^m-aaaaaa\r\n"
    (found,) = note(text).memories
    assert (found.line, found.raw, found.id) == (5, "- [fact] A ^m-aaaaaa", "m-aaaaaa")


def test_memory_under_a_subheading_of_memory_is_a_memory() -> None:
    parsed = note("## Memory\n- [fact] Top ^m-aaaaaa\n### Work\n- [fact] Nested ^m-bbbbbb\n")
    assert [m.id for m in parsed.memories] == ["m-aaaaaa", "m-bbbbbb"]
