"""`vaultmind ingest FILE | head -1`: the reader leaving must not stop the job, and the
exit status says whether the job finished (issue 8, item 14)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path


def files(vault: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(vault)): p.read_bytes()
        for p in sorted(vault.rglob("*"))
        if p.is_file() and ".vaultmind" not in p.parts
    }


CHATS = 150  # one report line each, ~250 bytes: far more than one 8 KiB stdout buffer


def big_export(path: Path) -> Path:
    """Many chats, each with a promise: ingest prints a line per chat, then goes on to
    write commitments, people and Daily summaries — the part a stopped run loses."""
    lines = []
    for i in range(CHATS):
        chat = f"Team {i:03d} " + "long chat title " * 12
        text = f"I will send the report number {i} by friday"
        record = {"id": 1, "time": "2026-11-30T10:00:00", "sender": f"Person {i % 7}",
                  "text": text, "chat": chat}  # fmt: skip
        lines.append(json.dumps(record))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def ingest(vault: Path, export: Path, stdout: int) -> subprocess.Popen[bytes]:
    command = [sys.executable, "-m", "vaultmind", "ingest", str(export), "--vault", str(vault)]
    return subprocess.Popen(command, stdout=stdout, stderr=subprocess.PIPE)


def test_a_reader_that_leaves_does_not_stop_the_ingest(demo_vault: Path, tmp_path: Path) -> None:
    export = big_export(tmp_path / "chats.jsonl")
    twin = tmp_path / "twin"
    shutil.copytree(demo_vault, twin)

    reader, writer = os.pipe()
    stopped = ingest(demo_vault, export, writer)
    os.close(writer)
    os.close(reader)  # the reader is gone before the first line arrives, as with `head`
    _, stderr = stopped.communicate(timeout=120)
    assert b"Traceback" not in stderr and b"internal error" not in stderr, stderr
    assert stopped.returncode == 0, stderr

    whole = ingest(twin, export, subprocess.DEVNULL)
    _, twin_err = whole.communicate(timeout=120)
    assert whole.returncode == 0, twin_err
    assert files(demo_vault) == files(twin), "the vault is as after an uninterrupted ingest"
    assert len(list((demo_vault / "Sources" / "jsonl").iterdir())) == CHATS


def test_head_minus_one_in_a_shell(demo_vault: Path, tmp_path: Path) -> None:
    export = big_export(tmp_path / "chats.jsonl")
    twin = tmp_path / "twin"
    shutil.copytree(demo_vault, twin)
    command = (
        f"{sys.executable} -m vaultmind ingest {export} --vault {demo_vault} | head -1; "
        'echo "exit=${PIPESTATUS[0]}" >&2'
    )
    shell = subprocess.run(
        ["bash", "-c", command], capture_output=True, text=True, timeout=120, check=False
    )
    assert shell.stdout.count("\n") == 1, shell.stdout
    assert shell.stderr.strip().splitlines()[-1] == "exit=0", shell.stderr
    whole = ingest(twin, export, subprocess.DEVNULL)
    whole.communicate(timeout=120)
    assert files(demo_vault) == files(twin)


def test_a_job_that_fails_after_the_reader_left_does_not_report_success(
    demo_vault: Path, tmp_path: Path
) -> None:
    export = big_export(tmp_path / "chats.jsonl")
    daily = demo_vault / "Daily" / "2026-11-30.md"
    daily.write_text(daily.read_text(encoding="utf-8") + "<<<<<<< ours\nx\n>>>>>>> theirs\n")
    reader, writer = os.pipe()
    stopped = ingest(demo_vault, export, writer)
    os.close(writer)
    os.close(reader)
    _, stderr = stopped.communicate(timeout=120)
    assert stopped.returncode == 1, stderr
    assert b"conflict markers" in stderr
