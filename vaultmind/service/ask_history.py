"""The questions asked on this machine, for re-asking them (the TUI's ctrl+r; the CLI
could list them too): `.vaultmind/ask_history.json`, a cache like the index — never in
the vault, never synced. Newest first, one entry per question and asker, at most
`KEEP`; replaced atomically, and a file that does not read as a history is ignored
(the next question starts a new one)."""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from vaultmind.errors import FileAccessError, describe_os_error
from vaultmind.index.paths import DataPaths
from vaultmind.service.core import ServiceCore

KEEP = 200
FILE = "ask_history.json"


@dataclass(frozen=True, slots=True)
class AskedQuestion:
    question: str
    asker: str | None  # as the question was asked (`--as`); None: the vault's owner
    time: str = ""  # ISO, UTC: when it was last asked


class AskHistoryCommands(ServiceCore):
    """The question history; part of `VaultService`."""

    def asked_questions(self) -> list[AskedQuestion]:
        """Newest first; an unreadable or garbled file is no history. Someone who may
        not see private notes (`--as`) sees only the questions asked as them: the
        owner's may name what is private."""
        return self._visible(read_history(self._history_file()))

    def _visible(self, history: list[AskedQuestion]) -> list[AskedQuestion]:
        if self.privacy.sees_private:
            return history
        mine = self.asker.path if self.asker is not None else None
        return [asked for asked in history if asked.asker is not None and asked.asker == mine]

    def remember_question(self, question: str, asker: str | None = None) -> list[AskedQuestion]:
        """`question` (as `asker`) moved to the top, its earlier copy dropped; the
        history as now kept, the question as `ask` answers it (`question.bounded`). A file
        that cannot be written is one line (FileAccessError)."""
        from vaultmind.agent.ask.question import bounded

        asker = asker or (self.asker.path if self.asker is not None else None)
        asked = AskedQuestion(" ".join(bounded(question)[0].split()), asker or None,
                              datetime.now(UTC).isoformat(timespec="seconds"))  # fmt: skip
        if not asked.question:
            return self.asked_questions()
        path = self._history_file()
        same = (asked.question, asked.asker)
        kept = [a for a in read_history(path) if (a.question, a.asker) != same]
        history = [asked, *kept][:KEEP]
        try:
            _replace(path, json.dumps([_row(a) for a in history], ensure_ascii=False, indent=0))
        except OSError as exc:
            raise FileAccessError(f"question history: {describe_os_error(exc)}") from exc
        return self._visible(history)

    def _history_file(self) -> Path:
        return DataPaths.for_vault(self.vault).root / FILE


def read_history(path: Path) -> list[AskedQuestion]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    if not isinstance(data, list):
        return []
    found: list[AskedQuestion] = []
    for row in data:  # a row that is not a question is skipped, the rest kept
        if not isinstance(row, dict) or not isinstance(row.get("question"), str):
            continue
        asker, time = row.get("asker"), row.get("time")
        found.append(AskedQuestion(row["question"], asker if isinstance(asker, str) and asker
                                   else None, time if isinstance(time, str) else ""))  # fmt: skip
    return [a for a in found if a.question.strip()][:KEEP]


def _row(asked: AskedQuestion) -> dict[str, str | None]:
    return {"question": asked.question, "asker": asked.asker, "time": asked.time}


def _replace(path: Path, text: str) -> None:
    """Readers see the old file or the new one, never half of either."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text + "\n")
        Path(name).replace(path)
    except BaseException:
        Path(name).unlink(missing_ok=True)
        raise
