"""Promises said without "I" (issue 10, session 8).

- Subjectless: "will fix before freeze", "ok, will send tmrw" — a message that opens
  with "will" and a verb (not "will be", not "will not").
- Delivery to the addressee: "the android build will be in your hands monday morning",
  «смета будет у вас на почте к пятнице» — the speaker hands something over; or "my part will be
  ready / on staging by Tuesday", «наш раздел будет готов к среде» — the speaker's own
  thing. A thing of someone named or of "he", "they" is news, not a promise.
- A claim: "the android one is mine, on it", «бейджи на мне», «беру на себя» — undated
  unless the sentence names a date; "mine" needs a word of doing beside it ("on it",
  "will…") or a day ("school board mon night is mine"), so "the blue mug is mine" claims
  no task; a fault («косяк на мне») is no task.
"""

from __future__ import annotations

import re

from vaultmind.vault.dates import without_dates

_SUBJECTLESS = re.compile(
    r"^\W*(?:(?:ok|okay|sure|yes|yeah|yep|k)[,!]?\s+)?"
    r"(?:will|gonna|going\s+to)\s+(?!be\b|not\b|never\b|have\s+to\b|need\b|probably\b|see\b)"
    r"[a-z]+",
    re.IGNORECASE,
)
# «мастер будет у вас в 10», "our designer will be there": a visit, not a hand-over — so
# only a thing's places: hands, inbox, desk, mail; and a thing's states
_TO_YOU = (
    r"in your hands|in your inbox|on your desk|in your mailbox"
    r"|у (?:тебя|вас) на почте|у (?:тебя|вас) в почте|у (?:тебя|вас) на столе|тебе на почте"
    r"|вам на почте"
)
_READY = r"ready|done|on staging|on prod|on production|live|готов[аоы]?|на стенде"
_MY = r"(?:my|our|мой|моя|моё|мое|мои|наш|наша|наше|наши)"
_DELIVERY = re.compile(
    rf"^(?P<subject>(?:[\w'’.-]+\s+){{1,6}}?)(?:will be|'ll be|будет|будут)\s+"
    rf"(?:(?P<to_you>{_TO_YOU})|(?P<ready>{_READY}))(?!\w)",
    re.IGNORECASE,
)
_OTHERS = re.compile(
    r"(?<!\w)(?:he|she|they|his|her|their|он|она|они|его|её|ее|их|it|this|that|everything"
    r"|all|всё|все)(?!\w)",
    re.IGNORECASE,
)
_CLAIM_EN = re.compile(r"(?<!\w)(?:is|'s|are)\s+mine(?!\w)", re.IGNORECASE)
_DOING_EN = re.compile(r"(?<!\w)(?:on it|will \w+|i'll|taking it|i've got it|got it)(?!\w)", re.I)
_CLAIM_RU = re.compile(
    r"^(?P<what>(?:[\w-]+\s+){1,4}?)на\s+мне(?:[,.!\s]|$)|(?<!\w)беру\s+на\s+себя(?!\w)",
    re.IGNORECASE,
)
_FAULT = re.compile(
    r"(?<!\w)(?:вина|косяк|ошибка|ответственность|грех|blame|fault|mistake|bad)(?!\w)",
    re.IGNORECASE,
)
_POSSESSIVE = re.compile(r"[\w-]+(?:'s|’s)(?!\w)")  # "Sam's build": someone else's


# "you'll get a draft from me Dec 2", «от меня будет смета к пятнице»: the speaker gives
_FROM_ME = re.compile(
    r"(?<!\w)(?:you(?:'ll|’ll|\s+will)\s+(?:get|have|receive)\s+(?:[\w'’-]+\s+){1,6}?from\s+me"
    r"|(?:получишь|получите)\s+(?:[\w-]+\s+){0,6}?от\s+меня|от\s+меня\s+(?:будет|будут))(?!\w)",
    re.IGNORECASE,
)


def implicit_promise(text: str) -> bool:
    """A promise made without "I": a delivery, a claim, or a thing "you'll get from me"."""
    text = " ".join(text.split())
    return delivery(text) or claimed(text) or _FROM_ME.search(text) is not None


def subjectless(text: str) -> bool:
    """ "will fix before freeze": only when it opens the message — after a sentence or a
    clause ("out sick today, will check slack tonight", "…staging is down. will run it
    monday") a subjectless "will" is as often a plan put off as a promise."""
    return bool(_SUBJECTLESS.match(" ".join(text.split()))) and "?" not in text


def delivery(text: str) -> bool:
    """ "<thing> will be in your hands …", "my part will be ready …"."""
    found = _DELIVERY.search(text.strip())
    if found is None:
        return False
    subject = found.group("subject")
    if _OTHERS.search(subject) or _POSSESSIVE.search(subject):
        return False
    mine = re.search(rf"(?<!\w){_MY}(?!\w)", subject, re.IGNORECASE)
    return found.group("to_you") is not None or mine is not None


def claimed(text: str) -> bool:
    """ "the android one is mine, on it", «бейджи на мне»: the speaker takes a task."""
    text = " ".join(text.split())
    if "?" in text or _FAULT.search(text):
        return False
    if _CLAIM_EN.search(text):  # "school board mon night is mine": a day makes it a task
        return bool(_DOING_EN.search(text)) or without_dates(text) != text
    return bool(_CLAIM_RU.search(text))
