"""How a person asks to be treated (issue 10, session 10, read on blind4), for statements.

- a comparative about oneself: «по срочному меня лучше звонком», «мне созвоны с
  клиентами лучше после обеда», «мне сильно удобнее, когда таски в трелло»;
- a request not to be put somewhere: «на совещания по пятницам меня не ставьте», "pls
  never schedule returns audits on a Monday", "don't book me before 10";
- staying where one is: "I'd really like to stay on early shift", «хочу остаться на
  утренней смене».

A question, a condition or a joke before it is no preference (the caller's checks).
"""

from __future__ import annotations

import re

from vaultmind.agent.ingest.extract.statement_common import Statement, clean
from vaultmind.vault.dates import DAY_NAMES

_COMPARATIVE = re.compile(
    r"^(?:[\w-]+\s+){0,3}?(?<!для\s)(?:мне|меня)\s+(?:[\w-]+\s+){0,4}?(?:(?:сильно|гораздо|намного|так"
    r"|куда)\s+)?(?:лучше|удобнее|проще|спокойнее)(?:\s+(?!всего\b)[\w-]+|,\s+когда\s+[\w-]+)",
    re.IGNORECASE,
)
_NOT_ME = re.compile(
    r"(?:меня|мне)\s+(?:[\w-]+\s+){0,2}?не\s+(?:ставьте|ставь|дёргайте|дергайте|трогайте"
    r"|беспокойте|зовите|назначайте|планируйте)(?!\w)"
    r"|(?:не|never)\s+(?:ставьте|ставь|назначайте|планируйте)\s+(?:мне|меня)(?!\w)"
    r"|(?:pls\s+|please\s+)?(?:never|don't|do not)\s+(?:schedule|book|put|plan)\s+(?:me\s+)?\S+",
    re.IGNORECASE,
)
_STAY = re.compile(
    r"(?:i'd|i’d|i\s+would)\s+(?:really\s+)?(?:like|love|prefer)\s+to\s+(?:stay|keep|remain)"
    r"\s+(?:on|in|at|with)\s+\S+"
    r"|(?:хочу|хотел[аи]?\s+бы|я\s+бы\s+хотел[аи]?)\s+остаться\s+(?:на|в)\s+\S+",
    re.IGNORECASE,
)
# not a standing wish about oneself: «мне лучше знать», a question, someone else ("for
# Alice"), or a day in the message («мне удобнее в пятницу», «меня не трогайте, я на
# даче до 9 декабря»: for now, not for good; «по пятницам» stands)
_DAY_SAID = re.compile(  # a day named («в пятницу», «до 9 декабря», "tomorrow"), not a time
    rf"(?<!\w)(?:{DAY_NAMES}|\d{{1,2}}[./]\d{{1,2}}|сегодня|завтра|today|tomorrow|tonight)(?!\w)",
    re.IGNORECASE,
)
_NOT_ABOUT_ME = re.compile(
    r"лучше\s+(?:знать|не\s+надо|не\s+трогать)|\?|(?<!\w)for\s+(?:(?-i:[A-Z])|him|her|them)",
    re.IGNORECASE,
)


def treat_me(text: str, sender: str) -> Statement | None:
    """The sender's wish about how they are reached, scheduled or placed."""
    if _NOT_ABOUT_ME.search(text) or _DAY_SAID.search(text):
        return None
    for pattern in (_NOT_ME, _STAY, _COMPARATIVE):
        found = pattern.search(text)
        said = _clause(text, found) if found is not None else ""
        if said:
            return Statement("preference", sender, clean(said))
    return None


def _clause(text: str, found: re.Match[str]) -> str:
    """The clause the wish is said in: «…, тут я их теряю» is its reason, left out."""
    starts = [
        at + len(mark)
        for mark in (", ", " — ", " - ")
        if (at := text.rfind(mark, 0, found.start())) >= 0
    ]
    end = text.find(", ", found.end())
    return text[max(starts, default=0) : end if end > 0 else len(text)]
