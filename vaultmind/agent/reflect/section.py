"""The reflection as lines of `## Reflection — [[Person]]` in `Daily/<day>.md`, and
the safe write of any VaultMind-owned section of a Daily or weekly note."""

from __future__ import annotations

from pathlib import Path

from vaultmind.agent.reflect.events import DayCollection
from vaultmind.agent.reflect.model import GROUPS, Grounded, Reflection
from vaultmind.agent.reflect.template import block_id, event_lines
from vaultmind.memory.owned import Outcome, write_owned_section
from vaultmind.vault.escape import escape_inline
from vaultmind.vault.slug import slugify
from vaultmind.vault.target import write_target
from vaultmind.vault.text import NoteText
from vaultmind.vault.write import update_note


def heading(person: str) -> str:
    return f"Reflection — [[{person}]]"


def key(person: str) -> str:
    return f"reflection-{slugify(person) or 'person'}"


def evidence(c: DayCollection) -> str:
    """Where a reflection's commitment memories point: the section's summary line."""
    return f"[[Daily/{c.day.isoformat()}#^{block_id(c.person)}]]"


def section_lines(c: DayCollection, template: str, model: Reflection | None) -> list[str]:
    told = model.summary if model is not None else None
    lines = [f"{escape_inline(told) if told else template} ^{block_id(c.person)}"]
    if told:
        lines.append(f"- in numbers: {template}")
    lines += event_lines(c)
    for group in GROUPS if model is not None else ():
        items = model.groups.get(group, []) if model is not None else []
        if items:
            lines.append(f"- **{group.capitalize()}**:")
            lines += [f"  - {_item(item)}" for item in items]
    return lines


def _item(item: Grounded) -> str:
    due = f" (due {item.due.isoformat()})" if item.due else ""
    links = ", ".join(dict.fromkeys(f"[[{e.link}]]" for e in item.events))
    return f"{escape_inline(item.text)}{due} — {links}"


def write_section(vault: Path, rel: str, title: str, name: str, slot: str,
                  lines: list[str], private: bool = False) -> Outcome:  # fmt: skip
    """`## name` (owned under the marker key `slot`) in the note at `rel`, created
    with `# title` (and `private: true`, for a private twin) when missing; a section
    the user edited is left as it is."""
    outcome: list[Outcome] = []
    new_note = f"---\nprivate: true\n---\n# {title}\n" if private else f"# {title}\n"

    def change(current: NoteText) -> NoteText:
        outcome.clear()
        text = current.text or new_note
        new, result = write_owned_section(text, name, slot, lines, current.newline)
        outcome.append(result)
        return NoteText(new, current.bom, current.lossy)

    (vault / rel).parent.mkdir(parents=True, exist_ok=True)
    update_note(write_target(vault, vault / rel), change)
    return outcome[0]
