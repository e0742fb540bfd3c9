"""`reflect` as one operation: collect each person's day, tell it (template, then the
model if there is one), write `## Reflection — [[Person]]` in the Daily note, and turn
the model's grounded commitments into memories — inside one undo job."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from vaultmind.agent.stoppable import stoppable
from vaultmind.cancel import CancelToken, check
from vaultmind.service.memory import MemoryCommands
from vaultmind.service.models import ModelCommands
from vaultmind.vault.privacy import Privacy, is_private_twin, private_twin

if TYPE_CHECKING:
    from datetime import date

    from vaultmind.agent.language_model import LanguageModel
    from vaultmind.agent.reflect.collect import DayInputs, SentMessage
    from vaultmind.agent.reflect.digest import Digest
    from vaultmind.agent.reflect.events import DayCollection
    from vaultmind.agent.reflect.model import Reflection
    from vaultmind.agent.reflect.recent import WrittenReflection
    from vaultmind.memory.store import MemoryChange
    from vaultmind.vault.model import Note

Progress = Callable[[str, int, int], None]  # (stage, done, total)
CONFIDENCE, AUTHOR = 0.6, "agent:reflection"


@dataclass
class PersonReflection:
    person: str
    outcome: str  # written | unchanged | edited by the user; left as it is
    summary: str  # the first line, as written (or as it would have been)
    events: int
    memories: list[MemoryChange] = field(default_factory=list)
    dropped: Counter[str] = field(default_factory=Counter)  # the model's ungrounded items
    model_error: str | None = None
    path: str = ""  # the note it is in: the Daily note, or its private twin
    notice: str | None = None  # why the model's summary was not used (the template was)
    model_skipped: bool = False  # nothing new that day: the template, no model call


@dataclass
class DigestReport:
    path: str  # the weekly note
    outcome: str  # written | unchanged | edited by the user; left as it is
    digest: Digest
    prose: str | None = None  # the model's, when it had any that the numbers support


@dataclass
class ReflectReport:
    day: date
    path: str  # the Daily note
    model: str | None  # None: no model, the template reflection
    people: list[PersonReflection] = field(default_factory=list)
    quiet: list[str] = field(default_factory=list)  # asked for, but nothing happened
    already: list[str] = field(default_factory=list)  # `only_new`: reflected before


class ReflectCommands(MemoryCommands, ModelCommands):
    """Daily reflection; part of `VaultService`."""

    def reflect(
        self,
        day: date,
        person: str | None = None,
        progress: Progress | None = None,
        cancel: CancelToken | None = None,
        model: LanguageModel | None = None,
        explicit_model: str | None = None,
        only_new: bool = False,
    ) -> ReflectReport:
        """One person's day (`person`), or everyone's who was active (None). `model`
        replaces the configured one (a scripted model in tests); `explicit_model`
        `none` means the template only. `only_new`: a person whose reflection the
        Daily note already holds (from any machine) is left as it is (the daemon)."""
        with self.job(f"reflect {day.isoformat()}"):
            views = self._day_views(day, person, both=self.privacy.sees_private)
            model = model or self.model_for("reflection", explicit_model)
            name = model.name if model is not None else None
            report = ReflectReport(day, f"Daily/{day.isoformat()}.md", name)
            people = views[-1][1]
            public = {n.path for n in views[0][0].notes}
            for done, note in enumerate(people):
                if progress is not None:
                    progress("people", done, len(people))
                check(cancel)  # between two people: a written section is whole
                if only_new and self._has_reflection(report.path, note.title):
                    report.already.append(note.title)
                    continue
                self._reflect_person(note, views, note.path not in public, model, report)
            if progress is not None:
                progress("people", len(people), len(people))
            written = {p.path for p in report.people}
            self.update_paths(sorted({report.path, *written, *(p.path for p in people)}))
            return report  # someone else's holds no twin: only the owner's reads both views

    def _reflect_person(
        self,
        note: Note,
        views: list[tuple[DayInputs, list[Note]]],
        private_person: bool,
        model: LanguageModel | None,
        report: ReflectReport,
    ) -> None:
        """The public reflection into the Daily note; the one with private notes into
        the private twin, when it says more (a private person: only there)."""
        from vaultmind.agent.reflect.collect import collect

        (public, _), *whole = views
        mine = None if private_person else collect(note, public)
        if mine is not None:
            self._reflect_one(note, mine, model, report, report.path)
        if whole:
            everything = collect(note, whole[0][0])
            if mine is None or everything != mine:
                twin = private_twin(report.path)
                self._reflect_one(note, everything, model, report, twin, promises=mine is None)

    def digest(
        self,
        week: str | None,
        today: date,
        model: LanguageModel | None = None,
        explicit_model: str | None = None,
        cancel: CancelToken | None = None,
    ) -> DigestReport:
        """`## Weekly digest` in `Daily/<week>.md` (default: the week of `today`), from
        the notes anyone may read; with a model, its grounded prose after the numbers'
        first line. For the owner, a week that private notes add to is written again,
        whole, in the private twin, and that is the report. `cancel` (a TUI's Esc) stops
        it between its steps and the model at its next token: every text is made
        before the first write, so a stop writes nothing."""
        from vaultmind.agent.reflect.digest import week_name
        from vaultmind.agent.reflect.digest_text import digest_lines

        if week is not None:  # the one range of every date option (`user_options`)
            from vaultmind.memory.user_options import parse_user_week

            parse_user_week(week, "--week")
        name = week or week_name(today)
        with self.job(f"digest {name}"):
            path = f"Daily/{name}.md"
            model = stoppable(model or self.model_for("reflection", explicit_model), cancel)
            view = self.public_view()
            whole = Privacy(view.folders, True)
            notes = self.notes(whole if self.privacy.sees_private else view)  # one read
            check(cancel)
            hidden = self.hidden_paths(view)
            public = self._week(name, today, [n for n in notes if n.path not in hidden], view)
            texts = [self._digest_text(path, public, model, cancel)]
            if self.privacy.sees_private:  # the owner's fuller week, if it is fuller
                mine = self._week(name, today, notes, whole)
                if digest_lines(mine) != digest_lines(public):
                    texts.append(self._digest_text(private_twin(path), mine, model, cancel))
            check(cancel)  # the last stop: what follows writes
            report = [self._write_digest(*text) for text in texts][-1]
            self.update_paths(sorted({path, report.path}))
            return report

    def _week(self, name: str, today: date, notes: list[Note], privacy: Privacy) -> Digest:
        from vaultmind.agent.reflect.digest import digest
        from vaultmind.errors import UsageError
        from vaultmind.service.asker import owner_path

        try:
            return digest(name, notes, self._resolver(notes, privacy), self.vault, today,
                          owner_path(self))  # fmt: skip
        except ValueError:
            raise UsageError(f"--week wants an ISO week like 2026-W49, not '{name}'") from None

    def _digest_text(
        self, path: str, found: Digest, model: LanguageModel | None, cancel: CancelToken | None
    ) -> tuple[str, Digest, list[str], str | None]:
        """The section's lines for `path`: the numbers, and the model's grounded prose."""
        from vaultmind.agent.reflect.digest_prose import digest_prose
        from vaultmind.agent.reflect.digest_text import digest_lines
        from vaultmind.vault.escape import escape_inline

        check(cancel)
        lines = digest_lines(found)
        prose = digest_prose(lines, model) if model is not None else None
        if prose:
            lines.insert(1, escape_inline(prose))
        return path, found, lines, prose

    def _write_digest(
        self, path: str, found: Digest, lines: list[str], prose: str | None
    ) -> DigestReport:
        from vaultmind.agent.reflect.section import write_section

        with self._write_lock():
            outcome = write_section(self.vault, path, found.week, "Weekly digest",
                                    "weekly-digest", lines, is_private_twin(path))  # fmt: skip
        return DigestReport(path, outcome.value, found, prose)

    def recent_reflections(
        self, today: date, days: int = 7, person: str | None = None
    ) -> list[WrittenReflection]:
        """The reflections the Daily notes of the last `days` days hold (newest first),
        everyone's or one person's (any name `find_note` takes)."""
        from vaultmind.agent.reflect.recent import recent_reflections

        title = self.find_note(person).title if person is not None else None
        return recent_reflections(self.vault, today, days, title, self._reflections_hidden())

    def collect_day(self, day: date, person: str) -> DayCollection:
        """One person's day as events, without a model and without writing anything."""
        from vaultmind.agent.reflect.collect import collect

        inputs, [note] = self._day_views(day, person, both=self.privacy.sees_private)[-1]
        return collect(note, inputs)

    def _has_reflection(self, path: str, person: str) -> bool:
        """In the Daily note at `path` or in its private twin (where alone a private
        person's reflection is)."""
        from vaultmind.agent.reflect.section import heading

        return any(self._has_section(p, heading(person)) for p in (path, private_twin(path)))

    def _day_views(
        self, day: date, person: str | None, both: bool
    ) -> list[tuple[DayInputs, list[Note]]]:
        """The day as anyone may see it and (`both`) as the owner does, the people to
        reflect on in each: from one read of the vault, so the two differ only by the
        private notes, never by an edit saved in between."""
        from vaultmind.agent.reflect.history import changed_on
        from vaultmind.agent.reflect.sources import day_messages
        from vaultmind.vault.settings import vault_zone

        public = self.public_view()
        whole = Privacy(public.folders, True)
        notes = self.notes(whole if both else public)
        hidden = self.hidden_paths(public)
        zone = vault_zone(self.vault_settings.timezone).key  # a typo: one line, not a crash
        messages, changed = day_messages(self.vault, day, zone), changed_on(self.vault, day, zone)
        named = [self._named_person(person)] if person else None
        views = [([n for n in notes if n.path not in hidden], public, hidden)]
        if both:
            views.append((notes, whole, frozenset()))
        return [self._day_inputs(day, named, seen, view, hide, messages, changed)
                for seen, view, hide in views]  # fmt: skip

    def _day_inputs(
        self,
        day: date,
        named: list[Note] | None,
        notes: list[Note],
        privacy: Privacy,
        hidden: frozenset[str],
        messages: list[SentMessage],
        changed: set[str],
    ) -> tuple[DayInputs, list[Note]]:
        from vaultmind.agent.reflect.collect import DayInputs
        from vaultmind.memory.commitments import open_commitments
        from vaultmind.service.asker import owner_path

        resolver, me = self._resolver(notes, privacy), owner_path(self)
        people = named if named is not None else [n for n in notes if n.type == "person"]
        inputs = DayInputs(
            day,
            notes,
            resolver,
            [m for m in messages if m.path not in hidden],
            changed - hidden,
            open_commitments(notes, resolver, day, self.half_lives, me),
            me,
        )
        return inputs, sorted(people, key=lambda n: n.title.casefold())

    def _named_person(self, person: str) -> Note:
        """`person`, found in the asker's view (a wrong name is one line), as a person
        note or a clear error; whether `notes` (one view's) hold it is the caller's."""
        from vaultmind.errors import UsageError

        found = self.find_note(person)  # in the asker's view: a wrong name is one line
        if found.type != "person":
            kind = found.type or "none"
            raise UsageError(f"{found.path} is not a person note (type: {kind})")
        return found

    def _reflect_one(
        self,
        note: Note,
        collection: DayCollection,
        model: LanguageModel | None,
        report: ReflectReport,
        path: str,
        promises: bool = True,
    ) -> None:
        """One person's reflection in the note at `path`; with `promises`, the model's
        grounded commitments become memories too (never from a private twin into a
        note anyone may read)."""
        from vaultmind.agent.reflect.section import heading, key, section_lines, write_section
        from vaultmind.agent.reflect.template import summary
        from vaultmind.errors import Cancelled, VaultMindError

        if not collection.active:
            report.quiet.append(note.title)
            return
        template = summary(collection)
        told: Reflection | None = None
        error = None
        if model is not None and collection.news:  # nothing new: the template says it all
            from vaultmind.agent.reflect.model import reflect_with_model

            try:
                told = reflect_with_model(collection, template, model)
            except Cancelled:
                raise  # stopped mid-answer (`StoppableModel`): this person is not written
            except VaultMindError as exc:
                error = exc.message
        lines = section_lines(collection, template, told)
        day = collection.day.isoformat()
        with self._write_lock():
            outcome = write_section(self.vault, path, day, heading(note.title),
                                    key(note.title), lines, is_private_twin(path))  # fmt: skip
        skipped = model is not None and not collection.news
        result = PersonReflection(note.title, outcome.value, lines[0], len(collection.events),
                                  dropped=told.dropped if told else Counter(),
                                  model_error=error, path=path,
                                  notice=told.notice if told else None,
                                  model_skipped=skipped)  # fmt: skip
        if promises and told is not None and outcome.value in ("written", "unchanged"):
            # also when unchanged: a run killed between the section and its memories
            # left them unwritten (the same evidence again adds nothing twice)
            changed = self._promises(note, collection, told)
            result.memories = [m for m in changed if m.action != "unchanged"]
        report.people.append(result)

    def _promises(self, note: Note, c: DayCollection, told: Reflection) -> list[MemoryChange]:
        """The grounded commitments as memories, through the duplicate guard."""
        from vaultmind.agent.ingest.sources.escape import chat_words
        from vaultmind.agent.reflect.model import restates_memory
        from vaultmind.agent.reflect.section import evidence
        from vaultmind.errors import VaultMindError
        from vaultmind.memory.store import NewMemory

        changes = []
        store = self._memory_store()
        for item in told.groups.get("commitments", []):
            if restates_memory(item):
                continue  # already a memory (and its date is the memory's own)
            new = NewMemory("commitment", chat_words(item.text), CONFIDENCE, AUTHOR,
                            (evidence(c),), item.due)  # fmt: skip
            try:
                changes.append(store.add(note.path, new, c.day))
            except VaultMindError as exc:  # e.g. too short to be a memory
                told.dropped[f"not a valid memory ({exc.message})"] += 1
        return changes
