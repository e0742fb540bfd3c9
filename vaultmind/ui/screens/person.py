"""The person card: the context query (profile, commitments with overdue ones in red,
memories by kind with their confidence, responsibilities, open tasks, reflections,
backlinks), and the memory actions — add, done, archive, supersede — through the
same service calls as `vaultmind memory …`."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

from rich.text import Text
from textual import on, work
from textual.message import Message
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from vaultmind.memory.context import MAX_REFLECTIONS
from vaultmind.ui.plain import plain
from vaultmind.ui.reflections import reflection_row
from vaultmind.ui.screens.base import VaultScreen, short_name
from vaultmind.ui.screens.memory_form import MemoryForm, MemoryInput
from vaultmind.vault.visible import visible

if TYPE_CHECKING:
    from textual.app import ComposeResult

    from vaultmind.agent.reflect.recent import WrittenReflection
    from vaultmind.memory.context import PersonContext
    from vaultmind.memory.store import MemoryChange, NewMemory


@dataclass
class ContextRead(Message):
    context: PersonContext
    reflections: list[WrittenReflection]


@dataclass
class MemoryWritten(Message):
    change: MemoryChange


@dataclass(frozen=True, slots=True)
class Item:
    path: str
    memory_id: str | None = None
    text: str = ""
    line: int = 0
    block: str | None = None  # where a reflection row opens its Daily note


REFLECTION_DAYS = 14  # as far back as `vaultmind context` looks


class PersonScreen(VaultScreen):
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
        yield OptionList(id="card")

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
            header.append(visible(value))
        self.query_one("#profile", Static).update(header)
        card = self.query_one(OptionList)
        kept = card.highlighted
        self.items = {}
        options: list[Option] = []
        _fill(options, self.items, c, event.reflections)
        card.clear_options()
        card.add_options(options)  # at once: one layout, not one per row
        if kept is not None and kept < card.option_count:
            card.highlighted = kept
        elif card.highlighted is None:
            card.action_first()

    # --- actions ------------------------------------------------------------------
    def _current(self) -> Item | None:
        card = self.query_one(OptionList)
        if card.highlighted is None:
            return None
        return self.items.get(card.get_option_at_index(card.highlighted).id or "")

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
            self.write("add", self.context.path, given)

    def action_done(self) -> None:
        item = self._memory()
        if item is not None:
            self.write("done", item.memory_id or "", None)

    def action_archive(self) -> None:
        item = self._memory()
        if item is not None:
            self.write("archived", item.memory_id or "", None)

    def action_supersede(self) -> None:
        item = self._memory()
        if item is None:
            return
        form = MemoryForm(f"Supersede ^{item.memory_id}", item.text, keep_kind=True)
        self.app.push_screen(form, lambda given: self._supersede(item, given))

    def _supersede(self, item: Item, given: MemoryInput | None) -> None:
        if given is not None:
            self.write("supersede", item.memory_id or "", given)

    def action_open_note(self) -> None:
        item = self._current()
        path = item.path if item else (self.context.path if self.context else self.person)
        self.vm.open_note(path, (item.memory_id or item.block) if item else None)

    @on(OptionList.OptionSelected, "#card")
    def selected(self) -> None:
        self.action_open_note()

    @work(thread=True, group="write", exit_on_error=False)
    def write(self, action: str, target: str, given: MemoryInput | None) -> None:
        """One memory write, as the CLI's `memory add|done|archive|supersede` makes it."""
        today = self.vm.today()
        service = self.service
        if action in {"done", "archived"}:
            change = service.set_memory_status(target, action, today)
        elif action == "add" and given is not None:
            change = service.remember(target, _new_memory(given, today), today)
        elif given is not None:
            inherit = tuple(n for n, v in (("kind", given.kind), ("due", given.due)) if not v)
            change = service.supersede_memory(target, _new_memory(given, today), today, inherit)
        else:
            return
        self.post_message(MemoryWritten(change))

    def on_memory_written(self, event: MemoryWritten) -> None:
        change = event.change
        self.notify(f"{change.action} ^{change.memory_id} in {change.path}")
        self.load()


def _new_memory(given: MemoryInput, today: date) -> NewMemory:
    from vaultmind.memory.dates import parse_due
    from vaultmind.memory.store import NewMemory

    due = parse_due(given.due, today) if given.due else None
    return NewMemory(kind=given.kind or "fact", text=given.text, due=due)


def _fill(
    card: list[Option], items: dict[str, Item], c: PersonContext, written: list[WrittenReflection]
) -> None:
    def heading(title: str, count: int) -> None:
        card.append(Option(Text(f"{title} ({count})", style="bold"), disabled=True))

    def row(prompt: Text, item: Item) -> None:
        key = f"item-{len(items)}"
        items[key] = item
        card.append(Option(prompt, id=key))

    heading("Commitments", len(c.commitments))
    for com in c.commitments:
        due = com.due.isoformat() if com.due else "no date"
        prompt = Text(f"  {due}  ", style="bold red" if com.overdue else "")
        prompt.append(visible(com.text), style="red" if com.overdue else "")
        prompt.append(f"  {com.confidence:.2f}", style="dim")
        row(prompt, Item(com.path, com.memory_id, com.text, com.line))
    for kind, memories in c.memories.items():
        if kind == "commitment":
            continue  # listed above, with their due dates
        heading(kind.capitalize(), len(memories))
        for scored in memories:
            memory = scored.memory
            prompt = plain(f"  {memory.text}")
            prompt.append(f"  {scored.confidence:.2f}", style="dim")
            row(prompt, Item(c.path, memory.id, memory.text, memory.line))
    heading("Responsible for", len(c.responsible_for))
    for node in c.responsible_for:
        row(plain(f"  {node.title}  ({node.type}, {node.via})"), Item(node.path))
    heading("Open tasks", len(c.tasks))
    for ref in c.tasks:
        due = f"  📅 {ref.task.due}" if ref.task.due else ""
        row(plain(f"  [ ] {ref.task.text}{due}  · {ref.title}"), Item(ref.path, line=ref.task.line))
    if written:
        heading("Recent reflections", len(written))
        for r in written:  # Enter or o opens it in its Daily note
            row(plain(f"  {reflection_row(r).text}"), Item(r.path, block=r.block))
    heading("Backlinks", len(c.backlinks))
    for title, path in c.backlinks:
        row(plain(f"  {title}"), Item(path))
