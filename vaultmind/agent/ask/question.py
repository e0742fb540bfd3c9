"""What a question asks: the notes it names, the days it means, its own words, and
which kinds of memory it is about."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date
from itertools import islice

from vaultmind.agent.ask.entities import Entity, NameTable
from vaultmind.agent.ask.timeframe import MONTHS, TimeRange, find_range
from vaultmind.agent.ask.words import STOP, WORD, stem, stems, words

MAX_QUESTION_CHARS = 2000  # a question is answered from its start: ask, chat and the TUI
MAX_QUESTION_WORDS = 300

TIME_WORDS = frozenset(
    [
        "today",
        "yesterday",
        "week",
        "weeks",
        "month",
        "months",
        "last",
        "next",
        "this",
        "ago",
        "day",
        "days",
        "сегодня",
        "вчера",
        "позавчера",
        "неделе",
        "неделю",
        "недели",
        "неделя",
        "месяце",
        "месяц",
        "месяца",
        "прошлой",
        "прошлом",
        "прошлую",
        "этой",
        "этом",
        "эту",
        "следующей",
        "следующем",
        "следующую",
        "день",
        "дня",
        "дней",
    ]
)
_HINTS = {  # the stem of a question word → the kind of memory it asks about
    "commitment": ("promis", "commit", "due", "deadlin", "обеща", "пообеща", "срок", "дедлайн",
                   "обязал", "обязательств", "взял", "priorit", "приоритет", "task", "todo",
                   "задач", "plan", "план"),
    "preference": ("prefer", "like", "предпочита", "предпочтен", "люб", "удобн", "нрав"),
    "role": ("role", "position", "job", "должност", "роль", "рол"),
    "responsible": ("respons", "own", "owner", "handl", "charg", "отвеча", "ответствен",
                    "занима", "владел", "руковод"),
}  # fmt: skip
_ASKING_WORDS = """
now currently still status state update updates latest news change changed changes since
decide decided decision decisions agree agreed say says think thinks want wants get getting
ask asked mean new нового сейчас сегодняшний дела статус состояние ситуация изменилось
изменилась изменились изменения поменялось поменялась новости последние решили решено
решение решения договорились договоренность договоренности сказал сказала сказали думает
считает хочет хотят получать спрашивал спрашивала значит
date dates дата дату дате даты датой датами
после начиная
pick picked choose chose chosen settle settled выбрали выбрал выбор остановились
"""
ASKING = frozenset(_ASKING_WORDS.split())  # words that ask how, what is new, what was said
_NOT_A_WORD = re.compile(r"^\d[\d.-]*(?:st|nd|rd|th)?$")


@dataclass
class Question:
    text: str
    entities: list[Entity]
    range: TimeRange | None
    keywords: list[str]  # the question's own words to search for, as written (folded)
    stems: frozenset[str]  # their stems
    hints: frozenset[str] = field(default_factory=frozenset)  # commitment, preference, …
    names: dict[str, list[tuple[str, ...]]] = field(default_factory=dict)
    """path → the stems of every name of each named note (title, aliases), once loaded"""
    translated: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """focus word → its words in the other language (`glossary`), for notes written in it"""
    approximate: frozenset[str] = field(default_factory=frozenset)
    """focus words translated only by the general `lexicon`: one-word senses, which a
    note in the other language may well say otherwise"""
    loaned: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """focus word → the vault's words for it in the other script (`loanwords`): the same
    word, not always the same meaning ("model" and «модель», the vault's «макет»)"""

    def others(self, word: str) -> tuple[str, ...]:
        """The word's translations and loans: what a note in the other language says."""
        return (*self.translated.get(word, ()), *self.loaned.get(word, ()))

    @property
    def wider(self) -> frozenset[str]:
        """The stems of its own words and of their translations."""
        more = {stem(w) for found in (*self.translated.values(), *self.loaned.values())
                for w in found}  # fmt: skip
        return self.stems | more if more else self.stems

    @property
    def focus(self) -> list[str]:
        """The words that say what the question is about: its keywords that neither ask
        (`ASKING`) nor name a kind of memory (`is_hint`). An answer must say one of them."""
        dated = self.range is not None  # "what's due this friday?": a day, not a topic
        return [
            w for w in self.keywords
            if w not in ASKING and not is_hint(w) and not (dated and _a_weekday(w))
        ]  # fmt: skip

    @property
    def entity_paths(self) -> list[str]:
        return list(dict.fromkeys(entity.path for entity in self.entities))


def bounded(text: str) -> tuple[str, str | None]:
    """The question as answered — its first `MAX_QUESTION_WORDS` words, within
    `MAX_QUESTION_CHARS` characters, so that no step after this one depends on how much
    was pasted — and the one line that says it was shortened (None: it was not)."""
    notice = None
    if len(text) > MAX_QUESTION_CHARS:
        cut = text[: MAX_QUESTION_CHARS + 1]
        space = max(cut.rfind(" "), cut.rfind("\n"), cut.rfind("\t"))  # not inside a word
        text = cut[: space if space > MAX_QUESTION_CHARS // 2 else MAX_QUESTION_CHARS].rstrip()
        notice = f"question shortened to its first {MAX_QUESTION_CHARS} characters"
    ends = [found.end() for found in islice(WORD.finditer(text), MAX_QUESTION_WORDS + 1)]
    if len(ends) > MAX_QUESTION_WORDS:
        text = text[: ends[MAX_QUESTION_WORDS - 1]]
        notice = f"question shortened to its first {MAX_QUESTION_WORDS} words"
    return text, notice


def analyse(text: str, names: NameTable, today: date) -> Question:
    entities = sorted(names.find(text), key=lambda e: e.start)  # as the question names them
    covered = {i for entity in entities for i in range(entity.start, entity.end)}
    all_words = words(text)
    keywords = [
        word
        for i, word in enumerate(all_words)
        if i not in covered and word not in STOP and word not in TIME_WORDS and len(word) > 1
        and not _NOT_A_WORD.match(word) and not _is_month(word)
    ]  # fmt: skip
    stems = frozenset(stem(word) for word in keywords)
    hints = frozenset(kind for s in stems for kind in _hint_kinds(s))
    found = Question(text, entities, find_range(text, today), keywords, stems, hints)
    from vaultmind.agent.ask.glossary import translations, work_word

    found.translated = {w: t for w in found.focus if (t := translations(w))}
    found.approximate = frozenset(w for w in found.translated if not work_word(w))
    for word in found.focus:  # «что Лена писала» of a sender «Елена Тихонова», no note
        forms = _name_forms(word, text)
        if forms:
            found.translated[word] = (*found.translated.get(word, ()), *forms)
            found.approximate -= {word}
    return found


def _name_forms(word: str, text: str) -> tuple[str, ...]:
    """A given name's other forms (`given_names.other_forms`), when the word is one: a
    Cyrillic word, or a Latin one the question capitalises ("Kate", not "will")."""
    from vaultmind.vault.given_names import other_forms

    latin = word.isascii()
    if latin and not re.search(rf"(?<!\w){re.escape(word.capitalize())}(?!\w)", text):
        return ()
    return other_forms(word)


_WEEKDAY = re.compile(
    r"^(?:mon|tues|wednes|thurs|fri|satur|sun)days?$|^(?:понедельник|вторник|четверг)[аеу]?$|"
    r"^(?:сред|пятниц|суббот)[аеуы]$|^воскресень[еяю]$"
)


def _a_weekday(word: str) -> bool:
    """ "friday", «пятницу»: with the question's period found, a day of it, not a topic."""
    return bool(_WEEKDAY.match(word))


def _is_month(word: str) -> bool:
    """A month's name or short form ("nov"), not a topic; "may" is a verb as often."""
    return word in MONTHS and word != "may"


def name_stems(names: Iterable[str]) -> list[tuple[str, ...]]:
    """Every name of a note (`Note.names`) as stems, for telling whether a unit mentions it."""
    return [found for name in names if (found := tuple(stems(name)))]


def _hint_kinds(stemmed: str) -> list[str]:
    return [kind for kind, prefixes in _HINTS.items() if stemmed.startswith(prefixes)]


def is_hint(word: str) -> bool:
    """A word that asks for a kind of memory ("promise", «предпочитает»): known to
    the vault through the memory kinds even if no note spells it."""
    return bool(_hint_kinds(stem(word)))
