"""A list row whose wrapped lines stay under its text, not back at column 0: `lead`
(a date, a box) in its own column, the text in the rest (a grid, one row), and an
optional status at the right that is never wrapped or cut."""

from __future__ import annotations

from rich.cells import cell_len
from rich.table import Table
from rich.text import Text


def hanging(lead: Text, body: Text, tail: Text | None = None) -> Table:
    """`tail` (a status: "due … · 2d overdue") is a column of its own at the right,
    kept whole: the body wraps in what is left, so at 80 columns the text gives way."""
    grid = Table.grid(expand=True)
    grid.add_column(width=cell_len(lead.plain), no_wrap=True)
    grid.add_column(ratio=1, overflow="fold")  # a long path or link: folded, not cut
    if tail is None:
        grid.add_row(lead, body)
        return grid
    grid.add_column(width=cell_len(tail.plain), no_wrap=True)
    grid.add_row(lead, body, tail)
    return grid


def row_cells(row: object) -> list[Text]:
    """The texts of a row (`hanging`'s two, or a plain row's one), as shown; a row
    measured in a worker (`MeasuredRow`) is read through."""
    row = getattr(row, "prompt", row)
    if isinstance(row, Table):
        return [cell for column in row.columns for cell in column.cells if isinstance(cell, Text)]
    return [row] if isinstance(row, Text) else []


def row_text(row: object) -> str:
    return "".join(cell.plain for cell in row_cells(row))
