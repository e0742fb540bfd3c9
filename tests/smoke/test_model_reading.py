"""The message-by-message reading through the real llama.cpp path (default SmolLM2)."""

from __future__ import annotations

from datetime import datetime

from vaultmind.agent.ingest.extract.model_reading import KINDS, read_message, reads_messages
from vaultmind.agent.ingest.sources.formats.records import RawMessage
from vaultmind.agent.llama import load
from vaultmind.agent.registry import active_model


def message(sender: str, text: str, minute: int) -> RawMessage:
    return RawMessage("jsonl", "team", "team", str(minute), datetime(2026, 12, 1, 10, minute),
                      sender, text)  # fmt: skip


def test_the_real_model_returns_a_reading_the_schema_allows() -> None:
    found = active_model()
    assert found is not None, "no GGUF model found: run `make install`"
    model = load(found.path)
    ask = message("Анна", "Дима, сможешь обновить график поставок до пятницы?", 0)
    reading = read_message(model, message("Дима", "ок, сделаю", 5), [ask])
    assert reading.kind in KINDS
    assert len(reading.task) <= 100 and len(reading.when) <= 40


def test_the_default_model_is_too_small_to_read_every_message() -> None:
    """SmolLM2-135M would add a call per message whose readings grounding drops."""
    found = active_model()
    assert found is not None
    model = load(found.path)
    assert 100_000_000 < model.parameters < 1_000_000_000
    assert not reads_messages(model)
