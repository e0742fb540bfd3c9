"""A cancellation said by someone other than the commitment's owner (issue 10, session 6).

"Sam, never mind the blog post, marketing does it", «Оля, отбой по регламенту», "Marco,
forget the release notes for now": an address to a known person, then a cancel phrase
that opens the clause. Or «да, отбой» in reply to the owner's own question about the
task («документацию можно не делать?»). Which commitment it ends is matched as any
event is — by the reply, else by the task's words; a bare «Sam, never mind» names no
task and ends nothing (it may answer a question, not a promise).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from vaultmind.agent.ingest.extract.lifecycle import content_words
from vaultmind.agent.ingest.extract.openers import FILLERS

_OPENER = rf"(?i:(?:{FILLERS}|ну|да|yes|yeah)[,!]?\s+)*"
_CANCEL = (
    r"never ?mind|forget(?: about)?|no need(?: for| to)?|don'?t bother(?: with)?|skip|drop"
    r"|scrap|cancel|hold off(?: on)?|отбой(?: по)?|не надо|не нужно|не нужна|не нужен"
    r"|забей(?: на)?|можно не|отменяется|отмена"
)
_ADDRESSED = re.compile(
    rf"^{_OPENER}(?P<name>[A-ZА-ЯЁ][\w'’-]+)\s*,\s*(?P<cancel>(?i:{_CANCEL}))(?!\w)(?P<rest>.*)$",
    re.DOTALL,
)
# «да, отбой», "yes, never mind", «не надо уже»: a short yes to "should I not…?"
_CONFIRMED = re.compile(rf"^{_OPENER}(?i:{_CANCEL})(?!\w)[\s,.!…]*(?P<rest>.{{0,60}})$", re.DOTALL)
# "Tom, re the onboarding emails: never mind, …", «Паша, туда не звони, отбой — …»: the
# cancel phrase is a clause of its own after the address, not its opening
_LATER = re.compile(rf"^{_OPENER}(?P<name>[A-ZА-ЯЁ][\w'’-]+)\s*,\s*(?P<rest>.+)$", re.DOTALL)
_LATER_CANCEL = re.compile(
    r"(?:^|(?<=[,;:.!—–-])\s*)(?:never ?mind|forget it|no need|отбой|не надо|не нужно"
    r"|отменяется|cancel that)(?=\s*(?:[,;:.!…—–-]|$))",
    re.IGNORECASE,
)
_CONDITION = re.compile(r"(?<!\w)(?:если|if|unless|maybe|может)(?!\w)", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class OthersCancel:
    name: str | None  # the owner as addressed; None: the sender of the replied message
    words: frozenset[str]  # the task's words the message names


def find_others_cancel(text: str) -> OthersCancel | None:
    """An addressed cancellation, or a short confirmed one (meant for a reply)."""
    text = " ".join(text.split())
    if "?" in text or _CONDITION.search(text):
        return None
    if (match := _ADDRESSED.match(text)) is not None:
        return OthersCancel(match.group("name"), content_words(match.group("rest")))
    if (match := _CONFIRMED.match(text)) is not None:
        return OthersCancel(None, content_words(match.group("rest")))
    if (match := _LATER.match(text)) is not None and _LATER_CANCEL.search(match.group("rest")):
        rest = _LATER_CANCEL.sub(" ", match.group("rest"))
        return OthersCancel(match.group("name"), content_words(rest))
    return None
