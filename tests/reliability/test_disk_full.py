"""A full disk under `reflect`, `digest`, `plan` and a chat compaction: the write that
fails (ENOSPC from an open, an fsync, a rename or a link, at seeded random points, in
a real process) leaves every file whole, the user gets one line naming the problem
and a non-zero exit, and once there is room again the same command finishes the work."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.reliability.faults import (
    WRITERS,
    check_killed,
    converges,
    demo_with_chats,
    fault_run,
    kill_points,
    snapshot,
    temps,
)

pytestmark = pytest.mark.slow  # real processes

QUICK, LONG = 1, 20  # failing writes per command: every run, and `-m long`


@pytest.fixture(scope="module")
def pristine(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return demo_with_chats(tmp_path_factory.mktemp("full") / "demo")


def disk_full(pristine: Path, scratch: Path, name: str, seed: int, count: int) -> None:
    writer = WRITERS[name]
    ref = writer.reference(pristine, scratch, fault="enospc")
    for at in kill_points(ref, seed, count):
        vault = scratch / f"full-{at}"
        shutil.copytree(pristine, vault, ignore=shutil.ignore_patterns(".vaultmind"))
        done = fault_run(f"enospc:{at}", vault, *writer.args, stdin=writer.stdin,
                         env=writer.env)  # fmt: skip
        err = done.stderr.splitlines()[:-1]  # the last: fault_run's count
        assert done.returncode == 1, (at, done.stderr)
        assert "Traceback" not in done.stderr
        shown = [line for line in err if not line.startswith("model echo")]
        assert len(shown) == 1 and shown[0].startswith("vaultmind: error: "), (at, err)
        assert shown[0].endswith(": no space left on device"), shown
        assert ".tmp" not in shown[0]  # a hidden temporary file is never named
        assert temps(snapshot(vault)) == []
        check_killed(vault, ref)
        converges(vault, ref, at, writer.rerun or writer.args,
                  "" if writer.rerun else writer.stdin, writer.env)  # fmt: skip
        shutil.rmtree(vault)


@pytest.mark.parametrize("name", sorted(WRITERS))
def test_a_full_disk_leaves_every_file_whole(pristine: Path, tmp_path: Path, name: str) -> None:
    disk_full(pristine, tmp_path, name, seed=6, count=QUICK)


@pytest.mark.long
@pytest.mark.parametrize("name", sorted(WRITERS))
def test_a_full_disk_at_every_kind_of_write(pristine: Path, tmp_path: Path, name: str) -> None:
    disk_full(pristine, tmp_path, name, seed=14, count=LONG)
