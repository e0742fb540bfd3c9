"""Killing `vaultmind ingest` at any moment and running it again gives the same vault
as a run that was never interrupted (real processes, SIGKILL, no model)."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import TEMPLATE
from tests.reliability.conftest import signalled_at_read
from vaultmind.index.journal import Journal

pytestmark = pytest.mark.slow  # real processes, many runs: `make quick` leaves them out

PEOPLE = ["Дмитрий Кузнецов", "Ольга Иванова", "Игорь Петров", "Maria Lopez", "Новый Человек"]
PHRASES = [
    "Пришлю отчёт по поставкам {n} к пятнице",
    "Сделаю ревью задачи {n} завтра",
    "I will send the contract {n} by Monday",
    "Обсудили задачу {n}, всё по плану",
    "Подготовлю договор {n} до {day} декабря",
]


def export(path: Path, count: int) -> Path:
    rows = []
    for n in range(count):
        day, minute = 1 + n // 60, n % 60
        text = PHRASES[n % len(PHRASES)].format(n=n, day=min(day + 5, 28))
        rows.append(
            {
                "id": n,
                "time": f"2026-11-{day:02d}T10:{minute:02d}:00",
                "sender": PEOPLE[n % len(PEOPLE)],
                "text": text,
                "chat": "team",
            }
        )
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows), "utf-8")
    return path


def ingest(vault: Path, chat: Path) -> subprocess.Popen[bytes]:
    env = {**os.environ, "VAULTMIND_MODEL": "none"}
    argv = [sys.executable, "-m", "vaultmind", "ingest", "--vault", str(vault), str(chat)]
    return subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def snapshot(vault: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(vault)): p.read_bytes()
        for p in sorted(vault.rglob("*"))
        if p.is_file() and ".vaultmind" not in p.parts
    }


def uninterrupted(tmp_path: Path, chat: Path) -> tuple[dict[str, bytes], float]:
    """The vault a whole run writes into a copy of the template, and how long it took."""
    reference = tmp_path / "reference"
    shutil.copytree(TEMPLATE, reference)
    started = time.monotonic()
    assert ingest(reference, chat).wait(timeout=300) == 0
    return snapshot(reference), time.monotonic() - started


def test_sigkill_at_any_moment_then_resume_equals_an_uninterrupted_run(tmp_path: Path) -> None:
    chat = export(tmp_path / "team.jsonl", 300)
    expected, full_run = uninterrupted(tmp_path, chat)
    reference = tmp_path / "reference"
    assert ingest(reference, chat).wait(timeout=300) == 0
    assert snapshot(reference) == expected  # settled: a re-run is a no-op

    vault = tmp_path / "vault"
    shutil.copytree(TEMPLATE, vault)
    killed = 0
    for fraction in (0.1, 0.3, 0.5, 0.7, 0.9):  # each run resumes the previous one's work
        proc = ingest(vault, chat)
        time.sleep(full_run * fraction)
        proc.send_signal(signal.SIGKILL)
        killed += proc.wait(timeout=30) == -signal.SIGKILL
    assert killed >= 3  # most runs really were cut short
    final = ingest(vault, chat)
    _, err = final.communicate(timeout=300)
    assert final.returncode == 0, err.decode()
    assert snapshot(vault) == expected


def echo_ingest(vault: Path, chat: Path, kill_after: int | None = None) -> int:
    argv = [sys.executable, "-m", "tests.reliability.echo_ingest", str(vault), str(chat)]
    argv += [str(kill_after)] if kill_after else []
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(argv, cwd=root, capture_output=True, timeout=300)
    assert done.returncode in (0, -signal.SIGKILL), done.stderr.decode()
    return done.returncode


def test_sigkill_after_any_model_step_write_then_resume_equals_an_uninterrupted_run(
    tmp_path: Path,
) -> None:
    """The same with the model step (a deterministic model in a real process), cut
    right after its 1st, 2nd, … write: person notes, Sources records and the day
    summaries all end as if nothing had happened."""
    chat = export(tmp_path / "team.jsonl", 240)
    reference = tmp_path / "reference"
    shutil.copytree(TEMPLATE, reference)
    assert echo_ingest(reference, chat) == 0
    expected = snapshot(reference)
    assert "summaries:" in expected["Sources/jsonl/team/2026-11-01.md"].decode("utf-8")
    assert echo_ingest(reference, chat) == 0
    assert snapshot(reference) == expected

    vault = tmp_path / "vault"
    shutil.copytree(TEMPLATE, vault)
    killed = 0
    for kill_after in range(1, 40):  # each run resumes the last; its writes restart at 1
        if echo_ingest(vault, chat, kill_after) == 0:
            break
        killed += 1
    assert killed >= 5  # there were writes to cut between
    assert echo_ingest(vault, chat) == 0
    assert snapshot(vault) == expected


def test_ctrl_c_says_the_work_is_kept_and_the_rerun_finishes_it(tmp_path: Path) -> None:
    chat = export(tmp_path / "team.jsonl", 300)
    expected, _ = uninterrupted(tmp_path, chat)

    vault = tmp_path / "vault"
    shutil.copytree(TEMPLATE, vault)
    # Ctrl-C at a fixed write: a signal timed against a reference run missed it when
    # the machine was loaded
    proc = signalled_at_read(signal.SIGINT, 12, "ingest", "--vault", vault, chat)
    err = proc.stderr
    assert proc.returncode == 130, err.decode()
    assert snapshot(vault) != expected  # stopped half way
    assert err.decode().endswith(
        "interrupted: what was written is kept; run the same ingest again to continue\n"
    )
    assert [j.status for j in Journal(vault).jobs()] == ["interrupted"]
    assert ingest(vault, chat).wait(timeout=300) == 0
    assert snapshot(vault) == expected
    assert [j.status for j in Journal(vault).jobs()] == ["done"]  # one job, one undo
