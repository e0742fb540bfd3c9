"""The parsed-note cache and file manifest in `.vaultmind/cache.sqlite`.

One row per vault file: its size, mtime and content hash (the manifest that makes
updates incremental) and, for notes, the pickled `Note` (so a warm start does not
re-parse unchanged files). WAL mode: readers never wait for the writer.
"""

from __future__ import annotations

import pickle
import posixpath
import sqlite3
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from vaultmind.index import commitment_rows
from vaultmind.index.commitment_rows import CommitmentRow
from vaultmind.vault.given_names import word_key
from vaultmind.vault.model import Note
from vaultmind.vault.text import first_name_key, initialled, name_key

if TYPE_CHECKING:
    from datetime import date

    from vaultmind.index.cache_writer import CacheWriter
    from vaultmind.vault.files import FileStat
    from vaultmind.vault.resolve import LinkResolver


def link_key(target: str) -> str:
    """How a link target is stored for lookups: NFC, case-folded, without `.md`."""
    key = name_key(target.strip().replace("\\", "/"))
    return key[:-3] if key.endswith(".md") else key


SCHEMA_VERSION = "2"  # of `schema.build_schema`'s fields: bump it when they change
CACHE_VERSION = f"29.{SCHEMA_VERSION}"  # the index is rebuilt whenever either changes
RACY_NS = 2_000_000_000  # mtimes this close to when we looked are not trusted (see Entry)

_META = "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);"
_TABLES = """
CREATE TABLE IF NOT EXISTS links (
    source TEXT NOT NULL, target TEXT NOT NULL, line INTEGER,
    name TEXT NOT NULL  -- the target's last name: a link can only reach a file of that name
);
CREATE TABLE IF NOT EXISTS names (
    key TEXT NOT NULL, path TEXT NOT NULL, kind TEXT NOT NULL, name TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS memory_ids (id TEXT NOT NULL, path TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS slugs (slug TEXT NOT NULL, path TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS private (path TEXT PRIMARY KEY);  -- `private: true` notes
CREATE TABLE IF NOT EXISTS files (
    path TEXT PRIMARY KEY,
    size INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    sha1 TEXT,
    checked_ns INTEGER NOT NULL,
    note BLOB,
    name TEXT NOT NULL  -- `file_name_key(path)`: what a bare link to the file says
);
"""
# Secondary indexes: a full build drops them and creates them once at the end, which
# at 50 000 notes is twice as fast as keeping B-trees larger than SQLite's page cache.
INDEXES = (
    "CREATE INDEX IF NOT EXISTS links_by_target ON links(target)",
    "CREATE INDEX IF NOT EXISTS links_by_source ON links(source)",
    "CREATE INDEX IF NOT EXISTS links_by_name ON links(name)",
    "CREATE INDEX IF NOT EXISTS names_by_key ON names(key)",
    "CREATE INDEX IF NOT EXISTS names_by_path ON names(path)",
    "CREATE INDEX IF NOT EXISTS memory_ids_by_id ON memory_ids(id)",
    "CREATE INDEX IF NOT EXISTS memory_ids_by_path ON memory_ids(path)",
    "CREATE INDEX IF NOT EXISTS slugs_by_slug ON slugs(slug)",
    "CREATE INDEX IF NOT EXISTS slugs_by_path ON slugs(path)",
    *commitment_rows.INDEXES,
    "CREATE INDEX IF NOT EXISTS files_by_name ON files(name)",
    # the freshness check reads these for every file: from this index, not the note blobs
    "CREATE INDEX IF NOT EXISTS files_stamps ON files(path, size, mtime_ns, checked_ns)",
)
_SCHEMA = _TABLES + commitment_rows.TABLE + ";\n".join(INDEXES) + ";\n"


@dataclass(frozen=True, slots=True)
class Entry:
    size: int
    mtime_ns: int
    sha1: str | None
    checked_ns: int  # wall-clock time when this entry was recorded

    def matches(self, stat: FileStat) -> bool:
        """Unchanged by size and mtime — unless the file was modified just before we looked.

        File systems keep mtimes in coarse ticks, so a second save of the same size in
        the same tick keeps the mtime (git's "racy clean" problem): such entries are
        re-hashed on the next update instead of trusted.
        """
        racy = self.mtime_ns >= self.checked_ns - RACY_NS
        return not racy and self.size == stat.size and self.mtime_ns == stat.mtime_ns


def file_name_key(target: str) -> str:
    """The last name of a path or link target, as links match it: NFC, case-folded,
    without `.md` (`People/Дмитрий Кузнецов.md` and `[[дмитрий кузнецов]]` agree)."""
    return posixpath.basename(link_key(target))


def _last_name(key: str) -> str:
    """A name key's last part, without `.md`: what a link to it ends in."""
    name = posixpath.basename(key)
    return name[:-3] if name.endswith(".md") else name


_STARTS_PER_QUERY = 200  # word starts in one query: SQLite refuses expressions 1000 deep


class NoteCache:
    _hidden: frozenset[str] = frozenset()  # what a `VisibleCache` leaves out

    def __init__(self, path: Path, closed_elsewhere: bool = False) -> None:
        """`closed_elsewhere`: a session's reader, used by one thread and closed, at the
        end of the session, by another (sqlite allows only that when told)."""
        path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(
            path, timeout=30.0, isolation_level=None, check_same_thread=not closed_elsewhere
        )
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.execute(_META)
        if self.version() in (None, CACHE_VERSION):  # another version's tables may differ:
            self._db.executescript(_SCHEMA)  # the indexer deletes them and starts afresh

    def close(self) -> None:
        self._db.close()

    @property
    def hidden(self) -> frozenset[str]:
        """The paths this view leaves out (see `index.visible_cache`)."""
        return self._hidden

    def __enter__(self) -> NoteCache:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def data_version(self) -> int:
        """Changes whenever another connection commits (an update by the indexer, the
        watcher, another process): what a long-lived reader's memo is keyed on."""
        return int(self._db.execute("PRAGMA data_version").fetchone()[0])

    def version(self) -> str | None:
        row = self._db.execute("SELECT value FROM meta WHERE key='version'").fetchone()
        return str(row[0]) if row else None

    def manifest(self) -> dict[str, Entry]:
        rows = self._db.execute("SELECT path, size, mtime_ns, sha1, checked_ns FROM files")
        return {row[0]: Entry(*row[1:]) for row in rows}

    def stamps(self) -> tuple[dict[str, int], dict[str, int]]:
        """path → size of every file, and path → mtime of those whose entry can be
        trusted (not racy, see `Entry.matches`): a racy file's mtime is absent, so it
        never looks unchanged. Both dicts are built by SQLite, not row by row."""
        sizes = dict(self._db.execute("SELECT path, size FROM files"))
        mtimes = dict(
            self._db.execute(
                "SELECT path, mtime_ns FROM files WHERE mtime_ns < checked_ns - ?", (RACY_NS,)
            )
        )
        return sizes, mtimes

    def entries(self, paths: list[str]) -> dict[str, Entry]:
        """The manifest rows of just these paths (the watcher's case: no full load)."""
        found: dict[str, Entry] = {}
        query = "SELECT path, size, mtime_ns, sha1, checked_ns FROM files WHERE path=?"
        for path in paths:
            row = self._db.execute(query, (path,)).fetchone()
            if row:
                found[row[0]] = Entry(*row[1:])
        return found

    def count(self) -> int:
        return int(self._db.execute("SELECT COUNT(*) FROM files").fetchone()[0])

    def sources_linking_to(self, keys: Iterable[str]) -> list[tuple[str, int]]:
        """(source path, line) of every link whose target, as written, is one of `keys`."""
        keys = sorted(set(keys))
        marks = ",".join("?" * len(keys))
        query = f"SELECT source, line FROM links WHERE target IN ({marks}) ORDER BY source, line"
        return [(row[0], row[1]) for row in self._db.execute(query, keys)]

    def sources_linking_by_name(self, names: Iterable[str]) -> list[str]:
        """Every note with a link whose target's last name is one of `names`: all the
        notes that can link to a file of that name (relative and path links too)."""
        names = sorted(set(names))
        marks = ",".join("?" * len(names))
        query = f"SELECT DISTINCT source FROM links WHERE name IN ({marks}) ORDER BY source"
        return [row[0] for row in self._db.execute(query, names)]

    def paths_named(self, keys: Iterable[str]) -> list[str]:
        keys = sorted(set(keys))
        marks = ",".join("?" * len(keys))
        query = f"SELECT DISTINCT path FROM names WHERE key IN ({marks}) ORDER BY path"
        return [row[0] for row in self._db.execute(query, keys)]

    def names(self, keys: Iterable[str]) -> list[tuple[str, str, str]]:
        """(key, path, "title" | "alias") rows for these name keys."""
        keys = sorted(set(keys))
        marks = ",".join("?" * len(keys))
        query = f"SELECT key, path, kind FROM names WHERE key IN ({marks}) ORDER BY key, path"
        return [(row[0], row[1], row[2]) for row in self._db.execute(query, keys)]

    def paths_with_memory(self, memory_id: str) -> list[str]:
        rows = self._db.execute(
            "SELECT path FROM memory_ids WHERE id=? ORDER BY path", (memory_id,)
        )
        return [row[0] for row in rows]

    def notes_at(self, paths: Iterable[str]) -> list[Note]:
        return [note for path in sorted(set(paths)) if (note := self.note(path)) is not None]

    def paths_with_slug(self, slug: str) -> list[str]:
        rows = self._db.execute("SELECT path FROM slugs WHERE slug=? ORDER BY path", (slug,))
        return [row[0] for row in rows]

    def paths_by_file_name(self, keys: Iterable[str]) -> list[str]:
        """Files whose name (`file_name_key`) is one of `keys`: all a link can resolve to."""
        keys = sorted(set(keys))
        marks = ",".join("?" * len(keys))
        query = f"SELECT path FROM files WHERE name IN ({marks}) ORDER BY path"
        return [row[0] for row in self._db.execute(query, keys)]

    def file_paths(self) -> list[str]:
        return [row[0] for row in self._db.execute("SELECT path FROM files ORDER BY path")]

    def flagged_private(self) -> list[str]:
        """The notes whose frontmatter says `private: true` (folders: `vault.privacy`)."""
        return [row[0] for row in self._db.execute("SELECT path FROM private")]

    def commitment_rows(
        self,
        today: date,
        overdue: bool = False,
        within: int | None = None,
        person: commitment_rows.Person | None = None,
    ) -> list[CommitmentRow]:
        """The lines that may be open commitments on `today` (see `commitment_rows`),
        only the overdue ones, those due within `within` days, those that may be
        `person`'s, if asked: what `vaultmind commitments` reads instead of every note."""
        sql, args = commitment_rows.query(today, overdue, within, person)
        return [commitment_rows.row(values) for values in self._db.execute(sql, args)]

    def owner_keys(self, title: str) -> list[str]:
        """Every `commitment_rows.owner_key` of a link that can resolve to a note titled
        `title`, or show as `title` if it resolves to nothing: the note's file name, its
        aliases' and `called` names' last names, the title's own."""
        query = "SELECT path FROM names WHERE key=? AND kind='title' AND name=?"
        paths = [row[0] for row in self._db.execute(query, (name_key(title), title))]
        marks = ",".join("?" * len(paths))
        query = f"SELECT key FROM names WHERE kind IN ('alias', 'called') AND path IN ({marks})"
        names = [*paths, *(row[0] for row in self._db.execute(query, paths))]
        keys = {commitment_rows.owner_key(title, ""), name_key(title.strip()),
                first_name_key(name_key(title.strip()))}  # fmt: skip
        if len(title.split()) > 1:
            keys.add(initialled(name_key(title.strip())))  # «Соколова И. П.» in a table
        for name in names:
            keys |= {file_name_key(name), posixpath.basename(name_key(name))}
            if " " not in name and "/" not in name:  # «Кир» is owner "@kir" too
                keys.add(word_key(name))
        return sorted(key for key in keys if key is not None)

    def person_names(self) -> list[tuple[str, str, str]]:
        """(name key, path, "title" | "alias") of every person note's names: what a
        task's owner is matched against (`memory.task_owner`)."""
        query = "SELECT key, names.path, kind FROM names JOIN people USING (path) ORDER BY path"
        return [(row[0], row[1], row[2]) for row in self._db.execute(query)]

    def titles(self, paths: Iterable[str]) -> dict[str, str]:
        """path → title of these notes, without unpickling them."""
        paths = sorted(set(paths))
        marks = ",".join("?" * len(paths))
        query = f"SELECT path, name FROM names WHERE kind='title' AND path IN ({marks})"
        return {row[0]: row[1] for row in self._db.execute(query, paths)}

    def resolver_for_names(self, names: Iterable[str]) -> LinkResolver:
        """A resolver that answers every link whose target's last name is one of
        `names` as one over the whole vault would: a link resolves only to a file of
        its last name or to an alias equal to it, so those are all it needs to know."""
        from vaultmind.vault.resolve import LinkResolver

        wanted = set(names)
        marks = ",".join("?" * len(wanted))
        # an alias key holding a "/" ("team/anna") can end in a name too: filtered below
        query = f"SELECT key, path FROM names WHERE kind='alias' AND (key IN ({marks})"
        rows = self._db.execute(query + " OR instr(key, '/') > 0 OR key LIKE '%.md')", [*wanted])
        aliases = [(row[0], row[1]) for row in rows
                   if _last_name(row[0]) in wanted and row[1] not in self._hidden]  # fmt: skip
        return LinkResolver(self.paths_by_file_name(wanted), aliases=aliases)

    def names_with_word_starts(
        self, starts: Iterable[str], outside: tuple[str, ...] = ()
    ) -> list[tuple[str, str, str]]:
        """(path, "title" | "alias", name as written) of the notes (not under the folders
        `outside`) with a name one of whose words starts with one of `starts` (name
        keys are case-folded): the few names a question can mean, found without reading
        every name of a big vault."""
        starts = sorted(set(starts))
        skip = "".join(" AND substr(path, 1, ?) != ?" for _ in outside)
        skipped = [value for folder in outside for value in (len(folder), folder)]
        found: dict[tuple[str, str, str], None] = {}
        for first in range(0, len(starts), _STARTS_PER_QUERY):  # SQLite's depth limit
            batch = starts[first : first + _STARTS_PER_QUERY]
            wanted = " OR ".join("instr(' ' || key, ?) > 0" for _ in batch)
            query = f"SELECT path, kind, name FROM names WHERE ({wanted}){skip}"
            rows = self._db.execute(query, [*(f" {start}" for start in batch), *skipped])
            found.update(dict.fromkeys((row[0], row[1], row[2]) for row in rows))
        return list(found)

    def notes(self) -> list[Note]:
        rows = self._db.execute("SELECT note FROM files WHERE note IS NOT NULL ORDER BY path")
        return [pickle.loads(blob) for (blob,) in rows]

    def note(self, path: str) -> Note | None:
        row = self._db.execute("SELECT note FROM files WHERE path=?", (path,)).fetchone()
        return pickle.loads(row[0]) if row and row[0] is not None else None

    @contextmanager
    def transaction(self) -> Iterator[CacheWriter]:
        from vaultmind.index.cache_writer import CacheWriter

        self._db.execute("BEGIN IMMEDIATE")
        try:
            writer = CacheWriter(self._db)
            yield writer
            writer.finish()
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")
