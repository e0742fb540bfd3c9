"""A named person's context through the whole ingest: it lands in that person's note when
the vault knows them, nowhere (and no new note) when it does not; re-ingest changes nothing."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

from tests.conftest import WriteVault
from tests.unit.ingest.test_rules_step import export, snapshot
from vaultmind.service import IngestRequest, VaultService
from vaultmind.vault.source_labels import strip_labels

TODAY = date(2026, 12, 2)
DIMA = "---\ntype: person\naliases: [Дима]\n---\n# Дмитрий Кузнецов\n\n## Memory\n"
ANNA = "---\ntype: person\naliases: [Anna, Аня]\n---\n# Anna Berg\n\n## Memory\n"
ROWS = [
    ("1", "2026-12-01T09:05:00", "Дима", "Anna is off sick today"),
    ("2", "2026-12-01T09:06:00", "Дима", "Аня в отпуске до 10 декабря, вопросы ко мне"),
    ("3", "2026-12-01T09:07:00", "Дима", "Паша на больничном"),  # nobody the vault knows
    ("4", "2026-12-01T09:08:00", "Дима", "Is Anna off sick today?"),
]


def lines(vault: Path, title: str) -> list[str]:
    text = (vault / "People" / f"{title}.md").read_text(encoding="utf-8")
    return [line for line in text.splitlines() if line.startswith("- [")]


def test_a_named_persons_context_lands_in_their_note_only(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA, "People/Anna Berg.md": ANNA})
    chat = export(tmp_path, "team.jsonl", ROWS)
    service = VaultService(vault)
    report = service.ingest(IngestRequest((chat,), model="none", today=TODAY)).rules
    assert report is not None and report.contexts == 2 and report.people_created == []
    sick, away = lines(vault, "Anna Berg")
    assert sick.startswith("- [context] Off sick today ") and "[valid_until:: 2026-12-01]" in sick
    assert away.startswith("- [context] В отпуске до 10 декабря ")
    assert "[valid_until:: 2026-12-10]" in away
    assert lines(vault, "Дмитрий Кузнецов") == []  # the sender said it, it is not his
    assert not (vault / "People" / "Паша.md").exists()

    before = snapshot(vault)
    again = service.ingest(IngestRequest((chat,), model="none", today=TODAY)).rules
    assert again is not None and again.examined == 0 and snapshot(vault) == before


KIM = "---\ntype: person\naliases: [Kim]\n---\n# Kim Lee\n\n## Memory\n"


def test_an_answer_to_who_owns_lands_in_the_named_persons_note(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    """The question in one ingest, the answer (a reply to it) in the next."""
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA, "People/Kim Lee.md": KIM})
    asked = [("1", "2026-12-01T10:00:00", "Дима", "Who owns the billing service?")]
    service = VaultService(vault)
    service.ingest(IngestRequest((export(tmp_path, "a.jsonl", asked),), model="none", today=TODAY))
    answered = [
        *asked,
        ("2", "2026-12-01T10:01:00", "Anna", "lunch?"),
        ("3", "2026-12-01T10:02:00", "Anna", "Who owns the API gateway?"),
        ("4", "2026-12-01T10:03:00", "Bob", "Kim does"),
    ]
    chat = export(tmp_path, "b.jsonl", answered)
    rows = [json.loads(line) for line in chat.read_text("utf-8").splitlines()]
    rows[3]["reply_to"] = "1"  # to the first question, not the latest
    chat.write_text("".join(json.dumps(row) + "\n" for row in rows), "utf-8")
    report = service.ingest(IngestRequest((chat,), model="none", today=TODAY)).rules
    assert report is not None and report.facts == 1
    [owns] = lines(vault, "Kim Lee")
    assert owns.startswith("- [fact] Kim owns the billing service ")
    assert "[[Sources/jsonl/team/2026-12-01#^jl-team-4]]" in strip_labels(owns)
