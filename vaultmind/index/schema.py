"""The whoosh schema and how a parsed note becomes a document.

Changing the fields? Bump `cache.SCHEMA_VERSION` (kept there, so the cache does not
import whoosh), and every index is rebuilt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from vaultmind.index.analysis import bilingual_analyzer
from vaultmind.index.whoosh_loader import load_whoosh

if TYPE_CHECKING:
    from vaultmind.vault.model import Note

load_whoosh()

from whoosh.fields import ID, KEYWORD, TEXT, Schema  # noqa: E402


def build_schema() -> Schema:
    text = bilingual_analyzer()
    return Schema(
        path=ID(stored=True, unique=True),
        title=TEXT(analyzer=text, stored=True, field_boost=3.0),
        aliases=TEXT(analyzer=text, field_boost=2.0),
        properties=TEXT(analyzer=text),
        content=TEXT(analyzer=text),  # not stored: snippets re-read the file (faster builds)
        tag=KEYWORD(lowercase=True, commas=True, scorable=True),
        type=KEYWORD(lowercase=True, stored=True),
        folder=KEYWORD(lowercase=True, stored=True),
    )


def note_document(note: Note, body: str) -> dict[str, Any]:
    """The fields indexed for one note; nested tags `a/b` also match `tag:a`."""
    return {
        "path": note.path,
        "title": note.title,
        "aliases": " ".join(note.aliases),
        "properties": " ".join(_property_values(note.frontmatter)),
        "content": body,
        "tag": ",".join(sorted(_tag_prefixes(note.tags))),
        "type": note.type or "",
        "folder": note.folder,
    }


def _tag_prefixes(tags: tuple[str, ...]) -> set[str]:
    prefixes: set[str] = set()
    for tag in tags:
        parts = tag.lower().replace(",", " ").split("/")
        prefixes.update("/".join(parts[: i + 1]) for i in range(len(parts)))
    return prefixes


def _property_values(meta: dict[str, Any]) -> list[str]:
    values: list[str] = []
    for key, value in meta.items():
        if key in ("aliases", "alias", "tags", "type"):
            continue
        items = value if isinstance(value, list) else [value]
        values.extend(str(item) for item in items if isinstance(item, str | int | float))
    return values
