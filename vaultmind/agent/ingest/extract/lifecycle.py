"""What a later message does to a commitment: done, postponed, or cancelled.

«Готово», «отправила график», "shipped" (done); «сдвигаю auth на следующую неделю",
"pushing the report to Monday" (postponed: needs the new date); "Bob will do it",
«передаю алерты Игорю» (a hand-over: cancelled for the giver). Conservative on purpose —
junk is worse than a miss: a question is no event, the phrase must open a sentence
(after a filler such as «ок,» or "just"), and the matching (`best_match`) must point at
exactly one commitment. A plain cancellation ("never mind", «отбой») is the learned
detector's alone (`detector_step`): its forms went in session 35, when switching them
off lost no right item on chats they were not written from (docs/decisions.md).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from functools import lru_cache

from vaultmind.agent.ingest.extract.completion_scope import named, only_sharing
from vaultmind.agent.ingest.extract.done_forms import (
    ACTORS,
    EN_DONE,
    done_inside,
    ru_done,
    task_size,
)
from vaultmind.agent.ingest.extract.postpone_forms import postponing, weakly_postponing
from vaultmind.agent.ingest.extract.promise_verbs import is_task_verb
from vaultmind.agent.ingest.extract.result_forms import PROPOSAL, URL, delivered
from vaultmind.agent.ingest.extract.state_done import loosely_done, state_done
from vaultmind.vault.dates import find_date, without_dates

_FILLER = (
    r"(?:(?:ок|ok|okay|так|ну|всё|все|уже|вот|итак|да|sure|yes|i|i've|i have|we|we've"
    r"|just|already|so|and|и|но|а|but|слушайте|слушай|короче|кстати|honestly|realistically"
    r"|sorry|сорри|увы|так что),?\s+)*"
)
_RU_PAST = (
    r"сделал[аио]?|сделано|отправил[аи]?|отправлено|закончил[аи]?|доделал[аи]?"
    r"|выложил[аи]?|прислал[аи]?|починил[аи]?|исправил[аи]?|закрыл[аи]?|сдал[аи]?"
    r"|посмотрел[аи]?|проверил[аи]?|перевел[аи]?|перев[её]л|заказал[аи]?|смержил[аи]?"
    r"|написал[аи]?|обновил[аи]?|настроил[аи]?|забронировал[аи]?|раздал[аи]?|оплатил[аи]?"
    r"|подписал[аи]?|согласовал[аи]?|подготовил[аи]?|скинул[аи]?|выкатил[аи]?"
    r"|переехал[аио]?|мигрировал[аи]?|задеплоил[аи]?|залил[аи]?|поднял[аи]?"
    # short participles: «алерты настроены», «стенд поднят»
    r"|(?:настроен|сделан|отправлен|выложен|обновлен|исправлен|починен|смержен|задеплоен"
    r"|выкачен|перенесен|подготовлен|закрыт|поднят)[аоы]?"
)
_EN_PAST = EN_DONE
_PAST_VERB = rf"(?:{_RU_PAST}|{_EN_PAST})"
_DONE_VERB = rf"(?:готово|done|{_PAST_VERB})"
# «Цифры отправил Пете», "Swag ordered, …": a past verb second in a short clause
_DONE_SECOND = re.compile(rf"^(?P<first>[\w-]+)\s+{_PAST_VERB}(?!\w)", re.IGNORECASE)
_OTHERS = frozenset(
    {"он", "она", "они", "вы", "ты", "кто", "никто", "все", "мы"}
    | {"he", "she", "they", "you", "who", "nobody", "everyone", "we"}
)  # «он отправил»: someone else's news
_UNSURE = re.compile(r"(?<!\w)(?:готов\w*|done|ready)(?!\w)", re.IGNORECASE)  # or a promise
_JOKE = re.compile(r"(?<!\w)(?:шучу|шутка|just kidding|kidding|jk)(?!\w)", re.IGNORECASE)
_PLANNED = re.compile(r"(?<!\w)(?:scheduled|planned|запланирован\w*)(?!\w)", re.IGNORECASE)
_CONDITION = re.compile(r"(?<!\w)(?:если|if|unless)(?!\w)", re.IGNORECASE)
_DONE = re.compile(rf"^{_FILLER}{_DONE_VERB}(?!\w)", re.IGNORECASE)
# «График отправила», «отчёт готов»: the verb last, after at most three words
_DONE_LAST = re.compile(rf"(?<!\S)(?:{_DONE_VERB}|готов[аы]?)[.!)]*$", re.IGNORECASE)
_NOT_YET = re.compile(
    r"(?<!\w)(?:не|not|почти|almost|nearly|ещё|еще|yet|скоро|soon|будет|will|когда|when|if|если"
    r"|half|partly|partially|mostly|наполовину|частично|в процессе|let's|please|pls|need|needs"
    r"|should|must|gonna|going to|have to|has to|надо|нужно|давайте|пожалуйста"
    r"|being|still|всё ещё|все еще)(?!\w)",  # "DB is being migrated": under way, not done
    re.IGNORECASE,
)
_POSTPONE = re.compile(
    rf"^{_FILLER}(?:сдвигаю|сдвину|сдвигаем|сдвинем|переношу|перенесу|переносим|перенес[её]м"
    r"|перекину|перекидываю|перекинем|откладываю|отложу|не успеваю|не успею"
    r"|pushing|moving|postponing|postpone|delaying|won't make|will not make|can't make"
    r"|slipping|not going to make it|not gonna make it)(?!\w)",
    re.IGNORECASE,
)
# "events spec slipping a bit", «витрина склада переезжает на пятницу»: the task, then
# the verb, in a short clause
_POSTPONE_LATER = re.compile(
    r"^(?P<first>[\w-]+)\s+(?:[\w-]+\s+){0,2}(?:is\s+|will\s+)?(?:slipping|slips|slip"
    r"|сдвигается|переезжает|откладывается|переносится|съезжает"
    r"|(?P<news>переносит|переносят|перенесли|сдвигает|сдвигают|сдвинули|rescheduled))(?!\w)",
    re.IGNORECASE,
)  # «мастер по котлу переносит на среду», "the vendor rescheduled": a third party moves
# what the sender's task waits for — news unless a shared word meets an open commitment
_NEGATION = re.compile(r"(?<!\w)(?:не|not|n't)(?!\w)", re.IGNORECASE)
_PRONOUN = (
    r"(?:We|They|He|She|It|You|This|That|Maybe|Someone|Somebody|Nobody|Everyone|Who|Then"
    r"|Он|Она|Они|Мы|Вы|Это|Кто|Никто|Кто-то|Тогда|Может|Завтра|Сегодня)(?![\w-])"
)
# a hand-over names who takes the task: the structure the agreement step moves it by
_HAND_OVER = re.compile(
    rf"^{_FILLER}(?:(?-i:(?!{_PRONOUN})[A-ZА-ЯЁ][a-zа-яё]+) (?:will do it|will take it"
    r"|will handle it|takes it|возьм[её]т|сделает)"
    r"|(?:я\s+|i'm\s+|i am\s+)?(?:передаю|отдаю|перекидываю)\s+(?:[\w-]+\s+){0,3}?"
    r"(?-i:[А-ЯЁ][а-яё]+)"
    r"|(?:i'm\s+|i am\s+)?(?:handing|passing)\s+(?:[\w-]+\s+){0,3}?(?:over\s+)?to\s+"
    r"(?-i:[A-Z][\w'’-]+))(?!\w)",
    re.IGNORECASE,
)
_HANDING = re.compile(r"(?<!\w)(?:передаю|отдаю|перекидываю|handing|passing)(?!\w)", re.I)
_SYMBOLS_AT_END = re.compile(r"(?:\s*[^\w\s.!)]+)+$")
# sentences and clauses; an emoji between words ends one ("Newsletter is out 📬 open rate…")
_SENTENCE = re.compile(
    r"(?<=[.!?…,;:])\s+|\n|\s+[—–]\s+|\s*[\U0001F300-\U0001FAFF\u2600-\u27BF]+\s+(?=\w)"
)
WORD = re.compile(r"[^\W\d_]+")  # letters only: no digits, no underscore (shared)
STEM = 5  # letters compared: «графика» ~ «график», "reports" ~ "report"
SHOWN = 80  # characters of the message an unmatched event is reported with
MIN_WORD = 4  # shorter words carry no topic («по», "the")
_STOP_WORDS = (
    "будет будут этот этого этому этой свой свою тоже сейчас потом после через только"
    " всем всех всё когда который которая неделе неделю недели следующей следующую"
    " понедельника понедельнику понедельник вторника среды четверга пятницы пятницу"
    " субботы воскресенья завтра сегодня вечером утром обещаю сделаю пришлю отправлю"
    " this that with will have just already from into your their there then than them"
    " today tomorrow tonight week next monday tuesday wednesday thursday friday saturday"
    " sunday until till before after also about promise send sent done pushing moving"
    " готово готов сделал сделала отправил отправила давайте давай скажем either honestly"
    " realistically slipping slips maybe probably наверное видимо передаю отдаю перекидываю"
    " handing passing over these those переносит переносят перенесли сдвигает сдвигают"
    " сдвинули rescheduled"
)
STOP = frozenset(_STOP_WORDS.split())


@dataclass(frozen=True, slots=True)
class Event:
    kind: str  # done | postponed | cancelled
    words: frozenset[str]  # content stems of the message besides the event and the date
    due: date | None = None  # a postponement's new date
    text: str = ""  # the message, for the report
    handed: bool = False  # «передаю алерты Игорю»: names its task, so needs a shared word
    shaped: bool = False  # done only by a verb's shape: a reply or a shared word, never near
    owner: str | None = None  # someone else's commitment ("Дима, … Petya will do it")
    thread_only: bool = False  # matched only through the question it answers (`thread_match`)
    news: bool = False  # a third party's move: no report when it meets no commitment
    target: str | None = None  # a capable model named the commitment: its first source link

    @property
    def name(self) -> str:
        return {"done": "completion", "postponed": "postponement"}.get(self.kind, "cancellation")


def _theirs(hit: tuple[str, str] | None, clause: str) -> bool:
    """«Не успеваю, облепиху только сегодня привезли»: what others did (a plural past
    known by its shape) is the reason for a delay, not a completion."""
    return bool(hit and hit[0] == "shaped" and re.search(r"[а-яё]{3,}ли(?!\w)", clause))


def shown_text(said: str) -> str:
    """A message as an event's report shows it: one line, cut to `SHOWN` with an ellipsis."""
    shown = " ".join(said.split())
    return shown if len(shown) <= SHOWN else shown[: SHOWN - 1] + "…"


def find_event(
    text: str, day: date, is_name: Callable[[str], bool] = lambda word: False
) -> Event | None:
    """The one event a message announces; None for a question, a condition, or none or
    several. `is_name` tells a person's name («Петя отправил») from a task's first word."""
    if (task := delivered(text)) is not None and not _CONDITION.search(text):
        shown = " ".join(text.split())[:SHOWN]  # "<task>: <link>": done, by reply or word
        return Event("done", content_words(task), None, shown, shaped=True)
    said, text = text, URL.sub(" ", text)  # "…/doc?usp=sharing" asks nothing
    proposed = PROPOSAL.search(text)
    if proposed and "?" not in text[: proposed.start()] and proposed.start() > 0:
        moved = find_event(f"{text[: proposed.start()]}. {proposed.group('day')}", day, is_name)
        return moved if moved is not None and moved.kind == "postponed" else None
    if "?" in text or not text.strip() or _CONDITION.search(text) or _JOKE.search(text):
        return None
    clauses = [c.strip(" ,;:") for c in _SENTENCE.split(text.strip()) if c.strip(" ,;:")]
    hits = [_event(clause, is_name) for clause in clauses]
    if any(hit and hit[0] != "weak" for hit in hits):
        hits = [None if hit and hit[0] == "weak" else hit for hit in hits]
    if any(hit and hit[0] == "postponed" for hit in hits):
        pairs = zip(hits, clauses, strict=True)
        hits = [None if _theirs(hit, clause) else hit for hit, clause in pairs]
    kinds = {hit[0] for hit in hits if hit}
    news = "news" in kinds and not kinds & {"postponed", "weak"}  # quiet if it meets nothing
    hits = [("postponed", hit[1]) if hit and hit[0] in ("weak", "news") else hit for hit in hits]
    # a done verb known only by its shape («Кофе закончился»?) never closes a promise by
    # being near it: it needs the reply or a shared word
    shaped = any(hit for hit in hits) and all(hit[0] == "shaped" for hit in hits if hit)
    hits = [("done", hit[1]) if hit and hit[0] == "shaped" else hit for hit in hits]
    found = [hit for hit in hits if hit]
    if len({kind for kind, _ in found}) != 1:
        return None  # no event, or two kinds at once («сделал, но сдвигаю…»): not guessed
    kind = found[0][0]
    due = _new_date(clauses, day) if kind == "postponed" else last_date(text, day)
    if kind == "done" and ((due is not None and _UNSURE.search(text)) or _PLANNED.search(text)):
        return None  # «готово к пятнице», "scheduled, sent on Wednesday": not done yet
    if kind == "done":
        due = None  # «Пиццу заказал на пятницу»: the date is the order's, not a deadline
    if (kind == "postponed") != (due is not None):
        return None  # a postponement needs its new date
    shown = shown_text(said)
    # every clause may name the task («Ноутбуки: не успеваю…», «Отмена, черновик не нужен»)
    words = " ".join(hit[1] if hit else clause for hit, clause in zip(hits, clauses, strict=True))
    handed = kind == "cancelled" and bool(_HANDING.search(text))
    found_words = content_words(words) | (done_verbs(text) if kind == "done" else frozenset())
    return Event(kind, found_words, due, shown, handed, shaped=shaped, news=news)


_NEGATED_DATE = re.compile(
    r"(?<!\w)(?:не|not)\s+(?:(?:к|до|на|в|by|on|in|this|till|until)\s+)?$", re.IGNORECASE
)


def _new_date(clauses: list[str], day: date) -> date | None:
    """A postponement's new date: the last one said in a clause that negates nothing
    («не успеваю к пятнице, давайте к среде»: Wednesday); else the last one not negated
    itself («бюджет — не сегодня»: today is what is *not* the date)."""
    plain: list[date] = []
    negated: list[date] = []
    for clause in clauses:
        start = 0
        while (found := find_date(clause[start:], day)) is not None:
            at, start = start + found[1][0], start + found[1][1]
            if _NEGATED_DATE.search(clause[:at]):
                continue  # «не сегодня», "not by Friday"
            (negated if _NEGATION.search(clause) else plain).append(found[0])
    return (plain or negated)[-1] if plain or negated else None


def last_date(text: str, day: date) -> date | None:
    """The last date phrase: «не успеваю к пятнице, будет к понедельнику» is Monday."""
    last, start = None, 0
    while (found := find_date(text[start:], day)) is not None:
        last, start = found[0], start + found[1][1]
    return last


def _event(sentence: str, is_name: Callable[[str], bool]) -> tuple[str, str] | None:
    """(kind, the sentence without the event's words) for a sentence that is an event."""
    for kind, pattern in (("done", _DONE), ("postponed", _POSTPONE), ("cancelled", _HAND_OVER)):
        if match := pattern.search(sentence):
            if _HANDING.search(match.group(0)):  # «передаю алерты Игорю»: the task is inside
                return kind, sentence[match.start() :]
            return kind, sentence[match.end() :]
    if (moved := postponing(sentence, is_name)) is not None:
        return "postponed", moved
    if (moved := weakly_postponing(sentence)) is not None:
        return "weak", moved
    later = _POSTPONE_LATER.search(sentence)
    if later and len(sentence.split()) <= 8 and not _NEGATION.search(sentence):
        first = later.group("first")
        if first.lower() not in _OTHERS and not is_name(first):
            return ("news" if later.group("news") else "postponed"), sentence
    sentence = _SYMBOLS_AT_END.sub("", sentence)  # "crash fix is merged ✅", «переехала 🎉»
    last = _DONE_LAST.search(sentence)
    if last and task_size(sentence[: last.start()]) <= 3:
        before = sentence[: last.start()]
        first = before.split()[0] if before.split() else ""
        if _NOT_YET.search(before) or first.lower() in _OTHERS | ACTORS or is_name(first):
            return None  # «он переехал», «Петя переехал»: someone else's news
        return "done", before
    second = _DONE_SECOND.search(sentence)
    if second and len(sentence.split()) <= 5:
        first = second.group("first")
        if first.lower() in _OTHERS | ACTORS or _NOT_YET.search(first) or is_name(first):
            return None  # «Петя отправил», «он сделал», «клиент прислал»: someone else's news
        return "done", first + " " + sentence[second.end() :]
    inside = done_inside(sentence, _PAST_WORD.match, is_name)
    if inside is not None and not _NOT_YET.search(sentence):
        listed = any(_PAST_WORD.match(w.strip(".,!:;")) for w in sentence.split())
        return ("done" if listed else "shaped"), inside
    state = state_done(sentence)  # "spec is up in notion", «отчёт — в конфлюенсе»
    if state is not None and _NOT_YET.search(sentence):
        return None  # "please put your PTO in the calendar"
    if state is not None and loosely_done(sentence):  # "X is out", «X у Светы»
        return ("shaped", state) if _named_ok(state, is_name) else None
    if state is not None and len(state.split()) <= 6:
        first = state.split()[0] if state.split() else ""
        if first.lower() in _OTHERS or (first and is_name(first)):
            return None
        return "done", state
    return None


_PAST_WORD = re.compile(rf"^{_PAST_VERB}$", re.IGNORECASE)


def _named_ok(task: str, is_name: Callable[[str], bool]) -> bool:
    """Not someone else's news: no pronoun or known name opens the task's words."""
    first = task.split()[0] if task.split() else ""
    return first.lower() not in _OTHERS and not (first and is_name(first))


def done_verbs(text: str) -> frozenset[str]:
    """«Бейджи раздала» → {"~разда"}: the completion's verb, to meet the promise's
    («раздам»). Russian by 5 letters; English without -ed by 4 ("booked" ~ "book")."""
    words = WORD.findall(text)
    return frozenset(_verb_key(w) for w in words if _PAST_WORD.match(w) or ru_done(w))


def _verb_key(word: str) -> str:
    word = word.lower().replace("ё", "е")
    if word.isascii():
        return "~" + re.sub(r"(?<=\w{3})e?d$", "", word)[:4]
    return "~" + word[:STEM]


@lru_cache(maxsize=2**14)  # every event of a long chat scores every open commitment
def task_words(text: str) -> frozenset[str]:
    """A commitment's content words, and its words as a completion's verb would meet them."""
    words = [w for w in WORD.findall(text) if len(w) >= MIN_WORD]
    return content_words(text) | frozenset(_verb_key(w) for w in words)


@lru_cache(maxsize=2**14)  # a long chat's commitments are compared again each group
def content_words(text: str) -> frozenset[str]:
    """Stems of the words that name the task: dates, fillers and short words dropped."""
    found = WORD.findall(without_dates(text))
    words = (w.lower().replace("ё", "е") for w in found if len(w) >= MIN_WORD or _acronym(w))
    return frozenset(stem(w) for w in words if w not in STOP)


# a Russian noun's case ending: «смена» / «смену» / «сменой» are one word («смен»)
_RU_ENDING = re.compile(
    r"(?:ами|ями|ого|его|ому|ему|ой|ей|ом|ем|ам|ям|ах|ях|ую|юю|ые|ие|ых|их|[аяоеуюыиьй])$"
)


def stem(word: str) -> str:
    """The first `STEM` letters, after a Russian case ending (if 4 letters stay)."""
    if not word.isascii() and (ending := _RU_ENDING.search(word)) and ending.start() >= 4:
        word = word[: ending.start()]
    return word[:STEM]


def _acronym(word: str) -> bool:
    """FAQ, VPN, PR, БД: short, but the whole topic."""
    return len(word) >= 2 and (word.isupper() or sum(c.isupper() for c in word) >= 2)  # iOS


@dataclass(frozen=True, slots=True)
class Candidate:
    """An open commitment of the sender, from an earlier message of the same chat."""

    memory_id: str
    text: str
    sources: tuple[str, ...]
    confidence: float = 0.6
    by: str = "agent:extraction"
    due: str | None = None


def best_match(
    event: Event, candidates: list[Candidate], reply_block: str | None
) -> Candidate | None:
    """By reply when the message replies; else the one commitment sharing content words
    with it, none other sharing any (`completion_scope`); a bare event («готово») — or
    a cancellation sharing no word, whose other words are a reason — only when the
    sender has one open commitment there. A tie is no match: the user decides."""
    if reply_block is not None:
        replied = [c for c in candidates if any(f"#^{reply_block}]]" in s for s in c.sources)]
        if replied or event.owner is None:
            return replied[0] if len(replied) == 1 else None
    if event.owner is not None:
        return by_words(event, candidates)  # someone else's words: never a bare guess
    if not event.words:
        return candidates[0] if len(candidates) == 1 else None
    reason = len(candidates) == 1 and event.kind == "cancelled" and not event.handed
    if reason and not event.words & task_words(candidates[0].text):
        return candidates[0]  # "Never mind, Lena will do it, she knows the place": a reason
    return by_words(event, candidates)


def by_words(event: Event, candidates: list[Candidate]) -> Candidate | None:
    """A completion: the one commitment sharing words with it, when no other shares any
    (`completion_scope`). A postponement or cancellation: the one sharing the most."""
    if event.kind == "done":
        return only_sharing(event.words, candidates, shares)
    scored = sorted((len(event.words & task_words(c.text)) for c in candidates), reverse=True)
    if not scored or scored[0] == 0 or (len(scored) > 1 and scored[0] == scored[1]):
        return None
    return next(c for c in candidates if len(event.words & task_words(c.text)) == scored[0])


def shares(words: frozenset[str], candidate: Candidate) -> bool:
    """Whether a completion's words meet a commitment's line: a word that names
    something; else its verb («Роутер настроил» ~ «Ок, настрою к пятнице»), unless the
    completion names something and the line names something else besides that verb
    («Сканер починил» is not «Починю принтер»)."""
    met = words & task_words(candidate.text)
    if named(met):
        return True
    return bool(met) and (not named(words) or not _objects(candidate.text, met))


def _objects(text: str, verbs: frozenset[str]) -> frozenset[str]:
    """A line's content words besides its verbs («Забрала, раздам сегодня»: none)."""
    kept = (w for w in WORD.findall(text) if _verb_key(w) not in verbs and not _verb(w))
    return content_words(" ".join(kept))


def _verb(word: str) -> bool:
    return bool(done_verbs(word)) or is_task_verb(word.lower().replace("ё", "е"))
