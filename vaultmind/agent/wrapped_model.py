"""The one base for models that wrap another (recording calls, stopping on a cancel,
keeping replies in a test): name, size and tokenizer are the wrapped model's, so a
wrapper only says what it does to `complete`."""

from __future__ import annotations

from vaultmind.agent.language_model import LanguageModel


class WrappedModel:
    def __init__(self, model: LanguageModel) -> None:
        self.model = model
        self.name = model.name

    @property
    def context_size(self) -> int:
        return self.model.context_size

    @property
    def parameters(self) -> int:
        return self.model.parameters

    def count_tokens(self, text: str) -> int:
        return self.model.count_tokens(text)
