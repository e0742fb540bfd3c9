"""Ingest without a model, end to end on real files: promises become commitments, once."""

from __future__ import annotations

import json
import shutil
from datetime import date
from pathlib import Path

from tests.conftest import WriteVault
from vaultmind.memory.suggestions import suggestions
from vaultmind.service import IngestRequest, VaultService
from vaultmind.vault.source_labels import strip_labels

TODAY = date(2026, 12, 2)
DIMA = "---\ntype: person\naliases: [Дима]\n---\n# Дмитрий Кузнецов\n\n## Memory\n"
DMITRIY = "---\ntype: person\n---\n# Dmitriy Kuznetsov\n\n## Memory\n"


def export(folder: Path, name: str, rows: list[tuple[str, str, str, str]]) -> Path:
    path = folder / name
    lines = [
        json.dumps({"id": i, "time": t, "sender": s, "text": x, "chat": "team"}, ensure_ascii=False)
        for i, t, s, x in rows
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def ingest(vault: Path, *files: Path) -> str:
    VaultService(vault).ingest(IngestRequest(files, model="none", today=TODAY))
    return (vault / "People" / "Дмитрий Кузнецов.md").read_text(encoding="utf-8")


def snapshot(vault: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(vault)): p.read_bytes()
        for p in sorted(vault.rglob("*"))
        if p.is_file() and ".vaultmind" not in p.parts
    }


def test_a_promise_becomes_a_commitment_with_provenance(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    chat = export(
        tmp_path,
        "team.jsonl",
        [("1", "2026-11-30T10:05:00", "Дима", "Сделаю отчёт по релизу до пятницы")],
    )
    note = ingest(vault, chat)
    [line] = [line for line in note.splitlines() if line.startswith("- [commitment]")]
    assert "[due:: 2026-12-04]" in line  # Friday after the message, not after today
    assert "[by::" not in line and "[confidence:: 0.6]" in line  # the chat source implies by
    assert "[src:: [[Sources/jsonl/team/2026-11-30#^jl-team-1]]]" in strip_labels(line)


def test_running_again_changes_nothing_even_without_derived_data(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    chat = export(
        tmp_path, "team.jsonl", [("1", "2026-11-30T10:05:00", "Дима", "Пришлю договор завтра")]
    )
    ingest(vault, chat)
    before = snapshot(vault)
    ingest(vault, chat)
    assert snapshot(vault) == before
    shutil.rmtree(vault / ".vaultmind")  # another machine: the vault came through git
    ingest(vault, chat)
    assert snapshot(vault) == before


def test_a_postponed_deadline_supersedes_the_old_commitment(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    first = export(
        tmp_path,
        "a.jsonl",
        [("1", "2026-11-30T10:05:00", "Дима", "Сделаю отчёт по релизу до пятницы")],
    )
    later = export(
        tmp_path,
        "b.jsonl",
        [("2", "2026-12-03T09:00:00", "Дима", "Сделаю отчёт по релизу до среды")],
    )
    ingest(vault, first)
    note = ingest(vault, later)
    lines = [line for line in note.splitlines() if line.startswith("- [commitment]")]
    old, new = lines
    assert "[status:: superseded]" in old and "[due:: 2026-12-04]" in old
    assert "[due:: 2026-12-09]" in new and "status" not in new
    assert f"[superseded_by:: [[#^{new.rsplit('^', 1)[1]}]]]" in old


def test_an_edited_message_is_extracted_again(write_vault: WriteVault, tmp_path: Path) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    ingest(
        vault,
        export(tmp_path, "team.jsonl", [("1", "2026-11-30T10:05:00", "Дима", "Посмотрю позже")]),
    )
    note = ingest(
        vault,
        export(tmp_path, "team.jsonl", [("1", "2026-11-30T10:05:00", "Дима", "Посмотрю завтра")]),
    )
    assert "- [commitment]" not in note  # «Посмотрю» names no task: suggested (issue 26)
    [held] = suggestions(vault)
    assert (held.text, held.due) == ("Посмотрю завтра", "2026-12-01")


def test_unknown_senders_get_a_person_note_even_with_a_close_spelling(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    maria = "---\ntype: person\n---\n# Maria Lopez\n\n## Memory\n"
    vault = write_vault({"People/Dmitriy Kuznetsov.md": DMITRIY, "People/Maria Lopez.md": maria})
    service = VaultService(vault)
    chat = export(
        tmp_path,
        "team.jsonl",
        [
            ("1", "2026-11-30T10:05:00", "Олег Петров", "Пришлю счёт завтра"),
            ("2", "2026-11-30T10:06:00", "Mario Lopez", "I will send the logs by Friday"),
            ("3", "2026-11-30T10:07:00", "dmitriy kuznetsov", "I will fix the build tomorrow"),
        ],
    )
    report = service.ingest(IngestRequest((chat,), model="none", today=TODAY)).rules
    assert report is not None
    assert report.people_created == ["People/Олег Петров.md", "People/Mario Lopez.md"]
    oleg = (vault / "People/Олег Петров.md").read_text(encoding="utf-8")
    assert "Пришлю счёт [due:: 2026-12-01]" in oleg
    assert "send the logs" in (vault / "People/Mario Lopez.md").read_text(encoding="utf-8")
    assert "send the logs" not in (vault / "People/Maria Lopez.md").read_text(encoding="utf-8")
    assert report.near_misses == [("Mario Lopez", "Maria Lopez")]
    # a title in other letter case is the same name (the slug)
    assert "fix the build" in (vault / "People/Dmitriy Kuznetsov.md").read_text(encoding="utf-8")


def test_a_sender_two_notes_answer_to_gets_a_note_of_their_own(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    orlov = "---\ntype: person\naliases: [Дима]\n---\n# Дмитрий Орлов\n\n## Memory\n"
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA, "People/Дмитрий Орлов.md": orlov})
    rows = [("1", "2026-11-30T10:05:00", "Дима", "Сделаю отчёт завтра")]
    note = ingest(vault, export(tmp_path, "team.jsonl", rows))
    assert "Сделаю отчёт" not in note
    assert "Сделаю отчёт" not in (vault / "People/Дмитрий Орлов.md").read_text(encoding="utf-8")
    assert "Сделаю отчёт" in (vault / "People/Дима.md").read_text(encoding="utf-8")


def test_the_day_gets_an_ingested_section_once_and_keeps_user_edits(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault(
        {"People/Дмитрий Кузнецов.md": DIMA, "Daily/2026-11-30.md": "# 30 ноября\n\nМой день.\n"}
    )
    rows = [("1", "2026-11-30T10:05:00", "Дима", "Пришлю договор завтра")]
    chat = export(tmp_path, "team.jsonl", rows)
    service = VaultService(vault)
    report = service.ingest(IngestRequest((chat,), model="none", today=TODAY))
    assert report.days == {"2026-11-30": "written"}
    daily = vault / "Daily" / "2026-11-30.md"
    text = daily.read_text(encoding="utf-8")
    assert text.startswith("# 30 ноября\n\nМой день.\n\n## Ingested\n")
    assert "- team ([[Sources/jsonl/team/2026-11-30|jsonl]]): 1 message(s)" in text
    assert "- [[Дмитрий Кузнецов]] · commitment: Пришлю договор (due 2026-12-01)" in text
    assert service.summarise_days(["2026-11-30"]) == {"2026-11-30": "unchanged"}
    daily.write_text(text + "- my own line\n", encoding="utf-8")
    outcome = service.summarise_days(["2026-11-30"])
    assert outcome == {"2026-11-30": "edited by the user; left as it is"}
    assert daily.read_text(encoding="utf-8") == text + "- my own line\n"
