"""Action items written without a checkbox, read as tasks (`Task.plain`).

Many people never type `- [ ]`. They write a list under "Action items" / «Договорились»
/ "Next steps", start a line with `AI:` or `TODO:`, or keep a table with an owner
column. These are the structure of the note, not its wording, so they are read by
structure: the section's heading (or a bold label line above the list), the line's
prefix, the table's header. A table row's owner cell becomes its `owner::` field and
its due cell its `due::` field, so the owner and date rules read them as they read a
checkbox's."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from vaultmind.vault.model import InlineField, Task
from vaultmind.vault.tasks import struck

_ACTION_HEADINGS = (
    "action item", "action items", "actions", "action points", "next steps", "next step",
    "to do", "to-do", "todo", "todos", "tasks", "follow-ups", "follow ups", "follow-up",
    "followups", "ai", "ais", "assignments", "who does what", "owners", "задачи", "задача",
    "поручения", "договорились", "договоренности", "договорённости", "следующие шаги",
    "дальнейшие шаги", "что с меня", "с меня", "за мной", "на мне", "кто что делает",
    "план действий", "действия", "туду", "agreed", "we agreed", "what we agreed", "agreements",
    "agreed actions", "owners & dates", "что делаем", "кто что", "итоги и задачи",
    "open items", "open actions", "action list", "pending actions", "открытые вопросы и задачи",
)  # fmt: skip
# the phrase is the heading, perhaps with a date, a note or a "for whom" after it
# ("Action items — Nov 20", «Задачи на неделю», "Tasks (Oleg)"): "AI in libraries" is not
_HEADING = re.compile(
    r"^(?:" + "|".join(re.escape(h) for h in sorted(_ACTION_HEADINGS, key=len, reverse=True))
    + r")(?=\s*(?:$|[:—–(\-/,.!]|\d|[А-ЯЁ]|(?:for|from|by|on|this|next|на|по|до|от|с|для|к)\b))",
    re.IGNORECASE,
)  # fmt: skip
_MARKUP = re.compile(r"^[\s*_#>\d.)]*|[*_]+")
_EMOJI = re.compile(r"^[^\w\[(«\"']+")
_PREFIX = re.compile(r"^(?:AI|TODO|To ?do|Action|Задача|Поручение)\s*:\s*", re.IGNORECASE)
_ITEM = re.compile(r"^([ \t]*)(?:[-*+]|\d+[.)])[ \t]+(?!\[.\][ \t])(.+)$")
_MEMORY_KIND = re.compile(r"\[(?:fact|trait|commitment|context|preference)\]", re.IGNORECASE)
_LONGEST_LABEL = 84
_LONGEST_HEADING = max(len(h) for h in _ACTION_HEADINGS) + 4
_LABEL = re.compile(r"^\s*(?:\*\*|__)?([^*_:|]{2,80}?)(?:\*\*|__)?\s*:?\s*(?:\*\*|__)?\s*$")
_CELL_SPLIT = re.compile(r"(?<!\\)\|")
_SEPARATOR = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$")
_DONE_CELL = re.compile(
    r"^(?:(?:✅|✔️?|☑️?|\[x\])|(?:x|yes|done|closed|complete|completed|готово|сделано|выполнено|"
    r"закрыто|да)\b)", re.IGNORECASE,
)  # fmt: skip

_OWNER_COLUMNS = ("owner", "who", "assignee", "assigned", "responsible", "ответственный",
                  "ответственная", "ответств", "отв", "кто", "исполнитель")  # fmt: skip
_DUE_COLUMNS = ("due", "deadline", "by when", "when", "date", "срок", "дедлайн", "до", "когда",
                "дата")  # fmt: skip
_STATUS_COLUMNS = ("status", "state", "статус", "состояние", "done", "готово", "отметка",
                   "выполнено", "сделано", "✅", "✔", "check")  # fmt: skip
_NUMBER_COLUMNS = ("#", "№", "n", "no", "nr")


@lru_cache(maxsize=1024)
def is_action_heading(text: str) -> bool:
    """A heading (or a bold label) that says the list below it is action items:
    "Action items — Nov 20", «Договорились:», "✅ Next steps"."""
    plain = _EMOJI.sub("", _MARKUP.sub("", text).strip()).strip()
    return bool(_HEADING.match(plain))


def label_of(line: str) -> str | None:
    """The text of a line that only labels what follows ("**Action items:**",
    «Договорились:», "Next steps" alone on its line), else None."""
    stripped = line.strip()
    if len(stripped) > _LONGEST_LABEL or stripped.startswith(("-", "+", "|", "#", ">")):
        return None
    if stripped.startswith("*") and not stripped.startswith("**"):
        return None
    marked = stripped.endswith(":") or "**" in stripped or "__" in stripped
    if not marked and len(stripped) > _LONGEST_HEADING:
        return None  # a line of prose, not a label: skip the pattern (the parser's hot path)
    found = _LABEL.match(line)
    if found is None:
        return None
    return found.group(1) if marked or is_action_heading(found.group(1)) else None


def prefixed(text: str) -> bool:
    """`AI: …`, `TODO: …`: a line that says it is an action item (a bare `TODO:` is a
    label of the list below it)."""
    found = _PREFIX.match(text.strip())
    return found is not None and bool(text.strip()[found.end() :].strip())


def strip_prefix(text: str) -> str:
    return _PREFIX.sub("", text.strip(), count=1)


def list_item(masked: str) -> tuple[int, str] | None:
    """(indent, text) of a list item that has no checkbox, else None."""
    found = _ITEM.match(masked.rstrip("\r\n"))
    if found is None or found.group(2).startswith(("\\[", "\\]")):
        return None  # `- \[ \] …`: a checkbox escaped on purpose (masked, its `\[` is blank)
    if _MEMORY_KIND.match(found.group(2)):
        return None  # `- [commitment] …`: a memory line's syntax, not an action item
    return len(found.group(1).expandtabs(4)), found.group(2)


@dataclass(frozen=True, slots=True)
class TableHeader:
    """The columns of a table that has an owner column: which cell says what."""

    owner: int
    due: int | None
    status: int | None
    what: tuple[int, ...]


def cells(line: str) -> list[str]:
    body = line.strip()
    body = body[1:] if body.startswith("|") else body
    body = body[:-1] if body.endswith("|") and not body.endswith("\\|") else body
    return [c.strip() for c in _CELL_SPLIT.split(body)]


def is_separator(line: str) -> bool:
    return bool(_SEPARATOR.match(line)) and "-" in line


def table_header(line: str) -> TableHeader | None:
    """The header of an action table (it has an owner column), else None."""
    names = [re.sub(r"[*_`]+", "", c).strip().casefold().rstrip(":.?") for c in cells(line)]
    owner = _column(names, _OWNER_COLUMNS)
    if owner is None:
        return None
    due, status = _column(names, _DUE_COLUMNS), _column(names, _STATUS_COLUMNS)
    skip = {owner, due, status}
    what = tuple(n for n, name in enumerate(names)
                 if n not in skip and name not in _NUMBER_COLUMNS)  # fmt: skip
    return TableHeader(owner, due, status, what) if what else None


def _column(names: list[str], wanted: tuple[str, ...]) -> int | None:
    for n, name in enumerate(names):
        words = re.findall(r"[\w#№]+", name)
        if name in wanted or (words and words[0] in wanted):
            return n
    return None


def table_task(line: str, line_no: int, header: TableHeader) -> Task | None:
    """A data row of an action table as a task: its "what" cells joined, its owner and
    due cells as `owner::` and `due::` fields; done when its status cell says so."""
    row = cells(line)

    def cell(n: int | None) -> str:
        return row[n].strip() if n is not None and n < len(row) else ""

    text = " — ".join(c for c in (cell(n) for n in header.what) if c)
    if not text:
        return None
    fields = [InlineField("owner", cell(header.owner), line_no)] if cell(header.owner) else []
    if due := cell(header.due):
        fields.append(InlineField("due", due, line_no))
    done = bool(_DONE_CELL.match(cell(header.status))) or struck(text)
    return Task(line_no, "x" if done else " ", text, fields=tuple(fields), plain=True)
