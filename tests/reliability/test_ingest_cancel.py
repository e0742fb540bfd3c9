"""Cancelling a large ingest (Esc on the Ingest screen sets the same token) stops it
at once, not after the rules step's current group of files (over 20 s on 20 000
messages), and what it wrote is one interrupted job that `undo` reverts to the byte."""

from __future__ import annotations

import json
import threading
import time
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from tests.reliability.test_ingest_resume import snapshot
from vaultmind.cancel import CancelToken
from vaultmind.errors import Cancelled
from vaultmind.index.journal import Journal
from vaultmind.service import IngestRequest, VaultService

pytestmark = pytest.mark.slow  # a 20 000-message ingest, twice

MESSAGES = 20_000
STOPPED_WITHIN = 1.5  # s from the cancel to the ingest's end (measured ≈ 0.1–0.5 s idle)
PHRASES = ["Пришлю отчёт {n} до пятницы", "Ок, спасибо {n}", "Кто смотрел договор {n}?",
           "I will send the supplier report {n} by Monday", "Meeting notes {n} are up",
           "Созвон по релизу {n} переносим", "Готово, отчёт {n} отправил"]  # fmt: skip
PEOPLE = ["Дмитрий Кузнецов", "Ольга Иванова", "Игорь Петров", "Анна Смирнова"]


def big_chat(path: Path) -> Path:
    """A team chat over 80 days: a few hundred messages a day, one in seven a promise."""
    with path.open("w", encoding="utf-8") as out:
        for n in range(MESSAGES):
            day = date.fromordinal(date(2026, 9, 1).toordinal() + n // 250)
            hour = 8 + n % 250 // 25
            row = {"id": n, "sender": PEOPLE[n // 3 % 4], "chat": "team",
                   "text": PHRASES[n % len(PHRASES)].format(n=n),
                   "time": f"{day.isoformat()}T{hour:02d}:{n % 60:02d}:00"}  # fmt: skip
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
    return path


@pytest.mark.parametrize("stage, after", [("import", 0.0), ("rules", 1.0), ("rules", 4.0)])
def test_a_cancelled_large_ingest_stops_at_once_and_undoes_to_the_byte(
    demo_vault: Path, tmp_path: Path, stage: str, after: float
) -> None:
    chat = big_chat(tmp_path / "team.jsonl")
    service = VaultService(demo_vault)
    service.update_index()
    before = snapshot(demo_vault)
    token, reached, ended = CancelToken(), threading.Event(), threading.Event()
    outcome: list[BaseException | None] = []

    def progress(told: str, done: int, total: int) -> None:
        if told == stage:
            reached.set()

    def run() -> None:
        try:
            service.ingest(IngestRequest((chat,), model="none", today=date(2026, 12, 3)),
                           progress, token)  # fmt: skip
            outcome.append(None)
        except BaseException as exc:  # handed to the test
            outcome.append(exc)
        ended.set()

    worker = threading.Thread(target=run, daemon=True)
    started = time.perf_counter()
    worker.start()
    if stage == "import":  # the export parsed, its day files being written
        deadline = time.monotonic() + 120
        while not any((demo_vault / "Sources").rglob("2026-09-0*.md")):
            assert time.monotonic() < deadline, "no day file was ever written"
            time.sleep(0.01)
    else:
        assert reached.wait(120), "the ingest never reached its rules step"
        time.sleep(after)
    assert not ended.is_set(), "the ingest ended before it could be cancelled"
    asked = time.perf_counter()
    token.cancel()
    assert ended.wait(120)
    took = time.perf_counter() - asked
    assert isinstance(outcome[0], Cancelled), outcome
    assert took < STOPPED_WITHIN, (
        f"stopped {took:.2f} s after the cancel ({asked - started:.1f} s in)"
    )
    job = Journal(demo_vault).jobs(1)[0]
    assert job.status == "interrupted" and job.command.startswith("ingest")
    assert snapshot(demo_vault) != before  # it had written something: days, notes
    service.undo()
    assert snapshot(demo_vault) == before


def test_a_cancel_during_the_export_parse_stops_the_parse_there(
    demo_vault: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Esc while a long export is parsed: the parse stops at the next message (it read
    all 20 000 before anything looked at the token), and nothing is written."""
    from vaultmind.agent.ingest.sources.formats import jsonl

    chat = big_chat(tmp_path / "team.jsonl")
    service = VaultService(demo_vault)
    service.update_index()
    before = snapshot(demo_vault)
    token, read = CancelToken(), [0]
    message = jsonl._message

    def counted(*args: Any) -> Any:
        read[0] += 1
        if read[0] == 1000:
            token.cancel()  # as Esc would, from the UI thread, mid-parse
        return message(*args)

    monkeypatch.setattr(jsonl, "_message", counted)
    with pytest.raises(Cancelled):
        service.ingest(IngestRequest((chat,), model="none", today=date(2026, 12, 3)),
                       None, token)  # fmt: skip
    assert read[0] == 1000, f"the parse read {read[0]} messages after the cancel"
    assert snapshot(demo_vault) == before


def test_a_cancel_during_the_ingests_index_update_stops_that_update(
    demo_vault: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Esc while the day files the import wrote are being indexed: that update stops
    between two files and commits nothing; the job is interrupted and undone whole."""
    from vaultmind.index import indexer

    chat = big_chat(tmp_path / "team.jsonl")
    service = VaultService(demo_vault)
    service.update_index()
    before = snapshot(demo_vault)
    token = CancelToken()
    updates: list[tuple[int, str]] = []  # (files asked for, how the update ended)
    locked = indexer.Indexer._locked

    def watched_update(self: Any, rebuild: bool, only: list[str] | None, progress: Any) -> Any:
        if only and any(p.startswith("Sources/") for p in only):
            token.cancel()  # the import's days are written: now they are being indexed
        try:
            found = locked(self, rebuild, only, progress)
        except Cancelled:
            updates.append((len(only or ()), "cancelled"))
            raise
        updates.append((len(only or ()), "committed"))
        return found

    monkeypatch.setattr(indexer.Indexer, "_locked", watched_update)
    with pytest.raises(Cancelled):
        service.ingest(IngestRequest((chat,), model="none", today=date(2026, 12, 3)),
                       None, token)  # fmt: skip
    assert updates[-1][1] == "cancelled" and updates[-1][0] > 50, updates
    job = Journal(demo_vault).jobs(1)[0]
    assert job.status == "interrupted" and job.command.startswith("ingest")
    service.undo()
    assert snapshot(demo_vault) == before
