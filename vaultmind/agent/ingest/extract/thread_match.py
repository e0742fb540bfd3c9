"""Which open commitment a message is about, by the conversation rather than its words
(issue 10, session 8).

A commitment's line keeps a few words of its message («К пятнице соберу — re: …»), but
its thread says more: the message it was said in, and the message that one answered
(«…нужны копии ваших сертификатов. Успеете?»). So a later message of the owner counts as
about the commitment when it replies to that ask (not only to the promise itself), or
shares a word with the thread when the line's own words matched nothing. A person's name
is no task word («Света, что с графиком?»: the task is the schedule, not Sveta).

Cheap on purpose: each commitment's thread is read once (kept by its sources), a
message's place in its day file is a dict lookup.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import lru_cache

from vaultmind.agent.ingest.extract.agreement_step import AskFinder, reply_block
from vaultmind.agent.ingest.extract.agreements import find_assignment
from vaultmind.agent.ingest.extract.lifecycle import (
    MIN_WORD,
    STOP,
    WORD,
    Candidate,
    Event,
    by_words,
    content_words,
    stem,
)
from vaultmind.agent.ingest.sources.read_back import StoredMessage

_LINK = re.compile(r"\[\[(Sources/[^#\]]+)#\^([^\]]+)\]\]")


@dataclass(frozen=True, slots=True)
class Thread:
    words: frozenset[str]  # content words of the commitment's messages and their asks
    asks: frozenset[str]  # blocks of the messages its messages answered


@dataclass
class Threads:
    asks: AskFinder
    is_name: Callable[[str], bool]
    _threads: dict[tuple[str, ...], Thread] = field(default_factory=dict)  # by sources
    _blocks: dict[str, dict[str, StoredMessage]] = field(default_factory=dict)  # by file
    # a chat folder's commitments by their thread's words: an event looks up its words
    # instead of scoring every open commitment (a year's chat has thousands)
    _index: dict[str, dict[str, set[str]]] = field(default_factory=dict)
    _names: dict[str, bool] = field(default_factory=dict)  # a capitalised word → a name?

    def of(self, candidate: Candidate, folder: str) -> Thread:
        """The commitment's thread within this chat's folder (kept: asked per event)."""
        key = (*candidate.sources, folder)
        if key not in self._threads:
            words: set[str] = set()
            asks: set[str] = set()
            for path, block in _LINK.findall(" ".join(candidate.sources)):
                said = self.message(f"{path}.md", block) if path.startswith(folder) else None
                if said is None:
                    continue
                words |= self.words(said.message.text)
                if (reply := reply_block(said)) is not None:
                    asks.add(reply)
                    asked = self.asks.find_message(said.path, reply)
                    if asked is not None and _asks(asked, said):
                        words |= self.words(asked.message.text)
            self._threads[key] = Thread(frozenset(words), frozenset(asks))
        return self._threads[key]

    def said(self, candidate: Candidate, folder: str) -> str:
        """The texts of the commitment's own messages in this chat's folder."""
        found = [
            self.message(f"{path}.md", block)
            for path, block in _LINK.findall(" ".join(candidate.sources))
            if path.startswith(folder)
        ]
        return "\n".join(m.message.text for m in found if m is not None)

    def message(self, path: str, block: str) -> StoredMessage | None:
        if path not in self._blocks:
            self._blocks[path] = {m.block: m for m in self.asks._messages(path)}
        return self._blocks[path].get(block)

    def words(self, text: str) -> frozenset[str]:
        """Content words without people's names («Света», "Alex"). Dates are not taken
        out (slow, and an event's words never hold a date: nothing can meet them)."""
        names = {stem(w.lower().replace("ё", "е")) for w in WORD.findall(text) if self._named(w)}
        return _words(text) - names

    def _named(self, word: str) -> bool:
        if not word[:1].isupper():
            return False
        if word not in self._names:
            self._names[word] = self.is_name(word)
        return self._names[word]

    def match(
        self, stored: StoredMessage, event: Event, candidates: list[Candidate]
    ) -> Candidate | None:
        """After the reply and the line's words failed: the reply to the commitment's ask,
        or to someone's question about it (its words, names dropped); else, for no reply,
        the thread's words."""
        folder = stored.path.rsplit("/", 1)[0]
        reply = reply_block(stored)
        if reply is None:
            if event.thread_only or event.owner is not None:
                return None
            return self.by_thread(event, candidates, folder)
        if any(f"#^{reply}]]" in s for c in candidates for s in c.sources):
            return None  # a reply to the promise itself: `best_match` decided
        if event.owner is None and (found := self.answering(reply, candidates, folder)):
            return found
        replied = self.asks.find_message(stored.path, reply)
        if replied is None or "?" not in replied.message.text:
            return None
        if replied.message.sender == stored.message.sender:
            return None
        asked = replace(event, words=event.words | self.words(replied.message.text))
        return by_words(asked, candidates) or self.by_thread(asked, candidates, folder)

    def replied(self, stored: StoredMessage, candidates: list[Candidate]) -> Candidate | None:
        """The one commitment this message replies to: its promise or the ask it answered."""
        reply = reply_block(stored)
        if reply is None:
            return None
        found = [c for c in candidates if any(f"#^{reply}]]" in s for s in c.sources)]
        if found:
            return found[0] if len(found) == 1 else None
        return self.answering(reply, candidates, stored.path.rsplit("/", 1)[0])

    def answering(self, reply: str, candidates: list[Candidate], folder: str) -> Candidate | None:
        """The one commitment whose message answered the message this one replies to."""
        found = [c for c in candidates if reply in self.of(c, folder).asks]
        return found[0] if len(found) == 1 else None

    def add(self, candidate: Candidate, folder: str) -> None:
        """Index a commitment by its thread's words, once it is a candidate in a chat."""
        index = self._index.setdefault(folder, {})
        for word in self.of(candidate, folder).words:
            index.setdefault(word, set()).add(candidate.memory_id)

    def by_thread(self, event: Event, candidates: list[Candidate], folder: str) -> Candidate | None:
        """The one commitment whose thread shares the most words with the event (≥ 1;
        for a completion, the only one sharing any: `completion_scope`): its words
        looked up in the index, not every open commitment scored."""
        index = self._index.get(folder, {})
        hits = [memory_id for word in event.words for memory_id in index.get(word, ())]
        if not hits:
            return None
        here = {c.memory_id: c for c in candidates}
        counts: dict[str, int] = {}
        for memory_id in hits:
            if memory_id in here:
                counts[memory_id] = counts.get(memory_id, 0) + 1
        if event.kind == "done":  # a completion: no other thread may share a word
            return here[next(iter(counts))] if len(counts) == 1 else None
        best = sorted(counts.values(), reverse=True)
        if not best or (len(best) > 1 and best[0] == best[1]):
            return None
        return here[max(counts, key=lambda memory_id: counts[memory_id])]


def _asks(asked: StoredMessage, said: StoredMessage) -> bool:
    """Someone else's question or request the promise answered — not news it reacted to
    ("new person joining Monday 🎉" → "I'll get her setup doc ready")."""
    if asked.message.sender == said.message.sender:
        return False
    text = asked.message.text
    return "?" in text or find_assignment(text, asked.message.time.date()) is not None


@lru_cache(maxsize=2**14)
def _words(text: str) -> frozenset[str]:
    """`content_words` without its date pass."""
    found = (w.lower().replace("ё", "е") for w in WORD.findall(text) if len(w) >= MIN_WORD)
    return frozenset(stem(w) for w in found if w not in STOP)


_SENTENCES = re.compile(r"(?<=[.!…])\s+|\n+")


def sentences(text: str) -> list[str]:
    return [s for s in _SENTENCES.split(text.strip()) if s.strip()]


def focused(text: str, words: frozenset[str], find: Callable[[str], Event | None]) -> Event | None:
    """ "МИС обновил, всё работает. По виджету — не успею. Давайте до среды", replying to
    the widget promise: two news at once, so no event by itself; from the first sentence
    naming the replied task on, one event (`find`) — the earlier sentences are other news."""
    said = sentences(text)
    for at in range(1, len(said)):
        if content_words(said[at]) & words:
            return find(" ".join(said[at:]))
    return None
