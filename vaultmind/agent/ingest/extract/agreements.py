"""Assignments, hand-overs and the agreement that makes them someone's commitment.

«Дима, сделай до пятницы» → «ок» / «+» / «сделаю»; "Bob, can you handle the press
kit by Thursday?" → "Sure, will do"; "Bob will do it" → "Sure, I'll take it". The
assignment alone is no commitment — only the addressee's agreement makes one. Pure
text rules here; which message answers which is `agreement_step.py`'s business.
Conservative: an assignment addresses one name before a comma, asks (an imperative,
"please", "can you", «на тебе») and has a date; an agreement is a short answer made of
yes-words, a first-person promise verb and at most a date — no question, no "не".
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from vaultmind.agent.ingest.extract.openers import FILLERS
from vaultmind.agent.ingest.extract.promise_verbs import CLOCK as _CLOCK
from vaultmind.agent.ingest.extract.promise_verbs import RU_PREFIX, RU_VERBS, is_promise_verb
from vaultmind.agent.ingest.extract.promises import MAX_TEXT
from vaultmind.agent.ingest.extract.reply_topic import refers_elsewhere
from vaultmind.vault.dates import find_date, without_dates

_YES = (
    r"ок|окей|ok|okay|k|\+|\+1|да|ага|хорошо|ладно|договорились|принял[аи]?|принято|конечно"
    r"|без проблем|беру|возьму|беру на себя|возьму на себя|сделаю|сделаем|займусь|будет сделано"
    r"|sure|sure thing|yes|yep|yeah|will do|on it|i'm on it|deal|no problem|np|got it"
    r"|i'll take it|i will take it|i'll do it|i will do it|i can do it|i'll handle it"
    r"|consider it done|давай|давайте|лады|го|ok then|alright|fine"
    # session 10: "I got it"; «справлюсь»; «будет», «будут готовы»: the thing asked will be
    r"|i got it|i've got it|i’ve got it|got this|i got this|справлюсь|справимся"
    r"|давайте я|давай я|let me"  # «Ну давайте я, но к 10 декабря»: taking it on
    r"|будет|будут|будет готово|будет готов|будет готова|будут готовы"
)
_WELL = r"(?:ну|well|oh|so)\s+"  # «ну ок», «ну давай»: the same yes
# yes-words run together without a comma: "yep will do", "ok fine", "ok I got it"
_YES_CLAUSE = re.compile(rf"(?:{_WELL})?(?:{_YES})(?:\s+(?:{_YES}))*", re.IGNORECASE)
_PROMISE_VERB = re.compile(  # "will file fri by 4": an answer's "will" needs no "I"
    r"(?:" + "|".join(RU_VERBS) + r"|i'll \w+|i will \w+|will (?!be\b|not\b|never\b)\w+)(?!\w)",
    re.IGNORECASE,
)
_NO = re.compile(
    r"(?<!\w)(?:не|нет|not|no way|can't|cannot|won't|don't|шучу|just kidding|jk|later|потом)(?!\w)",
    re.IGNORECASE,
)
_POINTER = re.compile(r"(?<!\w)(?:it|them|this|that|это|его|её|ее|их)(?!\w)", re.IGNORECASE)
_CLAUSES = re.compile(r"[,;.!…—]+|\s-\s")
_SYMBOLS = re.compile(r"[^\w+'’ -]+")  # «до 4-го»: a hyphen stays in a word

_OPENER = rf"(?i:(?:{FILLERS}|итак)[,!]?\s+)*"
_ACK = r"(?:[\w'’]+(?:\s+[\w'’]+)?[.!]\s+)?"  # "understood. Jess, could you…"
# the name addressed, then a comma, a dash or a colon ("Lucia — can you…", «Олег: проверь»),
# or straight into the asking ("Ben can you…"); whoever it names must be the one agreeing
_AFTER_NAME = (
    r"(?:,|\s*[—–]|\s+-|:)\s*"
    r"|\s+(?=(?:can|could|would|will)\s+you|pls|please|сможешь|можешь)"
)
# «Ольга Викторовна, …»: a formal address adds the patronymic, the first name says who
_PATRONYMIC = r"(?:\s+[А-ЯЁ][а-яё]+(?:овна|евна|ична|ович|евич|ич))?"
_ADDRESS = re.compile(
    rf"^{_ACK}{_OPENER}(?P<name>[A-ZА-ЯЁ][\w'’-]+){_PATRONYMIC}(?:{_AFTER_NAME})(?P<rest>.+)$",
    re.DOTALL,
)
ADDRESS = _ADDRESS  # «Рус, сможешь?»: the bare asks of named_task.py start the same way
_ASK = re.compile(
    r"(?<!\w)(?:please|pls|plz|can you|could you|would you|will you|are you able to|is yours"
    r"|are yours"
    r"|пожалуйста|на тебе|за тобой|сможешь|можешь|посмотришь|сделаешь|пришл[её]шь|глянешь"
    r"|возьм[её]шь|подготовишь|напишешь|проверишь)(?!\w)",
    re.IGNORECASE,
)
# «Дима, отчёт надо до пятницы отправить», "Sam, we need the vendor list by Thursday":
# a need said to a named person asks as an imperative does ("do you need…?" offers)
# «к понедельнику нужен график»: the short adjectives need too
_NEED_RU = "надо|нужно|необходимо|нужен|нужна|нужны"  # also dropped from the task's text
# «Кирилл, FitNest просит отчёт в понедельник»: a client's request passed on asks too
_REQUESTED = r"просит|просят|(?:the\s+)?client\s+(?:wants|asks\s+for)"
_NEED = re.compile(
    rf"(?<!\w)(?:{_NEED_RU}|{_REQUESTED}|need you to|we need|i need|needs? to be)(?!\w)",
    re.IGNORECASE,
)
_NEED_WORD = re.compile(rf"(?<!\w)(?:{_NEED_RU})(?!\w)", re.IGNORECASE)
_DO_YOU = re.compile(r"\s*(?:do|did)\s+(?:you|we|they)(?!\w)", re.IGNORECASE)  # a question
_RU_IMPERATIVES = (
    "сделай подготовь проверь напиши закажи организуй пришли отправь посмотри глянь добавь"
    " обнови исправь почини забронируй согласуй позвони возьми собери выложи оформи уточни"
    " оплати закрой переведи купи запусти настрой поправь доделай закончи скинь"
    # taking a task on: «Ира, займись — договорись с Артёмом», «разберись до пятницы»
    " займись возьмись разберись договорись свяжись поменяй реши"
)
_EN_IMPERATIVES = (
    "send do check update write book order fix prepare review take finish call draft handle"
    " ship deploy set schedule sort"
)
_IMPERATIVE = frozenset((_RU_IMPERATIVES + " " + _EN_IMPERATIVES).split())
# «настроишь алерты до пятницы?», «скинешь мне доступ?»: a perfective "you will" asks;
# «успеваешь», «знаешь» (-аешь, imperfective) ask how things are, not for a task
# the formal «вы» the same: «подготовите стенд к 10.12?», «возьмёте проверку?»
_YOU_WILL = re.compile(r"^[а-яё]{3,}(?:ишь|ешь|ёшь|ите|ете|ёте)$")
_NOT_ASKING = re.compile(r"(?:аешь|яешь|ываешь|иваешь|аете|яете|ываете|иваете)$")
_YOU_STATE_WORDS = (
    "хочешь можешь думаешь помнишь видишь слышишь идешь идёшь сидишь пишешь спишь веришь говоришь"
    " хотите можете думаете помните видите слышите идете идёте сидите пишете спите верите"
    " говорите будете едете едите"
)
_YOU_STATE = frozenset(_YOU_STATE_WORDS.split())
_NEGATED = re.compile(r"(?<!\w)(?:не|don't|do not|never|never mind|no need)(?!\w)", re.IGNORECASE)
# "Can you send the deck?" → "send the deck", «Можешь прислать отчёт?» → «прислать отчёт»
_POLITE = re.compile(
    r",?\s*(?<!\w)(?:please|pls|plz|can you|could you|would you|will you|can u|are you able to"
    r"|(?:ты\s+|вы\s+)?(?:с?можешь|с?можете)(?:\s+ли)?(?:\s+(?:ты|вы))?|будь добр[аы]?"
    r"|будьте добры|пожалуйста|тогда|then)(?!\w)\s*,?",
    re.IGNORECASE,
)
_FIRST_PERSON = re.compile(r"(?<!\w)(?:i|i'll|i’ll|i'm|we|we'll|я|мы)(?!\w)", re.IGNORECASE)
# "Bob will do it", «Петя возьмёт»: a hand-over that names the new owner
HAND_OVER = re.compile(
    r"(?<![\w-])(?P<name>[A-ZА-ЯЁ][\w'’-]+) (?:will do it|will take it|will handle it|takes it"
    r"|возьм[её]т|сделает)(?!\w)"
    # the owner hands it on: «передаю алерты Игорю», "handing these to Hana"
    r"|(?<!\w)(?i:передаю|отдаю|перекидываю)\s+(?:[\w-]+\s+){0,3}?(?P<to>[А-ЯЁ][а-яё]+)(?!\w)"
    r"|(?<!\w)(?i:handing|passing|giving)\s+(?:[\w-]+\s+){0,3}?(?:over\s+)?to\s+"
    r"(?P<to_en>[A-Z][\w'’-]+)"
)


def new_owner(match: re.Match[str]) -> str:
    """The name a hand-over names, as written («Игорю», "Hana")."""
    return match.group("name") or match.group("to") or match.group("to_en")


def name_forms(name: str) -> list[str]:
    """«Игорю» → «Игорь», «Паше» → «Паша», «Пете» → «Петя», «Иры» → «Ира», «Олега» →
    «Олег»: the nominatives a Russian dative or genitive may stand for (no morphology
    library; see decisions). The name itself is tried first."""
    if re.fullmatch(r"[А-ЯЁ][а-яё]+[^аеиоуыэюяйь]", name):  # «Лен», «Саш», «Макс»: a
        return [name, name + "а", name + "я"]  # vocative cut short → «Лена», «Саша»
    if re.fullmatch(r"[А-ЯЁ][а-яё]+ь", name):  # «Кать», «Оль» → «Катя», «Оля»
        return [name, name[:-1] + "я"]
    if not re.fullmatch(r"[А-ЯЁ][а-яё]+", name) or name[-1] not in "уюеыиая":
        return [name]  # a dative («Игорю»), or a genitive («Иры», «Оли», «Олега»)
    stem = name[:-1]
    return [name, stem, stem + "ь", stem + "а", stem + "я", stem + "й"]


@dataclass(frozen=True, slots=True)
class Assignment:
    name: str  # the addressee as written: «Дима», "Bob"
    task: str  # the request without the address, politeness and date: «подготовь презентацию»
    due: date


def find_assignment(text: str, day: date) -> Assignment | None:
    """A request to one named person with a date; None for anything else."""
    match = _ADDRESS.match(text.strip())
    if match is None:
        return None
    rest = match.group("rest")
    if not asks(rest) and not (is_group(match.group("name")) and _TO_ME.search(rest)):
        return None
    rest = _asking_sentence(rest, day)
    dated = find_date(rest, day)
    if dated is None:
        return None
    start, end = dated[1]
    task = clean_task(_NEED_WORD.sub(" ", rest[:start] + " " + rest[end:]))
    asked_first = re.split(r"(?<=[?.!])\s+", rest.strip(), maxsplit=1)[0]
    if len(asked_first) < start:  # «скинешь мне доступ? сегодня надо»: the task, then when
        task = clean_task(asked_first)
    return Assignment(match.group("name"), task, dated[0]) if task else None


def _asking_sentence(rest: str, day: date) -> str:
    """ "Dana, inbound on Monday is 14 trailers. Can you build the schedule by Sunday?":
    a later sentence that asks, with its own date, is the task and its day."""
    sentences = re.split(r"(?<=[.!?])\s+", rest.strip())
    asking = [s for s in sentences[1:] if _ASK.search(s) and find_date(s, day)]
    named = [s for s in asking if len(clean_task(without_dates(s)).split()) >= 2]
    return named[-1] if named else rest  # «…список заготовок. сделаешь к субботе?»: the first


# «Коллеги, протоколы — до 30.11 мне в папку», "Team, …": an ask to whoever agrees
_GROUP_WORDS = "коллеги ребята ребят все всем команда team all everyone folks guys"
_GROUP = frozenset(_GROUP_WORDS.split())
_TO_ME = re.compile(r"(?<!\w)(?:мне|ко мне|to me|me)(?!\w)", re.IGNORECASE)  # handed to the asker


def is_group(name: str) -> bool:
    """The address names the whole chat, not one person: anyone who agrees takes it."""
    return name.lower() in _GROUP


def asks(rest: str) -> bool:
    """What follows the address asks: an imperative, "please", "can you", «сделаешь»."""
    words = [w.lower() for w in re.findall(r"[\w'’-]+", rest)[:3]]
    imperative = (_IMPERATIVE & set(words) or any(_you_will(w) for w in words)) and not (
        _FIRST_PERSON.search(rest)
    )
    if _ASK.search(rest) or (imperative and not _DO_YOU.match(rest)):
        return not _NEGATED.search(rest)
    if _infinitive_ask(rest):
        return True
    need = _NEED.search(rest)  # "…, там вчера человек чуть не навернулся" negates no need
    if need is None or "?" in rest:
        return False
    return not _NEGATED.search(_clause_at(rest, need))


# «Серёж, устранить до 4 декабря», «на завтра: леса разобрать до обеда»: an infinitive
# said to someone is an order (not a noun in -ть: «часть», «сеть», «печать», «пять»)
_INFINITIVE = re.compile(
    r"(?<!\w)(?![а-яё]*(?:ость|есть|асть|сеть|мать|печать|путь|суть|треть|нефть|кровать"
    r"|смерть|тетрадь|опять|пять|девять|десять|дцать)(?!\w))[а-яё]{3,}(?:ть|ти|чь)(?!\w)",
    re.IGNORECASE,
)
# a wish, a plan, a possibility or a question before it: no order
_NOT_ORDERED = re.compile(
    r"(?<!\w)(?:бы|надеюсь|хочу|хотим|хотелось|планирую|планируем|собираюсь|собираемся"
    r"|можно|нельзя|буду|будем|попробую|стоит|пора|не)(?!\w)",
    re.IGNORECASE,
)


def _infinitive_ask(rest: str) -> bool:
    """An order given as an infinitive in the first words after the address."""
    words = " ".join(re.findall(r"[\w'’-]+", rest)[:8])
    if "?" in rest or _FIRST_PERSON.search(rest) or _NOT_ORDERED.search(words):
        return False
    return _INFINITIVE.search(words) is not None


def _clause_at(text: str, found: re.Match[str]) -> str:
    """The clause of the text the match is in."""
    starts = [m.end() for m in _CLAUSES.finditer(text, 0, found.start())]
    end = _CLAUSES.search(text, found.end())
    return text[starts[-1] if starts else 0 : end.start() if end else len(text)]


def _you_will(word: str) -> bool:
    return bool(_YOU_WILL.match(word)) and not _NOT_ASKING.search(word) and word not in _YOU_STATE


def clean_task(text: str) -> str:
    """The task's words: no politeness, question mark, dangling punctuation or emoji."""
    text = _POLITE.sub(" ", text)
    text = re.sub(r"[^\w\s'’.,:/-]+", " ", text)  # emoji, "?", quotes
    text = re.sub(r"\s+([,.:])", r"\1", " ".join(text.split()))
    text = re.sub(r"(?:^[\s,.:—-]+)|(?:[\s,.:;—-]+$)", "", text)
    text = re.sub(r",(?:\s*,)+", ",", text)
    text = text[:1].upper() + text[1:]
    return text if len(text) <= MAX_TEXT else text[: MAX_TEXT - 1] + "…"


_POINTER_TASK = 3  # "Email them", «Проверь это завтра»: words of a task that only points


def of_sentence_before(task: str, before: str) -> str:
    """«Замечания мелкие. Серёж, устранить до 4-го»: an order of one verb acts on what
    the sentence before it named, and so does one whose object is a pointer ("That's our
    landlord. Marcus, can you email them?"); any other task names its own object."""
    head = re.split(r",\s+", task)[0].split()
    if len(head) != 1 and not (len(head) <= _POINTER_TASK and refers_elsewhere(task)):
        return task
    return clean_task(f"{before.rstrip('.!…')}: {task[:1].lower()}{task[1:]}")


def is_agreement(text: str, day: date) -> bool:
    """«ок», «+», «сделаю», "Sure, will do", «Ок, организую», "Sure, Monday latest"; or a
    first sentence that agrees and names a date, whatever follows: "yes, Friday. running
    it overnight thursday"."""
    if "?" in text or not text.strip() or _NO.search(text):
        return False
    first = re.split(r"(?<=[.!])\s+", text.strip(), maxsplit=1)
    if len(first) == 2 and find_date(first[0], day) and is_agreement(first[0], day):
        return True
    clauses = [c for c in (_SYMBOLS.sub(" ", part).strip() for part in _CLAUSES.split(text)) if c]
    if not clauses or not (
        _YES_CLAUSE.fullmatch(clauses[0]) or _promised(clauses[0]) or _dated_yes(clauses[0], day)
    ):  # «к понедельнику утром будет»: a date and a yes
        return False
    return (
        all(
            _YES_CLAUSE.fullmatch(c)
            or _promised(c)
            or _dated(c, day)
            or _dated_yes(c, day)
            or _dated_step(c, day)
            for c in clauses[1:]
        )
        and len(clauses) <= 4
    )


# after a yes, what the answer will do and when: "cream will be here wed", «смета будет
# готова к пятнице»; "calling the repair guy tmrw morning" (an -ing with a day is a plan)
_WILL_BE = re.compile(
    r"^(?:[\w'’-]+\s+){1,3}(?:will be|'ll be|’ll be|будет|будут)\s+(?:here|there|ready|done"
    r"|in|готов\w*|на месте|у (?:вас|тебя))(?!\w)",
    re.IGNORECASE,
)
_DONE_BY = re.compile(  # "A and B done by Dec 4", «всё готово к пятнице»: done by a day
    r"^(?:[\w'’-]+\s+){1,4}(?:done|ready|finished|sorted|готов\w*|сделан\w*)\s+(?:by|до|к)\s",
    re.IGNORECASE,
)
_DAYPART = re.compile(
    r"(?<!\w)(?:first thing|morning|afternoon|evening|night|утром|днём|днем|вечером)(?!\w)",
    re.IGNORECASE,
)
_DOING = re.compile(r"^(?!(?:being|going|nothing|something|anything|everything)\s)[a-z]{3,}ing\s")


def _dated_step(clause: str, day: date) -> bool:
    """A short clause of the answer's own step with a date (see above)."""
    if len(clause.split()) > 9 or find_date(clause, day) is None:
        return False
    return bool(_WILL_BE.match(clause) or _DONE_BY.match(clause) or _DOING.match(clause.lower()))


def _dated_yes(clause: str, day: date) -> bool:
    """«на следующей неделе сделаем», "by Friday will do": a date and a yes-word only."""
    if find_date(clause, day) is None:
        return False
    rest = _DAYPART.sub(" ", _CLOCK.sub(" ", without_dates(clause)))  # «к 12 в субботу будут»
    rest = " ".join(rest.split())  # "yep tomorrow first thing": the yes and its day
    one_verb = len(rest.split()) == 1 and _promised(rest)  # «к пятнице оформлю»
    return bool(rest) and (_YES_CLAUSE.fullmatch(rest) is not None or one_verb)


def opens_with_yes(text: str) -> bool:
    """«Да, беру на себя, забронирую до среды», "Sure, I'll take it, Monday latest": a
    promise that answers someone, not «Сделаю отчёт до пятницы» said on its own."""
    clauses = [c for c in (_SYMBOLS.sub(" ", part).strip() for part in _CLAUSES.split(text)) if c]
    return bool(clauses) and _YES_CLAUSE.fullmatch(clauses[0]) is not None


def _promised(clause: str) -> bool:
    """A first-person promise opening a short clause: «организую», «посмотрю до вечера»,
    or one that points back at the ask: "I'll have them ready by Wednesday". "I'll review
    the copy by Friday" names a task of its own: no agreement to anything."""
    first = clause.split()[0].lower() if clause.split() else ""
    if not _PROMISE_VERB.match(clause) and not is_promise_verb(first) and not _we_will(first):
        return False  # «обзвоню», «закроем»
    if len(clause.split()) <= 4 or len(_CLOCK.sub(" ", without_dates(clause)).split()) <= 2:
        return True  # "will file fri by 4": the verb and its date
    size = len(without_dates(clause).split())  # "I'll get it out by Dec 1": 4 words
    return size <= 6 and bool(_POINTER.search(clause))


# «закроем», «доделаем», «отправим»: a team's perfective "we will" answers for its lead
_WE_WILL = re.compile(rf"{RU_PREFIX}[а-яё]{{2,}}(?:ем|им|ём)")
_WE_DO = re.compile(r"(?:а|я|ыва|ива)ем$")  # «закрываем»: what is being done, not promised


def _we_will(word: str) -> bool:
    return bool(_WE_WILL.fullmatch(word)) and not _WE_DO.search(word)


def _dated(clause: str, day: date) -> bool:
    return len(clause.split()) <= 3 and find_date(clause, day) is not None


def agreed_due(text: str, day: date) -> date | None:
    """A date the agreement names itself ("Sure, Monday latest"): it wins over the ask's."""
    found = find_date(text, day)
    return found[0] if found else None
