"""Command-line commands about what VaultMind did and holds: `status`, `log`, `undo`."""

from __future__ import annotations

import argparse
import dataclasses
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from vaultmind.cli.commands import Command
from vaultmind.cli.open import open_service

if TYPE_CHECKING:
    from vaultmind.service.jobs import VaultStatus
    from vaultmind.service.review import DetectorStatus
    from vaultmind.service.vectors import VectorStatus


def add_commands(command: Command) -> None:
    status = command("status", cmd_status, "vault size, index state, model calls, backlog")
    status.add_argument("--json", action="store_true")
    log = command("log", cmd_log, "what VaultMind wrote, job by job (for undo)")
    log.add_argument("-n", "--limit", type=int, default=20)
    undo = command("undo", cmd_undo, "revert a job's lines that are still as it wrote them")
    undo.add_argument("job", nargs="?", type=int, help="the job number (default: the last)")


def cmd_status(args: argparse.Namespace) -> int:
    from vaultmind.cli.render.common import print_json

    service = open_service(args)
    status = service.status()
    detector = service.detector_status()
    vectors = service.vector_status()
    if args.json:
        print_json({**dataclasses.asdict(status), "detector": detector, "vectors": vectors})
        return 0
    print(f"vault: {status.vault}")
    print(f"files: {status.files} ({status.notes} notes, {_size(status.bytes)})")
    if status.index_updated is None:
        print("index: not built yet (run `vaultmind index`)")
    else:
        age = time.time() - status.index_updated
        print(f"index: updated {_ago(age)}")
    print(_watcher_line(status))
    if not status.model_usage:
        print("model calls: none yet")
    for use in status.model_usage:
        print(
            f"model {use.model}: {use.calls} calls, {use.prompt_tokens} prompt + "
            f"{use.completion_tokens} completion tokens, median {use.median_seconds:.2f} s"
        )
    if not status.backlog:
        print("ingest backlog: nothing imported yet")
    for source, chat, pending, failed in status.backlog:
        print(f"ingest backlog {source}/{chat}: {pending} pending, {failed} failed")
    print(_detector_line(detector))
    print(_vectors_line(vectors))
    return 0


def _vectors_line(vectors: VectorStatus) -> str:
    """Whether `ask`'s vector pass is on, and how much of the vault it has embedded."""
    if vectors.setting is None:
        return "vectors: off (`embedding_model` turns on ask's vector pass)"
    if not vectors.units or vectors.model is None:
        return f"vectors: {vectors.setting}, nothing embedded yet (run `vaultmind index`)"
    line = f"vectors: {vectors.model}, {vectors.units} units of {vectors.notes} notes"
    if vectors.waiting:
        line += (f"; {vectors.waiting} note(s) changed since "
                 "(the next `ask` or `vaultmind index` embeds them)")  # fmt: skip
    return line


def _watcher_line(status: VaultStatus) -> str:
    """Whether a watcher keeps the index current, and answers `ask` for other processes."""
    from vaultmind.cli.ask_served import answering, socket_path

    if not status.watcher:
        return "watcher: none (`vaultmind watch` keeps the index current and answers `ask`)"
    path = socket_path(Path(status.vault))
    if path is not None and answering(path):
        return "watcher: running: the index is current, and it answers `ask --no-llm`"
    return "watcher: running: the index is current"


def _detector_line(detector: DetectorStatus) -> str:
    """Which detector ingest uses, what taught it, and how sure its written items are."""
    taught = (f"retrained with {detector.decisions} of your decisions" if detector.user_model
              else "as shipped")  # fmt: skip
    return (
        f"detector: {taught} ({detector.trained_on} examples); estimated precision "
        f"{detector.precision:.2f}, recall {detector.recall:.2f} on held-out chats; "
        f"{detector.open_suggestions} suggestion(s) to review"
    )


def cmd_log(args: argparse.Namespace) -> int:

    jobs = open_service(args).jobs(args.limit)
    if not jobs:
        print("no jobs yet")
    for job in jobs:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(job.started))
        print(
            f"{job.id:>4}  {when}  {job.status:<11} {job.files} file(s), +{job.added} "
            f"~{job.changed} line(s)  {job.command}"
        )
    return 0


def cmd_undo(args: argparse.Namespace) -> int:

    report = open_service(args).undo(args.job)
    print(
        f"undid job {report.job}: {report.reverted} line(s) reverted, "
        f"{len(report.removed_files)} file(s) it created removed"
        + (f", {len(report.restored_files)} it removed put back" if report.restored_files else "")
    )
    for kept in report.kept:
        print(f"kept: {kept}", file=sys.stderr)
    if report.newer:
        later = ", ".join(str(j) for j in report.newer)
        print(f"note: newer job(s) {later} were left as they are", file=sys.stderr)
    return 0


def _size(count: int) -> str:
    return f"{count / 1e6:.1f} MB" if count >= 1e6 else f"{count / 1e3:.0f} kB"


def _ago(seconds: float) -> str:
    if seconds < 90:
        return f"{seconds:.0f} s ago"
    if seconds < 5400:
        return f"{seconds / 60:.0f} min ago"
    return f"{seconds / 3600:.1f} h ago"
