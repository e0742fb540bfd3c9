"""A scripted language model for exact-behaviour tests (never a stand-in for the real path)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import Any

from vaultmind.agent.language_model import Completion
from vaultmind.errors import VaultMindError

Reply = str | Callable[[str, str], str]


class ScriptedModel:
    """Replies from a script, in order; records every prompt it was given."""

    def __init__(
        self,
        replies: Iterable[Reply],
        name: str = "scripted",
        context: int = 8192,
        parameters: int = 135_000_000,  # SmolLM2's size: no message-by-message reading
        piece_seconds: float = 0.0,  # slow mode: a pause per 7 characters of reply
    ):
        self.name = name
        self.parameters = parameters
        self._replies = list(replies)
        self._context = context
        self.piece_seconds = piece_seconds
        self.prompts: list[tuple[str, str, dict[str, Any] | None]] = []

    @property
    def context_size(self) -> int:
        return self._context

    def count_tokens(self, text: str) -> int:
        return max(1, len(text.encode("utf-8")) // 3)  # roughly a small model's rate

    def complete(
        self,
        system: str,
        prompt: str,
        *,
        max_tokens: int,
        schema: dict[str, Any] | None = None,
        temperature: float = 0.0,
        on_text: Callable[[str], None] | None = None,
    ) -> Completion:
        self.prompts.append((system, prompt, schema))
        if not self._replies:
            raise VaultMindError("the scripted model has no more replies")
        reply = self._replies.pop(0)
        text = reply(system, prompt) if callable(reply) else reply
        for start in range(0, len(text), 7):
            if self.piece_seconds:
                time.sleep(self.piece_seconds)  # as slow as a real model, when asked
            if on_text is not None:
                on_text(text[start : start + 7])  # in pieces, as a real model streams
        used = self.count_tokens(system + prompt)
        return Completion(text, used, self.count_tokens(text), 0.0, self.name)
