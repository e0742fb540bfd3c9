""" "Who is away?" when no context memory says so: the plain text of person notes and
recent Daily notes ("on vacation from 2026-12-07 to 2026-12-11", «на больничном до 8
декабря»), read with the away words of `memory.away` and the dates the text names.
A sentence with no date holds on its note's day (a person note's: today)."""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import TYPE_CHECKING

from vaultmind.memory.away import AWAY

if TYPE_CHECKING:
    from vaultmind.agent.ask.units import Unit
    from vaultmind.index.cache import NoteCache
    from vaultmind.service.ask_away import AwayAnswers
    from vaultmind.service.ask_structural import Asked
    from vaultmind.vault.model import Note

LOOK_BACK = 30  # days of Daily notes read for an absence that may still last
MAX_PEOPLE = 300  # person notes read for "who is away?" with nobody named
_UNTIL = re.compile(r"(?<!\w)(?:до|по|to|until|till|through)\s*$", re.IGNORECASE)
_UNTIL_IN = re.compile(r"(?:до|по|until|till|through)\s", re.IGNORECASE)
_FROM_DAY = re.compile(r"(?<!\w)(?:с|from)\s+(\d{1,2})\s*(?:по|до|to|till|until|-|–|—)?\s*$",
                       re.IGNORECASE)  # fmt: skip
_SENTENCE = re.compile(r"(?<=[.!?…;])\s+")


def away_in_text(
    service: AwayAnswers, a: Asked, start: date, end: date
) -> list[tuple[str, Unit, str]]:
    """(person, unit, sentence) for every sentence saying someone is away in [start, end]."""
    from vaultmind.agent.ask.extractive import plain
    from vaultmind.agent.ask.units import note_day
    from vaultmind.index.cache import file_name_key
    from vaultmind.service.ask_units import note_units

    people = service._away_candidates(a)[:MAX_PEOPLE]
    with service._cache() as cache:
        days = [end - timedelta(days=n) for n in range((end - start).days + LOOK_BACK + 1)]
        paths = cache.paths_by_file_name([file_name_key(d.isoformat()) for d in days])
        daily = [n for n in cache.notes_at(paths) if n.path.startswith("Daily/")
                 and a.privacy.allows(n)]  # fmt: skip
        found: list[tuple[str, Unit, str]] = []
        for note in [*people, *daily]:
            for unit in note_units(service, note, a.today):
                if unit.kind == "memory" or not AWAY.search(unit.text):
                    continue
                for sentence in _SENTENCE.split(plain(unit.text)):
                    if not AWAY.search(sentence):
                        continue
                    since = note_day(note) or a.today
                    first, last = _span(sentence, since)
                    if first > end or last < start:
                        continue
                    for person in _who(note, sentence, people, cache):
                        found.append((person, unit, sentence))
    return found


def _who(note: Note, sentence: str, people: list[Note], cache: NoteCache) -> list[str]:
    """The person note it is in, else the people the sentence names (the one asked about)."""
    from vaultmind.agent.ask.entities import GENERATED, NameTable, word_starts

    if note.type == "person":
        return [note.title]
    table = NameTable(cache.names_with_word_starts(word_starts(sentence), GENERATED))
    wanted = {p.path: p.title for p in people}
    return list(dict.fromkeys(wanted[e.path] for e in table.find(sentence) if e.path in wanted))


def _span(sentence: str, since: date) -> tuple[date, date]:
    """The days the sentence says: from its first named date to its last («с 14 по 16
    декабря»: the 14th too); one date after "до"/"until" ends a span that starts on
    the note's day; none: the note's day."""
    from vaultmind.vault.dates import find_date

    found: list[date] = []
    rest = sentence
    while (dated := find_date(rest, since)) is not None and len(found) < 4:
        day, (begin, stop) = dated
        before, phrase = rest[:begin], rest[begin:stop]
        if not found and (_UNTIL.search(before) or _UNTIL_IN.match(phrase)):
            numbered = _FROM_DAY.search(before)
            found.append(_same_month(day, int(numbered[1])) if numbered else since)
        found.append(day)
        rest = rest[stop:]
    if not found:
        return since, since
    return min(found), max(found)


def _same_month(day: date, number: int) -> date:
    try:
        return day.replace(day=number)
    except ValueError:
        return day
