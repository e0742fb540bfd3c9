"""What every part of the service facade stands on: the vault, its settings, its
index and note lookup, and the locks that serialise writers. See `vaultmind.service.facade`."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager, suppress
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Self

from vaultmind.errors import FileAccessError
from vaultmind.index.paths import DataPaths
from vaultmind.service.note_names import not_found, note_named, one_of
from vaultmind.settings import DEFAULT_LOCK_TIMEOUT
from vaultmind.vault.locate import find_vault
from vaultmind.vault.privacy import OWNER, Privacy
from vaultmind.vault.text import name_key

if TYPE_CHECKING:
    from vaultmind.agent.language_model import LanguageModel
    from vaultmind.index.cache import NoteCache
    from vaultmind.index.report import Progress, UpdateReport
    from vaultmind.memory.store import MemoryStore
    from vaultmind.service.readers import Readers
    from vaultmind.settings_model import MachineSettings
    from vaultmind.vault.model import Note
    from vaultmind.vault.resolve import LinkResolver
    from vaultmind.vault.settings import VaultSettings


class ServiceCore:
    """The shared state and lookups of `VaultService`; not used on its own."""

    def __init__(self, vault: Path, lock_timeout: float | None = None) -> None:
        from vaultmind.index.readonly import unwritable_data, use_private_copy

        self.vault = vault
        self._lock_timeout = lock_timeout
        self._models: dict[tuple[str, str], LanguageModel] = {}  # (path, task) → loaded
        self._down: set[str] = set()  # model servers found not answering this session
        self.on_notice: Callable[[str], None] | None = None  # a face's way to show a line
        self._last_write_ns = 0  # the watcher is trusted only once it has seen our writes
        self._settings: MachineSettings | None = None
        self._readers: Readers | None = None  # while a session is open
        self._git_checked = False  # the merge driver is registered once per service
        self._privacy: Privacy = OWNER  # whose view every read takes (`set_asker`)
        self._thread_view = threading.local()  # one question's narrower view (`viewing`)
        self.asker: Note | None = None  # `--as`: the person asking, None for the owner
        self.read_only = unwritable_data(vault)  # what cannot be written, if anything
        if self.read_only is not None:
            use_private_copy(vault)  # queries answer from a fresh private copy

    def __enter__(self) -> Self:
        """A session: readers, parsed notes, the graph and loaded models are kept
        across calls until `close` (the TUI, a chat); without one, each call opens
        and closes what it reads, as a one-shot command should."""
        from vaultmind.service.readers import Readers

        if self._readers is None:
            self._readers = Readers(self.vault)
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        if self._readers is not None:
            self._readers.close()
            self._readers = None
        self._models.clear()
        self._down.clear()

    def require_writable(self, what: str) -> None:
        """One line instead of a write that could not be logged, undone or kept."""
        if self.read_only is not None:
            raise FileAccessError(f"{self.read_only}: not writable (read-only); {what}")

    @classmethod
    def open(cls, vault: str | Path | None = None) -> Self:
        """The vault from --vault, VAULTMIND_VAULT or the current directory upwards."""
        return cls(find_vault(vault))

    @property
    def lock_timeout(self) -> float:
        if self._lock_timeout is None:
            settings = self.machine_settings()
            self._lock_timeout = (
                settings.index_lock_timeout if settings is not None else DEFAULT_LOCK_TIMEOUT
            )
        return self._lock_timeout

    def machine_settings(self) -> MachineSettings | None:
        """This machine's validated settings, read once per service; None when nothing
        is customised (no file, no variable): the defaults hold, without pydantic."""
        from vaultmind.settings import customised, load_machine_settings

        if self._settings is None and customised():
            self._settings = load_machine_settings()
        return self._settings

    def update_index(
        self, rebuild: bool = False, progress: Progress | None = None, trust_watcher: bool = True
    ) -> UpdateReport:
        """The index brought up to date — or, while a live watcher keeps it current,
        trusted as it is (see `index.presence`): no walk of the vault at all."""
        from vaultmind.index.presence import watcher_keeps_current

        data = DataPaths.for_vault(self.vault)
        trusted = trust_watcher and not rebuild and self.read_only is None
        if trusted and watcher_keeps_current(data, self._last_write_ns):
            from vaultmind.index.report import UpdateReport

            return UpdateReport(watched=True)
        from vaultmind.index.indexer import Indexer

        return Indexer(self.vault, self.lock_timeout).update(rebuild=rebuild, progress=progress)

    def update_paths(self, paths: list[str]) -> UpdateReport:
        """These files, at once: after a write of our own (the watcher may be slower),
        and for the watcher itself. Not a write: `job` and `_write_lock` mark those."""
        from vaultmind.index.indexer import Indexer

        return Indexer(self.vault, self.lock_timeout).update_paths(paths)

    def _wrote(self) -> None:
        self._last_write_ns = time.time_ns()

    def set_asker(self, asker: str | None, include_private: bool = False) -> None:
        """Every later read as `asker` sees the vault (`--as`): private notes are
        hidden unless `asker` is the vault's owner or `include_private` is given.
        None: the owner, who sees everything."""
        from vaultmind.service.asker import view_of

        self._privacy = OWNER
        self.asker = self.find_note(asker) if asker is not None else None
        self._privacy = view_of(self, self.asker, include_private)

    def set_outside_asker(self, asker: str | None, include_private: bool = False) -> None:
        """For a face that hands the vault to another program (the MCP server): the
        public view, the owner's included, unless the owner starts it with
        `include_private`; `asker` still says who "I" am in a question."""
        from vaultmind.service.asker import outside_view

        self._privacy = OWNER
        self.asker = self.find_note(asker) if asker is not None else None
        self._privacy = outside_view(self, self.asker, include_private)

    @property
    def privacy(self) -> Privacy:
        """The view this thread reads with: the session's, or one question's."""
        view: Privacy | None = getattr(self._thread_view, "privacy", None)
        return view if view is not None else self._privacy

    @contextmanager
    def viewing(self, privacy: Privacy) -> Iterator[None]:
        """Reads in this thread take `privacy`'s view until the block ends (a TUI
        worker asking as someone else leaves every other worker's view alone)."""
        before = getattr(self._thread_view, "privacy", None)
        self._thread_view.privacy = privacy
        try:
            yield
        finally:
            self._thread_view.privacy = before

    def notes(self, privacy: Privacy | None = None) -> list[Note]:
        """Every parsed note the asker (or `privacy`) may see, fresh: an incremental
        update runs first (in a session, the notes are parsed from the cache again
        only when it has changed)."""
        self.update_index()
        return self._cached_notes(privacy)

    def _cached_notes(self, privacy: Privacy | None = None) -> list[Note]:
        """Every visible parsed note as the cache holds it (the caller brought it up
        to date)."""
        privacy = privacy or self.privacy

        def build() -> list[Note]:
            with self._cache(privacy) as cache:
                return cache.notes()

        if self._readers is None:
            return build()
        return self._readers.derived(_view_key("notes", privacy), build)

    def _resolver(self, notes: list[Note], privacy: Privacy | None = None) -> LinkResolver:
        """Link resolution over `notes` (the cache's current ones: in a session, built
        once until the cache changes) and the files the asker may see: a link to a
        private note is, for anyone else, a link to nothing."""
        from vaultmind.vault.resolve import LinkResolver

        privacy = privacy or self.privacy

        def build() -> LinkResolver:
            with self._cache(privacy) as cache:
                return LinkResolver(cache.file_paths(), notes)

        if self._readers is None:
            return build()
        return self._readers.derived(_view_key("resolver", privacy), build)

    def find_note(self, name: str, notes: list[Note] | None = None) -> Note:
        """A note by title, alias, path or slug, the way every command accepts one.
        A name several notes answer to is refused with the candidates, never guessed."""
        from vaultmind.vault.slug import slugify

        if notes is None:
            self.update_index()  # once: the lookups below read the fresh cache
            quick = self._find_by_name(name)
            if quick is not None:
                return quick
            notes = self._cached_notes()
        by_path = {note.path: note for note in notes}
        key = name_key(name.strip())
        named = [n.path for n in notes if key in {name_key(t) for t in n.names}]
        chosen = one_of(name, [path for path in named if path in by_path])
        if chosen is None:  # the resolver (every file) only when no title or alias says it
            found = self._resolver(notes).resolve(name)
            chosen = one_of(name, [path for path in found.candidates if path in by_path])
        if chosen is not None:
            return by_path[chosen]
        slug = name.strip().lower()
        chosen = one_of(name, [note.path for note in notes if slugify(note.title) == slug])
        if chosen is not None:
            return by_path[chosen]
        raise not_found(name)

    def _find_by_name(self, name: str) -> Note | None:
        """The note `name` means from the cache's tables, when that is certain (None:
        ask the full way). The caller has brought the cache up to date."""
        with self._cache() as cache:
            return note_named(cache, name)

    def today(self, override: str | None = None, now: datetime | None = None) -> date:
        """`--today`, else the date in the vault's timezone at `now` (an aware time;
        default: this instant)."""
        if override:
            from vaultmind.memory.user_options import parse_user_date

            return parse_user_date(override, "--today")
        from vaultmind.vault.settings import vault_zone

        local = vault_zone(self.vault_settings.timezone)
        return (now.astimezone(local) if now is not None else datetime.now(local)).date()

    @property
    def vault_settings(self) -> VaultSettings:
        from vaultmind.vault.settings import load_vault_settings

        return load_vault_settings(self.vault)

    def _has_section(self, path: str, heading: str) -> bool:
        """Whether the note at `path` holds a `## heading` section (a missing note: no)."""
        from vaultmind.memory.sections import section_span, split_lines
        from vaultmind.vault.text import decode

        try:
            text = decode((self.vault / path).read_bytes()).text
        except FileNotFoundError:
            return False
        return section_span(split_lines(text), heading) is not None

    def _memory_store(self) -> MemoryStore:
        from vaultmind.memory.store import MemoryStore

        return MemoryStore(self.vault, self.lock_timeout)

    @property
    def half_lives(self) -> dict[str, int]:
        from vaultmind.memory.decay import HALF_LIFE_DAYS

        settings = self.machine_settings()
        return {**HALF_LIFE_DAYS, **(settings.memory_half_life_days if settings else {})}

    @contextmanager
    def job(self, command: str) -> Iterator[int]:
        """Every vault write inside is one job in the log (`vaultmind log`, `undo`)."""
        from vaultmind.index.journal import Journal

        self.require_writable("VaultMind makes no change it could not log and undo")
        self._register_merge_driver()
        try:
            with Journal(self.vault).job(command) as job:
                yield job
        finally:
            self._wrote()

    def _register_merge_driver(self) -> None:
        """Before the first write into a git work tree: `.gitattributes`, `.gitignore` and
        the clone's driver command (see `vault.git_setup`). Never stops the write."""
        if self._git_checked:
            return
        self._git_checked = True
        from vaultmind.errors import VaultMindError
        from vaultmind.vault.git_setup import ensure_merge_driver

        with suppress(OSError, VaultMindError):  # a read-only .gitattributes: the write
            ensure_merge_driver(self.vault)  # itself still goes ahead

    def _cache(self, privacy: Privacy | None = None) -> AbstractContextManager[NoteCache]:
        """The parsed-note cache as the asker (or `privacy`) sees it: the session's
        (left open), or one closed after use."""
        privacy = privacy or self.privacy
        if privacy.sees_private:
            return self._whole_cache()
        return self._visible_cache(privacy.folders)

    def hidden_paths(self, privacy: Privacy | None = None) -> frozenset[str]:
        """The files this thread's asker (or `privacy`) may not see (none for the
        owner): for what answers from outside the cache (the full-text index, the
        vector cache) and for what VaultMind writes (`public_view`)."""
        if (privacy or self.privacy).sees_private:
            return frozenset()  # no cache opened for the owner's search
        with self._cache(privacy) as cache:
            return cache.hidden

    def public_view(self) -> Privacy:
        """The vault as anyone may read it: what decides where VaultMind writes."""
        return Privacy(self.vault_settings.private, False)

    def _whole_cache(self) -> AbstractContextManager[NoteCache]:
        from vaultmind.index.cache import NoteCache

        if self._readers is not None:
            return self._session_cache(self._readers)
        return NoteCache(DataPaths.for_vault(self.vault).cache_file)

    @staticmethod
    @contextmanager
    def _session_cache(readers: Readers) -> Iterator[NoteCache]:
        """The session's cache for this thread, marked in use until the block ends."""
        with readers.reading():
            yield readers.cache()

    @contextmanager
    def _visible_cache(self, folders: tuple[str, ...]) -> Iterator[NoteCache]:
        from vaultmind.index.visible_cache import VisibleCache, hidden_paths

        with self._whole_cache() as cache:

            def build() -> frozenset[str]:
                return hidden_paths(cache, folders)

            readers = self._readers
            hidden = build() if readers is None else readers.derived(f"hidden:{folders}", build)
            yield VisibleCache(cache, hidden)

    @contextmanager
    def _write_lock(self) -> Iterator[None]:
        from vaultmind.index.lock import writer_lock

        self._register_merge_driver()
        try:
            with writer_lock(
                DataPaths.for_vault(self.vault).root / "write.lock", self.lock_timeout
            ):
                yield
        finally:
            self._wrote()


def _view_key(name: str, privacy: Privacy) -> str:
    """A session memo's name for what one view of the vault derives."""
    return name if privacy.sees_private else f"{name}:{privacy.folders}"
