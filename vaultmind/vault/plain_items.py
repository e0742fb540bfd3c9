"""The parser's reader of action items without a checkbox (`action_items`), line by
line: it remembers the label a list follows, the first item's indent (deeper items
are details of an item, not items) and the action table it is in."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from vaultmind.vault.action_items import (
    TableHeader,
    is_action_heading,
    is_separator,
    label_of,
    list_item,
    prefixed,
    table_header,
    table_task,
)
from vaultmind.vault.model import Heading, InlineField, Task
from vaultmind.vault.tasks import plain_task


@dataclass(slots=True)
class PlainItems:
    labelled: bool | None = None  # a label line heads the list below: one of action
    # items ("**Action items:**"), or of something else («Разное:»); None: no label
    indent: int | None = None  # the indent of the current action list's items
    table: TableHeader | None = None  # the action table the lines are rows of
    previous: str = ""  # the line before: a table's header, once its separator comes
    reading: bool = True  # False in VaultMind's own transcripts (Sources/)
    dated: bool = False  # the note is about a day: a loose item's words can date it
    labels: list[Heading] = field(default_factory=list)  # the label lines read

    def read(
        self,
        masked: str,
        line_no: int,
        fields: list[InlineField],
        heading: tuple[int, str] | None,
        under_actions: Callable[[], bool],
    ) -> Task | None:
        """The action item this line is, if it is one (and it has no checkbox)."""
        if not self.reading:
            return None
        previous, self.previous = self.previous, masked
        if heading is not None:
            self.labelled, self.indent, self.table = None, None, None
            return None
        stripped = masked.strip()
        if not stripped:
            self.table = None  # a blank line ends a table
            return None
        if stripped.startswith("|"):
            return self._row(masked, line_no, previous)
        self.table = None
        item = list_item(masked)
        if item is not None:
            return self._item(*item, line_no, fields, under_actions)
        if prefixed(stripped):  # `TODO: ask Sasha …`, a line of its own
            return plain_task(stripped, line_no, fields)
        label = label_of(masked)
        if label is not None:
            self.labelled, self.indent = is_action_heading(label), None
            self.labels.append(Heading(0, label, line_no))
        return None

    def _item(
        self,
        indent: int,
        body: str,
        line_no: int,
        fields: list[InlineField],
        under_actions: Callable[[], bool],
    ) -> Task | None:
        if prefixed(body):
            return plain_task(body, line_no, fields)
        if not (self.labelled or (self.labelled is None and under_actions())):
            if not self.dated and "📅" not in body and "due::" not in body.casefold():
                return None  # nothing can date it: no loose task
            return replace(plain_task(body, line_no, fields), loose=True)  # kept if dated
        if self.indent is None:
            self.indent = indent
        return plain_task(body, line_no, fields) if indent <= self.indent else None

    def _row(self, masked: str, line_no: int, previous: str) -> Task | None:
        if self.table is not None:
            return None if is_separator(masked) else table_task(masked, line_no, self.table)
        if is_separator(masked) and previous.strip().startswith("|"):
            self.table = table_header(previous)
        return None
