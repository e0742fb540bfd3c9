"""An ingest parses each distinct memory line once (`lines_remembered`): what it reads
must be what a fresh parse reads, line numbers included, and nothing stays cached after."""

from __future__ import annotations

from vaultmind.vault import memory_line
from vaultmind.vault.memory_line import lines_remembered, parse_memory_line
from vaultmind.vault.model import MalformedMemory, MemoryLine

LINES = [
    "- [ ] Пришлю новый график [confidence:: 0.6] 📅 2026-12-01 ^m-a7zu7a",
    "- [fact] Knows Go %% since 2024 %% [confidence:: 0.5] ^m-fact01",
    "- [wish] an unknown kind",
    "plain prose, no memory",
]


def fresh(raw: str, line_no: int) -> MemoryLine | MalformedMemory | None:
    shown = raw.replace("%% since 2024 %%", " " * len("%% since 2024 %%"))
    return parse_memory_line(raw, line_no, shown)


def test_a_remembered_line_reads_as_a_fresh_parse_at_every_line_number() -> None:
    expected = [(raw, n, fresh(raw, n)) for n in (3, 40) for raw in LINES]
    with lines_remembered():
        for raw, n, parsed in expected:
            assert fresh(raw, n) == parsed  # the first read, then the remembered one
            assert fresh(raw, n) == parsed
        assert memory_line._remembered  # the lines were kept while ingesting
    assert memory_line._remembered is None  # and dropped after
    found = fresh(LINES[0], 40)
    assert isinstance(found, MemoryLine) and found.line == 40 and found.id == "m-a7zu7a"
    commented = fresh(LINES[1], 3)
    assert commented is not None and "%%" in commented.raw  # the comment kept as written
