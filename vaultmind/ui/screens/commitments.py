"""Commitments (issue 28): every open commitment memory and owned task, by person —
all, overdue, due within N days, or done this week — with `/` to filter the rows by
text, `d` done, `p` postpone, Enter the message it was said in. The lists are the
service's (`commitments`, `done_commitments`), as `vaultmind commitments` prints them."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from functools import partial
from typing import TYPE_CHECKING

from rich.table import Table
from rich.text import Text
from textual import on, work
from textual.message import Message
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option
from textual.worker import Worker

from vaultmind.ui.coalesce import Coalesced, OneAtATime
from vaultmind.ui.commitment_target import Target
from vaultmind.ui.detail_text import Spot
from vaultmind.ui.plain import plain
from vaultmind.ui.responsive import UntilQuiet
from vaultmind.ui.screens.base import short_name
from vaultmind.ui.screens.commitment_actions import CommitmentActions
from vaultmind.ui.widgets.hanging_row import hanging
from vaultmind.ui.widgets.list_detail import ListDetail
from vaultmind.ui.widgets.measured_row import Heights, MeasuredRow, Widths, measure, widths_of
from vaultmind.ui.widgets.row_list import RowList
from vaultmind.vault.link_names import with_link_names

if TYPE_CHECKING:
    from textual.app import ComposeResult

VIEWS = {"open": "open", "overdue": "overdue", "within": "due within", "done": "done this week"}
SPANS = (7, 14, 30, 3)  # `3` again moves to the next span
PER_PERSON = 40  # rows shown per person: each is laid out in the UI thread; `/` finds the rest
SHOWN = 300  # rows shown in all: 10 000 notes held 3 003 open ones of 923 people


@dataclass
class CommitmentsRead(Message):
    asked: tuple[str, int]  # the view and span it read: another's answer is not shown
    rows: list[Target]
    prompts: dict[Target, tuple[Table, Heights]]  # the rows shown unfiltered, measured
    watched: bool = False  # read because the vault changed: laid out in a pause


class CommitmentsScreen(CommitmentActions):
    SCOPE = "commitments"
    TITLE = "Commitments"
    DEFAULT_CSS = """
    CommitmentsScreen #views { height: 1; padding: 0 1; }
    CommitmentsScreen #filter { display: none; height: 1; border: none; padding: 0 1; }
    CommitmentsScreen #filter.shown { display: block; }
    CommitmentsScreen OptionList, CommitmentsScreen OptionList:focus { height: 1fr; border: none; }
    """

    def __init__(self) -> None:
        super().__init__()
        self.view = "open"
        self.within = SPANS[0]
        self.rows: list[Target] = []
        self._filled_from: tuple[str, int, list[Target]] | None = None  # the read shown
        self.shown_rows: dict[str, Target] = {}
        self.people: dict[str, str] = {}  # heading option id → person
        self._reading = OneAtATime(self._start_read)
        self._prompts: dict[Target, tuple[Table, Heights]] = {}
        self._waiting: CommitmentsRead | None = None  # read while another screen was in front
        self._changed = Coalesced(self, partial(self.load, watched=True))  # one a second at most
        self._watched = False  # the next read is the watcher's
        self._until_quiet = UntilQuiet(self)

    def body(self) -> ComposeResult:
        yield Static(id="views")
        yield Input(placeholder="filter: words in the text, person or note", id="filter")
        yield ListDetail(RowList(id="commitments"), self._spot)

    def _spot(self, option_id: str) -> Spot | None:
        row = self.shown_rows.get(option_id)
        person = self.people.get(option_id)
        if row is None:  # a person's heading: their note (Enter opens their card)
            return Spot(person, person) if person else None
        return row.spot

    def on_mount(self) -> None:
        self._show_views()
        for rows in self.query(OptionList):  # none in a screen mounted as the app shuts down
            rows.focus()
            break

    def on_screen_resume(self) -> None:
        """Shown first, or again: what was ticked elsewhere meanwhile is read. Its first
        frame is drawn first: then the rows read while another screen was in front are
        laid out, and the read starts (a thread that competes with the drawing)."""
        waiting, self._waiting = self._waiting, None
        if waiting is not None:  # shown now: laid out at once, whoever asked
            waiting.watched = False
            self.call_after_refresh(self.on_commitments_read, waiting)
        self.call_after_refresh(self.load)

    def vault_changed(self, paths: tuple[str, ...]) -> None:
        self._changed()

    def index_ready(self, changed: bool) -> None:
        self._changed()

    def reload(self) -> None:
        self.load()

    # --- reading ----------------------------------------------------------------
    def load(self, watched: bool = False) -> None:
        """One read at a time (a thread cannot be stopped midway): asked for while one
        runs (a view key, a write, the watcher), it runs again when that one ends.
        `watched`: the vault changed, the user asked for nothing."""
        self._watched = watched
        self._reading()

    def _start_read(self, laid_out: bool = False) -> None:
        widths = widths_of(self.query_one(OptionList))
        if widths is None and not laid_out:  # shown first: measured at its widths, once known
            self.call_after_refresh(self._start_read, True)
            return
        self.read((self.view, self.within), self.view, widths, self._watched)

    @on(Worker.StateChanged)
    def _read_ended(self, event: Worker.StateChanged) -> None:
        if event.worker.group == "commitments" and event.worker.is_finished:
            self._reading.ended()

    @work(thread=True, group="commitments", exit_on_error=False)
    def read(self, asked: tuple[str, int], view: str, widths: Widths | None, watched: bool) -> None:
        today = self.vm.today()
        if view == "done":
            monday = today - timedelta(days=today.weekday())
            rows = [Target(d.path, d.line, d.memory_id, d.text, d.person, done=d.done)
                    for d in self.service.done_commitments(monday)]  # fmt: skip
        else:
            within = self.within if view == "within" else None
            found = self.service.commitments(today, None, view == "overdue", within)
            rows = [Target(c.path, c.line, c.memory_id, c.text, c.person, c.due, c.overdue,
                           c.confidence, plain=c.plain) for c in found]  # fmt: skip
        prompts = {}
        for row in [] if rows == self.rows else _first_per_person(rows):  # unchanged: as shown
            prompt = _prompt(row)
            prompts[row] = (prompt, measure(prompt, widths))
        self.post_message(CommitmentsRead(asked, rows, prompts, watched))

    def on_commitments_read(self, event: CommitmentsRead) -> None:
        if event.asked != (self.view, self.within):
            return  # the answer of a view the user has left
        read = (self.view, self.within, event.rows)
        if read == self._filled_from:
            return  # read again on return: the same rows are not laid out again
        if not self.is_current:
            self._waiting = event  # not laid out behind another screen
            return
        self._until_quiet(partial(self._lay_out, event), event.watched)

    def _lay_out(self, event: CommitmentsRead) -> None:
        if event.asked != (self.view, self.within):
            return  # it waited for a pause, and the user chose another view meanwhile
        if not self.is_current:
            self._waiting = event  # it waited for a pause, and another screen came in front
            return
        self._filled_from = (self.view, self.within, event.rows)
        self.rows, self._prompts = event.rows, event.prompts
        self._fill()

    # --- showing ----------------------------------------------------------------
    def _show_views(self) -> None:
        line = Text()
        for key, (view, label) in enumerate(VIEWS.items(), start=1):
            label = f"due ≤ {self.within} d" if view == "within" else label
            line.append(f" {key} {label} ", style="reverse bold" if view == self.view else "")
            line.append(" ")
        line.append("  / filter", style="dim")
        self.query_one("#views", Static).update(line)

    def _fill(self) -> None:
        listing = self.query_one(OptionList)
        kept = listing.highlighted
        wanted = self.query_one("#filter", Input).value.strip().casefold()
        rows = [r for r in self.rows if not wanted or wanted in _searched(r)]
        groups: dict[str, list[Target]] = {}
        for row in rows:
            groups.setdefault(row.person, []).append(row)
        self.shown_rows, self.people = {}, {}
        options: list[Option] = []
        for person, items in groups.items():
            if len(self.shown_rows) >= SHOWN:
                left = len(rows) - len(self.shown_rows)
                more = f"  … {left} more of {len(groups) - len(self.people)} people: / filters them"
                options.append(Option(Text(more, style="dim"), disabled=True))
                break
            heading = f"{person or '(nobody named)'} ({len(items)})"
            key = f"person-{len(self.people)}"
            self.people[key] = person
            options.append(Option(plain(heading, "bold"), id=key, disabled=not person))
            for row in items[:PER_PERSON]:
                key = f"row-{len(self.shown_rows)}"
                self.shown_rows[key] = row
                options.append(Option(self._row(listing, row), id=key))
            if len(items) > PER_PERSON:
                more = f"  … {len(items) - PER_PERSON} more: / filters them"
                options.append(Option(Text(more, style="dim"), disabled=True))
        if not options:
            options.append(Option(Text(_empty(self.view, wanted), style="dim"), disabled=True))
        listing.clear_options()
        listing.add_options(options)  # at once: one layout, not one per row
        if kept is not None and kept < listing.option_count:
            listing.highlighted = kept
        elif listing.highlighted is None:
            listing.action_first()
        self.query_one(ListDetail).show_highlighted()
        self.sub_title = f"{VIEWS[self.view]} · {len(rows)} of {len(self.rows)}"

    def _row(self, listing: OptionList, row: Target) -> MeasuredRow | Table:
        """Measured in the read's worker if it is shown unfiltered; a filter's other
        rows are measured here, as they are typed for."""
        found = self._prompts.get(row)
        return _prompt(row) if found is None else MeasuredRow(listing, *found)

    # --- keys -----------------------------------------------------------------
    def target(self) -> Target | None:
        listing = self.query_one(OptionList)
        if listing.highlighted is None:
            return None
        return self.shown_rows.get(listing.get_option_at_index(listing.highlighted).id or "")

    def action_show(self, view: str) -> None:
        if view == "within" and self.view == "within":
            self.within = SPANS[(SPANS.index(self.within) + 1) % len(SPANS)]
        self.view = view
        self._show_views()
        self.query_one(OptionList).highlighted = None
        self.load()

    def action_filter(self) -> None:
        box = self.query_one("#filter", Input)
        box.add_class("shown")
        box.focus()

    @on(Input.Changed, "#filter")
    def filtered(self) -> None:
        self._fill()

    @on(Input.Submitted, "#filter")
    def filter_done(self) -> None:
        self.query_one(OptionList).focus()

    async def action_clear_filter(self) -> None:
        """Esc: a filter is cleared first, then Esc goes back as everywhere."""
        box = self.query_one("#filter", Input)
        if box.has_class("shown"):
            box.value = ""
            box.remove_class("shown")
            self.query_one(OptionList).focus()
            self._fill()
            return
        await self.vm.action_back()

    def action_open_note(self) -> None:
        """o: the row's note at its line; on a person's heading, their card (as Enter)."""
        found = self.target()
        if found is not None:
            self.vm.open_note(found.path, found.memory_id, None if found.memory_id else found.line)
            return
        listing = self.query_one(OptionList)
        if listing.highlighted is not None:
            person = self.people.get(listing.get_option_at_index(listing.highlighted).id or "")
            if person:
                self.vm.open_person(person)
                return
        self.notify("highlight a commitment, a task or a person first", severity="warning")

    @on(OptionList.OptionSelected, "#commitments")
    def selected(self, event: OptionList.OptionSelected) -> None:
        person = self.people.get(event.option_id or "")
        if person:
            self.vm.open_person(person)
        else:
            self.action_source()


def _first_per_person(rows: list[Target]) -> list[Target]:
    """The rows shown with no filter (as `_fill` lays them out, person by person): the
    first `PER_PERSON` of each person's, for people until `SHOWN` rows are reached."""
    groups: dict[str, list[Target]] = {}
    for row in rows:
        groups.setdefault(row.person, []).append(row)
    shown: list[Target] = []
    for items in groups.values():
        if len(shown) >= SHOWN:
            break
        shown += items[:PER_PERSON]
    return shown


def _searched(row: Target) -> str:
    return f"{row.person} {with_link_names(row.text)} {row.path}".casefold()


def _prompt(row: Target) -> Table:
    if row.done is not None:
        lead = Text(f"  {row.done.isoformat()}  ", style="dim")
        lead.append("[x] " if row.memory_id is None else "✓ ")
    else:
        when = row.due.isoformat() if row.due else "no date"
        lead = Text(f"  {when:<10}  ", style="bold red" if row.overdue else "")
        lead.append(row.mark)
    body = plain(with_link_names(row.text), "red" if row.overdue else "")
    if row.memory_id is None:
        body.append(f"  · {short_name(row.path)}", style="dim")
    elif row.confidence < 0.995:
        body.append(f"  confidence {row.confidence:.2f}", style="dim")
    return hanging(lead, body)


def _empty(view: str, wanted: str) -> str:
    if wanted:
        return "  nothing matches the filter (Esc clears it)"
    return {"done": "  nothing closed this week yet", "overdue": "  nothing overdue"}.get(
        view, "  no open commitments"
    )
