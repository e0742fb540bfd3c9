"""Sentences as a chat writes them: a mark, a line break, an emoji, or a smiley's
bracket ends one.

«Сделаю про неё пост в пятницу 🔥 Дмитрий Андреевич, можете скинуть фото?» is two
sentences, a promise and a question; read as one, the question hid the promise.
«я в Казани, отвечаю урывками) график на сайт выложу завтра» is two as well: the
bracket closes no other bracket, so it is a smile that ends the first. A period inside
a URL or «04.12» ends nothing (a space must follow it), nor does the one of a short form
before a small letter or a number: «Посмотрел юр. часть», «гл. 4», "approx. 40".
"""

from __future__ import annotations

import re

EMOJI = "\U0001f300-\U0001faff\u2600-\u27bf"
# «…про ожидание(( Отвечу до вечера», «готово)) Завтра пришлю»: a doubled bracket
# before a capital ends a sentence whatever the brackets' count
_END = re.compile(rf"(?<=[.!?…])\s+|\n+|\s*[{EMOJI}]+(?:\s+|$)|(?<=[()]{{2}})\s+(?=[A-ZА-ЯЁ])")
_SMILE = re.compile(r"(?<=[^\W\d_])\)+(?=\s)")
# a short form's period («юр. часть», «т.е. завтра», "approx. 40"): no sentence ends there
_SHORT_FORM = re.compile(
    r"(?<![\w.])((?i:юр|гл|доп|кв|ул|стр|напр|руб|тыс|млн|шт|т\.е|т\.к|т\.д|т\.п|т\.н"
    r"|approx|incl|e\.g|i\.e|etc|vs|dept|pp|pcs))\.\s+(?=[a-zа-яё\d])"
)
_JOINED = "\u2060"  # a word joiner: holds a short form to its next word while splitting
# where a sentence's comma clauses part: a comma, or a dash between spaces
CLAUSE_BREAK = re.compile(r",\s+|\s[—–-]\s+")


def chat_sentences(text: str) -> list[str]:
    """The sentences of a chat message, in order, none of them blank."""
    if text.count(")") > text.count("("):
        text = _SMILE.sub(".", text)
    text = _SHORT_FORM.sub(lambda m: m.group(1) + "." + _JOINED, text)
    return [s.replace(_JOINED, " ") for s in _END.split(text) if s.strip()]
