"""Creating typed nodes of the organisation graph from the vault's own templates."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from vaultmind.errors import UsageError
from vaultmind.memory.sections import append_to_section
from vaultmind.vault.model import RELATION_TYPES
from vaultmind.vault.obsidian import templates_folder

NODE_TYPES = ("person", "project", "product", "process", "regulation", "role", "location",
              "customer", "supplier", "equipment", "department", "concept")  # fmt: skip
FOLDERS = {"person": "People", "project": "Projects"}  # every other type: Knowledge/
TEMPLATES = {"person": "Person.md", "project": "Project.md"}  # every other type: Knowledge.md
_FORBIDDEN = re.compile(r'[*"\\/<>:|?#^\[\]]')  # characters Obsidian refuses in a file name
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
        if not title or _FORBIDDEN.search(title):
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
    text = _set_property(text, "type", spec.type)
    if spec.owner:
        text = _set_property(text, "owner", f'"[[{spec.owner}]]"')
    for relation, target in spec.relations:
        text = append_to_section(text, "Relations", f"- {relation} [[{target}]]", "\n")
    return text


def _set_property(text: str, key: str, value: str) -> str:
    """Set one frontmatter key by splicing its line (or adding it before the closing ---)."""
    if not text.startswith("---\n"):
        return f"---\n{key}: {value}\n---\n{text}"
    end = text.find("\n---", 3)
    head, rest = text[: end + 1], text[end + 1 :]
    line = re.compile(rf"^{re.escape(key)}:.*$", re.MULTILINE)
    if line.search(head):
        return line.sub(f"{key}: {value}", head, count=1) + rest
    return f"{head}{key}: {value}\n{rest}"
