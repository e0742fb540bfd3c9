"""`e` on the Review screen: the suggestion's text, date, person and kind, as typed
fields; Enter or Save accepts it as edited, Esc leaves it open. What comes back is what
the user changed (None: left as suggested), so an untouched form records "accepted",
not "edited", and the detector learns the same from it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from textual import on
from textual.binding import BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Select

from vaultmind.ui.plain import plain

if TYPE_CHECKING:
    from textual.app import ComposeResult

    from vaultmind.memory.suggestions import Suggestion

KINDS = ("commitment", "context", "preference", "fact", "trait")  # as `review accept --kind`


@dataclass(frozen=True, slots=True)
class Changed:
    """The fields the user changed, as typed; None: as suggested."""

    text: str | None = None
    due: str | None = None  # a date or a phrase ("friday"), parsed by the screen's worker
    person: str | None = None  # a name, alias or path
    kind: str | None = None


class ReviewEdit(ModalScreen[Changed | None]):
    BINDINGS: ClassVar[list[BindingType]] = [("escape", "cancel", "Cancel")]
    DEFAULT_CSS = """
    ReviewEdit { align: center middle; }
    ReviewEdit > Vertical {
        width: 72; max-width: 100%; height: auto; padding: 0 1;
        border: thick $primary; background: $surface;
    }
    ReviewEdit Horizontal { height: auto; }
    ReviewEdit Horizontal > Label { width: 8; padding: 1 0; }
    ReviewEdit Horizontal > Input, ReviewEdit Horizontal > Select { width: 1fr; }
    ReviewEdit Button { margin-right: 2; }
    ReviewEdit #error { color: $error; height: auto; display: none; }
    """

    def __init__(self, suggestion: Suggestion) -> None:
        super().__init__()
        self.suggestion = s = suggestion
        self.before = Changed(s.text, s.due or s.valid_until or "", _name(s.person), s.kind)

    def compose(self) -> ComposeResult:
        s, before = self.suggestion, self.before
        with Vertical():
            yield Label(plain(f"Edit, then accept: {s.kind} of {before.person}"))
            kind = s.kind if s.kind in KINDS else Select.NULL
            with Horizontal():
                yield Label("kind")
                yield Select([(k, k) for k in KINDS], value=kind, id="kind", prompt=s.kind,
                             disabled=s.op != "add")  # fmt: skip  # a change keeps its kind
            with Horizontal():
                yield Label("text")
                yield Input(before.text or "", placeholder="the memory's text", id="text")
            with Horizontal():
                yield Label("date")
                yield Input(before.due or "", placeholder="2026-12-04, friday (optional)",
                            id="due")  # fmt: skip
            with Horizontal():
                yield Label("person")
                yield Input(before.person or "", placeholder="name or alias", id="person")
            yield Label("", id="error")  # said here: a notification would cover the form
            with Horizontal():
                yield Button("Accept", variant="primary", id="save")
                yield Button("Cancel", id="cancel")

    def on_mount(self) -> None:
        self.query_one("#text", Input).focus()

    @on(Input.Submitted)
    @on(Button.Pressed, "#save")
    def save(self) -> None:
        text = self.query_one("#text", Input).value.strip()
        if not text:
            error = self.query_one("#error", Label)
            error.update("the memory needs a text")
            error.display = True
            return
        kind = self.query_one("#kind", Select).value
        due = self.query_one("#due", Input).value.strip()
        person = self.query_one("#person", Input).value.strip()
        b = self.before
        self.dismiss(Changed(
            text if text != b.text else None,
            due if due and due != b.due else None,
            person if person and person != b.person else None,
            kind if isinstance(kind, str) and kind != b.kind else None,
        ))  # fmt: skip

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)


def _name(path: str) -> str:
    return path.rsplit("/", 1)[-1].removesuffix(".md")
