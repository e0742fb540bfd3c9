"""The person card: the context query (profile, commitments with overdue ones in red,
memories by kind with their day and confidence, responsibilities, open tasks,
reflections, backlinks; rows in `person_rows`), and the day's work on it: `d` marks a
commitment or task done and `p` postpones (as on the Commitments screen), Enter opens a
memory's source message; add, archive and supersede go through the same service calls
as `vaultmind memory …`."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

from textual import on, work
from textual.message import Message
from textual.widgets import OptionList, Static

from vaultmind.memory.context import MAX_REFLECTIONS
from vaultmind.ui.commitment_target import Target
from vaultmind.ui.person_rows import Item, card_rows
from vaultmind.ui.plain import plain
from vaultmind.ui.screens.base import short_name
from vaultmind.ui.screens.commitment_actions import CommitmentActions
from vaultmind.ui.screens.confirm import ConfirmScreen
from vaultmind.ui.screens.memory_form import MemoryForm, MemoryInput
from vaultmind.ui.widgets.list_detail import ListDetail
from vaultmind.ui.widgets.row_list import RowList
from vaultmind.vault.link_names import with_link_names
from vaultmind.vault.visible import visible

if TYPE_CHECKING:
    from textual.app import ComposeResult

    from vaultmind.agent.reflect.recent import WrittenReflection
    from vaultmind.memory.context import PersonContext
    from vaultmind.memory.store import MemoryChange, NewMemory
    from vaultmind.service import VaultService
    from vaultmind.ui.detail_text import Spot


@dataclass
class ContextRead(Message):
    context: PersonContext
    reflections: list[WrittenReflection]


@dataclass
class MemoryWritten(Message):
    change: MemoryChange


REFLECTION_DAYS = 14  # as far back as `vaultmind context` looks


class PersonScreen(CommitmentActions):
    SCOPE = "person"
    DEFAULT_CSS = """
    PersonScreen #profile { padding: 0 1; height: auto; max-height: 6; }
    PersonScreen OptionList, PersonScreen OptionList:focus { height: 1fr; border: none; }
    """

    def __init__(self, name: str) -> None:
        super().__init__()
        self.person = name
        self.title = f"Person: {short_name(name)}"
        self.context: PersonContext | None = None
        self.items: dict[str, Item] = {}

    def body(self) -> ComposeResult:
        yield Static(plain(self.person), id="profile")
        yield ListDetail(RowList(id="card"), self._spot)

    def _spot(self, option_id: str) -> Spot | None:
        item = self.items.get(option_id)
        return item.spot if item is not None else None

    def on_mount(self) -> None:
        self.load()

    def vault_changed(self, paths: tuple[str, ...]) -> None:
        self.load()

    @work(thread=True, group="person", exclusive=True, exit_on_error=False)
    def load(self) -> None:
        name = self.context.path if self.context else self.person
        today = self.vm.today()
        context = self.service.context(name, today)
        written = self.service.recent_reflections(today, REFLECTION_DAYS, context.path)
        self.post_message(ContextRead(context, written[:MAX_REFLECTIONS]))

    def on_context_read(self, event: ContextRead) -> None:
        self.context = c = event.context
        self.title = f"Person: {c.title}"
        header = plain(c.title, "bold")
        if c.aliases:
            header.append(visible(f"  ({', '.join(c.aliases)})"), style="dim")
        for key, value in c.profile.items():
            header.append(visible(f"\n{key}: "), style="dim")
            header.append(visible(with_link_names(value)))
        self.query_one("#profile", Static).update(header)
        card = self.query_one(OptionList)
        kept = card.highlighted
        rows = card_rows(c, event.reflections)
        self.items = rows.items
        card.clear_options()
        card.add_options(rows.options)  # at once: one layout, not one per row
        if kept is not None and kept < card.option_count:
            card.highlighted = kept
        elif card.highlighted is None:
            card.action_first()
        self.query_one(ListDetail).show_highlighted()

    def note_in_view(self) -> str | None:
        return self.context.path if self.context is not None else self.person

    # --- actions ------------------------------------------------------------------
    def _current(self) -> Item | None:
        card = self.query_one(OptionList)
        if card.highlighted is None:
            return None
        return self.items.get(card.get_option_at_index(card.highlighted).id or "")

    def target(self) -> Target | None:
        item = self._current()
        return item.commitment if item is not None else None

    def reload(self) -> None:
        self.load()

    def _memory(self) -> Item | None:
        item = self._current()
        if item is None or item.memory_id is None:
            self.notify("highlight a memory (one with an id) first", severity="warning")
            return None
        return item

    def action_add_memory(self) -> None:
        title = f"Remember about {self.context.title if self.context else self.person}"
        self.app.push_screen(MemoryForm(title), self._add)

    def _add(self, given: MemoryInput | None) -> None:
        if given is not None and self.context is not None:
            self.write_memory("add", self.context.path, given)

    def action_done(self) -> None:
        item = self._current()
        if item is not None and item.commitment is None and item.memory_id is not None:
            self.notify("only a commitment or a task is done; x archives a memory",
                        severity="warning")  # fmt: skip
            return
        super().action_done()

    def action_archive(self) -> None:
        item = self._memory()
        if item is None:
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.write_memory("archived", item.memory_id or "", None)

        question = ConfirmScreen("Archive this memory?", with_link_names(item.text))
        self.app.push_screen(question, answered)

    def action_supersede(self) -> None:
        item = self._memory()
        if item is None:
            return
        form = MemoryForm(f"Supersede ^{item.memory_id}", item.text, keep_kind=True)
        self.app.push_screen(form, lambda given: self._supersede(item, given))

    def _supersede(self, item: Item, given: MemoryInput | None) -> None:
        if given is not None:
            self.write_memory("supersede", item.memory_id or "", given)

    def action_open_note(self) -> None:
        item = self._current()
        path = item.path if item else (self.context.path if self.context else self.person)
        line = item.line if item and not (item.memory_id or item.block) else None
        self.vm.open_note(path, (item.memory_id or item.block) if item else None, line or None)

    def action_source(self) -> None:
        """A memory (any kind) opens the message it was learnt from, in its chat."""
        item = self._current()
        if item is not None and item.memory_id is not None:
            self.find_source(Target(item.path, item.line, item.memory_id, item.text))
        elif item is not None and item.commitment is not None:
            super().action_source()
        else:
            self.action_open_note()

    @on(OptionList.OptionSelected, "#card")
    def selected(self) -> None:
        self.action_source()

    @work(thread=True, group="memory", exit_on_error=False)
    def write_memory(self, action: str, target: str, given: MemoryInput | None) -> None:
        """One memory write, as the CLI's `memory add|archive|supersede` makes it."""
        today = self.vm.today()
        service = self.service
        if action == "archived":
            change = service.set_memory_status(target, action, today)
        elif action == "add" and given is not None:
            change = service.remember(target, _new_memory(service, given, today), today)
        elif given is not None:
            inherit = tuple(n for n, v in (("kind", given.kind), ("due", given.due)) if not v)
            new = _new_memory(service, given, today)
            change = service.supersede_memory(target, new, today, inherit)
        else:
            return
        self.post_message(MemoryWritten(change))

    def on_memory_written(self, event: MemoryWritten) -> None:
        change = event.change
        self.notify(f"{change.action} ^{change.memory_id} in {change.path}")
        self.load()


def _new_memory(service: VaultService, given: MemoryInput, today: date) -> NewMemory:
    from vaultmind.memory.store import NewMemory

    due = service.parse_due(given.due, today) if given.due else None
    return NewMemory(kind=given.kind or "fact", text=given.text, due=due)
