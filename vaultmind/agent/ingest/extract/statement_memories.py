"""Statements found in a stored message, as memories for the people's notes.

Preferences and context go to the sender's note (created if new, like a promise's);
a fact, or a context about a named person ("Anna is off sick today"), goes only to the
note of a person the vault already knows: a name that matches
no note, or several, is no evidence worth a new note. The evidence is the message's
link in its Sources file, as for promises.
"""

from __future__ import annotations

from collections.abc import Iterator

from vaultmind.agent.ingest.extract.people import NoteFinder
from vaultmind.agent.ingest.extract.statement_answers import OpenQuestions
from vaultmind.agent.ingest.extract.statements import find_statements
from vaultmind.agent.ingest.sources.escape import chat_words
from vaultmind.agent.ingest.sources.file_format import source_link
from vaultmind.agent.ingest.sources.read_back import StoredMessage
from vaultmind.errors import VaultMindError
from vaultmind.memory.store import Addition, NewMemory


def statement_additions(
    stored: StoredMessage,
    people: NoteFinder,
    confidence: float,
    asked: OpenQuestions | None = None,
) -> Iterator[tuple[str, Addition]]:
    """(person note, memory) for each preference, context and fact in the message; with
    `asked` (the chats' open "who owns …?" questions), an answer's fact too."""
    message = stored.message
    answered = asked.see(message) if asked is not None else []
    for statement in [*find_statements(message), *answered]:
        if statement.kind == "fact" or statement.named:  # «Паша на больничном»: Паша's
            person = people.find(statement.person)
        else:
            person = people.author(message)  # a forward's original author, if known
        if person is None:
            continue
        new = NewMemory(
            statement.kind,
            chat_words(statement.text),
            confidence,
            "agent:extraction",
            (source_link(stored.path, stored.block),),
            valid_until=statement.valid_until,
        )
        try:
            new.validated()
        except VaultMindError:  # too short or long to be a memory
            continue
        yield person, Addition(new, message.time.date())
