"""What a model's answer may show (issue 27): no prompt markup, and nothing the cited
sources do not hold. Markup (the sources' `<<<` `>>>` fences, code fences, role tags)
is removed; an answer that repeats the question, cites nothing, says nothing of its sources beyond
the question, or states a date, number or name found in none of its cited sources is
dropped, and `ask` shows the answer without a
model with one line saying why."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from vaultmind.agent.ask.rank import NOT_FOUND, NOT_FOUND_RU
from vaultmind.agent.ask.support import MARKER, keys

if TYPE_CHECKING:
    from vaultmind.agent.ask.rank import Source

_MARKUP = re.compile(
    r"<<<|>>>|‹‹‹|›››|`{3,}(?:json\b)?|<\|[^|>]{0,40}\|>|</?s>|\[/?INST\]|"
    r"</?(?:system|user|assistant)>|"
    r"^\s*(?:system|user|assistant)\s*:\s*",
    re.IGNORECASE | re.MULTILINE,
)
_NUMBER = re.compile(r"\d{4}-\d\d-\d\d|\d+(?:[.,:]\d+)*")
_SENTENCE_START = re.compile(r"(?:^|[.!?:;]\s+|\n\s*[-*]?\s*)([A-ZА-ЯЁ][\w-]*)")
_WORD = re.compile(r"\w+")


def unmarked(text: str) -> str:
    """The answer without fences and role tags, its spaces tidied."""
    while (bare := _MARKUP.sub(" ", text)) != text:  # a fence may hide a role tag
        text = bare
    return re.sub(r"[ \t]{2,}", " ", text).strip()


def _fold(text: str) -> str:
    return text.casefold().replace("ё", "е")


def _numbers(text: str) -> set[str]:
    return set(_NUMBER.findall(MARKER.sub(" ", text)))


def _names(text: str) -> set[str]:
    """Capitalised words not at a sentence start: the names an answer states."""
    starts = {m.start(1) for m in _SENTENCE_START.finditer(text)}
    found = re.finditer(r"(?<![#\w])[A-ZА-ЯЁ][\w-]{2,}", text)  # a #Tag is no name
    return {m.group(0) for m in found if m.start() not in starts}


def ungrounded(text: str, cited: list[Source], question: str) -> str | None:
    """Why the answer may not be shown, or None when it may."""
    if text.strip() in (NOT_FOUND, NOT_FOUND_RU):
        return None
    if repeats(text, question):
        return "the model's answer repeats the question"
    if not cited:
        return "the model's answer cites no source"
    invented = unheld(text, cited, question)
    if invented is None and says_nothing(text, cited, question):
        return "the model's answer states no fact of its sources beyond the question"
    return invented


def says_nothing(text: str, cited: list[Source], question: str) -> bool:
    """No word, number or day of the text is one its sources say, once the question's
    words and the sources' titles are set aside: «The answer is: [1]», or «Sam Whitfield:
    [1]» for "What's Sam's role?" (cited, and nothing in it)."""
    given = keys(f"{question} {' '.join(s.title for s in cited)}").exact
    said = keys(" ".join(f"{s.date or ''} {s.text}" for s in cited)).exact
    return not (keys(text).exact - given) & said


def repeats(text: str, question: str) -> bool:
    """The answer is the question again: nothing but its words (three or more of them),
    or no word at all."""
    words = [w for w in _WORD.findall(_fold(MARKER.sub(" ", text))) if not w.isdigit()]
    current = question.strip().rpartition("\n")[2]  # chat's prompt ends with the question
    asked = set(_WORD.findall(_fold(current))) - {"current", "question"}
    return not words or (len(words) >= 3 and all(w in asked for w in words))


def unheld(text: str, cited: list[Source], question: str) -> str | None:
    """A date, number or name of the text that none of `cited` (nor the question) holds."""
    held = " ".join(f"{s.title} {s.date or ''} {s.text}" for s in cited)
    return unsaid(text, f"{held} {question}")


def unsaid(
    text: str, held: str, what: str = "the model's answer", where: str = "no source it cites"
) -> str | None:
    """Why `text` may not be shown: it states a date, number or name that `held` (the
    facts it was given) does not; None when every one is held. Shared by `ask` and the
    reflection's summary (issue 27), so both drop the same kind of invention."""
    missing = sorted(_numbers(text) - _numbers(held))
    if missing:
        return f"{what} states {missing[0]}, which {where} says"
    folded = _fold(held)
    for name in sorted(_names(text)):
        stem = _fold(name)[: max(4, len(name) - 3)]
        if stem not in folded:
            return f"{what} names {name}, which {where} does"
    return None
