"""A stoppable model's call ends at the next piece once its token is set: with the
scripted model and with the llama.cpp streaming loop (its generator stubbed), the
stop is `Cancelled`, not a model failure, and the model's lock is free again."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from vaultmind.agent import llama
from vaultmind.agent.fake import ScriptedModel
from vaultmind.agent.stoppable import StoppableModel
from vaultmind.cancel import CancelToken
from vaultmind.errors import Cancelled


def test_the_scripted_model_stops_at_the_next_piece() -> None:
    token = CancelToken()
    seen: list[str] = []

    def reader(piece: str) -> None:
        seen.append(piece)
        token.cancel()  # stop after the first piece

    model = StoppableModel(ScriptedModel(["a reply of several pieces"]), token)
    with pytest.raises(Cancelled):
        model.complete("s", "p", max_tokens=8, on_text=reader)
    assert seen == ["a reply"]


class _Stub:
    """llama_cpp.Llama's streaming chat completion, one token a chunk, counting them."""

    def __init__(self) -> None:
        self.made = 0

    def create_chat_completion(self, **options: Any) -> Iterator[dict[str, Any]]:
        for token in ["{", '"answer"', ": ", '"Port', " congestion", '"}']:
            self.made += 1
            yield {"choices": [{"delta": {"content": token}}]}


def test_llama_streaming_passes_the_stop_through_and_frees_the_lock() -> None:
    real = llama.LlamaModel.__new__(llama.LlamaModel)
    stub = _Stub()
    real.name, real._llama = "stub.gguf", stub
    real.count_tokens = lambda text: 1  # type: ignore[method-assign]
    token = CancelToken()
    pieces: list[str] = []

    def reader(piece: str) -> None:
        pieces.append(piece)
        if len(pieces) == 2:
            token.cancel()

    with pytest.raises(Cancelled):
        StoppableModel(real, token).complete("s", "p", max_tokens=8, on_text=reader)
    assert stub.made == 3
    assert llama._CALLS.acquire(timeout=1)
    llama._CALLS.release()
