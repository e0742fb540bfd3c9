"""What the detector sees of a message: named features, hashed into a fixed space.

Pure functions: the same message and context give the same features on every machine,
so the shipped weights, the user's retrained weights and the training code agree.
The features are those the experiment of issue 26 found to generalise to chats nobody
tuned on: character n-grams (typos, endings), words and word pairs, lemmas and
Russian verb morphology (person, tense, mood), and the message's place in the chat
(a reply, an answer to a question, a date phrase, who sent it).
"""

from __future__ import annotations

import itertools
import math
import re
import zlib
from dataclasses import dataclass
from datetime import date

from vaultmind.agent.detect.lemmas import word_readings
from vaultmind.vault.dates import find_date

BUCKETS = 1 << 18  # hashed feature space: 262,144 weights per kind
_WORD = re.compile(r"[^\W_]+(?:['’-][^\W_]+)*|[?!+👍✅]")
_URL = re.compile(r"https?://\S+|www\.\S+")
_DIGITS = re.compile(r"\d")
MAX_TEXT = 600  # a long message's start says what it is; the rest is detail


@dataclass(frozen=True, slots=True)
class MessageView:
    """One message with the little of its chat the detector reads."""

    text: str
    day: date
    by_owner: bool = False  # the vault's owner wrote it: their own promises are theirs
    replied: str = ""  # the text of the message it answers, if any
    previous: str = ""  # the message just before it in the chat
    forwarded: bool = False
    sender_known: bool = True  # a team member the vault knows, not an outsider


def normalise(text: str) -> str:
    """Lower case, ё as е, links as one token, digits as 0: "2.4" ~ "3.1"."""
    text = _URL.sub(" url ", text[:MAX_TEXT].lower().replace("ё", "е"))
    return _DIGITS.sub("0", text)


def words(text: str) -> list[str]:
    return _WORD.findall(normalise(text))


def features(view: MessageView) -> list[str]:
    """The message's named features (duplicates allowed; the vector is binary)."""
    tokens = words(view.text)
    found = [f"w:{t}" for t in tokens]
    found += [f"b:{a}_{b}" for a, b in itertools.pairwise(tokens)]
    found += _char_grams(tokens)
    found += _readings(tokens, "")
    found += _context(view, tokens)
    for prefix, other in (("r", view.replied), ("p", view.previous)):
        if other:
            found += _readings(words(other)[:40], prefix)
            found += [f"{prefix}:?"] if "?" in other else []
    return found


def _char_grams(tokens: list[str]) -> list[str]:
    grams = []
    for token in tokens:
        padded = f" {token} "
        for size in range(2, 6):
            grams += [f"c:{padded[i : i + size]}" for i in range(len(padded) - size + 1)]
    return grams


def _readings(tokens: list[str], prefix: str) -> list[str]:
    """Lemmas and grammar tags: «сделаю» → lemma сделать, 1st person, future."""
    found = []
    for token in tokens:
        lemma, tags = word_readings(token)
        found.append(f"{prefix}l:{lemma}")
        found += [f"{prefix}g:{tag}" for tag in tags]
    return found


def _context(view: MessageView, tokens: list[str]) -> list[str]:
    found = ["bias"]
    found.append("by:owner" if view.by_owner else "by:member" if view.sender_known else "by:other")
    if view.replied:
        found.append("reply")
    if view.forwarded:
        found.append("forwarded")
    if find_date(view.text, view.day) is not None:
        found.append("date")
    found.append(f"len:{_size(len(tokens))}")
    return found


GROUPS = {"c": "chars", "w": "words", "b": "words", "l": "lemmas", "g": "lemmas"}


def vector(named: list[str]) -> tuple[list[int], list[float]]:
    """The hashed, binary vector of the features, each group scaled to unit length, so
    the many character n-grams do not drown the few words, lemmas and context flags."""
    groups: dict[str, set[int]] = {}
    for name in named:
        head = name.split(":", 1)[0] if ":" in name else ""
        group = GROUPS.get(head, "context" if head[:1] not in ("r", "p") or len(head) == 1
                           else "around")  # fmt: skip
        groups.setdefault(group, set()).add(zlib.crc32(name.encode("utf-8")) & (BUCKETS - 1))
    merged: dict[int, float] = {}
    for buckets in groups.values():
        share = 1.0 / math.sqrt(len(buckets))
        for bucket in buckets:
            merged[bucket] = merged.get(bucket, 0.0) + share
    ordered = sorted(merged)
    return ordered, [merged[b] for b in ordered]


def _size(count: int) -> str:
    return "1" if count <= 1 else "3" if count <= 3 else "8" if count <= 8 else "9+"
