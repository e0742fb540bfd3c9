"""`reflect`, `digest`, `plan` and a chat compaction killed (SIGKILL) at seeded random
points among their file-system changes, in real processes with the echo model: no
half-written file, no lost line, and running the command again gives, byte for byte,
the vault an uninterrupted run gives. `-m long` tries a few dozen points each."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.conftest import TEMPLATE
from tests.reliability.faults import kill_and_rerun, kill_points, reference
from tests.unit.ask.conftest import SAMPLE

pytestmark = pytest.mark.slow  # real processes

QUICK, LONG = 2, 30  # kill points per command: every run, and `-m long`
COMMANDS = {
    "reflect": ("reflect", "--day", "2026-12-01", "--all"),
    "digest": ("digest", "--week", "2026-W49", "--today", "2026-12-03"),
    "plan": ("plan", "Move the CRM", "--for", "Дима", "--today", "2026-12-03"),
}


@pytest.fixture(scope="module")
def pristine(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo vault with the sample chat ingested (no model)."""
    from vaultmind.cli.main import main

    root = tmp_path_factory.mktemp("killed") / "demo"
    shutil.copytree(TEMPLATE, root)
    assert main(["--vault", str(root), "ingest", "--model", "none", str(SAMPLE)]) == 0
    shutil.rmtree(root / ".vaultmind")
    return root


# chat: two turns, the journal past its share after the second (one compaction, which
# writes a transcript, the Daily summary and a memory); the rerun resumes the session
CHAT = ("chat", "--today", "2026-12-03")
CHAT_INPUT = "почему сдвинулась поставка гранулята?\nДима обещал прислать отчёт до пятницы.\n"
CHAT_ENV = {"VAULTMIND_CHAT_COMPACT_SHARE": "0.02"}
RESUME = ("chat", "--resume", "--today", "2026-12-03")


def kills(pristine: Path, scratch: Path, name: str, seed: int, count: int) -> None:
    if name == "chat":
        chat = {"stdin": CHAT_INPUT, "rerun": RESUME, "env": CHAT_ENV}
        ref = reference(pristine, scratch, *CHAT, **chat)  # type: ignore[arg-type]
        assert any(p.startswith("Sources/chat/") for p in ref.after)
        for at in kill_points(ref, seed, count):
            kill_and_rerun(pristine, scratch, ref, at, *CHAT, **chat)  # type: ignore[arg-type]
        return
    args = COMMANDS[name]
    ref = reference(pristine, scratch, *args)
    for at in kill_points(ref, seed, count):
        kill_and_rerun(pristine, scratch, ref, at, *args)


@pytest.mark.parametrize("name", [*sorted(COMMANDS), "chat"])
def test_killed_then_rerun_equals_an_uninterrupted_run(
    pristine: Path, tmp_path: Path, name: str
) -> None:
    kills(pristine, tmp_path, name, seed=6, count=QUICK)


@pytest.mark.long
@pytest.mark.parametrize("name", [*sorted(COMMANDS), "chat"])
def test_killed_at_dozens_of_points(pristine: Path, tmp_path: Path, name: str) -> None:
    kills(pristine, tmp_path, name, seed=14, count=LONG)


@pytest.mark.long
def test_reflect_killed_anywhere_in_the_index_and_caches_too(
    pristine: Path, tmp_path: Path
) -> None:
    """Points among every change, `.vaultmind/` (index, caches, job log) included."""
    args = COMMANDS["reflect"]
    ref = reference(pristine, tmp_path, *args, scope="all")
    for at in kill_points(ref, 3, LONG):
        kill_and_rerun(pristine, tmp_path, ref, at, *args, scope="all")


def test_killed_between_the_reflection_and_its_memories(pristine: Path, tmp_path: Path) -> None:
    """Killed just before the first memory the model's commitments make: the rerun finds
    the sections unchanged and must still write those memories (it wrote none)."""
    args = COMMANDS["reflect"]
    ref = reference(pristine, tmp_path, *args)
    kill_and_rerun(pristine, tmp_path, ref, 1, *args, scope="People/")


def test_killed_before_its_temporary_file_is_removed(pristine: Path, tmp_path: Path) -> None:
    """Killed at the new digest note's last change (its temporary file's removal): the
    rerun, which has nothing to write, still removes the hidden temporary file."""
    args = COMMANDS["digest"]
    ref = reference(pristine, tmp_path, *args)
    kill_and_rerun(pristine, tmp_path, ref, ref.total, *args)


@pytest.mark.parametrize("scope", ["Daily/", "People/"])
def test_chat_killed_between_its_compaction_writes(
    pristine: Path, tmp_path: Path, scope: str
) -> None:
    """Killed after the transcript (before the summary), or after the summary (before
    the memory): `chat --resume` finishes that compaction, with the same transcript
    and the same summary section (not a `-2` transcript, not a `(2)` summary)."""
    chat = {"stdin": CHAT_INPUT, "rerun": RESUME, "env": CHAT_ENV}
    ref = reference(pristine, tmp_path, *CHAT, **chat)  # type: ignore[arg-type]
    kill_and_rerun(pristine, tmp_path, ref, 1, *CHAT, scope=scope, **chat)  # type: ignore[arg-type]
