"""Git for the faces: the merge driver git calls, and `sync` (see `vault.git_setup`)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from vaultmind.service.core import ServiceCore


def merge_driver(base: Path, ours: Path, theirs: Path, path: str | None, marker_size: int) -> int:
    """Git's merge-driver protocol: the result in `ours`; 0 clean, 1 conflicted."""
    from vaultmind.memory.merge.driver import run_driver

    return run_driver(base, ours, theirs, path, marker_size)


@dataclass(frozen=True)
class SyncReport:
    lines: list[str]


class GitCommands(ServiceCore):
    """`sync`: the vault's changes committed, pulled with rebase, pushed."""

    def sync(self) -> SyncReport:
        from vaultmind.vault.git_sync import sync

        self.require_writable("sync commits and pulls into the vault")
        with self._write_lock():  # no VaultMind write lands halfway through a commit
            return SyncReport(sync(self.vault, self._jobs_since))

    def _jobs_since(self, when: float) -> list[str]:
        """The commands of the jobs that wrote something since `when`, oldest first."""
        from vaultmind.index.journal import Journal

        jobs = Journal(self.vault).jobs(200)
        return [job.command for job in reversed(jobs) if job.started >= when and job.files]
