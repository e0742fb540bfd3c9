"""`reflect`, `digest`, `plan` and a chat compaction killed (SIGKILL) at seeded random
points among their file-system changes, in real processes with the echo model: no
half-written file, no lost line, and running the command again gives, byte for byte,
the vault an uninterrupted run gives. `-m long` tries a few dozen points each."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.reliability.faults import WRITERS, demo_with_chats, kill_points

pytestmark = pytest.mark.slow  # real processes

QUICK, LONG = 1, 30  # kill points per command: every run, and `-m long`


@pytest.fixture(scope="module")
def pristine(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return demo_with_chats(tmp_path_factory.mktemp("killed") / "demo")


def kills(pristine: Path, scratch: Path, name: str, seed: int, count: int) -> None:
    writer = WRITERS[name]
    ref = writer.reference(pristine, scratch)
    for at in kill_points(ref, seed, count):
        writer.killed(pristine, scratch, ref, at)


@pytest.mark.parametrize("name", sorted(WRITERS))
def test_killed_then_rerun_equals_an_uninterrupted_run(
    pristine: Path, tmp_path: Path, name: str
) -> None:
    kills(pristine, tmp_path, name, seed=6, count=QUICK)


@pytest.mark.long
@pytest.mark.parametrize("name", sorted(WRITERS))
def test_killed_at_dozens_of_points(pristine: Path, tmp_path: Path, name: str) -> None:
    kills(pristine, tmp_path, name, seed=14, count=LONG)


@pytest.mark.long
def test_reflect_killed_anywhere_in_the_index_and_caches_too(
    pristine: Path, tmp_path: Path
) -> None:
    """Points among every change, `.vaultmind/` (index, caches, job log) included."""
    writer = WRITERS["reflect"]
    ref = writer.reference(pristine, tmp_path, scope="all")
    for at in kill_points(ref, 3, LONG):
        writer.killed(pristine, tmp_path, ref, at, scope="all")


def test_killed_between_the_reflection_and_its_memories(pristine: Path, tmp_path: Path) -> None:
    """Killed just before the first memory the model's commitments make: the rerun finds
    the sections unchanged and must still write those memories (it wrote none)."""
    writer = WRITERS["reflect"]
    writer.killed(pristine, tmp_path, writer.reference(pristine, tmp_path), 1, scope="People/")


def test_killed_before_its_temporary_file_is_removed(pristine: Path, tmp_path: Path) -> None:
    """Killed at the new digest note's last change (its temporary file's removal): the
    rerun, which has nothing to write, still removes the hidden temporary file."""
    writer = WRITERS["digest"]
    ref = writer.reference(pristine, tmp_path)
    writer.killed(pristine, tmp_path, ref, ref.total)


@pytest.mark.parametrize("scope", ["Daily/", "People/"])
def test_chat_killed_between_its_compaction_writes(
    pristine: Path, tmp_path: Path, scope: str
) -> None:
    """Killed after the transcript (before the summary), or after the summary (before
    the memory): `chat --resume` finishes that compaction, with the same transcript
    and the same summary section (not a `-2` transcript, not a `(2)` summary)."""
    writer = WRITERS["chat"]
    writer.killed(pristine, tmp_path, writer.reference(pristine, tmp_path), 1, scope=scope)
