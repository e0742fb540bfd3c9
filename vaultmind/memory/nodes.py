"""Creating typed nodes of the organisation graph from the vault's own templates."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from vaultmind.errors import UsageError
from vaultmind.memory.frontmatter_edit import add_aliases, set_property
from vaultmind.memory.sections import append_to_section
from vaultmind.vault.escape import escape_inline
from vaultmind.vault.file_names import file_name_problem
from vaultmind.vault.frontmatter import frontmatter_span
from vaultmind.vault.model import RELATION_TYPES
from vaultmind.vault.obsidian import templates_folder

NODE_TYPES = ("person", "project", "product", "process", "regulation", "role", "location",
              "customer", "supplier", "equipment", "department", "concept")  # fmt: skip
FOLDERS = {"person": "People", "project": "Projects"}  # every other type: Knowledge/
TEMPLATES = {"person": "Person.md", "project": "Project.md"}  # every other type: Knowledge.md
_BUILT_IN = "---\ntype: {type}\n---\n# {{{{title}}}}\n\n## Memory\n\n## Relations\n"


@dataclass(frozen=True, slots=True)
class NodeSpec:
    type: str
    title: str
    owner: str | None = None  # a note title, written as owner: "[[owner]]"
    relations: tuple[tuple[str, str], ...] = ()  # (relation, target title)
    name: str | None = None  # a name from a chat or the model: the heading and an alias
    aliases: tuple[str, ...] = ()  # `node add person --alias` (repeatable)
    position: str | None = None  # `node add person --position`

    def validated(self) -> NodeSpec:
        node_type = self.type.strip().lower()
        if node_type not in NODE_TYPES:
            raise UsageError(
                f"unknown node type '{self.type}'; use one of: {', '.join(NODE_TYPES)}"
            )
        title = " ".join(self.title.split())
        problem = file_name_problem(title) if title else "it is empty"
        if problem:
            raise UsageError(f"'{self.title}' cannot be a note title ({problem})")
        for relation, _ in self.relations:
            if relation not in RELATION_TYPES:
                names = ", ".join(sorted(RELATION_TYPES))
                raise UsageError(f"unknown relation '{relation}'; use one of: {names}")
        if (self.aliases or self.position) and node_type != "person":
            raise UsageError("--alias and --position are for a person note")
        aliases = tuple(" ".join(a.split()) for a in self.aliases if a.strip())
        position = " ".join(self.position.split()) if self.position else None
        return NodeSpec(node_type, title, self.owner, self.relations, self.name, aliases, position)


def node_path(spec: NodeSpec) -> str:
    return f"{FOLDERS.get(spec.type, 'Knowledge')}/{spec.title}.md"


def node_text(vault: Path, spec: NodeSpec, today: date) -> str:
    """The new note: the vault's template for this type, filled in."""
    template = vault / templates_folder(vault) / TEMPLATES.get(spec.type, "Knowledge.md")
    try:
        text = template.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        text = _BUILT_IN.format(type=spec.type)
    text = _fill_title(text, spec).replace("{{date}}", today.isoformat())
    text = set_property(text, "type", spec.type)
    if spec.owner:
        text = set_property(text, "owner", f'"[[{spec.owner}]]"')
    if spec.aliases:
        text = add_aliases(text, list(spec.aliases))
    if spec.position:
        text = set_property(text, "position", json.dumps(spec.position, ensure_ascii=False))
    for relation, target in spec.relations:
        text = append_to_section(text, "Relations", f"- {relation} [[{target}]]", "\n")
    return text


def _fill_title(template: str, spec: NodeSpec) -> str:
    """`{{title}}` is the file name, as in Obsidian; a name from a chat is the heading
    (escaped: it is the sender's words) and, if the file name could not hold it, an
    alias, so the note is found by it and `[[full name]]` links reach it."""
    if spec.name is None:
        return template.replace("{{title}}", spec.title)
    span = frontmatter_span(template)
    end = span[1] if span else 0
    body = template[end:].replace("{{title}}", escape_inline(spec.name))
    text = template[:end].replace("{{title}}", spec.title) + body
    if spec.name == spec.title:
        return text
    return add_aliases(text, [spec.name.replace("[[", "[ [").replace("]]", "] ]")])
