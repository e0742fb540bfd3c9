"""The names a person note gives its subject outside `aliases`: how a lead writes them.

A newcomer's person note rarely has `aliases:`. It says the names where a person
would: a frontmatter `nick: Кир / Кирюша`, or the note's opening line — "Тимур / Тима /
Tim. BIM manager", "aka Дима / Dima / Димон", «Виктор Павлович, он же Палыч», «Оля,
сметчик» (a form of the title's first name before the first comma). Those names find
the person in a question, a task's owner and a chat sender, as an alias would; a
`[[link]]` still resolves by title and `aliases` only, as in Obsidian.

Pure: the note's title, frontmatter and body in, the names out (never the title or an
alias again). Only a line's start is read, so a sentence that merely mentions other
people names nobody.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from vaultmind.vault.given_names import same_given, word_key

NICK_KEYS = ("nick", "nicks", "nickname", "nicknames", "aka")
MAX_NAME_WORDS = 2
_SPLIT = re.compile(r"\s*(?:/|,|;|\||\bили\b|\bor\b)\s*")
_NAME_WORD = re.compile(r"^[^\W\d_][^\W\d_'’-]*(?:[-'’][^\W\d_]+)*$")
_MARKER = re.compile(
    r"(?:^|[\s,(])(?:a\.?k\.?a\.?|also known as|goes by|он же|она же|зовут|зовём|зовем)\s+(.+)",
    re.I,
)
_END = re.compile(r"[.;:(—–]|\s-\s|$")
_HEADING = re.compile(r"^\s{0,3}#")


def called_names(title: str, meta: Mapping[str, Any], body: str) -> tuple[str, ...]:
    """The subject's names said in `nick:`-like fields and in the opening line."""
    found = [name for key in NICK_KEYS for name in _field_names(meta.get(key))]
    opening = _opening(body)
    if opening:
        found += _marked(opening) or _slash_run(opening) or _given_first(opening, title)
    known = {_key(title)}
    aliases = meta.get("aliases") or meta.get("alias")
    known |= {_key(str(a)) for a in (aliases if isinstance(aliases, list) else [aliases]) if a}
    kept: dict[str, str] = {}
    for name in found:
        if _key(name) not in known:
            kept.setdefault(_key(name), name)
    return tuple(kept.values())


def _key(name: str) -> str:
    """A name as compared here: «Роб» and "Rob" are both kept (each script's forms
    find the person: «Робу»), "Rob" and "rob" are one."""
    return " ".join(name.casefold().replace("ё", "е").split())


def _field_names(value: object) -> list[str]:
    items: Iterable[object] = value if isinstance(value, list) else [value]
    parts = [p for item in items if isinstance(item, str) for p in _SPLIT.split(item)]
    return [p.strip() for p in parts if _a_name(p.strip(), capitalised=False)]


def _opening(body: str) -> str:
    """The first line of text after the title heading (a heading, a list or a
    property line starts no opening)."""
    for line in body.splitlines():
        text = line.strip()
        if not text or _HEADING.match(text):
            continue
        if text.startswith(("-", "*", "+", ">", "|", "!", "%%", "[")) or "::" in text:
            return ""
        return text
    return ""


def _marked(line: str) -> list[str]:
    """The names after "aka", «он же»: up to the clause's end."""
    found = _MARKER.search(line)
    if found is None:
        return []
    rest = _END.split(found.group(1), maxsplit=1)[0]
    names = [p.strip() for p in _SPLIT.split(rest)]
    return [n for n in names if _a_name(n)]


def _slash_run(line: str) -> list[str]:
    """«Тимур / Тима / Tim. BIM-менеджер»: two or more names joined by slashes, first."""
    head = re.split(r"[.,;:(—–]|\s-\s", line, maxsplit=1)[0]
    parts = [p.strip() for p in head.split("/")]
    if len(parts) < 2 or not all(_a_name(p) for p in parts):
        return []
    return parts


def _given_first(line: str, title: str) -> list[str]:
    """«Оля, сметчик»: a word before the first comma that is a form of the title's
    first name (the table of given names says so; "Office manager, ..." is not)."""
    head = line.split(",", 1)[0].strip()
    first = title.split()[0] if title.split() else ""
    if "," not in line or not _a_name(head) or len(head.split()) != 1 or not first:
        return []
    return [head] if same_given(word_key(head), word_key(first)) else []


def _a_name(text: str, capitalised: bool = True) -> bool:
    """One or two words of letters, each capitalised unless `capitalised` is False,
    none in capitals throughout ("QS", "PM" are roles)."""
    said = text.split()
    if not 0 < len(said) <= MAX_NAME_WORDS:
        return False
    for word in said:
        if not _NAME_WORD.match(word) or (len(word) > 1 and word.isupper()):
            return False
        if capitalised and not word[0].isupper():
            return False
    return True
