"""Notifications that never cover a dialog (issue 28): raised while one is up, they
wait, and show when a screen is in front again."""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any

from textual.app import App

from vaultmind.vault.visible import visible

if TYPE_CHECKING:
    from textual.notifications import SeverityLevel

Told = tuple[str, str, "SeverityLevel", "float | None"]


class HeldNotices(App[None]):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._held: list[Told] = []  # raised while a dialog is up

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None:
        """Every notification (a screen's too) is plain text, whatever the caller asks:
        most name a note, a path or what a model said, and none of ours uses markup.
        While a dialog is up it waits, and shows when the dialog closes: a toast never
        covers a dialog (a dialog says its own errors inside it)."""
        told = (visible(message), visible(title), severity, timeout)
        if threading.get_ident() == self._thread_id:
            self._tell(*told)
        else:  # a worker's: decided in the UI thread, where the screen stack is
            self.call_later(self._tell, *told)

    def _tell(self, message: str, title: str, severity: SeverityLevel,
              timeout: float | None) -> None:  # fmt: skip
        if self.screen_stack and self.screen.is_modal:
            self._held.append((message, title, severity, timeout))
            return
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=False)

    def show_held(self) -> None:
        """A screen (no dialog) is in front again: what waited is shown now."""
        held, self._held = self._held, []
        for told in held:
            self._tell(*told)
