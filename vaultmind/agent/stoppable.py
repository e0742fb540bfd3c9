"""A model whose calls stop at the next token once a cancel token is set: every call
streams, and each piece first checks the token (raising `Cancelled` out of the call,
which releases the model's lock). For faces that let a user stop an answer."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from vaultmind.agent.language_model import Completion, LanguageModel
from vaultmind.agent.wrapped_model import WrappedModel
from vaultmind.cancel import CancelToken, watched


class StoppableModel(WrappedModel):
    def __init__(self, model: LanguageModel, token: CancelToken) -> None:
        super().__init__(model)
        self.token = token

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
        def checked(piece: str) -> None:
            self.token.check()
            if on_text is not None:
                on_text(piece)

        self.token.check()
        with watched(self.token):  # a model server's client also checks while it waits
            return self.model.complete(system, prompt, max_tokens=max_tokens, schema=schema,
                                       temperature=temperature, on_text=checked)  # fmt: skip


def stoppable(model: LanguageModel | None, token: CancelToken | None) -> LanguageModel | None:
    """`model`, stopping at its next token once `token` is set (either may be None)."""
    if model is None or token is None:
        return model
    return StoppableModel(model, token)
