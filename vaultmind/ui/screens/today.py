"""Today, the start screen: overdue and due commitments across the team, what was
ingested since yesterday, and the ingest backlog (sections from `today_sections`).
The day's work is done here as on Commitments: Enter on a commitment opens the
message it was said in (in its chat), `d` marks it done, `p` postpones it, `o` opens
the person's card; a row that wraps stays right of its marker."""

from __future__ import annotations

import time
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from rich.table import Table
from rich.text import Text
from textual import on, work
from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option
from textual.worker import Worker

from vaultmind.ui.coalesce import Coalesced, OneAtATime
from vaultmind.ui.errors import describe
from vaultmind.ui.plain import plain
from vaultmind.ui.responsive import UntilQuiet
from vaultmind.ui.screens.commitment_actions import CommitmentActions
from vaultmind.ui.today_sections import SECTIONS, Day, Row
from vaultmind.ui.widgets.hanging_row import hanging
from vaultmind.ui.widgets.list_detail import ListDetail
from vaultmind.ui.widgets.measured_row import Heights, MeasuredRow, Widths, measure, widths_of
from vaultmind.ui.widgets.row_list import RowList

if TYPE_CHECKING:
    from textual.app import ComposeResult

    from vaultmind.ui.commitment_target import Target
    from vaultmind.ui.detail_text import Spot


@dataclass
class TodayRead(Message):
    day: str
    sections: list[tuple[str, list[Row], str]]  # (title, rows, what an empty one says)
    prompts: dict[Row, tuple[Table, Heights]]  # each shown row as drawn, measured
    watched: bool = False  # read because the vault changed: laid out in a pause


SHOWN = 30  # rows per section: a lead reads the first ones; the CLI lists them all


class TodayScreen(CommitmentActions):
    SCOPE = "today"
    TITLE = "Today"
    DEFAULT_CSS = """
    TodayScreen OptionList, TodayScreen OptionList:focus { height: 1fr; border: none; }
    """

    def __init__(self) -> None:
        super().__init__()
        self._rows: dict[str, Row] = {}
        self._shown_sections: list[tuple[str, list[Row], str]] | None = None
        self._waiting: TodayRead | None = None  # rows read while another screen was in front
        self._reading = OneAtATime(self._start_read)
        self._changed = Coalesced(self, partial(self.load, watched=True))
        self._watched = False  # the next read is the watcher's
        self._until_quiet = UntilQuiet(self)

    def body(self) -> ComposeResult:
        yield ListDetail(RowList(id="today"), self._spot)

    def _spot(self, option_id: str) -> Spot | None:
        row = self._rows.get(option_id)
        return row.detail if row is not None else None

    shown_at: float | None = None  # perf_counter() of the first frame (for bench.tui)

    def on_mount(self) -> None:
        self.call_after_refresh(self._shown)

    def _shown(self) -> None:
        """The screen is drawn and taking keys: now fetch the numbers."""
        self.shown_at = time.perf_counter()
        self.load()

    def on_screen_resume(self) -> None:
        """Back from another screen: what was reviewed or ingested there shows here
        (the watcher tells only the screens in front; `.review/` it does not watch).
        Its first frame is drawn first: then the rows read while it was behind another
        are laid out, and the read starts (a thread that competes with the drawing)."""
        waiting, self._waiting = self._waiting, None
        if waiting is not None:  # shown now: laid out at once, whoever asked
            waiting.watched = False
            self.call_after_refresh(self.on_today_read, waiting)
        if self.shown_at is not None:
            self.call_after_refresh(self.load)

    def action_reload(self) -> None:
        self.load()

    def vault_changed(self, paths: tuple[str, ...]) -> None:
        self._changed()  # at most one read a second while an ingest writes

    def load(self, watched: bool = False) -> None:
        """Read in a worker, one at a time; the rows are measured there, at the list's
        widths now. `watched`: the vault changed, the user asked for nothing."""
        self._watched = watched
        self._reading()

    def _start_read(self, laid_out: bool = False) -> None:
        widths = widths_of(self.query_one(OptionList))
        if widths is None and not laid_out:  # measured at the list's widths, once known
            self.call_after_refresh(self._start_read, True)
            return
        self.read(widths, self._watched)

    @on(Worker.StateChanged)
    def _read_ended(self, event: Worker.StateChanged) -> None:
        if event.worker.group == "today" and event.worker.is_finished:
            self._reading.ended()

    @work(thread=True, group="today", exit_on_error=False)
    def read(self, widths: Widths | None, watched: bool) -> None:
        today = self.vm.today()
        day = Day(self.service, today)
        sections = []
        for section in SECTIONS:
            try:
                rows = section.load(day)
            except Exception as exc:  # one section failing leaves the others shown
                rows = [Row(f"could not read: {describe(exc)}", "red")]
            counted = rows and section.counted
            sections.append((f"{section.title} ({len(rows)})" if counted else section.title,
                             rows, section.empty))  # fmt: skip
        prompts = {}
        for _, rows, _ in [] if sections == self._shown_sections else sections:  # unchanged
            for row in rows[:SHOWN]:
                prompt = _prompt(row)
                prompts[row] = (prompt, measure(prompt, widths))
        self.post_message(TodayRead(today.strftime("%A %d %B %Y"), sections, prompts, watched))

    def on_today_read(self, event: TodayRead) -> None:
        self.sub_title = event.day  # the header's right-hand side
        if event.sections == self._shown_sections:
            return  # read again on return: the same rows are not laid out again
        if not self.is_current:
            self._waiting = event  # laid out when it is shown again, not behind another
            return
        self._until_quiet(partial(self._lay_out, event), event.watched)

    def _lay_out(self, event: TodayRead) -> None:
        if not self.is_current:
            self._waiting = event  # it waited for a pause, and another screen came in front
            return
        self._shown_sections = event.sections
        listing = self.query_one(OptionList)
        kept = listing.highlighted
        self._rows = {}
        options: list[Option] = []
        for title, rows, empty in event.sections:
            heading = Text(title, style="bold")
            options.append(Option(heading, disabled=True))
            if not rows:
                options.append(Option(Text(f"  {empty}", style="dim"), disabled=True))
            for row in rows[:SHOWN]:
                key = f"row-{len(self._rows)}"
                self._rows[key] = row
                prompt, heights = event.prompts[row]
                options.append(Option(MeasuredRow(listing, prompt, heights), id=key))
            if len(rows) > SHOWN:
                more = f"  … {len(rows) - SHOWN} more (`vaultmind commitments` lists them all)"
                options.append(Option(Text(more, style="dim"), disabled=True))
        listing.clear_options()
        listing.add_options(options)  # at once: one layout, not one per row
        if kept is not None and kept < listing.option_count:
            listing.highlighted = kept
        else:  # opened: the first row is the day's first piece of work, its detail beside
            listing.action_first()
        self.query_one(ListDetail).show_highlighted()  # the row's text may have changed

    # --- keys -------------------------------------------------------------------
    def _current(self) -> Row | None:
        listing = self.query_one(OptionList)
        if listing.highlighted is None:
            return None
        return self._rows.get(listing.get_option_at_index(listing.highlighted).id or "")

    def target(self) -> Target | None:
        row = self._current()
        return row.commitment if row is not None else None

    def reload(self) -> None:
        self.load()

    @on(OptionList.OptionSelected)
    def open_row(self, event: OptionList.OptionSelected) -> None:
        """A commitment: the message it was said in; any other row: what it names."""
        row = self._rows.get(event.option_id or "")
        if row is None:
            return
        if row.commitment is not None:
            self.find_source(row.commitment)
        else:
            self._open(row)

    def action_open_card(self) -> None:
        """`o`: the person's card (a commitment with nobody named: its note)."""
        row = self._current()
        if row is None:
            self.notify("highlight a row first", severity="warning")
        else:
            self._open(row)

    def _open(self, row: Row) -> None:
        if row.screen:
            self.vm.action_open(row.screen)
        elif row.person:
            self.vm.open_person(row.person)
        elif row.note:
            self.vm.open_note(row.note, row.block)


def _prompt(row: Row) -> Table:
    """`  • text`: a commitment's marker (`[ ]` for a task), else `·`; its wrapped
    lines start under the text, not at the first column; the status ("due … · 2d
    overdue") stays whole at the right, the text wraps beside it."""
    mark = "· " if row.commitment is None else row.commitment.mark
    lead = Text(f"  {mark}", style=row.style)
    status = Text(f"  {row.status}", style=row.style) if row.status else None
    return hanging(lead, plain(row.text, row.style), status)
