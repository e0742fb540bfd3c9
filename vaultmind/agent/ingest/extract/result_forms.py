"""Results reported by their shape, not by a verb (issue 10, session 8).

- a delivery: the task's name, then a link — "vendor shortlist: https://…",
  «Смета 👉 https://…», "Lena's onboarding doc: <link> — can you forward it?" (a question
  after the link asks about the delivered thing, it does not doubt it);
- a new day proposed as a closing question after "I can't" («…не успеваю, давай в
  понедельник?»): a postponement, as if it said the day (the caller checks the rest);
- a status answer that moves the date: a reply to "how's X looking?" / «что с X?» that
  says trouble and a day — "not great, realistic is Thursday", «пока нет, к среде».

- a reply of one done verb to the promise: «отдала 👌», "sent!" (`bare_done`).

Both are weak on their own (a link may be anything's, a day may be a meeting's): the
caller matches a delivery only by the reply or a shared word, a status answer only by the
question it answers (`lifecycle_step`), never by being near a promise.
"""

from __future__ import annotations

import re

from vaultmind.agent.ingest.extract.done_forms import EN_DONE, ru_done

URL = re.compile(r"https?://\S+|www\.\S+", re.IGNORECASE)
# "<task>: <link>", «<task> — <link>», "<task> 👉 <link>", "<task> here: <link>"
_DELIVERY = re.compile(
    r"^(?P<task>[^\n:?!]{3,80}?)\s*(?:here|тут|вот)?\s*(?::|—|–|-|[\U0001F446-\U0001F449\u27A1])"
    r"\s*(?:[\U0001F446-\U0001F449\u27A1]\s*)?(?:https?://|www\.)\S+",
    re.IGNORECASE,
)
MAX_TASK = 7  # words naming the delivered thing: "paywall A/B test plan" is 4
# the task part of a delivery that is a plan, a request or someone else's
_NOT_DELIVERY = re.compile(
    r"(?<!\w)(?:will|would|should|please|pls|can|could|need|needs|let's|i'll|we'll|todo"
    r"|draft of the plan for|буду|будет|нужно|надо|пожалуйста|можно|см|see|read|check|look"
    r"|посмотрите|гляньте|читайте|fyi|interesting|интересно|смешно|lol|source|источник"
    r"|he|she|they|you|он|она|они|вы|ты|мы|we)(?!\w)",
    re.IGNORECASE,
)


def delivered(text: str) -> str | None:
    """The delivered task's words, when the message opens with "<task>: <link>"."""
    first = text.strip().split("\n", 1)[0]
    match = _DELIVERY.match(first)
    if match is None:
        return None
    task = match.group("task").strip(" ,.-—–")
    words = task.split()
    if not words or len(words) > MAX_TASK or _NOT_DELIVERY.search(task):
        return None
    return task


# trouble with the task: "not great", "not yet", «пока нет», «не успеваю», "behind"
_TROUBLE = re.compile(
    r"(?<!\w)(?:not great|not good|not yet|not quite|not really|nope|behind|struggling"
    r"|blocked|stuck|slipping|won't|can't|cannot|not going to|нет|пока нет|ещё нет|еще нет"
    r"|не очень|не успеваю|не успею|не успеем|не получится|не выйдет|застрял[аи]?|буксует"
    r"|плохо|туго|сложно)(?!\w)",
    re.IGNORECASE,
)
# the new day said as the realistic one: "realistic is thursday", «реально к среде»
_NEW_DAY = re.compile(
    r"(?<!\w)(?:realistic(?:ally)?|more like|probably|likely|expect|eta|aiming for|by|till"
    r"|until|реально|скорее|скорее всего|ориентир|к|до|в|на)(?!\w)",
    re.IGNORECASE,
)


def status_trouble(text: str) -> bool:
    """ "not great tbh … realistic is thursday": trouble, and a word before a new day."""
    if "?" in URL.sub("", text):
        return False
    return bool(_TROUBLE.search(text)) and bool(_NEW_DAY.search(text))


# «…не успеваю. давай в понедельник?», "can't today — how about Monday?": the new day
# asked as a question at the end; the rest must still say the task cannot be done
PROPOSAL = re.compile(
    r"(?:^|(?<=[.,;!—–-])\s*)(?:давай(?:те)?|может|maybe|can we do|could we do|how about"
    r"|let's say|ok if|ок если|норм если)\s+(?P<day>[^?.!,;]{2,30}?)\s*\?[\s)]*$",
    re.IGNORECASE,
)


_WORDS = re.compile(r"[^\W\d_][\w-]*")
_ALREADY = frozenset(("всё", "все", "уже", "тоже", "just", "all", "already", "also"))


def bare_done(text: str) -> bool:
    """«отдала 👌», «уже подключил ✅», "sent!": a reply that is one done verb says that the
    promise it replies to is done (the caller takes it only as a reply to that promise)."""
    words = [w.lower() for w in _WORDS.findall(text)]
    if "?" in text or not 1 <= len(words) <= 2 or (len(words) == 2 and words[0] not in _ALREADY):
        return False
    return ru_done(words[-1]) or re.fullmatch(EN_DONE, words[-1]) is not None
