"""The sources as the model reads them: the best few, each cut to the part around the
question's words, in one fenced line.

A small local model reads its prompt at ~100 tokens a second on a busy 2-core
machine, and Cyrillic costs about a token per 1.5 characters, so eight whole sources
(~1 000 tokens) kept the first word of the answer 10 s away. Trimming changes only
what the model reads: the numbers still name the whole sources, which is what the
citations are checked against and the footer shows.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from typing import TYPE_CHECKING

from vaultmind.agent.ask.words import content_stems, fold, stem

if TYPE_CHECKING:
    from vaultmind.agent.ask.rank import Source

MODEL_SOURCES = 4  # the best few: retrieval ranks the evidence first
SOURCE_CHARS = 120  # of each source's text, around the question's words
SOURCE_TOKENS = 180  # all the sources together, in the model's own tokens
_WORD = re.compile(r"[^\W_]+(?:-[^\W_]+)*")
_LINK = re.compile(r"!?\[\[([^\]|#]*/)?([^\]|#]*)(?:#[^\]|]*)?(?:\|([^\]]*))?\]\]")


def plain(text: str) -> str:
    """One line, a wikilink shown as its words (`[[Projects/X|the X]]` → `the X`)."""
    unlinked = _LINK.sub(lambda m: m.group(3) or m.group(2), text)
    return " ".join(unlinked.split())


def excerpt(text: str, wanted: frozenset[str], width: int = SOURCE_CHARS) -> str:
    """At most `width` characters of the text, where most of the wanted stems are
    (from the start when none is); a cut is marked with `…`."""
    flat = plain(text)
    if len(flat) <= width:
        return flat
    hits = [m.start() for m in _WORD.finditer(flat) if stem(fold(m.group())) in wanted]
    starts = [max(0, at - width // 4) for at in hits] or [0]
    # hits in [s, s + width), by bisection: counting them for each start took hours on
    # a note of 200 000 repeated words (a question with that word hung `ask`)
    start = max(starts, key=lambda s: (bisect_left(hits, s + width) - bisect_left(hits, s), -s))
    if start:
        start = flat.find(" ", start - 1) + 1 or start  # from a word's start
    end = start + width
    if end < len(flat):
        end = flat.rfind(" ", start, end) if " " in flat[start:end] else end
    head = "…" if start else ""
    tail = "…" if end < len(flat) else ""
    return f"{head}{flat[start:end].strip()}{tail}"


def fenced_line(n: int, source: Source, text: str) -> str:
    """`[n] Title, date: <<<text>>>` (a Daily note's title is its date already): neither
    the text nor the title (a file name anyone can choose) can forge a fence."""
    text = _unfenced(text)
    title = _unfenced(plain(source.title))
    when = f", {source.date}" if source.date and source.date != title else ""
    return f"[{n}] {title}{when}: <<<{text}>>>"


def _unfenced(text: str) -> str:
    return text.replace("<<<", "‹‹‹").replace(">>>", "›››")


def as_data(text: str) -> str:
    """`<<<text>>>`: text the model reads as data, never as instructions (a chat's earlier
    turns quote notes and messages too); the text cannot close its own fence."""
    return f"<<<{_unfenced(text)}>>>"


def fenced(sources: list[Source], question: str = "") -> str:
    """The numbered sources, each trimmed around the question's words."""
    wanted = frozenset(content_stems(question))
    return "\n".join(
        fenced_line(n, s, excerpt(s.text, wanted)) for n, s in enumerate(sources, start=1)
    )
