"""What a block or heading link points at: the passage the MCP server's `note` returns
for a cited ref, as Obsidian would embed it."""

from __future__ import annotations

from vaultmind.vault.blocks import block_span, section_span

SOURCES = [
    "# 2026-11-30",
    "",
    "- 10:05 **Dima**: I'll send the report",
    "  by Friday, promise ^tg-1-4503",
    "- 10:07 **Anna**: thanks ^tg-1-4504",
]
NOTE = [
    "# Dima",  # 1
    "",
    "He joined in 2024 and",  # 3
    "leads the CRM. ^p-1",  # 4
    "",
    "- parent item ^m-parent",  # 6
    "    - nested child",  # 7
    "- next item",  # 8
    "",
    "| a | b |",  # 10
    "| 1 | 2 |",  # 11
    "^table-1",  # 12
    "",
    "## Memory",  # 14
    "- [fact] one ^m-one",
    "",
    "### Old",  # 17
    "- archived",
    "",
    "## Relations",  # 20
    "- owns [[CRM]]",
]


def test_a_message_s_block_is_its_whole_list_item() -> None:
    assert block_span(SOURCES, 4) == (3, 4)  # the id ends the message's last line
    assert block_span(SOURCES, 5) == (5, 5)


def test_a_paragraph_s_id_takes_the_paragraph() -> None:
    assert block_span(NOTE, 4) == (3, 4)


def test_a_list_item_s_block_holds_its_nested_items() -> None:
    assert block_span(NOTE, 6) == (6, 7)


def test_an_id_on_its_own_line_takes_the_table_above() -> None:
    assert block_span(NOTE, 12) == (10, 12)


def test_a_section_runs_to_the_next_heading_of_its_level() -> None:
    assert section_span(NOTE, 14) == (14, 18)  # ### Old is inside ## Memory
    assert section_span(NOTE, 17) == (17, 18)
    assert section_span(NOTE, 20) == (20, 21)
