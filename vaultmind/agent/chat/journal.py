"""A chat session's journal: one JSONL file per session in `.vaultmind/sessions/`.

Each line is one turn (role, text, the sources cited, the time; a user turn also
keeps the notes its question named, for follow-ups). Turns are appended as they
happen; a compaction rewrites the file atomically with the summary and the tail.
"""

from __future__ import annotations

import json
import secrets
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path

from vaultmind.errors import UsageError

ROLES = ("user", "assistant", "summary")


@dataclass(frozen=True, slots=True)
class Turn:
    role: str  # user | assistant | summary (the first turn after a compaction)
    text: str
    time: str  # ISO, with the vault's offset
    sources: list[str] = field(default_factory=list)  # `[[Note#^block]]` refs cited
    names: list[str] = field(default_factory=list)  # user turns: note paths named

    def line(self) -> str:
        return json.dumps(asdict(self), ensure_ascii=False)


def sessions_dir(data_root: Path) -> Path:
    return data_root / "sessions"


class Journal:
    """The live journal of one session (its id is the file name)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.turns: list[Turn] = _read(path) if path.exists() else []

    @property
    def session(self) -> str:
        return self.path.stem

    @classmethod
    def new(cls, data_root: Path, now: datetime) -> Journal:
        """A fresh session named by its start time (sorts by age) and a random tail."""
        folder = sessions_dir(data_root)
        folder.mkdir(parents=True, exist_ok=True)
        name = f"{now:%Y-%m-%d-%H%M%S}-{secrets.token_hex(2)}"
        return cls(folder / f"{name}.jsonl")

    @classmethod
    def latest(cls, data_root: Path) -> Journal:
        """The most recently started session, for `--resume`."""
        found = sorted(sessions_dir(data_root).glob("*.jsonl")) if sessions_dir(
            data_root).is_dir() else []  # fmt: skip
        if not found:
            raise UsageError("no chat session to resume; start one with `vaultmind chat`")
        return cls(found[-1])

    def append(self, turn: Turn) -> None:
        with self.path.open("a", encoding="utf-8") as file:
            file.write(turn.line() + "\n")
        self.turns.append(turn)

    def restart(self, turns: list[Turn]) -> None:
        """The journal replaced by `turns` at once (temporary file + rename)."""
        temp = self.path.with_suffix(".jsonl.tmp")
        temp.write_text("".join(t.line() + "\n" for t in turns), encoding="utf-8")
        temp.replace(self.path)
        self.turns = list(turns)


def _read(path: Path) -> list[Turn]:
    """The turns; a line that is not a turn (a crash mid-append) is skipped."""
    turns = []
    for raw in path.read_text(encoding="utf-8", errors="replace").splitlines():
        try:
            data = json.loads(raw)
            turn = Turn(str(data["role"]), str(data["text"]), str(data["time"]),
                        [str(s) for s in data.get("sources", [])],
                        [str(n) for n in data.get("names", [])])  # fmt: skip
        except (ValueError, KeyError, TypeError):
            continue
        if turn.role in ROLES:
            turns.append(turn)
    return turns
