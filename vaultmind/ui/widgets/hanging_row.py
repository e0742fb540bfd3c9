"""A list row whose wrapped lines stay under its text, not back at column 0: `lead`
(a date, a box) in its own column, the text in the rest (a grid, one row)."""

from __future__ import annotations

from rich.cells import cell_len
from rich.table import Table
from rich.text import Text


def hanging(lead: Text, body: Text) -> Table:
    grid = Table.grid(expand=True)
    grid.add_column(width=cell_len(lead.plain), no_wrap=True)
    grid.add_column(ratio=1)
    grid.add_row(lead, body)
    return grid


def row_cells(row: object) -> list[Text]:
    """The texts of a row (`hanging`'s two, or a plain row's one), as shown."""
    if isinstance(row, Table):
        return [cell for column in row.columns for cell in column.cells if isinstance(cell, Text)]
    return [row] if isinstance(row, Text) else []


def row_text(row: object) -> str:
    return "".join(cell.plain for cell in row_cells(row))
