"""Everything that writes memories, at once, into the same person note: the daemon
(the live watcher, catching up on five days of reflections whose commitments become
memories), a loop of `vaultmind memory add` processes, a process writing memories
through the service call the TUI's person card makes, and an editor saving the
user's own lines into the note between them. No update may be lost."""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
import time
from collections.abc import Sequence
from datetime import date
from pathlib import Path

import pytest

from tests.conftest import REPO
from tests.reliability.faults import demo_with_chats
from tests.reliability.test_memory_writes import CTX, edit_like_obsidian, processes, texts
from vaultmind.index.paths import DataPaths
from vaultmind.vault.model import MemoryLine
from vaultmind.vault.parse import parse_note

pytestmark = pytest.mark.slow  # real processes

DIMA = "People/Дмитрий Кузнецов.md"
QUICK, LONG = 4, 25  # writes by the CLI loop, and by the TUI's process, each
LAST_DAY = "2026-12-03"  # the daemon's frozen evening (fault_run.py)


def cli_loop(vault: str, items: list[str]) -> None:
    """Worker: `vaultmind memory add` once per text, one process after another."""
    for text in items:
        done = subprocess.run(
            [sys.executable, "-m", "vaultmind", "memory", "add", "Дима", text, "--today",
             "2026-12-03", "--vault", vault], capture_output=True, text=True, timeout=120,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr


def tui_writes(vault: str, items: list[str]) -> None:
    """Worker: the person card's write (`PersonScreen.write`, action `add`), in one
    long-lived service session as the TUI holds it."""
    from vaultmind.service import VaultService
    from vaultmind.ui.screens.memory_form import MemoryInput
    from vaultmind.ui.screens.person import _new_memory

    today = date(2026, 12, 3)
    with VaultService.open(Path(vault)) as service:
        for text in items:
            new = _new_memory(service, MemoryInput("fact", text, ""), today)
            service.remember(DIMA, new, today)
            time.sleep(0.05)


def daemon(vault: Path) -> subprocess.Popen[str]:
    """`vaultmind daemon` with the echo model and the clock at 2026-12-03 20:00 local."""
    return subprocess.Popen(
        [sys.executable, "-m", "tests.reliability.fault_run", "count", str(vault), "--",
         "daemon", "--tick", "0.2", "--vault", str(vault)],
        cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip


def caught_up(vault: Path, deadline: float) -> bool:
    state = DataPaths.for_vault(vault).root / "daemon.json"
    while time.monotonic() < deadline:
        try:
            if json.loads(state.read_text("utf-8"))["last"] == LAST_DAY:
                return True
        except (OSError, ValueError, KeyError):
            pass
        time.sleep(0.2)
    return False


def reflection_memories(vault: Path) -> list[tuple[str, str]]:
    """(day, commitment) for each commitment the daemon's reflections on Dmitry list."""
    found = []
    for daily in sorted((vault / "Daily").glob("2026-*.md")):
        text = daily.read_text(encoding="utf-8")
        section = text.partition("## Reflection — [[Дмитрий Кузнецов]]\n")[2].split("\n## ")[0]
        for item in re.findall(r"^  - (.+?) — \[\[Sources/", section, re.MULTILINE):
            found.append((daily.stem, item))
    return found


def still_there(line: str, memories: Sequence[MemoryLine], text: str) -> bool:
    """The line as it was, or its memory reinforced since (a reflection restating an
    extracted commitment adds its evidence): same id, same words."""
    if line in text.splitlines():
        return True
    old = parse_note(DIMA, f"## Memory\n{line}\n").memories
    if len(old) != 1 or not old[0].id:
        return False
    was = old[0]
    return any(m.id == was.id and m.text == was.text and m.status == was.status for m in memories)


@pytest.mark.parametrize("writes", [QUICK, pytest.param(LONG, marks=pytest.mark.long)])
def test_daemon_cli_tui_and_an_editor_at_once(tmp_path: Path, writes: int) -> None:
    vault = demo_with_chats(tmp_path / "vault")
    data = DataPaths.for_vault(vault).root
    data.mkdir(parents=True, exist_ok=True)
    (data / "daemon.json").write_text('{"last": "2026-11-28"}', encoding="utf-8")  # 5 days due
    before = (vault / DIMA).read_text(encoding="utf-8")
    by_cli, by_tui = texts("cli", writes), texts("tui", writes)
    stop, saved = CTX.Event(), CTX.Queue()
    editor = CTX.Process(target=edit_like_obsidian, args=(str(vault / DIMA), stop, saved))
    cli = CTX.Process(target=cli_loop, args=(str(vault), by_cli))
    tui = CTX.Process(target=tui_writes, args=(str(vault), by_tui))
    running = daemon(vault)
    try:
        with processes(editor, cli, tui):
            assert caught_up(vault, time.monotonic() + 300), "the daemon never caught up"
            cli.join(300)
            tui.join(300)
            stop.set()
            lines = saved.get(timeout=60)
    finally:
        running.send_signal(signal.SIGTERM)
        _, log = running.communicate(timeout=60)
    assert (cli.exitcode, tui.exitcode, editor.exitcode, running.returncode) == (0, 0, 0, 0), log
    assert "not reflected" not in log, log
    text = (vault / DIMA).read_text(encoding="utf-8")
    note = parse_note(DIMA, text)
    assert note.problems == ()
    memory = text.partition("\n## Memory\n")[2].split("\n## ")[0].splitlines()
    assert len([x for x in memory if x.startswith("- [")]) == len(note.memories)  # all parse
    for item in [*by_cli, *by_tui]:
        assert text.count(f"] {item} [") == 1, item
    made = reflection_memories(vault)
    assert len(made) >= 2, made  # the daemon wrote memories too, during the race
    for day, item in made:
        evidence = f"[[Daily/{day}#^reflect-dmitriy-kuznetsov]]"
        assert any(evidence in m.sources for m in note.memories), (day, item)
    assert [n for n in range(lines) if f"User line {n}\n" not in text] == []  # typed lines
    kept = [x for x in before.splitlines() if not still_there(x, note.memories, text)]
    assert kept == [], kept  # nothing of the note as it was is gone
    assert not [p for p in (vault / "People").iterdir() if p.name.startswith(".")]
    assert not list((vault / "People").glob("*saved while VaultMind wrote*"))
