"""The facade's review inbox: the detector's suggestions, the user's decisions, and
retraining the detector on them (issue 26).

Accepting writes the memory as ingest would have, in a job of its own (so `undo` takes
it back, decision and all); every accept, edit and reject is a labelled example that
`train_detector` learns from.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

from vaultmind.errors import UsageError
from vaultmind.service.core import ServiceCore

if TYPE_CHECKING:
    from vaultmind.agent.detect.retrain import Retrained
    from vaultmind.memory.store import MemoryChange, MemoryStore, NewMemory
    from vaultmind.memory.suggestions import Suggestion

ACCEPTED_CONFIDENCE = 0.9  # the user confirmed it: as sure as a memory they typed


@dataclass(frozen=True, slots=True)
class Reviewed:
    suggestion: Suggestion
    decision: str  # accepted | edited | rejected
    change: MemoryChange | None = None


@dataclass(frozen=True, slots=True)
class Edit:
    """What the user changed before accepting; None: as suggested."""

    text: str | None = None
    due: date | None = None  # a context's: the day it ends
    person: str | None = None
    kind: str | None = None  # a new memory only: "commitment" suggested, "context" meant


@dataclass(frozen=True, slots=True)
class DetectorStatus:
    trained_on: int  # examples, shipped and the user's
    decisions: int  # the user's review decisions among them
    precision: float  # estimated on held-out chats, at the write threshold
    recall: float
    user_model: bool  # retrained on this vault's decisions
    open_suggestions: int


class ReviewCommands(ServiceCore):
    """The review inbox; part of `VaultService`."""

    def review_open(self) -> list[Suggestion]:
        """Open suggestions, likeliest first, without those about notes the asker may
        not see (a private person, a private chat)."""
        from vaultmind.memory.suggestions import open_suggestions

        hidden = self.hidden_paths()
        return [s for s in open_suggestions(self.vault)
                if s.person not in hidden and _source_path(s.source) not in hidden]  # fmt: skip

    def review_find(self, suggestion_id: str) -> Suggestion:
        """The open suggestion with this id or unique id prefix, or a one-line error."""
        wanted = suggestion_id.strip()
        matches = [s for s in self.review_open() if s.id.startswith(wanted)] if wanted else []
        if len(matches) == 1:
            return matches[0]
        if not matches:
            raise UsageError(f"no open suggestion '{wanted}' (see `vaultmind review`)")
        raise UsageError(f"'{wanted}' starts {len(matches)} suggestions' ids; give more of it")

    def review_accept(self, suggestion_id: str, today: date, edit: Edit = Edit()) -> Reviewed:
        """Write the suggestion (as edited) and record the decision, as one job."""
        suggestion = self.review_find(suggestion_id)
        edited = edit != Edit()
        with self.job(f"review accept {suggestion.id}"):
            person = self.find_note(edit.person).path if edit.person else suggestion.person
            change = self._apply(suggestion, person, edit)
            self._decide(suggestion, "edited" if edited else "accepted", today, edit.kind)
            self.update_paths([person])
        return Reviewed(suggestion, "edited" if edited else "accepted", change)

    def review_reject(self, suggestion_id: str, today: date) -> Reviewed:
        suggestion = self.review_find(suggestion_id)
        with self.job(f"review reject {suggestion.id}"):
            self._decide(suggestion, "rejected", today)
        return Reviewed(suggestion, "rejected")

    def review_accept_above(self, probability: float, today: date) -> list[Reviewed]:
        """Accept every open suggestion at least this likely, each its own job."""
        if not 0.0 <= probability <= 1.0:
            raise UsageError(f"--all-above must be between 0 and 1, not {probability:g}")
        chosen = [s for s in self.review_open() if s.probability >= probability]
        return [self.review_accept(s.id, today) for s in chosen]

    def train_detector(self) -> Retrained:
        """Retrain the detector on the shipped examples and this vault's decisions."""
        from vaultmind.agent.detect.retrain import retrain
        from vaultmind.index.paths import DataPaths
        from vaultmind.memory.suggestions import decisions

        return retrain(DataPaths.for_vault(self.vault).root, decisions(self.vault).values())

    def detector_stale(self) -> bool:
        """Decisions the vault's detector has not learned from yet: newer than its file,
        or there is no file (a fresh clone, a deleted `.vaultmind/`)."""
        from vaultmind.agent.detect.retrain import USER_MODEL
        from vaultmind.index.paths import DataPaths
        from vaultmind.memory.suggestions import DECISIONS

        decided = self.vault / DECISIONS
        model = DataPaths.for_vault(self.vault).root / USER_MODEL
        if not decided.is_file():
            return False
        return not model.is_file() or model.stat().st_mtime < decided.stat().st_mtime

    def detector_status(self) -> DetectorStatus:
        from vaultmind.agent.detect.retrain import USER_MODEL
        from vaultmind.agent.detect.weights import SHIPPED, load
        from vaultmind.index.paths import DataPaths

        user = DataPaths.for_vault(self.vault).root / USER_MODEL
        weights = load(user if user.is_file() else SHIPPED)
        return DetectorStatus(weights.trained_on, weights.decisions, *weights.estimate,
                              user.is_file(), len(self.review_open()))  # fmt: skip

    def _apply(self, suggestion: Suggestion, person: str, edit: Edit) -> MemoryChange:
        store = self._memory_store()
        day = date.fromisoformat(suggestion.day) if suggestion.day else date.today()
        if suggestion.op in ("done", "archived") and not suggestion.target:
            return _closed(store, person, suggestion, edit, day)  # no promise on record
        if suggestion.op in ("done", "archived"):
            return store.set_status(person, suggestion.target, suggestion.op, day,
                                    evidence=suggestion.source)  # fmt: skip
        new = _memory(suggestion, edit)
        if suggestion.op == "supersede":
            return store.supersede(person, suggestion.target, new, day)
        return store.add(person, new, day)

    def _decide(
        self, suggestion: Suggestion, decision: str, today: date, kind: str | None = None
    ) -> None:
        from vaultmind.memory.suggestions import Decision, record_decision

        kinds = () if decision == "rejected" else (kind or suggestion.kind,)
        record_decision(self.vault, Decision(suggestion.id, decision, kinds, suggestion.view,
                                             today.isoformat(), suggestion.source))  # fmt: skip


def _closed(
    store: MemoryStore, person: str, suggestion: Suggestion, edit: Edit, day: date
) -> MemoryChange:
    """Work reported done (or dropped) that nobody recorded a promise of: the commitment
    is added already closed, as ingest writes one it is sure of."""
    from vaultmind.memory.store import Addition, MemoryChange, NewMemory

    if edit.kind:
        raise UsageError(f"a {suggestion.kind} suggestion keeps its kind; reject it instead")
    new = NewMemory("commitment", edit.text or suggestion.text, ACCEPTED_CONFIDENCE,
                    "agent:extraction", (suggestion.source,)).validated()  # fmt: skip
    changes = store.add_closed(person, Addition(new, day), suggestion.op)
    return changes[0] if changes else MemoryChange("unchanged", person, "", "")


def _memory(suggestion: Suggestion, edit: Edit) -> NewMemory:
    from vaultmind.memory.store import NewMemory

    if edit.kind and suggestion.op != "add":
        raise UsageError(f"a {suggestion.kind} suggestion keeps its kind; reject it instead")
    kind = edit.kind or ("commitment" if suggestion.kind == "postponed" else suggestion.kind)
    when = edit.due or _day(suggestion.due or suggestion.valid_until)
    new = NewMemory(kind, edit.text or suggestion.text, ACCEPTED_CONFIDENCE, "agent:extraction",
                    (suggestion.source,), when if kind == "commitment" else None,
                    when if kind == "context" else None)  # fmt: skip
    return new.validated()


def _day(value: str | None) -> date | None:
    return date.fromisoformat(value) if value else None


def _source_path(link: str) -> str:
    """`[[Sources/telegram/team/2026-12-01#^m12]]` → `Sources/telegram/team/2026-12-01.md`."""
    target = link.strip("[]").split("|", 1)[0].split("#", 1)[0]
    return target if target.endswith(".md") else f"{target}.md"
