"""Helpers for the fault suites: `vaultmind` in a real process through fault_run.py,
vault snapshots, and the checks a killed run must pass."""

from __future__ import annotations

import hashlib
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from tests.conftest import REPO
from vaultmind.vault.parse import parse_note

Snapshot = dict[str, bytes]
_COUNT = re.compile(r"fault_run: (\d+) changes\n\Z")


def fault_run(
    plan: str, vault: Path, *args: str, stdin: str = "", versions: Path | None = None,
    env: dict[str, str] | None = None, timeout: float = 120,
) -> subprocess.CompletedProcess[str]:  # fmt: skip
    """`vaultmind ARGS --vault VAULT` under PLAN (see fault_run.py), no model but the echo."""
    extra = {"FAULT_RUN_VERSIONS": str(versions)} if versions else {}
    return subprocess.run(
        [sys.executable, "-m", "tests.reliability.fault_run", plan, str(vault), "--", *args,
         "--vault", str(vault)],
        input=stdin, capture_output=True, text=True, encoding="utf-8", timeout=timeout,
        cwd=REPO, env={**os.environ, **extra, **(env or {})}, check=False,
    )  # fmt: skip


def changes(done: subprocess.CompletedProcess[str]) -> int:
    """How many file-system changes an unfaulted run made."""
    found = _COUNT.search(done.stderr)
    assert done.returncode == 0 and found, done.stderr
    return int(found.group(1))


def snapshot(vault: Path) -> Snapshot:
    """Every file of the vault outside `.vaultmind/`, hidden temporary files included."""
    return {
        p.relative_to(vault).as_posix(): p.read_bytes()
        for p in sorted(vault.rglob("*"))
        if p.is_file() and ".vaultmind" not in p.relative_to(vault).parts
    }


def temps(files: Snapshot) -> list[str]:
    return [path for path in files if Path(path).name.startswith(".") and path.endswith(".tmp")]


@dataclass
class Reference:
    """An uninterrupted run: the vault before and after, every version it wrote, its
    number of changes."""

    before: Snapshot
    after: Snapshot
    versions: dict[str, set[str]]
    total: int


def reference(
    pristine: Path, scratch: Path, *args: str, stdin: str = "",
    rerun: tuple[str, ...] | None = None, env: dict[str, str] | None = None, scope: str = "",
    fault: str = "count",
) -> Reference:  # fmt: skip
    """The uninterrupted run; the rerun (the same command by default) changes nothing.
    `total` counts the changes under `scope` that `fault` can hit (see fault_run.py)."""
    vault = scratch / "reference"
    shutil.copytree(pristine, vault, ignore=shutil.ignore_patterns(".vaultmind"))
    record = scratch / "versions.json"
    plan = f"{fault}:0:{scope}"
    total = changes(fault_run(plan, vault, *args, stdin=stdin, versions=record, env=env))
    written = json.loads(record.read_text("utf-8"))
    after = snapshot(vault)
    ref = Reference(snapshot(pristine), after, {k: set(v) for k, v in written.items()}, total)
    assert after != ref.before and total > 0  # the command does write
    assert changes(fault_run("count", vault, *(rerun or args), env=env,
                             stdin="" if rerun else stdin)) == 0  # fmt: skip
    assert snapshot(vault) == after
    shutil.rmtree(vault)
    return ref


def check_killed(vault: Path, ref: Reference) -> None:
    """After a kill: every file is as it was or as the run wrote it at some point (never
    half a file), every line of the user's text is still there, every note parses."""
    now = snapshot(vault)
    for path, data in now.items():
        if path in temps(now):
            continue  # a killed writer's temporary file: hidden, removed by the next write
        if data == ref.before.get(path):
            continue
        assert hashlib.sha1(data).hexdigest() in ref.versions.get(path, set()), path
        note = parse_note(path, data.decode("utf-8"))
        assert note.problems == (), (path, note.problems)
        if path in ref.before:  # the lines the whole run keeps are all here
            lines = set(data.decode("utf-8").splitlines())
            kept = set(ref.after[path].decode("utf-8").splitlines())
            old = ref.before[path].decode("utf-8").splitlines()
            assert [x for x in old if x in kept and x not in lines] == [], path
    assert set(ref.before) - set(now) == set()  # no file went missing


def kill_points(ref: Reference, seed: int, count: int) -> list[int]:
    """`count` distinct changes to kill at, chosen by `seed` (all of them when fewer)."""
    points = list(range(1, ref.total + 1))
    return sorted(random.Random(seed).sample(points, min(count, len(points))))


def converges(vault: Path, ref: Reference, at: int, rerun: tuple[str, ...], stdin: str,
              env: dict[str, str] | None) -> None:  # fmt: skip
    """The command run again on a vault a fault cut short ends as the reference ended."""
    again = fault_run("count", vault, *rerun, stdin=stdin, env=env)
    assert again.returncode == 0, (at, again.stderr)
    now = snapshot(vault)
    assert temps(now) == [], (at, temps(now))
    assert sorted(now) == sorted(ref.after), at
    different = [p for p in now if now[p] != ref.after[p]]
    assert different == [], (at, different, [now[p].decode() for p in different])


def kill_and_rerun(
    pristine: Path, scratch: Path, ref: Reference, at: int, *args: str, stdin: str = "",
    rerun: tuple[str, ...] | None = None, scope: str = "", env: dict[str, str] | None = None,
) -> None:  # fmt: skip
    """Kill a run at its `at`th change (of those under `scope`); check the vault; run
    again (`rerun`, on an empty stdin, else the same command); it must converge."""
    vault = scratch / f"killed-{at}"
    shutil.copytree(pristine, vault, ignore=shutil.ignore_patterns(".vaultmind"))
    plan = f"kill:{at}:{scope}" if scope else f"kill:{at}"
    done = fault_run(plan, vault, *args, stdin=stdin, env=env)
    assert done.returncode == -signal.SIGKILL, (at, done.stderr)
    check_killed(vault, ref)
    converges(vault, ref, at, rerun or args, "" if rerun else stdin, env)
    shutil.rmtree(vault)


_REFERENCES: dict[tuple[str, tuple[str, ...], str, str], Reference] = {}


@dataclass(frozen=True)
class Writer:
    """A command that writes into the vault, as the fault suites run it."""

    args: tuple[str, ...]
    stdin: str = ""
    rerun: tuple[str, ...] | None = None  # how a user runs it again (default: the same)
    env: dict[str, str] | None = None

    def reference(self, pristine: Path, scratch: Path, scope: str = "",
                  fault: str = "count") -> Reference:  # fmt: skip
        """The uninterrupted run, made once per pristine vault (the tests share it)."""
        key = (str(pristine), self.args, scope, fault)
        if key not in _REFERENCES:
            _REFERENCES[key] = reference(pristine, scratch, *self.args, stdin=self.stdin,
                                         rerun=self.rerun, env=self.env, scope=scope,
                                         fault=fault)  # fmt: skip
        return _REFERENCES[key]

    def killed(self, pristine: Path, scratch: Path, ref: Reference, at: int,
               scope: str = "") -> None:  # fmt: skip
        kill_and_rerun(pristine, scratch, ref, at, *self.args, stdin=self.stdin,
                       rerun=self.rerun, scope=scope, env=self.env)  # fmt: skip


WRITERS = {
    "reflect": Writer(("reflect", "--day", "2026-12-01", "--all")),
    "digest": Writer(("digest", "--week", "2026-W49", "--today", "2026-12-03")),
    "plan": Writer(("plan", "Move the CRM", "--for", "Дима", "--today", "2026-12-03")),
    # two turns, the journal past its share after the second: one compaction, which
    # writes a transcript, the Daily summary and a memory; a user resumes the session
    "chat": Writer(
        ("chat", "--today", "2026-12-03"),
        "почему сдвинулась поставка гранулята?\nДима обещал прислать отчёт до пятницы.\n",
        ("chat", "--resume", "--today", "2026-12-03"),
        {"VAULTMIND_CHAT_COMPACT_SHARE": "0.02"},
    ),
}


def demo_with_chats(root: Path) -> Path:
    """The demo vault with the sample chat ingested (no model), no `.vaultmind/`."""
    from tests.unit.ask.conftest import SAMPLE
    from vaultmind.cli.main import main

    shutil.copytree(REPO / "vault_template", root)
    assert main(["--vault", str(root), "ingest", "--model", "none", str(SAMPLE)]) == 0
    shutil.rmtree(root / ".vaultmind")
    return root
