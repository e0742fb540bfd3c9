"""What the Today screen shows, as a list of sections: each a title and a loader that
asks the service (in a worker thread) for its rows. Other faces add theirs with
`register_section` (the latest reflections, when the reflection issue lands)."""

from __future__ import annotations

import time as clock
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from functools import cached_property
from typing import TYPE_CHECKING

from vaultmind.ui.commands import keys_of
from vaultmind.ui.commitment_target import Target

if TYPE_CHECKING:
    from vaultmind.memory.commitments import OpenCommitment
    from vaultmind.memory.reminders import DueList
    from vaultmind.service import VaultService
    from vaultmind.ui.detail_text import Spot


@dataclass(frozen=True, slots=True)
class Row:
    text: str
    style: str = ""  # a Rich style: "red" for overdue
    status: str = ""  # "due 2026-12-03 · 2d overdue": in a column of its own, never cut
    person: str | None = None  # `o` (Enter, if no commitment) opens this person's card…
    note: str | None = None  # …or this note (at `block`)
    block: str | None = None
    screen: str | None = None  # …or this screen (a name of the app's SCREENS)
    spot: Spot | None = None  # what the detail pane beside the list shows (≥ 120 columns)
    commitment: Target | None = None  # Enter opens its source message; `d`, `p` act on it

    @property
    def detail(self) -> Spot | None:
        """What the pane beside the list reads for this row."""
        return self.commitment.spot if self.commitment is not None else self.spot


class Day:
    """One reading of the Today screen: the service, the date, and what several
    sections share (what is due, asked for once: the same list `vaultmind due` prints)."""

    def __init__(self, service: VaultService, today: date) -> None:
        self.service = service
        self.today = today

    @cached_property
    def due(self) -> DueList:
        return self.service.due(self.today)


Loader = Callable[[Day], list[Row]]


@dataclass(frozen=True, slots=True)
class Section:
    title: str
    load: Loader
    empty: str  # what the section says when it has no rows
    counted: bool = True  # its title says how many rows (not when a row is itself a count)


def _commitment_row(c: OpenCommitment, today: date) -> Row:
    who = c.person or "(nobody named)"
    when = [f"due {c.due.isoformat()}"] if c.due else []
    if c.overdue and c.due is not None:
        when.append(f"{(today - c.due).days}d overdue")
    target = Target(c.path, c.line, c.memory_id, c.text, c.person, c.due, c.overdue, c.confidence,
                    plain=c.plain)  # fmt: skip
    return Row(
        f"{who}: {c.text}",
        "bold red" if c.overdue else "",
        " · ".join(when),
        person=c.person or None,
        note=None if c.person else c.path,
        block=c.memory_id,
        commitment=target,
    )


def _due(pick: Callable[[DueList], list[OpenCommitment]]) -> Loader:
    def load(day: Day) -> list[Row]:
        return [_commitment_row(c, day.today) for c in pick(day.due)]

    return load


def _ingested(day: Day) -> list[Row]:
    since = datetime.combine(day.today - timedelta(days=1), time.min).timestamp()
    rows = []
    for job in day.service.ingest_jobs_since(since):
        started = clock.strftime("%d %b %H:%M", clock.localtime(job.started))
        rows.append(
            Row(f"{started} {job.command} — {job.status}: {job.added} added, "
                f"{job.changed} changed in {job.files} file(s)")
        )  # fmt: skip
    return rows


def _backlog(day: Day) -> list[Row]:
    rows = []
    for source, chat, pending, failed in day.service.ingest_backlog():
        if pending or failed:
            style = "yellow" if failed else ""
            rows.append(Row(f"{source}/{chat}: {pending} pending, {failed} failed", style))
    return rows


def _review(day: Day) -> list[Row]:
    """`3 suggestions to review — v`: counted here, in Today's worker (issue 26)."""
    count = len(day.service.review_open())
    if not count:
        return []
    key = keys_of("review").split(" ")[0]
    said = "1 suggestion" if count == 1 else f"{count} suggestions"
    return [Row(f"{said} to review — {key}", "yellow", screen="review")]


SECTIONS: list[Section] = [
    Section("Overdue", _due(lambda due: due.overdue), "nothing overdue"),
    Section("Due today", _due(lambda due: due.due_today), "nothing due today"),
    Section("Due tomorrow", _due(lambda due: due.tomorrow), "nothing due tomorrow"),
    Section("To review", _review, "no suggestion to review", counted=False),
    Section("Ingested since yesterday", _ingested, "no ingest since yesterday"),
    Section("Ingest backlog", _backlog, "no messages waiting"),
]


def register_section(section: Section, before: str | None = None) -> None:
    """Add a section (e.g. "Latest reflections"), before the one titled `before`."""
    titles = [s.title for s in SECTIONS]
    SECTIONS.insert(titles.index(before) if before in titles else len(SECTIONS), section)
