"""Turning the user's words into a whoosh query.

Plain words — the common case — are built directly (the same query whoosh's
parser would build), because importing and running the parser costs a short
`vaultmind search` process about 25 ms. Anything else (`title:`, quotes,
AND/OR/NOT, wildcards) goes through whoosh's `MultifieldParser`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from vaultmind.index.whoosh_loader import load_whoosh

load_whoosh()

from whoosh.query import And, NullQuery, Or, Term  # noqa: E402

SEARCH_FIELDS = ("title", "aliases", "properties", "content")
_PLAIN = re.compile(r"[^\W_]+(?:\s+[^\W_]+)*", re.UNICODE)
_OPERATORS = {"AND", "OR", "NOT", "ANDNOT", "ANDMAYBE", "TO"}


def is_plain(text: str) -> bool:
    """Only words separated by spaces, none of them a parser operator."""
    stripped = text.strip()
    return bool(_PLAIN.fullmatch(stripped)) and not _OPERATORS & set(stripped.split())


def plain_tokens(schema: Any, text: str) -> list[str]:
    """The index terms of plain words: every one must match, in any searched field."""
    return [stem for _, stem in plain_words(schema, text)]


def plain_words(schema: Any, text: str) -> list[tuple[str, str]]:
    """(word as typed, its index term) for each plain word (a plain word is one token)."""
    analyzer = schema["content"].analyzer
    return [(word, token.text) for word in text.split() for token in analyzer(word)]


def build_query(schema: Any, text: str) -> Any:
    """Plain words as their own stems only; `plain_query` takes their alike terms too."""
    if not is_plain(text):
        from whoosh.qparser import MultifieldParser

        return MultifieldParser(list(SEARCH_FIELDS), schema).parse(text)
    return plain_query([[(token, 1.0)] for token in plain_tokens(schema, text)])


def plain_query(tokens: Sequence[Sequence[tuple[str, float]]]) -> Any:
    """Every token must match; a token is its terms, each in any searched field and
    boosted by its share, all added up (the parser's multifield Or): what
    `bulk_scoring` computes."""
    groups = [
        Or([Term(field, term, boost=share) for term, share in terms for field in SEARCH_FIELDS])
        for terms in tokens
    ]
    if not groups:
        return NullQuery
    return groups[0] if len(groups) == 1 else And(groups)
