"""What VaultMind needs from a language model, whichever one it is.

The real one is a local llama.cpp model (`vaultmind.agent.llama`); tests use a
scripted fake (`vaultmind.agent.fake`). Everything above talks to this protocol.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol


@dataclass(frozen=True, slots=True)
class Completion:
    text: str
    prompt_tokens: int
    completion_tokens: int
    seconds: float
    model: str


class LanguageModel(Protocol):
    name: str

    @property
    def context_size(self) -> int:
        """Tokens the model sees at once (prompt and reply together)."""
        ...

    @property
    def parameters(self) -> int:
        """The model's size: a 135M model is not asked what a 1–4B one is."""
        ...

    def count_tokens(self, text: str) -> int:
        """In the model's own tokens: Cyrillic costs a small English model several per word."""
        ...

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
        """One reply; with `schema`, the reply is constrained to JSON matching it.
        `on_text` receives the reply piece by piece as it is generated (streaming)."""
        ...
