"""The facade's memory operations: typed memory, person context, commitments, nodes,
unlinked mentions and tidying."""

from __future__ import annotations

from typing import TYPE_CHECKING

from vaultmind.errors import AmbiguousNameError, NoteNotFoundError, UsageError
from vaultmind.service.core import ServiceCore

if TYPE_CHECKING:
    from datetime import date

    from vaultmind.memory.commitments import OpenCommitment
    from vaultmind.memory.connect import Mention
    from vaultmind.memory.context import PersonContext
    from vaultmind.memory.nodes import NodeSpec
    from vaultmind.memory.rows import MemoryRow
    from vaultmind.memory.store import MemoryChange, NewMemory
    from vaultmind.memory.tidy import TidyPlan
    from vaultmind.vault.model import Note


class MemoryCommands(ServiceCore):
    """Writing and reading what the vault remembers; part of `VaultService`."""

    def remember(self, name: str, new: NewMemory, today: date) -> MemoryChange:
        """Add a memory to a note (the duplicate guard may reinforce one instead)."""
        with self.job(f"remember {name}"):
            note = self.find_note(name)
            change = self._memory_store().add(note.path, new, today)
            self.update_paths([note.path])
            return change

    def _note_with_memory(self, memory_id: str) -> str:

        wanted = memory_id.strip().lstrip("^")
        self.update_index()
        with self._cache() as cache:
            paths = cache.paths_with_memory(wanted)
        if not paths:
            raise NoteNotFoundError(f"no memory ^{wanted} in the vault")
        if len(paths) > 1:
            raise UsageError(f"^{wanted} is in several notes ({', '.join(paths)}); run doctor")
        return paths[0]

    def set_memory_status(self, memory_id: str, status: str, today: date) -> MemoryChange:
        with self.job(f"memory {status} {memory_id}"):
            path = self._note_with_memory(memory_id)
            change = self._memory_store().set_status(path, memory_id.lstrip("^"), status, today)
            self.update_paths([path])
            return change

    def supersede_memory(
        self, memory_id: str, new: NewMemory, today: date, inherit: tuple[str, ...] = ()
    ) -> MemoryChange:
        """`inherit`: what the new memory keeps from the old one ("kind", "due")."""
        with self.job(f"memory supersede {memory_id}"):
            path = self._note_with_memory(memory_id)
            mid = memory_id.strip().lstrip("^")
            change = self._memory_store().supersede(path, mid, new, today, inherit)
            self.update_paths([path])
            return change

    def memories(
        self, name: str, today: date, history: bool = False, kind: str | None = None
    ) -> tuple[Note, list[MemoryRow]]:
        """A note's memories as rows (active only unless `history`), with the note."""
        from vaultmind.memory.rows import memory_rows

        note = self.find_note(name)
        return note, memory_rows(note, today, history, kind, self.half_lives)

    def memory(self, memory_id: str, today: date) -> MemoryRow:
        """One memory by id, wherever it is in the vault."""
        from vaultmind.memory.rows import memory_row

        path = self._note_with_memory(memory_id)  # brings the cache up to date
        with self._cache() as cache:
            note = cache.note(path)
        if note is None:
            raise NoteNotFoundError(f"{path} vanished while it was read")
        wanted = memory_id.strip().lstrip("^")
        line = next(m for m in note.memories if m.id == wanted)
        return memory_row(note, line, today, self.half_lives)

    def context(self, name: str, today: date) -> PersonContext:
        """Everything known about one person, assembled without a model."""
        from vaultmind.agent.reflect.recent import recent_reflections
        from vaultmind.memory.context import MAX_REFLECTIONS, person_context
        from vaultmind.service.asker import owner_path

        person, me = self.find_note(name), owner_path(self)
        with self._cache() as cache:
            context = person_context(cache, person, today, self.half_lives, me)
        hidden = self._reflections_hidden()
        written = recent_reflections(self.vault, today, 14, person.title, hidden)  # two weeks
        context.reflections = [f"{r.day.isoformat()}: {r.summary}" for r in written]
        del context.reflections[MAX_REFLECTIONS:]
        return context

    def _reflections_hidden(self) -> frozenset[str] | None:
        """What `recent_reflections` may not show: None for the owner (twins too)."""
        return None if self.privacy.sees_private else self.hidden_paths()

    def commitments(
        self,
        today: date,
        person: str | None = None,
        overdue: bool = False,
        due_within: int | None = None,
    ) -> list[OpenCommitment]:
        """Open commitments, most urgent first: one person's, only overdue ones, or only
        those due within `due_within` days."""
        from vaultmind.memory.commitments import cached_commitments, due_filter
        from vaultmind.service.asker import owner_path

        who = self.find_note(person) if person is not None else None  # brings the cache up
        if who is None:
            self.update_index()
        me = owner_path(self)
        with self._cache() as cache:
            title = who.title if who is not None else None
            found = cached_commitments(cache, today, self.half_lives, overdue, due_within, title,
                                       me=me)  # fmt: skip
        return due_filter(found, today, overdue, due_within)

    def add_node(self, spec: NodeSpec, today: date) -> str:
        """Create a typed node from the vault's template; refuses to replace anything."""
        from vaultmind.memory.nodes import node_path, node_text
        from vaultmind.vault.files import on_disk
        from vaultmind.vault.write import atomic_write_bytes

        with self.job(f"node add {spec.type} {spec.title}"):
            spec = spec.validated()
            notes = self.notes()
            try:
                existing = [self.find_note(spec.title, notes).path]
            except NoteNotFoundError:
                existing = []
            except AmbiguousNameError as several:
                existing = several.candidates
            if existing:
                raise UsageError(f"'{spec.title}' already exists: {', '.join(existing)}")
            path = node_path(spec)
            if on_disk(self.vault, path).exists():
                raise UsageError(f"{path} already exists")
            with self._write_lock():
                atomic_write_bytes(
                    self.vault / path, node_text(self.vault, spec, today).encode("utf-8")
                )
            self.update_paths([path])
            return path

    def add_alias(self, name: str, alias: str) -> tuple[str, bool]:
        """Another name for a note (a chat's display name): its path, and whether the
        alias was new. The frontmatter is spliced, never re-serialised."""
        from vaultmind.memory.frontmatter_edit import add_aliases
        from vaultmind.vault.files import on_disk
        from vaultmind.vault.text import NoteText, name_key
        from vaultmind.vault.write import update_note

        alias = " ".join(alias.split())
        if not alias or "[[" in alias or "]]" in alias or "|" in alias:
            raise UsageError(f"'{alias}' cannot be an alias (empty, or holds [[, ]] or |)")
        with self.job(f"node alias {name} {alias}"):
            note = self.find_note(name)
            if name_key(alias) in {name_key(n) for n in (note.title, *note.aliases)}:
                return note.path, False

            def add(text: NoteText) -> NoteText:
                body = add_aliases(text.text, [alias], text.newline)
                return NoteText(body, bom=text.bom, lossy=text.lossy)

            with self._write_lock():
                update_note(on_disk(self.vault, note.path), add)
            self.update_paths([note.path])
            return note.path, True

    def _texts(self, notes: list[Note]) -> dict[str, str]:
        """Current text of every note that VaultMind may edit: valid UTF-8, no conflicts,
        and read whole (a note over the parse limit is only partly seen)."""
        from vaultmind.vault.files import on_disk
        from vaultmind.vault.syntax import has_conflict_markers
        from vaultmind.vault.text import MAX_PARSED_BYTES, decode

        texts = {}
        for note in notes:
            try:
                data = on_disk(self.vault, note.path).read_bytes()
            except OSError:
                continue
            if len(data) > MAX_PARSED_BYTES:
                continue
            decoded = decode(data)
            if not decoded.lossy and not has_conflict_markers(decoded.text):
                texts[note.path] = decoded.text
        return texts

    def unlinked_mentions(self) -> list[Mention]:
        from vaultmind.memory.connect import find_mentions

        notes = self.notes()
        return find_mentions(notes, self._texts(notes))

    def link_mentions(self, mentions: list[Mention]) -> tuple[list[Mention], list[Mention]]:
        from vaultmind.memory.connect import apply_mentions

        with self.job("connect --apply"):
            with self._write_lock():
                applied, skipped = apply_mentions(self.vault, mentions)
            self.update_paths(sorted({m.path for m in applied}))
            return applied, skipped

    def tidy_plan(self, today: date) -> TidyPlan:
        from vaultmind.memory.tidy import plan_tidy

        notes = self.notes()
        return plan_tidy(notes, self._texts(notes), today, self.hidden_paths(self.public_view()))

    def apply_tidy(self, plan: TidyPlan) -> list[str]:
        from vaultmind.memory.tidy import apply_plan

        with self.job("tidy --apply"):
            with self._write_lock():
                written = apply_plan(self.vault, plan)
            self.update_paths(written)
            return written

    def migration_plan(self) -> TidyPlan:
        """Format 1 → 2: every `[commitment]` line as a Tasks-plugin task (a plan). All
        notes, private ones too: the format is the vault's, whoever asks."""
        from vaultmind.memory.migrate_tasks import plan_migration
        from vaultmind.vault.privacy import OWNER

        notes = self.notes(OWNER)
        return plan_migration(notes, self._texts(notes))

    def apply_migration(self, plan: TidyPlan) -> list[str]:
        """The plan and `format = 2` in `vaultmind.toml`, as one undo job."""
        from vaultmind.memory.migrate_tasks import with_format
        from vaultmind.memory.tidy import apply_plan
        from vaultmind.vault.files import on_disk
        from vaultmind.vault.settings import FORMAT_VERSION, SETTINGS_FILE
        from vaultmind.vault.text import NoteText
        from vaultmind.vault.write import update_note

        def bump(current: NoteText) -> NoteText:
            text = with_format(current.text, FORMAT_VERSION)
            return NoteText(text, bom=current.bom, lossy=current.lossy)

        with self.job("migrate --apply"):
            with self._write_lock():
                written = apply_plan(self.vault, plan)
                settings = on_disk(self.vault, SETTINGS_FILE)
                if settings.exists() and update_note(settings, bump):
                    written.append(SETTINGS_FILE)
            self.update_paths([p for p in written if p.endswith(".md")])
            return written
