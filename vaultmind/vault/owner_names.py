"""The names a task line (and the heading or label line it sits under) may give its
owner by, in the order `memory.task_owner` tries them: a `Name:`, `@Name` or `Name —`
it starts with; a `(Name)`, `— Name`, `→ Name` or `@Name` it ends with, perhaps before
short asides; an `@Name` anywhere; a capitalised name its sentence starts with
(`Света забронирует Газель`); the heading or label (`### Ирина`, «Олег взялся за:»).
Read from the structure only; which of them is a person needs the rest of the vault.
Two kinds of words stand for more than a name: `ME` (the writer: `I'll …`, `— me`,
«за мной», `## Я`) and a word for nobody (`someone …`, «кто-нибудь», "(TBD, no owner
yet)"), which stops the search."""

from __future__ import annotations

import re

from vaultmind.vault.action_items import strip_prefix
from vaultmind.vault.syntax import find_links

ME = "\x00me"  # the writer: the vault's owner, if one is named
# `Marta: …`, `Marta Lind: …`: a short run of words (no link, no markup) before a colon
# that ends the word; `10:30`, `http://…` and `[[X]]:` are not names.
_LEAD = re.compile(r"^([^\W\d_][^\[\]:#*`|]{0,60}?):(?:\s|$)")
_AT = re.compile(r"^@([^\W\d_][\w.-]*?)[.,]?(?:\s|$)")  # `@Oleg check the invoices`
_DASH = re.compile(r"^([^\W\d_][^\[\]:#*`|—–]{0,60}?)\s+[—–]\s")  # `Ира — план стеллажей`
_BRACKETED = re.compile(r"\(([^\W\d_][^\W\d_ .-]*(?:[ .-][^\W\d_]+){0,2})\)\s*$")  # `… (Ира)`
_NAME = r"@?([^\W\d_][\w.-]*(?:\s+[^\W\d_][\w.-]*){0,2})"
# `… — Олег`, `… → Oleg`, `… -> Oleg`, `… - Oleg`, `… @oleg`: a name set apart at the end
_ENDS = re.compile(r"(?:\s[—–-]|→|->|(?<=\s)(?=@))\s*(?:за\s+)?" + _NAME + r"\s*[.!]?\s*$")
_MENTION = re.compile(r"(?<![\w@])@([^\W\d_][\w.-]*[^\W_.-]|[^\W\d_])")  # `@Oleg`, not mail
_INLINE_FIELD = re.compile(r"[\[(][^\[\]()]*?::[^\[\]()]*[\])]")
_HEADING_MARKUP = re.compile(r"[*_`#]+|\[\[|\]\]|\s*:\s*$")
_NOBODY_WORDS = (
    "someone", "somebody", "anyone", "nobody", "tbd", "tba", "team", "the team", "everyone",
    "all", "who", "кто-то", "кто-нибудь", "кто", "все", "всем", "команда", "никто",
)  # fmt: skip
NOBODY = frozenset([*_NOBODY_WORDS, "?", "-", "—", "n/a", "нет"])
_NOBODY = re.compile(rf"^({'|'.join(map(re.escape, _NOBODY_WORDS))})(?![\w-])", re.IGNORECASE)
_ME_WORDS = ("me", "i", "я", "мне", "за мной", "с меня", "на мне", "mine", "мои", "моё", "мое",
             "my items", "мои задачи", "что с меня")  # fmt: skip
_ME_START = re.compile(r"^(?:i(?:'ll|’ll| will| need| must| have to| should)|я|me|мне)(?![\w-])",
                       re.IGNORECASE)  # fmt: skip
_ME_END = re.compile(
    r"(?:(?:\s[—–-]|→|->)\s*(?:me|я|за мной|с меня|на мне)\s*[.!]?\s*$)"
    r"|\((?:me|mine|я|моё|мое|мне)[!.]?\)|^(?:за мной|с меня)\b"
    r"|(?:это )?моя задача\W*$|\bmy (?:task|job)\W*$", re.IGNORECASE,
)  # fmt: skip
# said anywhere, after the names it gives: the item is nobody's yet
_NOBODY_SAID = re.compile(
    r"(?<![\w-])(?:no owner|nobody|unassigned|никто|без ответственного|не назначен\w*)(?![\w-])"
    r"|\((?:tbd|tba|\?+)[),]", re.IGNORECASE,
)  # fmt: skip
_ASIDE = re.compile(r"\s*\([^()]*\)\s*[.!]?\s*$")  # `… — Дима (он сам обещал)`
_NAME_ASIDE = re.compile(r"\(([^\W\d_][\w.-]*(?:\s+[^\W\d_][\w.-]*)?)\s*[,;:][^()]*\)\s*$")
_ASIDE_WORDS = 6  # `… — Tom, до пятницы (in English is fine)`
_SUBJECT_WORDS = 3  # `Kate Morgan will send …`: capitalised words, then one in lower case
_MAX_WORDS = 4
_JOINED = re.compile(r"\s*(?:\+|&|/|,|\band\b|\bи\b)\s*")


def names(text: str, section: str | None = None) -> tuple[str, ...]:
    """Every name the task's text (then its heading) may give its owner by, in order."""
    found: list[str] = []
    plain = strip_prefix(_INLINE_FIELD.sub(" ", text))
    if (nobody := _NOBODY.match(plain)) is not None:
        found.append(nobody.group(1))  # `someone to book the room`: `task_owner` stops
    if _ME_START.match(plain) or _ME_END.search(plain):
        found.append(ME)
    if (led := lead(plain)) is not None:
        found.append(led[0])
    if (trailing := _trailing(plain)) is not None:
        found.append(trailing)
    found += [m.group(1) for m in _MENTION.finditer(plain)]
    if (subject := _subject(plain)) is not None:
        found.append(subject)
    if _NOBODY_SAID.search(plain):
        found.append("nobody")  # `… (TBD, no owner yet)`: after the names the item gives
    if section:
        found += _heading_names(section)
    unique = dict.fromkeys(_me(" ".join(n.split()).strip(".-")) for n in found)
    return tuple(n for n in unique if n and len(n.split()) <= _MAX_WORDS)


def _me(name: str) -> str:
    return ME if name.casefold() in _ME_WORDS else name


def joined(name: str) -> list[str]:
    """The names a joint owner is written with (`Oleg + Dima`, «Катя + волонтёры»)."""
    parts = [p for p in _JOINED.split(name) if p.strip()]
    return parts if len(parts) > 1 else []


def _trailing(text: str) -> str | None:
    """The name set apart at the end, before up to two short asides (`… — Катя,
    завтра`, `… — Дима, после перевозки, к 8.12`, `… — Дима (он сам обещал)`), or
    leading a bracketed aside that ends it (`… (Саша, проверить)`)."""
    if (aside := _NAME_ASIDE.search(text)) is not None:
        return aside.group(1)
    if (found := _trailing_name(text)) is not None:
        return found
    text = _ASIDE.sub("", text) or text
    for _ in range(3):
        if (found := _trailing_name(text)) is not None:
            return found
        head, comma, tail = text.rpartition(",")
        if not comma or len(tail.split()) > _ASIDE_WORDS:
            return None
        text = head
    return None


def _trailing_name(text: str) -> str | None:
    bracketed = _BRACKETED.search(text)
    if bracketed is not None and all(w[0].isupper() for w in bracketed.group(1).split()):
        return bracketed.group(1)  # `(Ира)`, not `(доставка стойки Aurora)`
    ends = _ENDS.search(text)
    if ends is None or ends.start() == 0:
        return None
    name = ends.group(1)
    if name.casefold() in _ME_WORDS:
        return name  # `… — я, до пятницы`
    if name.casefold() in NOBODY or name.split()[0].casefold() in NOBODY:
        return name.split()[0]  # `— кто-нибудь из событийщиков`
    mentioned = ends.group(0).lstrip(" —–-→>").startswith("@")
    return name if mentioned or all(w[0].isupper() for w in name.split()) else None


def _heading_names(heading: str) -> list[str]:
    """`### [[Ирина Соколова]]`, `### Ирина — задачи`, `### Oleg:`: the heading's link,
    the name it leads with, or the heading itself."""
    links = [link.target for link in find_links(heading, 0) if link.target]
    plain = _HEADING_MARKUP.sub("", heading).strip()
    led, subject = lead(plain), _subject(plain)
    me = [ME] if _ME_END.search(plain) else []  # «Со стороны администрации (я):»
    first = plain.split(maxsplit=1)[0].strip(",;:.—–-") if plain.split() else ""
    said = [*([led[0]] if led else []), *([subject] if subject else []), first, plain]
    return [*links, *me, *said]  # `Sarah, after the meeting, on her side:`: Sarah


def lead(text: str) -> tuple[str, str] | None:
    """(the name a task's text starts with, the text after it), the name set apart by
    a colon, an @ or a dash: `Name: …`, `@Name …`, `Name — …`."""
    found = _LEAD.match(text) or _AT.match(text) or _DASH.match(text)
    if found is None:
        return None
    name = " ".join(found.group(1).split())
    if not 0 < len(name.split()) <= _MAX_WORDS:
        return None
    return name, text[found.end() :].strip()


def _subject(text: str) -> str | None:
    """The capitalised words before the first word in lower case (`Света забронирует
    Газель`): a name only if a person is called so (`task_owner` asks), so «Купить
    бумагу» costs nothing."""
    said = text.split(maxsplit=_SUBJECT_WORDS + 1)
    for n, word in enumerate(said[: _SUBJECT_WORDS + 1]):
        if not word[:1].isalpha():
            return None
        if word[0].islower():
            return " ".join(said[:n]) if n and all(w.isalpha() for w in said[:n]) else None
    return None
