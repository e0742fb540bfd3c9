"""The vault's names that a chunk mentions, for the prompt: so the model reuses them.

Every run of one to four words in the chunk (and every sender) is looked up as a
name key — a note title or alias, compared as Obsidian compares them — among the
notes in People/, Projects/ and Knowledge/. An alias found stands for its note:
"Дима" puts `Дмитрий Кузнецов (Дима)` in the prompt.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from vaultmind.agent.ingest.extract.chunks import Chunk
from vaultmind.index.cache import NoteCache
from vaultmind.vault.text import name_key

LONGEST = 4  # words in a name looked up
FOLDERS = ("People/", "Projects/", "Knowledge/")
_WORD = re.compile(r"[\w][\w.'&+-]*")
_BATCH = 500  # keys per query, well under SQLite's variable limit


def known_names(chunk: Chunk, cache: NoteCache) -> list[str]:
    """`Title` or `Title (alias, …)` for each note the chunk names, sorted."""
    keys = _candidate_keys(chunk)
    found: dict[str, set[str]] = {}
    for key, path, kind in _lookup(cache, sorted(keys)):
        if not path.startswith(FOLDERS):
            continue
        aliases = found.setdefault(Path(path).stem, set())
        if kind in ("alias", "called"):
            aliases.add(keys[key])
    return [
        f"{title} ({', '.join(sorted(aliases))})" if aliases else title
        for title, aliases in sorted(found.items())
    ]


def _candidate_keys(chunk: Chunk) -> dict[str, str]:
    """name key → the words as written (the first spelling met)."""
    keys: dict[str, str] = {}
    for message in chunk.messages:
        if message.sender:
            keys.setdefault(name_key(message.sender), message.sender)
        words = [w.rstrip(".'-") for w in _WORD.findall(message.text)]
        for start in range(len(words)):
            for length in range(1, LONGEST + 1):
                if start + length <= len(words):
                    phrase = " ".join(words[start : start + length])
                    keys.setdefault(name_key(phrase), phrase)
    return keys


def _lookup(cache: NoteCache, keys: list[str]) -> Iterable[tuple[str, str, str]]:
    for start in range(0, len(keys), _BATCH):
        yield from cache.names(keys[start : start + _BATCH])
