"""Messages in model-sized pieces: per chat, in time order, within every budget.

At most 100 messages and 30 000 characters, and never more tokens than fit the
model's context beside the prompt and the reply — counted with the model's own
tokenizer, because Cyrillic costs a small English-vocabulary model several tokens
per word.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from vaultmind.agent.ingest.sources.file_format import source_link
from vaultmind.agent.ingest.sources.formats import RawMessage

MAX_MESSAGES = 100
MAX_CHARS = 30_000


@dataclass(frozen=True, slots=True)
class Chunk:
    messages: tuple[RawMessage, ...]
    blocks: tuple[str, ...]  # the Sources block id of each message
    paths: tuple[str, ...]  # the Sources file of each message

    def source_links(self, numbers: Iterable[int]) -> tuple[str, ...]:
        """`[[Sources/…/day#^block]]` evidence links for these message numbers."""
        return tuple(
            source_link(self.paths[n - 1], self.blocks[n - 1]) for n in sorted(set(numbers))
        )

    def line(self, index: int) -> str:
        """How message `index` (1-based, as cited by the model) appears in the prompt."""
        message = self.messages[index - 1]
        text = " ".join(message.text.split())
        return f"[{index}] {message.time:%Y-%m-%d %H:%M} {message.sender or '?'}: {text}"


def make_chunks(
    items: Iterable[tuple[RawMessage, str, str]],
    count_tokens: Callable[[str], int],
    token_budget: int,
) -> list[Chunk]:
    """`items`: (message, block, path), any order; chunks never mix chats."""
    by_chat: dict[tuple[str, str], list[tuple[RawMessage, str, str]]] = {}
    for item in items:
        by_chat.setdefault((item[0].source, item[0].chat_id), []).append(item)
    chunks: list[Chunk] = []
    for _, chat in sorted(by_chat.items()):
        chunks += _split(sorted(chat, key=lambda i: i[0].time), count_tokens, token_budget)
    return chunks


def _split(
    items: list[tuple[RawMessage, str, str]], count_tokens: Callable[[str], int], budget: int
) -> list[Chunk]:
    chunks: list[Chunk] = []
    current: list[tuple[RawMessage, str, str]] = []
    chars = tokens = 0
    for item in items:
        probe = Chunk((item[0],), (item[1],), (item[2],)).line(1)
        cost, size = count_tokens(probe) + 2, len(probe)
        full = len(current) >= MAX_MESSAGES or chars + size > MAX_CHARS or tokens + cost > budget
        if current and full:
            chunks.append(_chunk(current))
            current, chars, tokens = [], 0, 0
        current.append(item)
        chars, tokens = chars + size, tokens + cost
    if current:
        chunks.append(_chunk(current))
    return chunks


def _chunk(items: list[tuple[RawMessage, str, str]]) -> Chunk:
    return Chunk(tuple(i[0] for i in items), tuple(i[1] for i in items), tuple(i[2] for i in items))
