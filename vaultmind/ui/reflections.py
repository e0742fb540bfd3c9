"""The reflection issue's part of the TUI that is not a screen: Today's "Latest
reflections" section (through `today_sections.register_section`) and the one line
that tells how a reflection run went."""

from __future__ import annotations

from typing import TYPE_CHECKING

from vaultmind.ui.today_sections import SECTIONS, Day, Row, Section, register_section

if TYPE_CHECKING:
    from vaultmind.agent.reflect.recent import WrittenReflection
    from vaultmind.service.reflect import ReflectReport

TITLE = "Latest reflections"
DAYS = 3  # today and the two days before: Monday morning still shows Saturday's


def reflection_row(r: WrittenReflection) -> Row:
    """`03 Dec  Дмитрий Кузнецов: 3 commitments due…`; Enter opens it in the Daily note."""
    said = r.summary if r.summary.startswith(r.person) else f"{r.person}: {r.summary}"
    return Row(f"{r.day:%d %b}  {said}", note=r.path, block=r.block)


def _latest(day: Day) -> list[Row]:
    return [reflection_row(r) for r in day.service.recent_reflections(day.today, DAYS)]


def install() -> None:
    """Once per process, before "Ingested since yesterday"."""
    if TITLE not in {s.title for s in SECTIONS}:
        empty = f"no reflection in the last {DAYS} days (f reflects on today)"
        register_section(Section(TITLE, _latest, empty), before="Ingested since yesterday")


def outcome_line(report: ReflectReport | None) -> str:
    """`2026-12-03: 5 written, 1 unchanged; 2 quiet (template, no model)`."""
    if report is None:
        return "reflection cancelled: the sections already written are kept"
    counts: dict[str, int] = {}
    for person in report.people:
        word = "left (edited by you)" if person.outcome.startswith("edited") else person.outcome
        counts[word] = counts.get(word, 0) + 1
    said = ", ".join(f"{n} {word}" for word, n in counts.items()) or "nothing written"
    quiet = f"; {len(report.quiet)} quiet" if report.quiet else ""
    model = f"model {report.model}" if report.model else "template, no model"
    return f"{report.day.isoformat()}: {said}{quiet} ({model})"
