"""A promise said again in other words is the same commitment (issue 10, session 6).

«Подготовь презентацию для клиента» agreed to on Tuesday, then «Презентацию сделаю к
понедельнику» on Wednesday; "I'll set up your VPN on Monday", then on Monday «VPN
сделаю завтра, сегодня завал». The same person, the same chat, within `DAYS`, and the
later one's task words (names of known people, dates and fillers aside) all among the
earlier one's — with exactly one such earlier commitment. The later line then joins the
earlier one: its text becomes the earlier text, so the duplicate guard reinforces it
(same due) or supersedes it with the new due (a restated deadline is a postponement).
When the earlier message's line is written after the later one (an agreement is applied
after the promises of its batch), it joins the later line and keeps that line's due.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import date

from vaultmind.agent.ingest.extract.lifecycle import content_words
from vaultmind.agent.ingest.extract.reply_topic import TOPIC_MARK, refers_elsewhere
from vaultmind.agent.ingest.sources.escape import chat_words
from vaultmind.memory.store import Addition
from vaultmind.vault.dates import without_dates
from vaultmind.vault.model import MemoryLine

DAYS = 7  # "close in time": a restatement comes within a week of the promise
_LINK = re.compile(r"\[\[(Sources/[^#\]]+)#\^([^\]]+)\]\]")
_NUMBER = re.compile(r"\d+")
Position = tuple[str, int]  # (day, place in the day's file)


@dataclass(frozen=True, slots=True)
class _Said:
    text: str  # as the line will hold it (escaped)
    due: date | None
    folder: str  # the chat's Sources folder
    at: Position
    words: frozenset[str]
    numbers: frozenset[str]


@dataclass
class Restatements:
    """Rewrites one person's new commitments that restate an earlier one."""

    position: Callable[[str, str], Position]  # (Sources path with .md, block) → position
    is_name: Callable[[str], bool]  # a known person's name: no task word
    _names: dict[str, bool] = field(default_factory=dict)

    def fold(self, additions: list[Addition], lines: list[MemoryLine]) -> list[Addition]:
        """The additions, each restating one rewritten to join it; in order, so a later
        addition may restate an earlier one of the same batch."""
        near = {w for a in additions if (w := _where(a.new.sources)) is not None}
        known: dict[frozenset[str], list[_Said]] = {}  # by their numbers, which must agree
        for line in lines:
            if (said := self._line(line, near)) is not None:
                known.setdefault(said.numbers, []).append(said)
        folded = []
        for addition in additions:
            said = self._said(addition.new.text, addition.new.due, addition.new.sources)
            if said is None or addition.new.kind != "commitment":
                folded.append(addition)
                continue
            bucket = known.setdefault(said.numbers, [])
            same = [k for k in bucket if _restates(said, k) or _restates(k, said)]
            if not same and (about := self._about(addition)) is not None:
                same = [  # "aisle 12 beams - when?" asks about "2 beams in aisle 12"
                    k
                    for numbers, bucket in known.items()
                    if about.numbers <= numbers
                    for k in bucket
                    if _restates(replace(about, numbers=k.numbers), k)
                ]
            if len(same) == 1:
                first = same[0]
                due = addition.new.due if first.at < said.at else first.due
                addition = replace(addition, new=replace(addition.new, text=first.text, due=due))
            else:
                bucket.append(said)
            folded.append(addition)
        return folded

    def _line(self, line: MemoryLine, near: set[tuple[str, date]]) -> _Said | None:
        """An open commitment of a chat and days the additions are in (a long chat's
        other commitments are not read: they are too far to be restated)."""
        if line.kind != "commitment" or line.status != "active":
            return None
        where = _where(line.sources)
        if where is None or not any(
            folder == where[0] and abs((day - where[1]).days) <= DAYS for folder, day in near
        ):
            return None
        try:
            due = date.fromisoformat(line.field("due") or "")
        except ValueError:
            due = None
        return self._said(chat_words(line.text), due, line.sources)

    def _said(self, text: str, due: date | None, sources: tuple[str, ...]) -> _Said | None:
        found = _LINK.search(" ".join(sources))
        if found is None:
            return None
        path, block = found.groups()
        own = _own_words(text)
        plain = " ".join(w for w in own.split() if not self._name(_bare(w)))
        words = content_words(plain)
        numbers = frozenset(_NUMBER.findall(without_dates(own)))
        at = self.position(f"{path}.md", block)
        return _Said(text, due, path.rsplit("/", 1)[0], at, words, numbers)

    def _about(self, addition: Addition) -> _Said | None:
        """A promise that only points at its task ("so I'll swap them on the 10th") by
        the topic it took from the message it answers ("aisle 12 beams - when?"): that
        topic, to match the open commitment the answer is about."""
        promise, mark, topic = addition.new.text.partition(TOPIC_MARK)
        if not mark or refers_elsewhere(promise) is None:
            return None
        asked = _ASKING_WORDS.sub(" ", topic)  # "- when?", «как там?»: the asking names no task
        return self._said(asked, addition.new.due, addition.new.sources)

    def _name(self, word: str) -> bool:
        if not word[:1].isupper():
            return False  # a name is written capitalised: no lookup for every word
        if word not in self._names:
            self._names[word] = self.is_name(word)
        return self._names[word]


_ASKING_WORDS = re.compile(
    r"(?<!\w)(?:when|eta|status|update|news|how|what|where|когда|как|что|где|статус|новости"
    r"|там)(?!\w)",
    re.IGNORECASE,
)


def _where(sources: tuple[str, ...]) -> tuple[str, date] | None:
    """The chat folder and the day of the first message cited, if it is a day file."""
    found = _LINK.search(" ".join(sources))
    if found is None:
        return None
    folder, _, stem = found.group(1).rpartition("/")
    try:
        return folder, date.fromisoformat(stem)
    except ValueError:
        return None


def _bare(word: str) -> str:
    """A word as a name would be written: "Anna's," → "Anna"."""
    return re.sub(r"['’]s$", "", word.strip(",.:;!?()«»\"'"))


def _restates(later: _Said, first: _Said) -> bool:
    """`later` says `first`'s task again: same chat, within DAYS after it, no task word
    `first` lacks, at least one shared, the same numbers."""
    if later.folder != first.folder or not first.at < later.at:
        return False
    try:
        gap = (date.fromisoformat(later.at[0]) - date.fromisoformat(first.at[0])).days
    except ValueError:  # not a day file: no way to tell how close
        return False
    return (
        gap <= DAYS
        and bool(later.words)
        and later.words <= first.words
        and later.numbers == first.numbers
    )


def _own_words(text: str) -> str:
    """The promise's own words when it names its task: «Закончить рефакторинг — re:
    Тестовый тенант не дали» restates «Закончить рефакторинг» whatever the sentence it
    took as its topic. A bare «Сделаю — re: …» is its topic's words."""
    promise, mark, _ = text.partition(TOPIC_MARK)
    return promise if mark and content_words(promise) else text
