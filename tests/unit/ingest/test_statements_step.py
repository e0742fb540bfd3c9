"""Context and facts through the whole ingest, without a model: each lands in the right
note with its kind, `valid_until` and evidence, and only once. (Preferences are the
learned detector's since session 28: `tests/functional/test_review_cli.py`.)"""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

from tests.conftest import WriteVault
from tests.unit.ingest.test_rules_step import export, snapshot
from vaultmind.memory.store import MemoryStore
from vaultmind.service import IngestRequest, VaultService
from vaultmind.vault.source_labels import strip_labels

TODAY = date(2026, 12, 2)
DIMA = "---\ntype: person\naliases: [Дима]\n---\n# Дмитрий Кузнецов\n\n## Memory\n"
ALICE = "---\ntype: person\naliases: [Alice]\n---\n# Alice Brown\n\n## Memory\n"
SRC = "[src:: [[Sources/jsonl/team/2026-11-30#^jl-team-{}]]]"
ROWS = [
    ("2", "2026-11-30T10:06:00", "Дима", "Ок, я в отпуске до 10 декабря"),
    ("3", "2026-11-30T10:07:00", "Alice", "Out sick today, sorry"),
    ("4", "2026-11-30T10:08:00", "Дима", "FYI, Alice moved to the Berlin office"),
    ("5", "2026-11-30T10:09:00", "Дима", "Bob joined the platform team"),  # no note for Bob
    ("6", "2026-11-30T10:10:00", "Alice", "Ты предпочитаешь созвоны утром?"),
]


def note(vault: Path, title: str) -> list[str]:
    text = (vault / "People" / f"{title}.md").read_text(encoding="utf-8")
    return [line for line in text.splitlines() if line.startswith("- [")]


def test_each_statement_lands_in_the_right_note_once(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA, "People/Alice Brown.md": ALICE})
    chat = export(tmp_path, "team.jsonl", ROWS)
    service = VaultService(vault)
    report = service.ingest(IngestRequest((chat,), model="none", today=TODAY)).rules
    assert report is not None
    assert (report.preferences, report.contexts, report.facts) == (0, 2, 1)
    assert report.people_created == []  # Bob is no known person: no note for him

    [vacation] = note(vault, "Дмитрий Кузнецов")
    assert "[by::" not in vacation and vacation.startswith("- [context] В отпуске до 10 декабря ")
    assert "[valid_until:: 2026-12-10]" in vacation and SRC.format(2) in strip_labels(vacation)

    sick, moved = note(vault, "Alice Brown")
    assert sick.startswith("- [context] Out sick today ")
    assert "[valid_until:: 2026-11-30]" in sick and SRC.format(3) in strip_labels(sick)
    assert moved.startswith("- [fact] Alice moved to the Berlin office ")
    assert SRC.format(4) in strip_labels(moved) and "valid_until" not in moved

    before = snapshot(vault)
    again = service.ingest(IngestRequest((chat,), model="none", today=TODAY)).rules
    assert again is not None and again.examined == 0
    assert snapshot(vault) == before


def test_messages_read_by_the_previous_rules_are_read_again_and_add_only_whats_new(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    """After an upgrade the old messages are read for statements; their promises — done,
    postponed or not — are not written a second time."""
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    chat = export(
        tmp_path,
        "team.jsonl",
        [
            ("1", "2026-11-30T10:05:00", "Дима", "Сделаю отчёт по релизу до пятницы"),
            ("2", "2026-11-30T10:06:00", "Дима", "Сделаю отчёт по релизу до среды"),
            ("3", "2026-11-30T10:07:00", "Дима", "Пришлю договор завтра"),
            ("4", "2026-11-30T10:08:00", "Дима", "Я в отпуске до 10 декабря"),
        ],
    )
    service = VaultService(vault)
    service.ingest(IngestRequest((chat,), model="none", today=TODAY))
    person = vault / "People" / "Дмитрий Кузнецов.md"
    contract = next(line for line in note(vault, "Дмитрий Кузнецов") if "договор" in line)
    mid = contract.rsplit("^", 1)[1]
    MemoryStore(vault).set_status("People/Дмитрий Кузнецов.md", mid, "done", TODAY)
    # as the previous version of the rules left it: three commitments, no context
    text = person.read_text(encoding="utf-8")
    person.write_text(
        "\n".join(line for line in text.split("\n") if "[context]" not in line),
        encoding="utf-8",
    )
    source = vault / "Sources/jsonl/team/2026-11-30.md"
    source.write_text(source.read_text(encoding="utf-8").replace("rules-2", "rules-1"), "utf-8")
    before = note(vault, "Дмитрий Кузнецов")

    report = service.ingest(IngestRequest((chat,), model="none", today=TODAY)).rules
    assert report is not None and report.examined == 4
    after = note(vault, "Дмитрий Кузнецов")
    assert after[: len(before)] == before
    [added] = after[len(before) :]
    assert added.startswith("- [context] В отпуске до 10 декабря ")
    assert len(re.findall(r"\[commitment\]", "\n".join(after))) == 3


def test_a_fact_about_a_name_two_notes_share_goes_nowhere_and_reports_no_new_note(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    smith = "---\ntype: person\naliases: [Alice]\n---\n# Alice Smith\n\n## Memory\n"
    notes = {"People/Alice Brown.md": ALICE, "People/Alice Smith.md": smith}
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA, **notes})
    rows = [("1", "2026-11-30T10:05:00", "Дима", "Alice moved to the Berlin office")]
    service = VaultService(vault)
    report = service.ingest(
        IngestRequest((export(tmp_path, "team.jsonl", rows),), model="none", today=TODAY)
    ).rules
    assert report is not None and report.facts == 0
    assert report.near_misses == [] and report.people_created == []
    assert note(vault, "Alice Brown") == note(vault, "Alice Smith") == []
