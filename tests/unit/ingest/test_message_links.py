"""Senders and replies as links: what is written reads back exactly, in every form a
version of VaultMind wrote; the flat frontmatter records round-trip too."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from tests.unit.ingest.test_sources import msg, only_item
from vaultmind.agent.ingest.sources.file_format import render, said, says
from vaultmind.agent.ingest.sources.merge_items import merge_messages, relink
from vaultmind.agent.ingest.sources.message_links import Linking, linkable
from vaultmind.memory.frontmatter_edit import set_property
from vaultmind.vault.frontmatter import split_frontmatter
from vaultmind.vault.parse import parse_note
from vaultmind.vault.source_records import (
    read_extracted,
    read_summaries,
    write_extracted,
    write_summaries,
)

PATH = "Sources/telegram/1876543210/2026-11-30.md"
REPLIED = "tg-1876543210-4501"


def everyone(name: str) -> str | None:
    return f"People/{name}.md"


def located(block: str) -> tuple[str, str] | None:
    return (PATH, "Анна Смирнова") if block == REPLIED else None


LINKED = Linking(everyone, located)
one_line = st.text().filter(lambda s: "\n" not in s)


@given(st.text(), one_line, st.sampled_from(["4501", "4400"]), st.booleans())
def test_what_is_written_reads_back(text: str, sender: str, reply: str, linked: bool) -> None:
    message = msg(text, sender=sender, reply_to=reply, media="photo")
    lines = render(message, LINKED if linked else Linking())
    assert said(only_item(lines)) == says(message)


def test_a_known_sender_is_a_link_an_unknown_one_plain_text() -> None:
    (line,) = render(msg("ok", reply_to="4501"), LINKED)
    assert line.startswith("- 10:05 [[People/Дмитрий Кузнецов|Дмитрий Кузнецов]]: ok ")
    assert "[[#^tg-1876543210-4501|↩ Анна Смирнова]]" in line
    (plain,) = render(msg("ok", sender="Bob: the [builder]", reply_to="4400"), LINKED)
    assert plain.startswith("- 10:05 Bob\\: the \\[builder\\]: ok [reply_to:: 4400] ^")
    note = parse_note(PATH, line + "\n")
    assert [(link.target, link.alias) for link in note.links] == [
        ("People/Дмитрий Кузнецов", "Дмитрий Кузнецов"),
        ("", "↩ Анна Смирнова"),
    ]


def test_names_no_link_alias_can_hold_stay_text() -> None:
    assert linkable("Дмитрий Кузнецов") and linkable("john_doe (work)")
    for name in ("a|b", "x]]", "#tag", " spaced", "two  spaces", "", "back\\slash"):
        assert not linkable(name)


def test_an_old_bold_item_is_the_same_message_and_relinks_in_place() -> None:
    old = (
        "# Команда CRM — 2026-11-30\n\n- 10:05 **Дмитрий Кузнецов**: Сделаю \\#1 "
        "[reply_to:: 4501] ^tg-1876543210-4503\n"
    )
    merged, counts = merge_messages(old, [msg("Сделаю #1", reply_to="4501")], "\n", LINKED)
    assert merged == old and (counts.new, counts.updated, counts.unchanged) == (0, 0, 1)
    relinked = relink(old, PATH, LINKED)
    assert relinked == (
        "# Команда CRM — 2026-11-30\n\n- 10:05 [[People/Дмитрий Кузнецов|Дмитрий Кузнецов]]: "
        "Сделаю \\#1 [[#^tg-1876543210-4501|↩ Анна Смирнова]] ^tg-1876543210-4503\n"
    )
    assert relink(relinked, PATH, LINKED) == relinked
    assert merge_messages(relinked, [msg("Сделаю #1", reply_to="4501")], "\n")[0] == relinked


def test_an_edited_message_is_rewritten_with_links() -> None:
    old = "# c\n\n- 10:05 **Дмитрий Кузнецов**: Сделаю ^tg-1876543210-4503\n"
    merged, counts = merge_messages(old, [msg("Сделаю завтра")], "\n", LINKED)
    assert counts.updated == 1
    assert merged.endswith(
        "[[People/Дмитрий Кузнецов|Дмитрий Кузнецов]]: Сделаю завтра ^tg-1876543210-4503\n"
    )


record_keys = st.sampled_from(["rules-2", "model:My Model: v2.gguf@p2"])
blocks = st.from_regex(r"[a-z]{2}-[a-z0-9]{1,6}-[a-z0-9]{1,4}", fullmatch=True)
digests = st.from_regex(r"[0-9a-f]{8}", fullmatch=True)


@given(st.dictionaries(record_keys, st.dictionaries(blocks, digests, min_size=1)))
def test_the_extracted_record_round_trips(record: dict[str, dict[str, str]]) -> None:
    assert read_extracted(write_extracted(record)) == record
    assert read_extracted(record) == record  # the JSON object earlier versions wrote


summary = st.fixed_dictionaries(
    {"from": blocks, "title": one_line.map(lambda s: " ".join(s.split())), "text": one_line}
)


@given(st.lists(summary))
def test_summaries_round_trip(entries: list[dict[str, Any]]) -> None:
    assert read_summaries(write_summaries(entries)) == entries
    assert read_summaries(entries) == entries


def test_a_record_obsidian_rewrote_as_a_block_list_is_replaced_whole() -> None:
    """Editing any property in Obsidian writes lists as `key:` then `  - item` lines."""
    text = "---\ntype: source\nextracted:\n  - 'rules-2: tg-1-1=aa'\n  - x\ndate: 2026-11-30\n---\n"
    written = set_property(text, "extracted", '["rules-2: tg-1-1=aa tg-1-2=bb"]')
    assert written == (
        '---\ntype: source\nextracted: ["rules-2: tg-1-1=aa tg-1-2=bb"]\ndate: 2026-11-30\n---\n'
    )
    data = split_frontmatter(written).data
    assert read_extracted(data["extracted"]) == {"rules-2": {"tg-1-1": "aa", "tg-1-2": "bb"}}
