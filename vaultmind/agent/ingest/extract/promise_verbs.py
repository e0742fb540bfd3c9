"""First-person promise verbs beyond the fixed list: how a team actually promises.

Russian perfective future in the first person singular («переделаю», «прикручу»,
«гляну», «подниму») is recognised by its shape: a perfective prefix and the -ю/-у
ending, minus the imperfective -аю/-яю/-ываю forms («переделываю», «проверяю»: what one
is doing, not a promise) and words that hedge or ask («подумаю», «попробую», «прошу»).
A modal «могу/смогу сделать», "I can have it" promises too. The caller still needs a
task object and a date, so a lone «гляну» promises nothing.
"""

from __future__ import annotations

import re

from vaultmind.vault.dates import without_dates

RU_VERBS = (
    "обещаю", "сделаю", "пришлю", "отправлю", "подготовлю", "закончу", "доделаю", "проверю",
    "напишу", "позвоню", "согласую", "исправлю", "обновлю", "посмотрю", "разберусь", "передам",
    "добавлю", "выложу", "соберу", "оформлю", "организую", "уточню", "договорюсь", "подпишу",
    "оплачу", "закрою", "выпущу", "запущу", "поправлю", "доставлю", "привезу", "сдам",
    "скину", "покажу", "положу", "переведу", "раздам", "забронирую", "настрою", "закажу",
    "подключу", "допишу", "перепишу", "заберу", "куплю", "выкачу", "залью", "займусь",
)  # fmt: skip

RU_PREFIX = r"(?:пере|при|до|вы|за|на|по|про|под|раз|рас|от|об|у|с)"  # a perfective's prefix
_PREFIXED = re.compile(rf"{RU_PREFIX}[а-яё]{{2,}}(?:ю|у)", re.IGNORECASE)
# «перехожу», «выхожу», «приношу», «отвожу»: -ходить, -носить, -водить are imperfective,
# what one is doing or about to («с января перехожу на полставки»), not a promise
_IMPERFECTIVE = re.compile(r"(?:а|я|ыва|ива)ю$|(?:хож|нош|вож)у$", re.IGNORECASE)
# nouns that look prefixed: «задачу», «доску», «проекту», «презентацию», «следующую»;
# feminine nouns in -ма taken as objects: «программу», «систему», «схему», «платформу»
# (the verbs in -му are «приму», «сниму», «займу», «возьму»: -иму, -йму, -ьму)
_NOUN_LIKE = re.compile(r"(?:ку|ию|ту|(?<!ир)ую|(?<![ийь])му)$", re.IGNORECASE)
_PERFECTIVE_AJU_WORDS = (
    "прочитаю дочитаю поменяю набросаю потыкаю подсчитаю посчитаю нарисую разузнаю"
    " узнаю сверстаю прогоняю"
)
_PERFECTIVE_AJU = frozenset(_PERFECTIVE_AJU_WORDS.split())
_NOT_A_PROMISE_WORDS = (
    "подумаю попробую прошу помню пойду приду уйду уеду улечу прилечу понимаю напоминаю"
    " предлагаю продолжу посоветую поеду придумаю подожду жду думаю хочу могу сегодня"
    " почему потому поэтому сразу наверху внизу разу задачу передачу сдачу раздачу подачу"
    " отдачу удачу переношу перенесу перекину отложу подвину передвину перенесем успею"
    " опоздаю задержу надеюсь появлюсь соберусь проснусь устроюсь обижусь расстроюсь"
    " удивлюсь побоюсь посмеюсь разозлюсь остаюсь"
)
_NOT_A_PROMISE = frozenset(_NOT_A_PROMISE_WORDS.split())
_PLAIN_WORDS = "гляну кину пну черкну чекну сделаю допилю нарисую зарисую приму сниму возьму дам"
# the -дать family in the first person: «отдам», «выдам», «создам» («передам» is listed)
_GIVE = re.compile(r"(?:от|вы|по|про|за|со|раз|на|до|из)дам")
_PLAIN = frozenset(_PLAIN_WORDS.split())
_MODAL = re.compile(
    r"(?<!\w)(?<!не )(?:могу|смогу|i can|i could get|we can)\s+(?:\w+\s+){0,1}"
    r"(?:[а-яё]+ть|have|do|get|send|finish|ship|take)(?!\w)",
    re.IGNORECASE,
)
_WORD = re.compile(r"[\w'’-]+")
_SKIPPED_WORDS = (
    "я ну ок окей ага да ладно хорошо тогда так давай сам сама завтра сегодня утром вечером днем"
)
_SKIPPED = frozenset(_SKIPPED_WORDS.split())
_CLAUSE = re.compile(r"[,;:—–]\s*|\s-\s")


def extra_promise(text: str) -> bool:
    """A promise by a verb the fixed list does not hold: the verb opens a clause (after
    «я», «ну», «ок», «завтра»…) and a word follows it: «Ну ок, переделаю дашборды»."""
    if _MODAL.search(text):
        return True
    for clause in _CLAUSE.split(text):
        words = clause_words(clause)
        if len(words) >= 2 and is_promise_verb(words[0]):
            return True
        # «Я к концу месяца пересчитаю бюджет», «в пн к 6:45 подъеду»: a date or a clock
        # time before the verb is skipped too
        if words and (words[0] in _DATE_OPENERS or words[0].isdigit()):
            words = clause_words(CLOCK.sub(" ", without_dates(clause)))
            if len(words) >= 2 and is_promise_verb(words[0]):
                return True
        if object_first(words):
            return True
    return False


# a clock time after a date, skipped like one: «в пн к 6:45 подъеду»
CLOCK = re.compile(r"(?<!\w)(?:к|в|до|около|at|by|around)\s+\d{1,2}(?::\d{2})?(?!\w)", re.I)
_OBJECT_WORDS = 6  # «схемы армирования для технадзора распечатаю»: the object said first
# a verb-shaped word after a preposition is a noun («к обеду», «по договору»)
_PREPOSITION_WORDS = "к ко в во до по на за от о об про у для без из под над при с со"
_PREPOSITION = frozenset(_PREPOSITION_WORDS.split())
# a negation, a question or another subject before it: no promise of the sender's
_NOT_MINE_WORDS = "не ни кто что когда где зачем почему он она они мы ты вы"
_NOT_MINE = frozenset(_NOT_MINE_WORDS.split())
# words that join or time a clause name no object: «а потом отдохну» is no object first
_JOINING_WORDS = "а и но или потом затем тогда ещё еще уже тоже также сначала сперва вот"
_JOINING = frozenset(_JOINING_WORDS.split())


def object_first(words: list[str]) -> bool:
    """«Кабель до ВРУ протяну к пятнице», «список замечаний распечатаю и отдам»: Russian
    puts the object first as often as the verb; the verb's shape (a perfective first
    person) says who promises, so the words before it are its object, not its subject."""
    for at, word in enumerate(words[1 : _OBJECT_WORDS + 1], start=1):
        if is_promise_verb(word):
            before = {*words[:at]}
            named = bool(before - _JOINING - _PREPOSITION)
            return named and words[at - 1] not in _PREPOSITION and not _NOT_MINE & before
    return False


_DATE_OPENERS = frozenset(["к", "ко", "до", "в", "во", "на", "через", "после", "с", "со"])


def clause_words(clause: str) -> list[str]:
    """The clause's words, lower case, without the fillers that open it («ну», «я»)."""
    words = [w.lower().replace("ё", "е") for w in _WORD.findall(clause)]
    while words and words[0] in _SKIPPED:
        words = words[1:]
    return words


def is_task_verb(word: str) -> bool:
    """A promising verb, listed or by its shape («сделаю», «протяну»)."""
    return word in RU_VERBS or is_promise_verb(word)


def is_promise_verb(word: str) -> bool:
    if word in _PLAIN or _GIVE.fullmatch(word):
        return True
    if word.endswith(("юсь", "усь")) and word not in _NOT_A_PROMISE:
        word = word[:-2]  # «созвонюсь», «свяжусь», «отпишусь»: reflexive, the same shape
    if word in _NOT_A_PROMISE or not _PREFIXED.fullmatch(word) or _NOUN_LIKE.search(word):
        return False
    perfective = word in _PERFECTIVE_AJU or (
        word.endswith(("делаю", "печатаю")) and word not in ("делаю", "печатаю")
    )
    # «пересчитаю», «дочитаю», «вычитаю»: -читаю with a prefix is perfective
    perfective = perfective or (word.endswith("читаю") and word not in ("читаю", "считаю"))
    return perfective or not _IMPERFECTIVE.search(word)
