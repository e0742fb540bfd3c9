"""What a person's question is about besides the person: "what did Tom promise *about
hiring*?", "what did Maria commit to *on CRM v2 Launch*?", "is Bob waiting on anything
from me?" (Bob). A structural list of someone's items keeps only those on that topic,
and says nothing is recorded when none is — which `ask` then checks against what it
retrieved (no absence its sources contradict)."""

from __future__ import annotations

from dataclasses import dataclass

from vaultmind.agent.ask.glossary import translations
from vaultmind.agent.ask.question import Question
from vaultmind.agent.ask.rank import cyrillic
from vaultmind.agent.ask.words import says_all, stem, stems, words

# the words after which a question says its topic; a word of the topic is one of its focus
ABOUT = frozenset(
    ["about", "regarding", "concerning", "re", "про", "насчет", "насчёт", "относительно",
     "поводу", "касательно", "по"]
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Topic:
    words: tuple[str, ...]  # as the question says them, for the answer's head
    said_after: str  # the word the question says its topic after ("about", «по»), or ""
    names: tuple[str, ...]  # the other notes named, by title
    stems: tuple[tuple[str, ...], ...]  # stems of each word and name: an item says one
    said: int  # the first `said` of `stems`: words no glossary word translates

    def holds(self, text: str, path: str = "", paths: frozenset[str] = frozenset()) -> bool:
        """The item is on the topic: it is in a named note, or says one of its words, or
        is written in the other script than a word of it (which it cannot be told from:
        «по парсеру» and "fix the barcode parser" — never an absence it might contradict;
        a note's names are in both scripts when it is known by both)."""
        if path in paths:
            return True
        said, item = stems(text), cyrillic(text)
        return any(
            says_all(one, said) or (n < self.said and cyrillic(one[0]) != item)
            for n, one in enumerate(self.stems)
        )


def topic_of(question: Question, names: list[tuple[str, ...]]) -> Topic | None:
    """The question's topic: its focus words after an "about", and the names of the
    other notes it names (`names`: each note's title and aliases, the person's left
    out by the caller); None when it has none."""
    said = words(question.text)
    after = next((i for i, w in enumerate(said) if w in ABOUT), None)
    focus = set(question.focus)
    chosen = [w for w in said[after + 1 :] if w in focus] if after is not None else []
    shown = list(dict.fromkeys(chosen))
    untold = [w for w in shown if not translations(w)]  # no glossary word: kept across
    found: list[tuple[str, ...]] = [(stem(w),) for w in untold]
    said_words = len(found)
    for word in (w for w in shown if translations(w)):  # «найм» for "hiring": told apart
        found += [(stem(word),), *((stem(t),) for t in translations(word))]
    for note_names in names:
        found += [tuple(stems(n)) for n in note_names if stems(n)]
    if not found:
        return None
    prep = said[after] if shown and after is not None else ""
    return Topic(tuple(shown), prep, tuple(n[0] for n in names), tuple(found), said_words)


def about_words(topic: Topic | None, ru: bool) -> str:
    """The topic for an answer's head: as the question said it (" по найму", " about
    hiring"), and the other notes it names (in Russian as «по теме …», needing no case)."""
    if topic is None:
        return ""
    parts = [f"{topic.said_after} {' '.join(topic.words)}"] if topic.words else []
    if topic.names:
        names = ", ".join(topic.names)
        parts.append(f"по теме «{names}»" if ru else f"about {names}")
    return " " + " ".join(parts)
