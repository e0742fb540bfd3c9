"""Where a bare ordinal («9-го», «25-го», "the 8th") is a day (split from `dates`).

After a preposition («к 9му», "to the 8th", «с 30го по 4е»), or with nothing but «в
силе» / "latest" after it; "the 2nd bug" is no day. A Russian «-го» alone is a day
(«запущу 25-го как договаривались») unless a noun it counts follows («5-го класса»,
«2-го этажа»; «10-го числа» is the day again).
"""

from __future__ import annotations

import re

_BARE_ORDINAL = re.compile(r"^\d{1,2}-?(?:е|го|му|ое|ого|ому|th|st|nd|rd)$", re.IGNORECASE)
# a bare «9е» / "8th" is a date after a preposition («к 9му», "to the 8th", «с 30го по
# 4е»), or when nothing but «в силе» / "latest" follows it: "the 2nd bug" is no date
_ORDINAL_BEFORE = re.compile(
    r"(?<!\w)(?:до|к|ко|на|по|с|со|after|by|on|to|till|until|before|from|through)\s+"
    r"(?:the\s+)?$",
    re.IGNORECASE,
)
_ORDINAL_AFTER = re.compile(
    r"^\s*(?:$|[^\w\s]|(?:в силе|норм\w*|ok|ок|latest|at the latest|still|works)(?!\w))",
    re.IGNORECASE,
)


def ordinal_fits(text: str, match: re.Match[str]) -> bool:
    """A bare ordinal only where a person means a day by it (see `_ORDINAL_BEFORE`)."""
    core = match.group(0).split()[-1]
    if not _BARE_ORDINAL.match(core):
        return True
    before = text[: match.start()] + match.group(0)[: -len(core)]
    if _ORDINAL_BEFORE.search(before) or _ORDINAL_AFTER.match(text[match.end() :]):
        return True
    # «запущу 25-го как договаривались»: a Russian «-го» is a day unless a noun it counts
    # follows («5-го класса», «2-го этажа»; «10-го числа» is the day again)
    after = _NEXT_WORD.match(text[match.end() :])
    word = after.group(1).lower() if after is not None else ""
    noun = bool(_GENITIVE.search(word)) and word != "числа" and word not in _NOT_NOUNS
    return core.lower().endswith("го") and not noun


_NEXT_WORD = re.compile(r"\s+([а-яё]+)", re.IGNORECASE)
# words ending like a counted noun that count nothing: «помочь 2-го на стартах»
_NOT_NOUNS = frozenset(("на", "за", "для", "или", "из-за", "она", "они", "мы", "вы", "я",
                        "сама", "сами", "тогда", "сюда", "туда", "когда", "да", "ага",
                        "утра", "вечера", "до", "после", "и", "а"))  # fmt: skip
_GENITIVE = re.compile(r"(?:а|я|ы|и|ов|ев|ей)$", re.IGNORECASE)
