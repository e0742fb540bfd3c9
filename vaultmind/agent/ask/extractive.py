"""The answer without a model when no structural template fits: the best unit's own
sentences, cited, then the next two as "Most relevant:". Never `null`, never a bare
list of sources; and a structural "nothing recorded" is dropped when a retrieved unit
about its subject says otherwise (issue 27: no absence the sources contradict)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from vaultmind.agent.ask.structural import StructuralAnswer

if TYPE_CHECKING:
    from vaultmind.agent.ask.rank import Source

MAX_CHARS = 300  # the best unit's sentences shown whole up to about this length
_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+")
_BLOCK_ID = re.compile(r"\s\^[A-Za-z0-9-]+\s*$")
_LIST_MARK = re.compile(r"^[-*+]\s+(?!\[.\])")  # a bullet; a task's box stays
_MORE = ("Most relevant:", "Ещё по теме:")


def plain(text: str) -> str:
    """A unit's text on one line, without its block id, trimmed at a sentence end."""
    from vaultmind.agent.ask.grounding import unmarked

    flat = unmarked(_BLOCK_ID.sub("", " ".join(text.split())))  # no fence in an answer
    flat = _LIST_MARK.sub("", flat)  # "- Sam will fix …": the answer's own list has one
    if len(flat) <= MAX_CHARS:
        return flat
    kept = ""
    for sentence in _SENTENCE_END.split(flat):
        if kept and len(kept) + len(sentence) > MAX_CHARS:
            break
        kept = f"{kept} {sentence}".strip()
    return kept if len(kept) <= MAX_CHARS else kept[:MAX_CHARS].rstrip() + "…"


def extractive(sources: list[Source], ru: bool) -> StructuralAnswer | None:
    """The best source's sentences [1], then the next two; None with no source."""
    if not sources:
        return None
    best, *rest = sources[:3]
    lines = [f"{_said(best)} [1]"]
    if rest:
        lines.append(_MORE[1 if ru else 0])
        lines += [f"- {_said(s)} [{n}]" for n, s in enumerate(rest, start=2)]
    return StructuralAnswer("extractive", "\n".join(lines), list(sources))  # all, as the footer


def _said(source: Source) -> str:
    """The unit's sentences, after the name of the note they are in when they do not
    name it («Ирина Соколова: Отвечает за закупки.»): who said or does it is often
    the answer. A message names its sender already."""
    text = plain(source.text)
    title = source.title
    if source.kind == "message" or not title or title.casefold() in text.casefold():
        return text
    return f"{title}: {text}"
