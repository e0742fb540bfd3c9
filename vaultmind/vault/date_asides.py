"""A weekday said as a greeting or an aside names the message's day, not a due date.

"Happy Friday!", «Хорошей пятницы», «сегодня пятница», and a bare weekday that opens a
sentence on that very day followed by a remark ("Sunday thought: …", «Воскресенье, а я
на складе …», "Monday again") are skipped: "Sunday thought: I'll fix it tomorrow" is
due tomorrow. A weekday with a preposition ("by Friday", «в пятницу»), on another day,
or followed by more words ("Monday latest") is a date as before.
"""

from __future__ import annotations

import re
from datetime import date

# words that make the weekday right after them a greeting or a remark about today
_GREETING = re.compile(
    r"(?<!\w)(?:happy|good|lovely|nice|great|have a|хорошей|хорошего|отличной|отличного"
    r"|доброй|доброго|удачной|удачного|прекрасной|прекрасного|it'?s|it’s|it is|today is"
    r"|сегодня|опять|снова|ну вот и|вот и|уже)\s+$",
    re.IGNORECASE,
)
# nothing but a sentence break, and maybe an interjection, before the weekday
_OPENS = re.compile(
    r"(?:^|[.!?…\n]\s*)(?:(?:hi|hello|hey|oh|ugh|well|so|ну|ох|эх|ох уж|привет|всем привет"
    r"|так|итак|ура)[\s,!]+)?$",
    re.IGNORECASE,
)

# …and a remark after it: a comma or colon, "thought:", "again": "Monday latest" is a date
_REMARK = re.compile(
    r"^\s*(?:[,:;!—–…]|\.(?!\w)|(?:[^\W\d_]+\s+){0,1}[^\W\d_]+\s*[:!]"
    r"|(?:again|опять|снова)(?!\w))",
    re.IGNORECASE,
)

_TODAY = {"today", "сегодня"}
_IS_WEEKDAY = re.compile(r"^\s+(?:is\s+)?(?P<day>[^\W\d_]+)", re.IGNORECASE)


def is_aside(before: str, phrase: str, after: str, weekdays: dict[str, int], today: date) -> bool:
    """Whether a date phrase (lower case), with the message's text `before` and `after`
    it, is a greeting or an aside, not a date: «сегодня пятница» too."""
    if phrase in _TODAY:
        named = _IS_WEEKDAY.match(after)
        return named is not None and named.group("day").lower() in weekdays
    weekday = weekdays.get(phrase)
    if weekday is None:
        return False
    if _GREETING.search(before):
        return True
    own_day = weekday == today.weekday()
    return own_day and _OPENS.search(before) is not None and _REMARK.match(after) is not None
