"""Past forms that report work done, by shape rather than by list (issue 10, session 7).

A team reports a finished task with whatever verb fits: «Приход внесла», «Фото закинул в
папку», «Инвентаризация закончена», "copy shipped to design", "UTMs tested". Russian
perfective past has a shape: a prefix (в-, вы-, за-, от-, пере-, под-, при-…), then a
vowel and -л/-ла/-ли/-ло (or a consonant and -ла/-ли: «внесла», «помогли»), maybe
reflexive (-ся/-сь); a short participle is a prefix and -ан/-ен/-ён/-ыт/-ит (+а/о/ы). Not
done: imperfective -ывал/-ивал/-авал and -влял/-рял forms («отправлял»: was doing),
verbs of failing, starting or deciding («забыл», «начал», «понял», «перенёс»), and nouns
of the same shape («отдел», «завал», «материал», «отмена»). The caller also wants the
task's words before the verb, so a lone «Понял» is never a completion.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_PREFIX = (
    r"(?:вы|за|на|об|обо|от|ото|пере|по|под|подо|при|про|раз|рас|со|до|из|ис|вз|вс|недо|пре"
    r"|[всуо](?=[бвгджзклмнпрстфхцчшщ]))"
)
_RU_PAST = re.compile(
    rf"^{_PREFIX}[а-я]*?(?:[аеиоуыя]л[аио]?|[бгдзкпрст]л[аио])(?:ся|сь)?$", re.IGNORECASE
)
# -ыт only: «закрыт», «вымыт»; -ит/-ут/-ят are mostly the present («переходит», «сидят»)
_RU_PARTICIPLE = re.compile(rf"^{_PREFIX}[а-я]+?(?:[ая]н|[её]н|ыт|(?<=л)ит)[аоы]?$", re.IGNORECASE)
# reflexive past is mostly a change of state («закончился», «вернулась»); these are work
_REFLEXIVE_DONE = ("созвон", "списал", "разобрал", "справил", "встрети", "определи", "пообща")
_IMPERFECTIVE = re.compile(r"(?:ыва|ива|ава|[вплмбф]ля|ря|олня)л", re.IGNORECASE)
# failing, starting, deciding, postponing, cancelling: past, but no task done
_NOT_DONE_STEMS = (
    "забы опозд просп потер слома урони пропус прова забол устал начал начин присту попроб"
    " пыта поня сказа подум вспом увид услыш спрос отлож перенес перенос сдвин отмен застр задер"
    " завис упал испор обеща догово собира уеха ушел ушла ушли приех приш зашел зашла"
    " успел успела успели смог смогл приня оста попл слет сорва накры затян разва сгоре"
    " прош вырос выросл подорож подешев выздор"
)
_NOT_DONE = tuple(_NOT_DONE_STEMS.split())
# nouns and adjectives of the same shape
_NOUN_STEMS = (
    "отдел раздел предел завал провал подвал перевал обвал развал прогул материал сигнал"
    " канал вокзал запал навал накал отмен замен перемен обмен размен измен охран сметан"
    " занят смен стен сцен оплот острот осмотр остав отлич особ около"
)
_NOUNS = tuple(_NOUN_STEMS.split())
# English: the work verbs' past forms ("-ed" alone says too little: "tired", "based")
EN_DONE = (
    "sent|shipped|finished|fixed|merged|deployed|delivered|completed|submitted|ordered"
    "|booked|paid|signed|uploaded|published|released|reviewed|bumped|migrated|landed"
    "|upgraded|updated|configured|posted|written|drafted|prepared|tested|scheduled"
    "|shared(?! (?:drive|folder|doc|docs|calendar|inbox|channel|space))"
    "|sorted|filed|printed|bought|closed|resolved|handled|emailed|forwarded|built|created"
    "|added|checked|approved|installed|wrapped up|set up|pulled|rewritten|redone|finalized"
    "|finalised|launched|exported|imported|cleaned up|signed off|sent over|handed in"
    # session 10: arranging and repairing work
    "|confirmed|arranged|called(?! in sick| off| it a day)|contacted|repaired|replaced|counted"
    "|back in service"
)


def ru_done(word: str) -> bool:
    """«внесла», «закинул», «созвонились», «закончена», «подписан»: a finished thing."""
    word = word.lower().replace("ё", "е")
    if len(word) < 5 or not (_RU_PAST.match(word) or _RU_PARTICIPLE.match(word)):
        return False
    if _IMPERFECTIVE.search(word):
        return False
    if word.endswith(("ся", "сь")) and not word.startswith(_REFLEXIVE_DONE):
        return False
    return not any(word.startswith(stem) for stem in _NOT_DONE + _NOUNS)


# words a done clause may hold besides the task's: "Slides for the client are done"
_LIGHT_WORDS = (
    "is are was were be been the a an for of to on in at all now finally fully just и по на"
    " в за для с к уже все всё тоже"
)
_LIGHT = frozenset(_LIGHT_WORDS.split())
# a third party as the subject: «клиент прислал правки», "the vendor shipped it"
_ACTOR_WORDS = (
    "клиент клиенты заказчик заказчики поставщик поставщики перевозчик подрядчик бухгалтерия"
    " юристы юрист руководство начальник шеф босс менеджер аудитор банк команда client"
    " clients customer customers vendor vendors supplier carrier legal finance team boss"
    " manager agency agencies"
)
ACTORS = frozenset(_ACTOR_WORDS.split())
_PRONOUN_WORDS = "он она они вы ты кто никто все мы he she they you who nobody everyone we"
_PRONOUNS = frozenset(_PRONOUN_WORDS.split())
MAX_INSIDE = 10  # a done clause with the verb inside: «Акт списания по бою отправила Свете»
BEFORE_INSIDE = 5  # the task's words before that verb, at most


def task_size(text: str) -> int:
    """The words of a done clause that name the task ("Slides for the client are": 2)."""
    return sum(w.lower() not in _LIGHT for w in text.split())


def done_inside(
    clause: str, listed: Callable[[str], object], is_name: Callable[[str], bool]
) -> str | None:
    """«Фото стеллажей закинул в папку», "landing page copy shipped to design": the task,
    then a past verb (`listed`, or by the Russian past's shape), then where it went. The
    clause without the verb; None when someone else did it («клиент прислал»)."""
    words = clause.split()
    if len(words) > MAX_INSIDE:
        return None
    at = next(
        (
            i
            for i, w in enumerate(words[: BEFORE_INSIDE + 1])
            if i and _past(w.strip(".,!:;()«»\"'"), listed)
        ),
        None,
    )
    if at is None:
        return None
    before = [w.lower() for w in words[:at] if w.lower() not in _LIGHT]
    if not before or before[0] in _PRONOUNS | ACTORS:
        return None
    if before[0] in ("i", "i'm", "let's", "lets") or before[-1] in ("get", "got", "have"):
        return None  # "I prefer written updates", "let's get the assets sorted"
    if any(is_name(w.strip(",.:;")) for w in words[:at]):
        return None  # «Отчёт Петя отправил»: someone else's news
    return " ".join(words[:at] + words[at + 1 :])


def _past(word: str, listed: Callable[[str], object]) -> bool:
    return bool(listed(word)) or ru_done(word)
