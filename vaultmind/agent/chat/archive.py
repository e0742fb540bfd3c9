"""The archived transcript of a chat journal (`Sources/chat/<session>-<n>.md`) and the
deterministic parts of a compaction: how many tokens, what is kept, what was asked.

The transcript is a Sources file like an import's: the user's turns are messages
(`- 13:05 **You**: text ^ch-…`, escaped so they stay data), so a memory's `src`
points at the very turn that said it on every machine the vault is synced to.
VaultMind's own answers and summaries are kept too, but in italics (`*VaultMind*`),
which no reader takes for a message: `ask` never cites its own earlier answers as
evidence.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from vaultmind.agent.chat.journal import Turn
from vaultmind.vault.escape import escape_inline

Count = Callable[[str], int]
FOLDER = "Sources/chat"
SPEAKERS = {"user": "You", "assistant": "VaultMind", "summary": "Summary"}
MAX_ASKED = 12  # questions listed in a summary without a model


def estimate_tokens(text: str) -> int:
    """Without a model's tokenizer: about four characters a token."""
    return max(1, len(text) // 4)


def journal_tokens(turns: list[Turn], count: Count) -> int:
    return sum(count(t.text) for t in turns)


def block(stem: str, number: int) -> str:
    """A turn's block id: `ch-` + the archive's name without dashes + its number."""
    return f"ch-{stem.replace('-', '').lower()}-{number}"


def transcript(stem: str, session: str, turns: list[Turn], private: bool = False) -> str:
    """The archived conversation as a Sources note (`private: true` when it drew on
    private notes)."""
    first = _when(turns[0].time) if turns else None
    day = first.date().isoformat() if first else ""
    flag = ["private: true"] if private else []
    lines = ["---", "type: source", "source: chat", f"chat: {session}", f"date: {day}", *flag,
             "---", f"# Chat {session}", ""]  # fmt: skip
    for number, turn in enumerate(turns, start=1):
        at = _when(turn.time)
        clock = f"{at:%H:%M}" if at else "00:00"
        text = escape_inline(turn.text.strip()) or "…"
        if turn.role == "user":
            lines.append(f"- {clock} **{SPEAKERS[turn.role]}**: {text} ^{block(stem, number)}")
        else:
            lines.append(f"- {clock} *{SPEAKERS[turn.role]}*: {text}")
        if turn.sources:
            lines.append(f"  sources: {', '.join(escape_inline(s) for s in turn.sources)}")
    return "\n".join(lines) + "\n"


def asked(turns: list[Turn]) -> list[str]:
    """Each question with its answer's first line (the summary without a model)."""
    pairs = []
    for i, turn in enumerate(turns):
        if turn.role != "user":
            continue
        answer = next((t.text for t in turns[i + 1 : i + 2] if t.role == "assistant"), "")
        lines = [line for line in answer.strip().splitlines() if line.strip()] or ["no answer"]
        first = " ".join(lines[:2]) if lines[0].rstrip().endswith(":") else lines[0]
        pairs.append(f"{_flat(turn.text)} → {_flat(first)}")
    return pairs[-MAX_ASKED:]


def tail(turns: list[Turn], count: Count, budget: int) -> list[Turn]:
    """The most recent turns whose tokens fit `budget`, starting at a question."""
    kept: list[Turn] = []
    used = 0
    for turn in reversed([t for t in turns if t.role != "summary"]):
        used += count(turn.text)
        if used > budget:
            break
        kept.insert(0, turn)
    while kept and kept[0].role != "user":
        kept.pop(0)
    return kept


def _when(value: str) -> datetime | None:
    try:
        return datetime.fromisoformat(value)
    except ValueError:
        return None


def _flat(text: str, most: int = 160) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= most else flat[: most - 1] + "…"
