"""The note cache as one asker may see it: private notes are simply not there.

Every read the service makes goes through `NoteCache`; for an asker who may not see
private notes it gets a `VisibleCache` instead, which answers the same questions
over the same connection with the private paths left out. A lookup by name, slug,
memory id, link or word start then finds nothing private, so no face has to
remember to filter (see `vault.privacy`).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date

from vaultmind.index import commitment_rows
from vaultmind.index.cache import NoteCache
from vaultmind.index.commitment_rows import CommitmentRow
from vaultmind.vault.model import Note
from vaultmind.vault.privacy import in_private_folder


def hidden_paths(cache: NoteCache, folders: tuple[str, ...]) -> frozenset[str]:
    """Every private file of the vault: flagged notes, and all files in private folders."""
    flagged = set(cache.flagged_private())
    if folders:
        flagged.update(path for path in cache.file_paths() if in_private_folder(path, folders))
    return frozenset(flagged)


class VisibleCache(NoteCache):
    """`inner`'s answers without the `hidden` paths. It shares `inner`'s connection
    and leaves closing it to whoever opened it."""

    def __init__(self, inner: NoteCache, hidden: frozenset[str]) -> None:
        self._db = inner._db  # a view of the same connection
        self._hidden = hidden  # `resolver_for_names` leaves their aliases out too

    def close(self) -> None:
        """The connection is `inner`'s."""

    def _shown(self, paths: Iterable[str]) -> list[str]:
        return [path for path in paths if path not in self._hidden]

    def sources_linking_to(self, keys: Iterable[str]) -> list[tuple[str, int]]:
        return [row for row in super().sources_linking_to(keys) if row[0] not in self._hidden]

    def sources_linking_by_name(self, names: Iterable[str]) -> list[str]:
        return self._shown(super().sources_linking_by_name(names))

    def paths_named(self, keys: Iterable[str]) -> list[str]:
        return self._shown(super().paths_named(keys))

    def names(self, keys: Iterable[str]) -> list[tuple[str, str, str]]:
        return [row for row in super().names(keys) if row[1] not in self._hidden]

    def paths_with_memory(self, memory_id: str) -> list[str]:
        return self._shown(super().paths_with_memory(memory_id))

    def paths_with_slug(self, slug: str) -> list[str]:
        return self._shown(super().paths_with_slug(slug))

    def paths_by_file_name(self, keys: Iterable[str]) -> list[str]:
        return self._shown(super().paths_by_file_name(keys))

    def file_paths(self) -> list[str]:
        return self._shown(super().file_paths())

    def flagged_private(self) -> list[str]:
        return []

    def commitment_rows(
        self,
        today: date,
        overdue: bool = False,
        within: int | None = None,
        person: commitment_rows.Person | None = None,
    ) -> list[CommitmentRow]:
        rows = super().commitment_rows(today, overdue, within, person)
        return [row for row in rows if row.path not in self._hidden]

    def person_names(self) -> list[tuple[str, str, str]]:
        return [row for row in super().person_names() if row[1] not in self._hidden]

    def titles(self, paths: Iterable[str]) -> dict[str, str]:
        return super().titles(self._shown(paths))

    def names_with_word_starts(
        self, starts: Iterable[str], outside: tuple[str, ...] = ()
    ) -> list[tuple[str, str, str]]:
        rows = super().names_with_word_starts(starts, outside)
        return [row for row in rows if row[0] not in self._hidden]

    def notes(self) -> list[Note]:
        return [note for note in super().notes() if note.path not in self._hidden]

    def note(self, path: str) -> Note | None:
        return None if path in self._hidden else super().note(path)
