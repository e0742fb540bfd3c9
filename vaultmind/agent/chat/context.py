"""What earlier turns give the next answer: names for retrieval, text for the model.

The follow-up rule: a question that names no note (no person, project or node, and
no "my") but refers back — a third-person pronoun, or it starts with "and" / «а» /
«и» — is asked about the notes the latest earlier question named: "and what did he
promise?" after "who is Dmitry?" is retrieved as if it named «Дмитрий Кузнецов».
The titles are appended to the question (not prepended: the structural patterns
look at how a question starts). A question that does not refer back stands alone.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from vaultmind.agent.ask.prompt import as_data
from vaultmind.agent.ask.words import words
from vaultmind.agent.chat.journal import Turn

_CYRILLIC = re.compile("[\u0400-\u04ff]")
TURN_CHARS = 300  # of each earlier turn shown to the model
HISTORY_TURNS = 4  # the most recent turns shown, besides the summary


_BACK = (
    "he him his she her hers they them their it its "
    "он его него ему нему им ним она её ее неё нее ей ней ею они их них ими ними"
)  # not "this" / «этой»: "this week" is a time
BACK = frozenset(_BACK.split(" "))
OPENERS = frozenset(["and", "а", "и", "also", "ещё", "еще"])


def refers_back(question: str) -> bool:
    said = words(question)
    return bool(said) and (said[0] in OPENERS or bool(BACK & set(said)))


def follow_up_paths(question: str, turns: list[Turn]) -> list[str]:
    """The notes the latest user turn that named any named, when the question refers
    back; else none."""
    if not refers_back(question):
        return []
    for turn in reversed(turns):
        if turn.role == "user" and turn.names:
            return list(turn.names)
    return []


def in_script_of(question: str, names: list[str]) -> str:
    """The first name written in the question's script (an English question gets
    "Dmitry Kuznetsov", so its answer stays English); else the first."""
    cyrillic = bool(_CYRILLIC.search(question))
    same = [n for n in names if bool(_CYRILLIC.search(n)) == cyrillic]
    return (same or names)[0]


def with_names(question: str, titles: list[str]) -> str:
    return f"{question.rstrip()} ({', '.join(titles)})" if titles else question


def history(turns: list[Turn], count_tokens: Callable[[str], int], budget: int) -> str:
    """The summary and the last turns, newest kept first, within `budget` tokens."""
    lines: list[str] = []
    summary = [t for t in turns[:1] if t.role == "summary"]
    recent = [t for t in turns if t.role != "summary"][-HISTORY_TURNS:]
    used = 0
    for turn in reversed(recent):
        line = f"{'User' if turn.role == 'user' else 'You'}: {as_data(_short(turn.text))}"
        used += count_tokens(line)
        if used > budget:
            break
        lines.insert(0, line)
    if summary:
        before = as_data(_short(summary[0].text, 2 * TURN_CHARS))
        line = f"Summary of the conversation before: {before}"
        if used + count_tokens(line) <= budget:
            lines.insert(0, line)
    return "\n".join(lines)


def model_question(question: str, earlier: str) -> str:
    """The question as the model sees it: the conversation so far is context only."""
    if not earlier:
        return question
    return (f"(Earlier in this conversation, for context only:\n{earlier}\n)\n"
            f"Current question: {question}")  # fmt: skip


def _short(text: str, most: int = TURN_CHARS) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= most else flat[: most - 1] + "…"
