"""Text → `Note`: a pure function, no I/O.

One pass over the lines: fenced code blocks are skipped whole, inline code and
escapes are masked, and every construct is collected with its line number.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from vaultmind.vault import syntax
from vaultmind.vault.action_items import is_action_heading
from vaultmind.vault.called_names import called_names
from vaultmind.vault.frontmatter import (
    body_offset,
    frontmatter_span,
    split_frontmatter,
    string_list,
)
from vaultmind.vault.memory_line import parse_memory_line
from vaultmind.vault.model import (
    MEMORY_HEADING,
    BlockId,
    Heading,
    InlineField,
    Link,
    MemoryLine,
    Note,
    Problem,
    Relation,
    Task,
)
from vaultmind.vault.plain_items import PlainItems
from vaultmind.vault.secrets import find_secrets
from vaultmind.vault.task_dates import dated, note_day
from vaultmind.vault.tasks import parse_task
from vaultmind.vault.text import nfc
from vaultmind.vault.visible_lines import visible_lines

_RELATION = re.compile(r"^[ \t]*[-*+][ \t]+([A-Za-z_][\w-]*)[ \t]+\[\[")
RELATIONS_HEADING = "relations"


@dataclass
class _Collector:
    headings: list[Heading] = field(default_factory=list)
    links: list[Link] = field(default_factory=list)
    tags: list[str] = field(default_factory=list)
    block_ids: list[BlockId] = field(default_factory=list)
    fields: list[InlineField] = field(default_factory=list)
    tasks: list[Task] = field(default_factory=list)
    relations: list[Relation] = field(default_factory=list)
    memories: list[MemoryLine] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    plain: PlainItems = field(default_factory=lambda: PlainItems())

    def add_memory_line(self, line: str, visible: str, line_no: int) -> None:
        """Lines under `## Memory` become typed memories; other list items there are reported."""
        if not self._in_section(MEMORY_HEADING):
            return
        found = parse_memory_line(line, line_no, visible)
        if isinstance(found, MemoryLine):
            self.memories.append(found)
        elif found is not None:
            self.problems.append(Problem("memory-line", found.reason, line_no))

    def add_line(self, masked: str, line_no: int) -> None:
        heading = syntax.find_heading(masked)
        if heading:
            self.headings.append(Heading(heading[0], heading[1], line_no))
        links = syntax.find_links(masked, line_no)
        self.links.extend(links)
        if links and self._in_section(RELATIONS_HEADING):
            relation = _RELATION.match(masked)
            if relation:
                self.relations.append(Relation(relation.group(1), links[0]))
        self.tags.extend(syntax.find_tags(masked))
        block = syntax.find_block_id(masked)
        if block:
            self.block_ids.append(BlockId(block, line_no))
        line_fields = syntax.find_fields(masked, line_no)
        self.fields.extend(line_fields)
        task = parse_task(masked, line_no, line_fields) if "[" in masked else None
        if task is None:
            task = self.plain.read(masked, line_no, line_fields, heading, self._under_actions)
        if task and not self._in_section(MEMORY_HEADING):  # there it is a commitment
            self.tasks.append(task)

    def _under_actions(self) -> bool:
        """Under an action heading ("Action items", «Договорились»), subheadings included."""
        return self._under(is_action_heading)

    def _in_section(self, name: str) -> bool:
        """Under a heading called `name`, subheadings included (until one of its level)."""
        return self._under(lambda text: text.strip().lower() == name)

    def _under(self, heads: Callable[[str], bool]) -> bool:
        """Under a heading whose text `heads` accepts: the nearest heading, or one above
        it of a higher level."""
        level = 7
        for heading in reversed(self.headings):
            if heading.level < level:
                if heads(heading.text):
                    return True
                level = heading.level
        return False


def title_of(path: str) -> str:
    """Obsidian's note title is the file name without `.md`."""
    name = posixpath.basename(path)
    return name[:-3] if name.lower().endswith(".md") else name


FOLDER_TYPES = {"people": "person", "projects": "project"}  # a note that names no `type:`


def parse_note(path: str, text: str, problems: tuple[Problem, ...] = ()) -> Note:
    """Parse one note. `problems` found while reading (lossy decode, size cap) are kept."""
    path = nfc(path)
    fm = split_frontmatter(text)
    found = list(problems)
    if fm.error:
        found.append(Problem("frontmatter", fm.error, 1))
    if syntax.has_conflict_markers(text):
        found.append(Problem("conflict", "git conflict markers", _conflict_line(text)))
    found += [
        Problem("secret", f"looks like a {kind}: keep credentials out of the vault", line)
        for line, kind in find_secrets(text)
    ]
    meta = fm.data
    day = note_day(path, meta)  # what "by Friday" counts from
    collector = _Collector()
    collector.plain.reading = path.split("/")[0].casefold() != "sources"  # transcripts: ours
    collector.plain.dated = day is not None
    _scan_body(text[fm.body_offset :], fm.body_line, collector)
    fm_tags = tuple(tag.lstrip("#") for tag in string_list(meta.get("tags")))
    note_type = meta.get("type") or FOLDER_TYPES.get(
        path.split("/")[0].casefold() if "/" in path else ""
    )
    kind = str(note_type).strip().lower() if note_type else None
    title = title_of(path)
    return Note(
        path=path,
        title=title,
        frontmatter=meta,
        aliases=string_list(meta.get("aliases") or meta.get("alias")),
        called=called_names(title, meta, text[fm.body_offset :]) if kind == "person" else (),
        tags=tuple(dict.fromkeys(fm_tags + tuple(collector.tags))),
        type=kind,
        headings=tuple(collector.headings),
        labels=tuple(collector.plain.labels),
        links=_frontmatter_links(text) + tuple(collector.links),
        block_ids=tuple(collector.block_ids),
        fields=tuple(collector.fields),
        tasks=_kept((dated(task, day) for task in collector.tasks), collector.headings, text),
        relations=tuple(collector.relations),
        memories=tuple(collector.memories),
        problems=tuple(found + collector.problems),
        body_offset=fm.body_offset,
    )


def _kept(tasks: Iterable[Task], headings: list[Heading], text: str) -> tuple[Task, ...]:
    """The tasks, without a loose list item that says no day (`Task.loose`), and
    without the action items of a section VaultMind writes (a reflection's "due today:
    …" lines): under a heading followed by its `%% vm:` marker."""
    kept = [task for task in tasks if task.due or not task.loose]
    if "%% vm:" not in text or not any(task.plain for task in kept):
        return tuple(kept)
    markers = [
        n for n, line in enumerate(text.split("\n"), 1) if line.lstrip().startswith("%% vm:")
    ]
    owned = [h.line for h in headings if any(h.line < m <= h.line + 2 for m in markers)]

    def ours(task: Task) -> bool:
        above = [h.line for h in headings if h.line < task.line]
        return bool(above) and above[-1] in owned

    return tuple(task for task in kept if not (task.plain and ours(task)))


def scan_memories(text: str) -> tuple[list[MemoryLine], set[str]]:
    """The memories `parse_note` reads and every block id, without the rest (no YAML,
    links or tags): for writers, which check their lines against what is read back."""
    start = body_offset(text)
    first_line = text.count("\n", 0, start) + 1
    collector = _Collector()
    block_ids: set[str] = set()
    for offset, line, visible in visible_lines(text[start:]):
        masked = syntax.mask_line(visible)
        heading = syntax.find_heading(masked)
        if heading:
            collector.headings.append(Heading(heading[0], heading[1], first_line + offset))
        block = syntax.find_block_id(masked)
        if block:
            block_ids.add(block)
        collector.add_memory_line(line, visible, first_line + offset)
    return collector.memories, block_ids


def _scan_body(body: str, first_line: int, collector: _Collector) -> None:
    """Every visible line (outside code and comments; see `vaultmind.vault.visible_lines`)."""
    for offset, line, visible in visible_lines(body):
        collector.add_line(syntax.mask_line(visible), first_line + offset)
        collector.add_memory_line(line, visible, first_line + offset)


def _frontmatter_links(text: str) -> tuple[Link, ...]:
    """`owner: "[[Person]]"` and friends: Obsidian counts links in properties too."""
    span = frontmatter_span(text)
    if span is None:
        return ()
    first_line = text.count("\n", 0, span[0]) + 1
    links: list[Link] = []
    for offset, line in enumerate(text[span[0] : span[1]].split("\n")):
        if "[[" in line and not line.lstrip().startswith("#"):
            links.extend(syntax.find_links(syntax.mask_line(line), first_line + offset))
    return tuple(links)


def _conflict_line(text: str) -> int:
    match = syntax.CONFLICT_START.search(text)
    return text.count("\n", 0, match.start()) + 1 if match else 0
