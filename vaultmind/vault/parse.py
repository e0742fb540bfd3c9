"""Text → `Note`: a pure function, no I/O.

One pass over the lines: fenced code blocks are skipped whole, inline code and
escapes are masked, and every construct is collected with its line number.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass, field

from vaultmind.vault import syntax
from vaultmind.vault.frontmatter import split_frontmatter, string_list
from vaultmind.vault.model import (
    BlockId,
    Heading,
    InlineField,
    Link,
    Note,
    Problem,
    Relation,
    Task,
)
from vaultmind.vault.tasks import parse_task
from vaultmind.vault.text import nfc

_FENCE_OPEN = re.compile(r"^[ \t]{0,3}(`{3,}|~{3,})")
_COMMENT = "%%"
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

    def add_line(self, masked: str, line_no: int) -> None:
        heading = syntax.find_heading(masked)
        if heading:
            self.headings.append(Heading(heading[0], heading[1], line_no))
        links = syntax.find_links(masked, line_no)
        self.links.extend(links)
        if links and self._in_relations():
            relation = _RELATION.match(masked)
            if relation:
                self.relations.append(Relation(relation.group(1), links[0]))
        self.tags.extend(syntax.find_tags(masked))
        block = syntax.find_block_id(masked)
        if block:
            self.block_ids.append(BlockId(block, line_no))
        line_fields = syntax.find_fields(masked, line_no)
        self.fields.extend(line_fields)
        if "[" in masked:
            task = parse_task(masked, line_no, line_fields)
            if task:
                self.tasks.append(task)

    def _in_relations(self) -> bool:
        return bool(self.headings) and self.headings[-1].text.strip().lower() == RELATIONS_HEADING


def title_of(path: str) -> str:
    """Obsidian's note title is the file name without `.md`."""
    name = posixpath.basename(path)
    return name[:-3] if name.lower().endswith(".md") else name


def parse_note(path: str, text: str, problems: tuple[Problem, ...] = ()) -> Note:
    """Parse one note. `problems` found while reading (lossy decode, size cap) are kept."""
    path = nfc(path)
    fm = split_frontmatter(text)
    found = list(problems)
    if fm.error:
        found.append(Problem("frontmatter", fm.error, 1))
    if syntax.has_conflict_markers(text):
        found.append(Problem("conflict", "git conflict markers", _conflict_line(text)))
    collector = _Collector()
    _scan_body(text[fm.body_offset :], fm.body_line, collector)
    meta = fm.data
    fm_tags = tuple(tag.lstrip("#") for tag in string_list(meta.get("tags")))
    note_type = meta.get("type")
    return Note(
        path=path,
        title=title_of(path),
        frontmatter=meta,
        aliases=string_list(meta.get("aliases") or meta.get("alias")),
        tags=tuple(dict.fromkeys(fm_tags + tuple(collector.tags))),
        type=str(note_type).strip().lower() if note_type else None,
        headings=tuple(collector.headings),
        links=tuple(collector.links) + _frontmatter_links(meta, text),
        block_ids=tuple(collector.block_ids),
        fields=tuple(collector.fields),
        tasks=tuple(collector.tasks),
        relations=tuple(collector.relations),
        problems=tuple(found),
        body_offset=fm.body_offset,
    )


def _scan_body(body: str, first_line: int, collector: _Collector) -> None:
    fence: str | None = None
    in_comment = False
    for offset, line in enumerate(body.splitlines()):
        line_no = first_line + offset
        if fence is not None:
            if line.lstrip(" \t").startswith(fence) and not line.strip().strip(fence[0]):
                fence = None
            continue
        opening = _FENCE_OPEN.match(line)
        if opening:
            fence = opening.group(1)
            continue
        if line.count(_COMMENT) % 2 == 1:
            in_comment = not in_comment
            continue
        if in_comment:
            continue
        collector.add_line(syntax.mask_line(line), line_no)


def _frontmatter_links(meta: dict[str, object], text: str) -> tuple[Link, ...]:
    """`owner: "[[Person]]"` and friends: Obsidian counts links in properties too."""
    links: list[Link] = []
    for value in meta.values():
        items = value if isinstance(value, list) else [value]
        for item in items:
            if isinstance(item, str) and "[[" in item:
                line_no = text.count("\n", 0, max(text.find(item), 0)) + 1
                links.extend(syntax.find_links(item, line_no))
    return tuple(links)


def _conflict_line(text: str) -> int:
    match = syntax.CONFLICT_START.search(text)
    return text.count("\n", 0, match.start()) + 1 if match else 0
