"""The daemon's schedule with a fake clock: the evening's reflection, catch-up after
the machine was off, never the same (person, day) twice — also when another machine
wrote it — and one daemon per vault."""

from __future__ import annotations

import threading
from datetime import UTC, date, datetime, time, timedelta
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.unit.reflect.fixture import FILES, age
from vaultmind.agent.reflect.schedule import Schedule, days_due
from vaultmind.errors import UsageError
from vaultmind.service import VaultService

EVENING = Schedule(time(19, 0), 4)


def at(day: int, hour: int, minute: int = 0) -> datetime:
    return datetime(2026, 12, day, hour, minute, tzinfo=UTC)


@pytest.mark.parametrize(
    ("now", "last", "expected"),
    [
        (at(3, 18, 59), date(2026, 12, 1), [date(2026, 12, 2)]),  # not evening yet
        (at(3, 19, 0), date(2026, 12, 2), [date(2026, 12, 3)]),
        (at(3, 19, 5), date(2026, 12, 3), []),  # done already
        (at(3, 20), date(2026, 11, 30), [date(2026, 12, d) for d in (1, 2, 3)]),  # catch-up
        (at(3, 20), None, [date(2026, 12, 3)]),  # a first start does not rewrite history
        (at(3, 20), date(2026, 10, 1), [date(2026, 11, 27) + timedelta(days=n) for n in range(7)]),
    ],
)
def test_days_due(now: datetime, last: date | None, expected: list[date]) -> None:
    assert days_due(now, EVENING, last) == expected


@pytest.fixture
def root(write_vault: WriteVault) -> Path:
    root = write_vault(FILES)
    age(root)
    return root


def test_catch_up_then_never_twice(root: Path) -> None:
    service = VaultService(root)
    lines: list[str] = []
    service.daemon_tick(at(2, 20), lines.append)  # first start: the evening of Dec 2
    assert service.daemon_tick(at(5, 9), lines.append) == [date(2026, 12, 3), date(2026, 12, 4)]
    text = (root / "Daily/2026-12-03.md").read_text(encoding="utf-8")
    assert text.count("## Reflection — [[Dmitry]]") == 1
    assert service.daemon_tick(at(5, 10), lines.append) == []
    assert "2026-12-03: reflected on 2 person(s); 0 already there, 0 quiet" in lines


def test_a_reflection_from_another_machine_is_not_redone(root: Path) -> None:
    theirs = (
        "# 2026-12-03\n\nMy own words.\n\n## Reflection — [[Dmitry]]\n"
        "%% vm:reflection-dmitry 00000000 %%\nWritten on the laptop with a bigger model.\n"
    )
    (root / "Daily/2026-12-03.md").write_text(theirs, encoding="utf-8")
    lines: list[str] = []
    VaultService(root).daemon_tick(at(3, 19, 30), lines.append)
    text = (root / "Daily/2026-12-03.md").read_text(encoding="utf-8")
    assert text.startswith(theirs)  # Dmitry's kept as it is; Bob's added after it
    assert text.count("## Reflection — [[Dmitry]]") == 1 and "## Reflection — [[Bob]]" in text
    assert lines[0] == "2026-12-03: reflected on 1 person(s); 1 already there, 0 quiet"


def test_the_weekly_digest_on_its_day(root: Path) -> None:
    VaultService(root).daemon_tick(at(4, 19, 30), lambda line: None)  # a Friday
    assert "## Weekly digest" in (root / "Daily/2026-W49.md").read_text(encoding="utf-8")


def test_a_second_daemon_refuses(root: Path) -> None:
    with (
        VaultService(root).daemon_lock(),
        pytest.raises(UsageError, match="already runs for this vault"),
        VaultService(root).daemon_lock(),
    ):
        pass
    with VaultService(root).daemon_lock():  # released with the first
        pass


def test_the_loop_stops_when_told(root: Path) -> None:
    stop = threading.Event()
    lines: list[str] = []
    ticks = iter([at(3, 20), at(3, 21)])

    def clock() -> datetime:
        now = next(ticks, at(3, 22))
        if now == at(3, 21):
            stop.set()
        return now

    VaultService(root).daemon(stop, lines.append, clock=clock, tick=0.01, watch=False)
    assert lines[0].startswith("daemon started for ")
    assert lines[-1] == "daemon stopped"
    assert sum("reflected on" in line for line in lines) == 1


def test_a_note_it_cannot_write_is_retried_and_named_once(root: Path) -> None:
    daily = root / "Daily/2026-12-03.md"
    daily.write_text("# x\n<<<<<<< HEAD\na\n=======\nb\n>>>>>>> other\n", encoding="utf-8")
    service = VaultService(root)
    lines: list[str] = []
    assert service.daemon_tick(at(3, 20), lines.append) == []
    assert service.daemon_tick(at(3, 20, 1), lines.append) == []
    assert len(lines) == 1 and lines[0].startswith("2026-12-03: not reflected, retried later: ")
    daily.write_text("# 2026-12-03\n", encoding="utf-8")  # the user resolves the conflict
    assert service.daemon_tick(at(3, 20, 2), lines.append) == [date(2026, 12, 3)]


def test_a_stop_during_the_digest_leaves_the_week_for_the_next_tick(root: Path) -> None:
    import json

    from vaultmind.agent.fake import ScriptedModel
    from vaultmind.agent.reflect.digest_prose import SYSTEM as DIGEST
    from vaultmind.cancel import CancelToken

    stop = CancelToken()

    def reply(system: str, prompt: str) -> str:
        if system == DIGEST:
            stop.cancel()  # SIGTERM arrives while the model writes the digest's prose
        return json.dumps({"prose": prompt.splitlines()[0]}) if system == DIGEST else "{}"

    service, lines = VaultService(root), list[str]()
    model = ScriptedModel([reply] * 20)
    assert service.daemon_tick(at(4, 19, 30), lines.append, model, stop) == []  # a Friday
    assert not (root / "Daily/2026-W49.md").exists()  # no digest without its prose
    assert lines[-1] == "2026-12-04: stopped; the next run finishes this day"
    assert service.daemon_tick(at(4, 19, 31), lines.append, model) == [date(2026, 12, 4)]
    digest = (root / "Daily/2026-W49.md").read_text(encoding="utf-8").splitlines()
    assert digest[5].replace("\\", "") == digest[4]  # the numbers, then the prose (an echo)


def test_a_bad_machine_setting_is_named_once_and_retried(root: Path) -> None:
    from vaultmind.cancel import CancelToken
    from vaultmind.home import home_dir

    settings = home_dir() / "settings.toml"
    settings.parent.mkdir(parents=True, exist_ok=True)
    settings.write_text('model_threads = "many"\n', encoding="utf-8")  # saved while it runs
    service, lines, stop = VaultService(root), list[str](), CancelToken()
    assert service.daemon_tick(at(3, 20), lines.append, None, stop) == []
    assert service.daemon_tick(at(3, 20, 1), lines.append, None, stop) == []
    assert len(lines) == 1 and "not reflected, retried later: settings: model_threads" in lines[0]
    settings.write_text("model_threads = 1\n", encoding="utf-8")  # fixed
    assert service.daemon_tick(at(3, 20, 2), lines.append, None, stop) == [date(2026, 12, 3)]
