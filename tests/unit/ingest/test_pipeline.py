"""The one ingest pipeline every face calls: its stages, its progress, and stopping it."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from vaultmind.agent.fake import ScriptedModel
from vaultmind.cancel import CancelToken
from vaultmind.errors import Cancelled
from vaultmind.index.journal import Journal
from vaultmind.service import IngestRequest, VaultService

TODAY = date(2026, 12, 2)
DIMA = "---\ntype: person\naliases: [Дима]\n---\n# Дмитрий Кузнецов\n\n## Memory\n"
DAYS = ("2026-11-28", "2026-11-29", "2026-11-30")


def three_days(tmp_path: Path) -> Path:
    """A chat over three days, 60 messages a day (two chunks for the model), the
    first of each day a promise."""
    rows = [
        {"id": f"{d}-{i}", "time": f"{day}T10:{i:02d}:00", "sender": "Дима", "chat": "team",
         "text": f"Пришлю отчёт номер {d} завтра" if i == 0 else f"Обсуждаем пункт {i}"}
        for d, day in enumerate(DAYS)
        for i in range(60)
    ]  # fmt: skip
    chat = tmp_path / "team.jsonl"
    chat.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows), "utf-8")
    return chat


def nothing_found() -> ScriptedModel:
    return ScriptedModel(['{"people": []}'] * 10)


def test_progress_names_each_stage_in_order_with_its_totals(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    heard: list[tuple[str, int, int]] = []
    request = IngestRequest((three_days(tmp_path),), today=TODAY)
    report = VaultService(vault).ingest(
        request, lambda *event: heard.append(event), model=nothing_found()
    )
    stages = list(dict.fromkeys(stage for stage, _, _ in heard))
    assert stages == ["import", "rules", "model", "days"]
    assert ("import", 1, 1) in heard and ("days", 3, 3) in heard
    assert report.model is not None and report.model.chunks_ok == max(
        done for stage, done, _ in heard if stage == "model"
    )
    assert report.rules is not None and report.rules.added == 3
    assert sorted(report.days) == list(DAYS)


def test_a_cancelled_ingest_keeps_its_work_and_a_rerun_finishes_the_same_job(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    request = IngestRequest((three_days(tmp_path),), today=TODAY)
    service = VaultService(vault)
    cancel = CancelToken()

    def stop_after_first_chunk(stage: str, done: int, total: int) -> None:
        if stage == "model" and done == 1:
            cancel.cancel()

    with pytest.raises(Cancelled):
        service.ingest(request, stop_after_first_chunk, cancel, model=nothing_found())
    [job] = Journal(vault).jobs()
    assert job.status == "interrupted"
    person = (vault / "People/Дмитрий Кузнецов.md").read_text("utf-8")
    assert person.count("Пришлю отчёт номер") == 3  # the rules stage had finished
    assert not (vault / "Daily").exists() or not list((vault / "Daily").iterdir())

    again = service.ingest(request, model=nothing_found())
    assert again.model is not None and again.model.chunks_ok == 1  # the one not yet asked
    assert sorted(again.days) == list(DAYS)
    [job_after] = Journal(vault).jobs()
    assert (job_after.id, job_after.status) == (job.id, "done")


def test_a_dry_run_writes_nothing_and_opens_no_job(write_vault: WriteVault, tmp_path: Path) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    before = sorted(p.relative_to(vault) for p in vault.rglob("*") if ".vaultmind" not in p.parts)
    request = IngestRequest((three_days(tmp_path),), dry_run=True, today=TODAY)
    report = VaultService(vault).ingest(request, model=nothing_found())
    assert [chat.counts.new for chat in report.chats] == [180]
    assert report.rules is None and report.model is None and report.days == {}
    after = sorted(p.relative_to(vault) for p in vault.rglob("*") if ".vaultmind" not in p.parts)
    assert after == before
    assert Journal(vault).jobs() == []


def test_a_cancel_before_the_rules_stops_them_before_their_first_group(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    cancel = CancelToken()

    def stop_at_rules(stage: str, done: int, total: int) -> None:
        if stage == "rules":
            cancel.cancel()

    request = IngestRequest((three_days(tmp_path),), today=TODAY)
    with pytest.raises(Cancelled):
        VaultService(vault).ingest(request, stop_at_rules, cancel, model=nothing_found())
    assert "Пришлю отчёт" not in (vault / "People/Дмитрий Кузнецов.md").read_text("utf-8")
    assert [job.status for job in Journal(vault).jobs()] == ["interrupted"]
