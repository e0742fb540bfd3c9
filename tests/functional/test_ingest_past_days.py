"""`vaultmind ingest` of a later export of the same chat: a past day's `## Ingested`
section is its record and stays byte for byte; only the days that got new messages change."""

from __future__ import annotations

import json
from pathlib import Path

from tests.functional.conftest import ok, run_vaultmind

DAY1 = (
    '01.12.2026, 09:00 - Kate Ivanova created group "Warehouse North"\n'
    "01.12.2026, 09:05 - Kate Ivanova: I'll send the stock report by Friday\n"
)
DAY2 = "02.12.2026, 10:00 - Oleg Petrov: I'll check the pallets tomorrow\n"
LATER = (
    "02.12.2026, 18:00 - Kate Ivanova: Sent the stock report, done\n"  # closes day 1's promise
    "03.12.2026, 09:00 - Oleg Petrov: Pallets checked\n"
)


def ingest(vault: Path, export: Path, text: str) -> None:
    export.write_text(text, encoding="utf-8")
    ok(run_vaultmind("ingest", export, "--model", "none", "--vault", vault))


def daily(vault: Path, day: str) -> bytes:
    return (vault / "Daily" / f"{day}.md").read_bytes()


def test_a_later_export_leaves_past_days_as_they_were(demo_vault: Path, tmp_path: Path) -> None:
    export = tmp_path / "WhatsApp Chat with Warehouse.txt"
    ingest(demo_vault, export, DAY1 + DAY2)
    first, second = daily(demo_vault, "2026-12-01"), daily(demo_vault, "2026-12-02")
    assert b"I'll send the stock report" in first  # what day 1 taught, as it was then
    ingest(demo_vault, export, DAY1 + DAY2 + LATER)  # the same chat exported again later
    assert daily(demo_vault, "2026-12-01") == first  # its promise is done now: still recorded
    assert daily(demo_vault, "2026-12-02") != second  # a new message that day: rewritten
    assert b"2 message(s)" in daily(demo_vault, "2026-12-02")
    assert b"1 message(s)" in daily(demo_vault, "2026-12-03")
    people = (demo_vault / "People" / "Kate Ivanova.md").read_text(encoding="utf-8")
    assert "[status:: done]" in people or "- [x]" in people  # the promise itself moved on


def test_the_same_export_again_changes_no_daily_note(demo_vault: Path, tmp_path: Path) -> None:
    export = tmp_path / "WhatsApp Chat with Warehouse.txt"
    ingest(demo_vault, export, DAY1 + DAY2 + LATER)
    notes = {p.name: p.read_bytes() for p in (demo_vault / "Daily").glob("2026-12-0*.md")}
    ingest(demo_vault, export, DAY1 + DAY2 + LATER)
    assert {p.name: p.read_bytes() for p in (demo_vault / "Daily").glob("2026-12-0*.md")} == notes


def test_a_day_without_its_section_gets_one(demo_vault: Path, tmp_path: Path) -> None:
    export = tmp_path / "WhatsApp Chat with Warehouse.txt"
    ingest(demo_vault, export, DAY1 + DAY2)
    (demo_vault / "Daily" / "2026-12-01.md").unlink()  # e.g. a run stopped before the days
    ingest(demo_vault, export, DAY1 + DAY2)
    assert b"## Ingested" in daily(demo_vault, "2026-12-01")


def test_a_jsonl_chat_follows_the_same_rule(demo_vault: Path, tmp_path: Path) -> None:
    lines: list[dict[str, object]] = [
        {"id": 1, "time": "2026-12-01T09:05:00", "sender": "Kate Ivanova",
         "text": "I'll send the stock report by Friday"},
        {"id": 2, "time": "2026-12-02T18:00:00", "sender": "Kate Ivanova",
         "text": "Sent the stock report, done"},
    ]  # fmt: skip
    export = tmp_path / "warehouse.jsonl"
    ingest(demo_vault, export, json.dumps(lines[0]) + "\n")
    first = daily(demo_vault, "2026-12-01")
    ingest(demo_vault, export, "\n".join(json.dumps(line) for line in lines) + "\n")
    assert daily(demo_vault, "2026-12-01") == first
