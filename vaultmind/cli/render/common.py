"""What every CLI command shows the same way: JSON for scripts, a progress bar on a
terminal, the index update line. Answers go to stdout; progress goes to stderr."""

from __future__ import annotations

import os
import sys
from typing import IO, TYPE_CHECKING, Any

from vaultmind.cli.streams import unfiltered
from vaultmind.vault.escape import json_default, json_text

if TYPE_CHECKING:
    from vaultmind.index.report import UpdateReport

BOLD_YELLOW, DIM, RESET = "\033[1;33m", "\033[2m", "\033[0m"


def use_colour(stream: IO[str]) -> bool:
    return stream.isatty() and not os.environ.get("NO_COLOR")


def print_json(data: Any) -> None:
    sys.stdout.write(json_text(data, indent=2, default=json_default) + "\n")


class ProgressBar:
    """A one-line bar on stderr when it is a terminal; silent when piped."""

    def __init__(self, label: str, stream: IO[str] | None = None) -> None:
        self.label = label
        self.stream = unfiltered(stream or sys.stderr)  # its own `\r` and `\033[K`
        self.enabled = self.stream.isatty()
        self._last = -1

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled or total <= 0:
            return
        percent = done * 100 // total
        if percent == self._last:
            return
        self._last = percent
        filled = percent * 30 // 100
        bar = "█" * filled + "░" * (30 - filled)
        self.stream.write(f"\r{self.label} {bar} {done}/{total}")
        if done >= total:
            self.stream.write("\r\033[K")
        self.stream.flush()


def render_update(report: UpdateReport) -> str:
    if report.watched:
        return "index: kept current by a running `vaultmind watch`; nothing to do"
    verb = "rebuilt" if report.rebuilt else "updated"
    parts = [f"{report.added} added", f"{report.updated} changed", f"{report.deleted} removed"]
    line = f"index {verb}: {', '.join(parts)}, {report.unchanged} unchanged"
    line += f" in {report.seconds:.2f} s"
    if report.problems:
        line += f"; {report.problems} file problem(s) — run `vaultmind doctor`"
    return line
