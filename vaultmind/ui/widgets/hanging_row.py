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
