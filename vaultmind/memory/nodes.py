"""Creating typed nodes of the organisation graph from the vault's own templates."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from vaultmind.errors import UsageError
from vaultmind.memory.frontmatter_edit import set_property
from vaultmind.memory.sections import append_to_section
from vaultmind.vault.model import RELATION_TYPES
from vaultmind.vault.obsidian import templates_folder

NODE_TYPES = ("person", "project", "product", "process", "regulation", "role", "location",
              "customer", "supplier", "equipment", "department", "concept")  # fmt: skip
FOLDERS = {"person": "People", "project": "Projects"}  # every other type: Knowledge/
TEMPLATES = {"person": "Person.md", "project": "Project.md"}  # every other type: Knowledge.md
FORBIDDEN_IN_TITLE = re.compile(r'[*"\\/<>:|?#^\[\]]')  # characters Obsidian refuses in a file name
_BUILT_IN = "---\ntype: {type}\n---\n# {{{{title}}}}\n\n## Memory\n\n## Relations\n"


@dataclass(frozen=True, slots=True)
class NodeSpec:
    type: str
    title: str
    owner: str | None = None  # a note title, written as owner: "[[owner]]"
    relations: tuple[tuple[str, str], ...] = ()  # (relation, target title)

    def validated(self) -> NodeSpec:
        node_type = self.type.strip().lower()
        if node_type not in NODE_TYPES:
            raise UsageError(
                f"unknown node type '{self.type}'; use one of: {', '.join(NODE_TYPES)}"
            )
        title = " ".join(self.title.split())
        if not title or FORBIDDEN_IN_TITLE.search(title):
            raise UsageError(
                f"'{self.title}' cannot be a note title (no * \" \\ / < > : | ? # ^ [ ])"
            )
        for relation, _ in self.relations:
            if relation not in RELATION_TYPES:
                names = ", ".join(sorted(RELATION_TYPES))
                raise UsageError(f"unknown relation '{relation}'; use one of: {names}")
        return NodeSpec(node_type, title, self.owner, self.relations)


def node_path(spec: NodeSpec) -> str:
    return f"{FOLDERS.get(spec.type, 'Knowledge')}/{spec.title}.md"


def node_text(vault: Path, spec: NodeSpec, today: date) -> str:
    """The new note: the vault's template for this type, filled in."""
    template = vault / templates_folder(vault) / TEMPLATES.get(spec.type, "Knowledge.md")
    try:
        text = template.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        text = _BUILT_IN.format(type=spec.type)
    text = text.replace("{{title}}", spec.title).replace("{{date}}", today.isoformat())
    text = set_property(text, "type", spec.type)
    if spec.owner:
        text = set_property(text, "owner", f'"[[{spec.owner}]]"')
    for relation, target in spec.relations:
        text = append_to_section(text, "Relations", f"- {relation} [[{target}]]", "\n")
    return text
