"""A note of one word repeated 200 000 times, and a question with that word: the
excerpt the model reads is found at once (it took hours: `ask word` hung)."""

from __future__ import annotations

import threading

from vaultmind.agent.ask.prompt import excerpt
from vaultmind.agent.ask.words import content_stems


def test_an_excerpt_of_a_huge_repetitive_note_is_quick() -> None:
    text = "word " * 200_000 + "the end"
    found: list[str] = []
    worker = threading.Thread(
        target=lambda: found.append(excerpt(text, frozenset(content_stems("word")))), daemon=True
    )
    worker.start()
    worker.join(30)  # about 1 s now, even on a loaded machine
    assert found, "the excerpt took more than 30 s"
    assert found[0].startswith("word word") and found[0].endswith("…") and len(found[0]) <= 122


def test_the_window_with_most_hits_still_wins() -> None:
    text = "alpha " + "filler " * 40 + "beta gamma beta gamma beta " + "filler " * 40
    cut = excerpt(text, frozenset(content_stems("beta gamma")), width=40)
    assert "beta gamma beta gamma beta" in cut
