"""How the vector pass's similarity joins the full-text score: by score, not by rank.

Rank fusion (RRF) would flatten every score and with it the "nothing relevant"
cutoff, so the similarity is added to the full-text score instead:

- `sem = clamp((cos - base) / (1 - base), 0, 1)`, where `base` is the question's mean
  cosine over every cached unit: what an unrelated unit scores with this model (a
  chat model used for embeddings puts everything near 0.9, a real embedding model
  near 0.3). 0: no closer than average; 1: the same direction as the question.
- A unit the full-text pass reached: `score + WEIGHT * sem` (at most one shared word).
- A unit nothing else reached enters only when `sem >= ALONE` (well past the
  average), scored `WEIGHT * sem * status weight`: below most units the question's
  words reach. An embedder may set its own `alone`: a sentence encoder's related
  texts sit nearer its baseline than a chat model's (multilingual USE: 0.2, tuned on
  the long-history development set; see docs/decisions.md).
- "Not found" stays the full-text pass's call: when its raw scores find nothing
  relevant, similarity alone answers only with a unit that stands out, `STANDOUT_Z`
  standard deviations above the question's mean cosine over the whole vault (the
  best of a million normally spread unrelated scores is typically ~4.9; with the
  bundled chat model no question of the eval set comes near: its best is 3.6).
- The raw full-text score (`note_score`) is kept untouched on every source.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from vaultmind.agent.ask.units import Unit

WEIGHT = 1.0
ALONE = 0.5
STANDOUT_Z = 5.0
ALONE_LIMIT = 15  # units found only by the vector pass, as many as full-text hits per word


def embedded_text(unit: Unit) -> str:
    """What is embedded for a unit: its note's title gives a memory its person; a
    message is embedded as said, without its day, time and sender (noise to a
    sentence encoder, and its words find it anyway)."""
    if unit.kind == "message" and unit.person:
        said = unit.text.partition(f" {unit.person}: ")[2]
        if said:
            return said
    return f"{unit.title}: {unit.text}"


def text_hash(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()


@dataclass(frozen=True, slots=True)
class Semantic:
    """The vector pass's result for one question: `sem` per unit key (path, line, text
    hash), only the units above the question's baseline; `standout`: the keys of
    the units that stand out (see the module's rules)."""

    scores: dict[tuple[str, int, str], float]
    standout: frozenset[tuple[str, int, str]] = frozenset()
    alone: float = ALONE  # the embedder's threshold to enter on similarity alone

    def of(self, unit: Unit, reach: bool = True) -> float | None:
        """`reach=False`: nothing in the question reaches the vault; only a unit that
        stands out keeps its similarity."""
        key = (unit.path, unit.line, text_hash(embedded_text(unit)))
        return self.scores.get(key) if reach or key in self.standout else None

    def alone_paths(self, reach: bool = True) -> list[str]:
        """The notes of the closest units that may enter on similarity alone, best first
        (the caller drops private notes, exactly as it does full-text hits)."""
        close = sorted(
            ((s, key) for key, s in self.scores.items()
             if s >= self.alone and (reach or key in self.standout)),
            key=lambda pair: (-pair[0], pair[1]),
        )  # fmt: skip
        return list(dict.fromkeys(key[0] for _, key in close[:ALONE_LIMIT]))


def fuse(score: float, sem: float | None, status_weight: float, alone: float = ALONE) -> float:
    """The unit's score with its similarity (see the module's formula)."""
    if sem is None:
        return score
    if score > 0:
        return round(score + WEIGHT * sem, 4)
    if sem >= alone:
        return round(WEIGHT * sem * status_weight, 4)
    return 0.0
