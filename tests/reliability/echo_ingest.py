"""`python -m tests.reliability.echo_ingest VAULT EXPORT [N]`: the ingest pipeline in a
real process with a deterministic model; with N, the process SIGKILLs itself right
after the model step's N-th file write, so a test can cut it at every write.

`echo` answers every chunk from the prompt itself: a grounded fact per sender
(their first message, cited), and the first message as the day's summary — the same
reply for the same chunk on every run, which a resumed run needs, and enough writes
(person notes, Sources records and summaries) for a kill to land among them. The
steps are those of `vaultmind ingest`: import, rules, model, the days' sections.
"""

from __future__ import annotations

import json
import os
import re
import signal
import sys
from collections.abc import Callable
from datetime import date
from pathlib import Path

from vaultmind.agent.fake import ScriptedModel
from vaultmind.service import VaultService
from vaultmind.vault.write import observed

_LINE = re.compile(r"^\[(\d+)\] \S+ \S+ ([^:]+): (.+)$", re.MULTILINE)
TODAY = date(2026, 12, 2)


def echo(system: str, prompt: str) -> str:
    """The reply to a chunk, made from the prompt itself: the same chunk, the same reply."""
    lines = [(int(n), sender, text) for n, sender, text in _LINE.findall(prompt)]
    first: dict[str, tuple[int, str]] = {}
    for number, sender, text in lines:
        first.setdefault(sender, (number, text))
    people = [
        {
            "name": sender,
            "facts": [{"text": text[:80], "msgs": [number]}],
            "preferences": [],
            "commitments": [],
        }
        for sender, (number, text) in sorted(first.items())[:8]
    ]
    number, _, text = lines[0]
    day = {"title": " ".join(text.split()[:3]), "summary": text[:120], "msgs": [number]}
    return json.dumps({"people": people, "daily_note": day}, ensure_ascii=False)


def echo_model(chunks: int = 1000) -> ScriptedModel:
    return ScriptedModel([echo] * chunks, name="echo")


def main(vault: Path, export: Path, kill_after: int | None) -> int:
    service = VaultService(vault)
    reports = service.ingest([export], dry_run=False, chat=None, since=None)
    paths = sorted({path for report in reports for path in report.all_files})
    service.extract_with_rules(paths, TODAY)
    with observed(_killer(kill_after)):
        report = service.extract_with_model(paths, echo_model(), TODAY, None)
    service.summarise_days([Path(path).stem for path in paths])
    return 0 if report.chunks_failed == 0 else 75


def _killer(kill_after: int | None) -> Callable[[Path, bytes | None, bytes], Callable[[], None]]:
    """SIGKILL just before the write after the `kill_after`th (observers hear of a write
    before it is made)."""
    writes = 0

    def before_write(path: Path, before: bytes | None, after: bytes) -> Callable[[], None]:
        nonlocal writes
        if writes == kill_after:
            os.kill(os.getpid(), signal.SIGKILL)
        writes += 1
        return lambda: None

    return before_write


if __name__ == "__main__":
    limit = int(sys.argv[3]) if len(sys.argv) > 3 else None
    sys.exit(main(Path(sys.argv[1]), Path(sys.argv[2]), limit))
