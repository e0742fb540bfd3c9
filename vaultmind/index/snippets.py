"""Snippets: the best two passages of a hit, its matched words marked `**like this**`.

Taken from the note on disk (bodies are not stored in the index: faster builds, and
the snippet shows the note as it is now). A plain-word search finds matched words
itself and hands them to whoosh's fragmenter, giving exactly what whoosh's
`Hit.highlights` gives (with the highlighter's private token merging, through
`whoosh_compat`); other queries, and every query when that is missing, use
`Hit.highlights` directly.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from vaultmind.index.analysis import BilingualStemFilter
from vaultmind.index.whoosh_compat import merge_matched_tokens
from vaultmind.index.whoosh_loader import load_whoosh
from vaultmind.vault.frontmatter import body_offset
from vaultmind.vault.text import MAX_PARSED_BYTES, decode, decode_utf16

load_whoosh()

from whoosh.analysis import Token  # noqa: E402
from whoosh.highlight import (  # noqa: E402
    ContextFragmenter,
    Formatter,
    Highlighter,
    get_text,
    top_fragments,
)

SNIPPET_CHARS = 200
MARK = ("**", "**")  # how a matched word is marked in a snippet
_WORD = re.compile(r"\w+")  # `bilingual_analyzer`'s tokenizer


class MarkFormatter(Formatter):  # type: ignore[misc]
    """Marks matched words with `**` (Markdown bold); the CLI may turn that into colour."""

    between = " … "

    def format_token(self, text: str, token: Any, replace: bool = False) -> str:
        return f"{MARK[0]}{get_text(text, token, replace)}{MARK[1]}"


def highlight(content: str, words: frozenset[str], stemmer: BilingualStemFilter) -> str:
    """What whoosh's `Hit.highlights` gives for an unstored field (the text analysed
    again, matched tokens merged, the two best fragments), with fewer stems: Snowball
    only strips endings, so a word whose first letter starts no query term is not
    stemmed at all."""
    highlighter = Highlighter(fragmenter=fragmenter(), formatter=MarkFormatter())
    merged = merge_matched_tokens(_matched_tokens(content, words, stemmer))
    fragments = highlighter.fragmenter.fragment_tokens(content, merged)
    best = top_fragments(fragments, 2, highlighter.scorer, highlighter.order, minscore=1)
    return str(highlighter.formatter.format(best))


def _matched_tokens(
    content: str, words: frozenset[str], stemmer: BilingualStemFilter
) -> Iterator[Token]:
    """The tokens `bilingual_analyzer` gives, each marked matched if its stem is a
    query word (whoosh's `set_matched_filter`). One token object is reused, as
    whoosh's own tokenizers do; whoosh copies the ones it keeps."""
    initials = {word[0] for word in words if word}
    stem = stemmer.stem
    token = Token(chars=True)
    for found in _WORD.finditer(content):
        text = found.group().lower()
        token.matched = text[0].replace("ё", "е") in initials and stem(text) in words
        token.text = stem(text) if token.matched else text
        token.startchar, token.endchar = found.span()
        yield token


def fragmenter() -> Any:
    """Passages of up to 200 characters, 60 of context around the matched words."""
    return ContextFragmenter(maxchars=SNIPPET_CHARS, surround=60)


def note_body(path: Path) -> str:
    """The note's text after its frontmatter, as it is on disk now ('' if it is gone)."""
    try:
        data = path.read_bytes()[:MAX_PARSED_BYTES]
    except OSError:
        return ""
    text = decode_utf16(data)
    text = decode(data).text if text is None else text
    return text[body_offset(text) :]


def lead(content: str) -> str:
    """No word matched in the body (a title or tag hit): show how the note begins."""
    text = re.sub(r"\s+", " ", content).strip()
    return text[:SNIPPET_CHARS] + ("…" if len(text) > SNIPPET_CHARS else "")
