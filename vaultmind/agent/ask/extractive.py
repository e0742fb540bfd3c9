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


def plain(text: str, wanted: frozenset[str] = frozenset(), limit: int = MAX_CHARS) -> str:
    """A unit's text on one line, without its block id, trimmed at a sentence end
    (about `limit` characters): from the sentence that says most of the `wanted` stems
    (the question's words), else from the start. A daily's paragraph often runs through
    several topics."""
    from vaultmind.agent.ask.grounding import unmarked

    flat = unmarked(_BLOCK_ID.sub("", " ".join(text.split())))  # no fence in an answer
    flat = _LIST_MARK.sub("", flat)  # "- Sam will fix …": the answer's own list has one
    if len(flat) <= limit:
        return flat
    said = _SENTENCE_END.split(flat)
    first = _most_wanted(said, wanted)
    kept = ""
    for sentence in said[first:]:
        if kept and len(kept) + len(sentence) > limit:
            break
        kept = f"{kept} {sentence}".strip()
    kept = kept if len(kept) <= limit else kept[:limit].rstrip() + "…"
    return f"…{kept}" if first else kept


def _most_wanted(sentences: list[str], wanted: frozenset[str]) -> int:
    """The index of the first sentence saying the most wanted stems (0: none says one)."""
    from vaultmind.agent.ask.words import stem_set

    counts = [len(wanted & stem_set(s)) for s in sentences] if wanted else [0]
    return counts.index(max(counts)) if max(counts) else 0


def extractive(sources: list[Source], ru: bool, wanted: frozenset[str] = frozenset()
               ) -> StructuralAnswer | None:  # fmt: skip
    """The best source's sentences [1], then the next two; None with no source.
    `wanted`: the stems of the question's words, which the sentences shown should say."""
    if not sources:
        return None
    best, *rest = sources[:3]
    lines = [f"{_said(best, wanted)} [1]"]
    if rest:
        lines.append(_MORE[1 if ru else 0])
        lines += [f"- {_said(s, wanted)} [{n}]" for n, s in enumerate(rest, start=2)]
    return StructuralAnswer("extractive", "\n".join(lines), list(sources))  # all, as the footer


def _said(source: Source, wanted: frozenset[str]) -> str:
    """The unit's sentences, after the name of the note they are in when they do not
    name it («Ирина Соколова: Отвечает за закупки.»): who said or does it is often
    the answer. A message names its sender already."""
    text = plain(source.text, wanted)
    title = source.title
    if source.kind == "message" or not title or title.casefold() in text.casefold():
        return text
    return f"{title}: {text}"
