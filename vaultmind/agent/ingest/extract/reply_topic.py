"""What a promise is about when its own words do not say it.

«К пятнице соберу» replying to «Дмитрий Андреевич, для продления лицензии нужны копии
ваших сертификатов. Успеете?»: a memory that says only «Соберу» is of no use a week
later, and no later «Сертификаты готовы» could be matched to it. The same holds for a
promise whose object is a pronoun ("I'll have it on staging by Tuesday" after "the sync
endpoint rewrite is the big one.") and for one whose verb answers another message's
verb with no shared word («Закажу у голландцев» after «вариант 2 по цветам 👍
заказывай»). The message it answers (its reply id, else someone else's message just
before it, else the sentence before it in the same message) says what it is about; the
memory keeps that message's most fitting sentence as its topic:

- the sentence that shares the promise's verb («скинуть фото» for «Скину вечером»),
- else a question («… сделаешь?»), else the one with the most content words;
- without its greeting, the name it addresses («Света,») and the asking («can you»).
"""

from __future__ import annotations

import re

from vaultmind.agent.ingest.extract.lifecycle import WORD, content_words
from vaultmind.agent.ingest.extract.openers import GREETINGS
from vaultmind.agent.ingest.extract.promise_verbs import is_task_verb
from vaultmind.agent.ingest.extract.sentences import chat_sentences

TOPIC_MARK = " — re: "  # between a promise and the topic it took from another message
TOPIC_WORDS = 12  # enough to recognise the message, short enough for a task line
_GREETING = re.compile(
    rf"^(?:(?:{GREETINGS}|здравствуй|здравствуйте|коллеги|всем привет"
    r"|доброе|кстати|btw|also|и ещё|и еще)[,!]?\s+)+",  # «доброе» after «доброе утро»
    re.IGNORECASE,
)
# «Дмитрий Андреевич, », «Света, », "Tom, ", «Д.А., »: the person addressed
_ADDRESS = re.compile(r"^[A-ZА-ЯЁ][\w.’'-]*(?:\s+[A-ZА-ЯЁ][\w.’'-]*)?\s*,\s+")
_ASKING = re.compile(
    r"^(?:(?:can|could|would|will) you|pls|please|plz|можешь|можете|сможешь|сможете"
    r"|не могли бы вы|пожалуйста)[,]?\s+",
    re.IGNORECASE,
)
_POINTER = re.compile(r"(?<!\w)(?:it|them|this|that|его|её|ее|их|это)(?!\w)", re.IGNORECASE)
_VERB = re.compile(r"(?<!\w)(?:i'll|i’ll|i will|we'll|we will|will)\s+(\w+)", re.IGNORECASE)
_LONG = 7  # letters of a word that names a topic alone
_VERB_STEM = 4  # «скину» ~ «скинуть», «закажу» ~ «заказывай», "send" ~ "send"
# a stem that is only a prefix («переношу» ~ «перешлю») needs more letters to compare
_PREFIXES = frozenset(("пере", "пред", "подо", "разо", "расс", "пода"))


def topic(text: str, promise: str = "") -> str | None:
    """The sentence of `text` that best says what `promise` is about, cut to
    `TOPIC_WORDS` words; None when none names anything («ок?», "any news?")."""
    verbs = promise_verbs(promise)
    best: tuple[tuple[bool, bool, int], str] | None = None
    for raw in chat_sentences(text):
        if _only_greeting(raw):  # «Доброе утро.» names no task, however many its words
            continue
        sentence = _bare(raw)
        shared = _shares_verb(verbs, sentence)
        found = content_words(_without_verbs(verbs, sentence))
        if len(found) < 2 and not (found and (shared or _long_question(sentence, raw))):
            continue
        rank = (shared, raw.rstrip().endswith("?"), len(found))
        if best is None or rank > best[0]:
            best = rank, sentence
    if best is None:
        return None
    words = best[1].split()
    shown = " ".join(words[:TOPIC_WORDS])
    return shown + ("…" if len(words) > TOPIC_WORDS else "")


def _only_greeting(sentence: str) -> bool:
    return not _GREETING.sub("", sentence.strip().rstrip(".!?…,;: ") + " ").strip()


def _long_question(sentence: str, raw: str) -> bool:
    """A question names its topic with one long word («кейтеринг на 250 или 300?»), not
    with a short one ("any news?") or with itself alone («Успеете?»)."""
    words = WORD.findall(sentence)
    return raw.rstrip().endswith("?") and len(words) >= 3 and any(len(w) >= _LONG for w in words)


def refers_elsewhere(promise: str) -> re.Match[str] | None:
    """ "I'll have it on staging", «Я его встречу»: the thing promised is a pronoun."""
    return _POINTER.search(promise)


def answers_verb(promise: str, text: str) -> bool:
    """«Закажу у голландцев» after «вариант 2 по цветам 👍 заказывай»: the promise's
    verb answers the message's, and they share no word that names the task."""
    verbs = promise_verbs(promise)
    return _shares_verb(verbs, text) and not (content_words(promise) & content_words(text))


def with_topic(promise: str, about: str) -> str:
    """ "Соберу" + the topic → «Соберу — re: Нужны сертификаты на стерилизацию» (a dash,
    not brackets: a chat's brackets are escaped so they cannot make an inline field)."""
    return f"{promise}{TOPIC_MARK}{about}"


def promise_verbs(promise: str) -> frozenset[str]:
    """The promising verbs' stems: «скину» → «скин», "I'll send" → "send"."""
    words = [w.lower().replace("ё", "е") for w in WORD.findall(promise)]
    russian = [w for w in words if is_task_verb(w)]
    english = [m.group(1).lower() for m in _VERB.finditer(promise)]
    return frozenset(_stem(w) for w in (*russian, *english) if len(w) >= _VERB_STEM)


def _shares_verb(stems: frozenset[str], text: str) -> bool:
    words = (w.lower().replace("ё", "е") for w in WORD.findall(text))
    return any(_stem(w) in stems for w in words)


def _without_verbs(stems: frozenset[str], text: str) -> str:
    """«Глянешь?» names nothing beyond the verb the promise answers."""
    words = text.split()
    return " ".join(w for w in words if _stem(w.lower().replace("ё", "е")) not in stems)


def _stem(word: str) -> str:
    return word[: _VERB_STEM + 2] if word[:_VERB_STEM] in _PREFIXES else word[:_VERB_STEM]


def _bare(sentence: str) -> str:
    """Without its greeting, the name it addresses, the asking and its end mark."""
    sentence = sentence.strip()
    for pattern in (_GREETING, _ADDRESS, _ASKING):
        rest = pattern.sub("", sentence, count=1)
        sentence = rest if len(rest.split()) >= 2 else sentence
    return sentence.rstrip(".!?…:;, ")
