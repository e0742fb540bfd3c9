"""`python -m tests.reliability.echo_ingest VAULT EXPORT [N]`: the ingest pipeline in a
real process with a deterministic model; with N, the process SIGKILLs itself right
after the model step's N-th file write, so a test can cut it at every write.

`echo` answers every chunk from the prompt itself: a grounded fact per sender
(their first message, cited), and the first message as the day's summary — the same
reply for the same chunk on every run, which a resumed run needs, and enough writes
(person notes, Sources records and summaries) for a kill to land among them. It runs
the pipeline of `vaultmind ingest`: import, rules, model, the days' sections.
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
from vaultmind.service import IngestRequest, VaultService
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
    killer = ModelStepKiller(kill_after)
    with observed(killer.before_write):
        report = VaultService(vault).ingest(
            IngestRequest((export,), today=TODAY), killer.stage, model=echo_model()
        )
    return 0 if report.failed_chunks == 0 else 75


class ModelStepKiller:
    """SIGKILL just before the model step's write after the `kill_after`th (observers
    hear of a write before it is made); the pipeline's progress says when that step runs."""

    def __init__(self, kill_after: int | None) -> None:
        self.kill_after = kill_after
        self.in_model_step = False
        self.writes = 0

    def stage(self, stage: str, done: int, total: int) -> None:
        self.in_model_step = stage == "model"

    def before_write(
        self, path: Path, before: bytes | None, after: bytes | None
    ) -> Callable[[], None]:
        if self.in_model_step:
            if self.writes == self.kill_after:
                os.kill(os.getpid(), signal.SIGKILL)
            self.writes += 1
        return lambda: None


if __name__ == "__main__":
    limit = int(sys.argv[3]) if len(sys.argv) > 3 else None
    sys.exit(main(Path(sys.argv[1]), Path(sys.argv[2]), limit))
