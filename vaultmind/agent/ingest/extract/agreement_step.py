"""Which earlier message an agreement («ок», "Sure, will do") answers.

The ask is the message the agreement replies to (`reply_to`), or else the most recent
message before it in the same day's chat file, at most `WINDOW` earlier, with no
message of the agreeing person in between. It counts when it is an assignment to
that person («Дима, сделай до пятницы») or a hand-over naming them ("Bob will do it"),
whose task is then the commitment the hand-over archived. Anything else — an «ок» to
a joke, to a question, to someone else's request — is no agreement to anything.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from datetime import date, timedelta
from itertools import chain
from pathlib import Path

from vaultmind.agent.ingest.extract.agreements import (
    ADDRESS,
    HAND_OVER,
    find_assignment,
    is_group,
    name_forms,
    new_owner,
)
from vaultmind.agent.ingest.extract.answered_ask import answered_ask
from vaultmind.agent.ingest.extract.later_ask import later_ask
from vaultmind.agent.ingest.extract.named_task import (
    NamedTask,
    bare_ask,
    named_task,
    names_no_task,
)
from vaultmind.agent.ingest.extract.people import NoteFinder
from vaultmind.agent.ingest.sources.escape import block_id
from vaultmind.agent.ingest.sources.file_format import source_link
from vaultmind.agent.ingest.sources.read_back import StoredMessage, read_source
from vaultmind.vault.model import MemoryLine

WINDOW = timedelta(minutes=60)  # "the next message of the addressed person, soon after"
DAYS_BACK = 14  # a reply may answer an ask this many day files back


@dataclass(frozen=True, slots=True)
class Ask:
    message: StoredMessage  # the assignment or hand-over
    task: str  # the commitment's text (unescaped)
    due: date | None


@dataclass
class AskFinder:
    vault: Path
    timezone: str
    people: NoteFinder
    commitments: Callable[[str], list[MemoryLine]]  # a person note's commitment lines
    _files: dict[str, list[StoredMessage]] = field(default_factory=dict)

    def answered(self, stored: StoredMessage, agreer: str) -> Ask | None:
        """The ask this agreement of `agreer` (a person note) answers, if any; none past
        the agreer's own message (they spoke in between: the «ок» is about something else)."""
        for asked in self.previous(stored, own=False):
            if (ask := self._ask(asked, stored, agreer)) is not None:
                return ask
        return None

    def previous(
        self,
        stored: StoredMessage,
        within: timedelta | None = WINDOW,
        then_before: bool = False,
        own: bool = True,
    ) -> Iterator[StoredMessage]:
        """The messages this one may answer, likeliest first: the one it replies to, then
        (with no reply id, or `then_before`) the ones before it, newest first — those
        `within` before it in its day file, or with None, its day file and `DAYS_BACK`
        earlier ones. Unless `own`, a message of its sender ends them."""
        reply = reply_block(stored)
        replied = self.find_message(stored.path, reply) if reply is not None else None
        found: Iterable[StoredMessage] = [replied] if replied is not None else []
        if reply is None or then_before:
            walk = self.earlier(stored) if within is None else self.just_before(stored, within)
            found = chain(found, walk)
        for message in found:
            if not own and message.message.sender == stored.message.sender:
                return
            yield message

    def just_before(
        self, stored: StoredMessage, within: timedelta = WINDOW
    ) -> Iterator[StoredMessage]:
        """The messages before this one in its day file, newest first, while `within`."""
        for earlier in reversed(self._day_before(stored.path, stored)):
            if stored.message.time - earlier.message.time > within:
                return
            yield earlier

    def after(self, stored: StoredMessage, count: int) -> list[StoredMessage]:
        """Up to `count` messages after this one in its day file."""
        messages = self._messages(stored.path)
        blocks = [m.block for m in messages]
        return messages[blocks.index(stored.block) + 1 :][:count] if stored.block in blocks else []

    def earlier(self, stored: StoredMessage) -> Iterator[StoredMessage]:
        """The chat's messages before this one, newest first, this day file and up to
        `DAYS_BACK` earlier ones."""
        for path in self._days(stored.path):
            yield from reversed(self._day_before(path, stored))

    def _days(self, path: str) -> list[str]:
        """This day file of a chat and up to `DAYS_BACK` earlier ones, newest first."""
        folder, here = Path(path).parent, Path(path).stem
        days = sorted((p.stem for p in (self.vault / folder).glob("*.md")), reverse=True)
        earlier = [d for d in days if d < here][:DAYS_BACK]
        return [f"{folder.as_posix()}/{day}.md" for day in (here, *earlier)]

    def _day_before(self, path: str, stored: StoredMessage) -> list[StoredMessage]:
        """A day file's messages before `stored` (all of them, in another day's file)."""
        messages = self._messages(path)
        blocks = [m.block for m in messages]
        return messages[: blocks.index(stored.block) if stored.block in blocks else len(messages)]

    def _ask(self, asked: StoredMessage, stored: StoredMessage, agreer: str) -> Ask | None:
        message = asked.message
        if message.sender == stored.message.sender or message.forwarded_from is not None:
            return None
        day = message.time.date()
        assignment = find_assignment(message.text, day) or later_ask(message.text, day)
        answer = stored.message
        assignment = assignment or answered_ask(message.text, day, answer.text, answer.time.date())
        group = assignment is not None and is_group(assignment.name)  # anyone's who agrees
        if assignment is not None and not group and self.person(assignment.name) != agreer:
            return None
        if assignment is not None and not names_no_task(assignment.task):
            return Ask(asked, assignment.task, assignment.due)
        bare = bare_ask(message.text, day)
        if assignment is not None or (bare is not None and self.people.find(bare[0]) == agreer):
            found = self.named_before(asked)  # «на тебе», «сможешь?»: the task said before
            due = assignment.due if assignment is not None else bare[1] if bare else None
            if found is not None:
                return Ask(asked, found[0].task, due or found[0].due)
            return Ask(asked, assignment.task, due) if assignment is not None else None
        handed = HAND_OVER.search(message.text)
        owner = self.people.find(message.sender)
        if handed is None or owner is None or self.person(new_owner(handed)) != agreer:
            return None
        link = source_link(asked.path, asked.block)
        # the sender's own task, or the addressed person's ("Sam, drop X. Bob will do it")
        owners = [owner, self.addressed(message.text)]
        for memory in (m for person in owners if person for m in self.commitments(person)):
            if memory.status == "archived" and link in memory.sources:
                return Ask(asked, memory.text, _due(memory))
        return None  # the hand-over changed nothing: there is no task to take over

    def named_before(self, stored: StoredMessage) -> tuple[NamedTask, StoredMessage] | None:
        """The task a question named just before this message (or the one it replies to),
        and that question."""
        for asked in self.previous(stored, then_before=True):
            named = named_task(asked.message.text, asked.message.time.date())
            if named is not None:
                return named, asked
        return None

    def addressed(self, text: str) -> str | None:
        """The person note of the name a message opens by addressing («Дима, …»)."""
        address = ADDRESS.match(text.strip())
        return self.person(address.group("name")) if address else None

    def person(self, name: str) -> str | None:
        """The person note a name (maybe a Russian dative) stands for."""
        for form in name_forms(name):
            if (found := self.people.find(form)) is not None:
                return found
        return None

    def find_message(self, path: str, block: str) -> StoredMessage | None:
        """The replied message: in this day's file, else in the chat's earlier days."""
        for day in self._days(path):
            for message in self._messages(day):
                if message.block == block:
                    return message
        return None

    def _messages(self, path: str) -> list[StoredMessage]:
        if path not in self._files:
            try:
                self._files[path] = read_source(self.vault, path, self.timezone)[0]
            except (OSError, ValueError):
                self._files[path] = []
        return self._files[path]


def reply_block(stored: StoredMessage) -> str | None:
    """The block id of the message this one replies to, if it says."""
    message = stored.message
    if not message.reply_to:
        return None
    try:
        return block_id(message.source, message.chat_id, message.reply_to)
    except KeyError:
        return None


def _due(memory: MemoryLine) -> date | None:
    try:
        return date.fromisoformat(memory.field("due") or "")
    except ValueError:
        return None
