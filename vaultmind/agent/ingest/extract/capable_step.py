"""The capable tier in the rule step: a message the rules miss, read in its context.

What the model is shown is gathered here from what the rule step already keeps: the
message it replies to and the ones just before it (`SHOWN_BEFORE`), the next one
(`SHOWN_AFTER`), and the open commitments of its sender and of the people it answers —
those in the notes and those this group of files found but has not written yet — each
with the id the model may name. What comes back is grounded (`capable_effects`) and
handed to the same lifecycle the rules' findings go to.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import PurePath

from vaultmind.agent.ingest.extract.agreement_step import AskFinder, reply_block
from vaultmind.agent.ingest.extract.capable_effects import Grounded, Listed, ground_items
from vaultmind.agent.ingest.extract.capable_reading import (
    SHOWN_AFTER,
    SHOWN_BEFORE,
    SHOWN_OPEN,
    OpenShown,
    Shown,
    read_in_context,
)
from vaultmind.agent.ingest.extract.lifecycle import Candidate
from vaultmind.agent.ingest.extract.lifecycle_step import Lifecycle
from vaultmind.agent.ingest.extract.people import NoteFinder
from vaultmind.agent.ingest.sources.read_back import StoredMessage
from vaultmind.agent.language_model import LanguageModel
from vaultmind.memory.store import Addition

Pending = dict[str, list[Addition]]  # person note → promises found, not yet written


@dataclass
class CapableReader:
    model: LanguageModel
    decisions: dict[str, dict[str, list[str]]] = field(default_factory=dict)  # path → block

    def read(
        self, stored: StoredMessage, lifecycle: Lifecycle, people: NoteFinder, pending: Pending
    ) -> tuple[list[str], Grounded]:
        """The kinds of the model's items, and what they change once grounded; raises as
        the model does (a failed call, or a reply that is not the JSON asked for)."""
        before = _before(stored, lifecycle.asks)
        after = lifecycle.asks.after(stored, SHOWN_AFTER)
        chat = _shown([*before, stored, *after])
        read = chat[len(before)].id
        listed = _listed(stored, before, lifecycle, people, pending)
        open_ = [OpenShown(k, PurePath(x.person).stem, x.candidate.text, x.candidate.due or "")
                 for k, x in listed.items()]  # fmt: skip
        items, refused = read_in_context(self.model, read, chat, open_)
        context = " ".join(s.message.text for s in chat if s.id != read)
        found = ground_items(items, read, stored, people, context, listed)
        if refused:
            found.dropped["past the bounds or schema of the reply"] += refused
        if found.decisions:
            self.decisions.setdefault(stored.path, {})[stored.block] = found.decisions
        return [item.kind for item in items] or ["none"], found


def _before(stored: StoredMessage, asks: AskFinder) -> list[StoredMessage]:
    """The message it answers and the ones just before it, oldest first."""
    shown: list[StoredMessage] = []
    for said in asks.previous(stored, within=None, then_before=True):
        if len(shown) >= SHOWN_BEFORE:
            break
        if said.block not in {s.block for s in shown}:
            shown.append(said)
    return sorted(shown, key=lambda s: s.message.time)


def _shown(messages: list[StoredMessage]) -> list[Shown]:
    ids = {m.block: f"m{n}" for n, m in enumerate(messages, start=1)}
    return [Shown(ids[m.block], m.message, ids.get(reply_block(m) or "", "")) for m in messages]


def _listed(
    stored: StoredMessage,
    before: list[StoredMessage],
    lifecycle: Lifecycle,
    people: NoteFinder,
    pending: Pending,
) -> dict[str, Listed]:
    """The open commitments of the sender, then of the senders it answers: k1, k2, …"""
    folder = f"[[{stored.path.rsplit('/', 1)[0]}/"
    senders = [stored.message.sender, *(m.message.sender for m in reversed(before))]
    found: list[Listed] = []
    for person in dict.fromkeys(p for s in senders if s and (p := people.find(s))):
        written = lifecycle.open_before(stored, person)
        promised = (a for a in pending.get(person, []) if a.new.kind == "commitment")
        waiting = [_candidate(a) for a in promised if a.new.sources[0].startswith(folder)]
        found += [Listed(person, c) for c in [*written, *waiting]]
    return {f"k{n}": x for n, x in enumerate(found[:SHOWN_OPEN], start=1)}


def _candidate(addition: Addition) -> Candidate:
    new = addition.new
    return Candidate("", new.text, new.sources, due=new.due.isoformat() if new.due else None)
