"""Which note a name on the command line means: the quick answer from the cache's
tables, and the rules every lookup shares (one answer or an ambiguity error, never a
guess; a day's Sources file yields to the Daily note of the same name)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from vaultmind.errors import AmbiguousNameError, NoteNotFoundError
from vaultmind.vault.text import name_key

if TYPE_CHECKING:
    from vaultmind.index.cache import NoteCache
    from vaultmind.vault.model import Note

GENERATED = "Sources/"  # imported raw messages: never the note a name on the command line means


def note_named(cache: NoteCache, name: str) -> Note | None:
    """The note `name` means, found from the cache's tables without loading every
    note (the caller has brought the cache up to date) when that is certain: a
    title or alias, a link to a note named so, a slug — or no note at all, which a
    typo in a name must learn in milliseconds, not seconds. None: ask the full way."""
    from vaultmind.index.cache import file_name_key
    from vaultmind.vault.resolve import LinkResolver

    wanted = name.strip()
    chosen = one_of(name, cache.paths_named([name_key(wanted)]))
    files = cache.paths_by_file_name([file_name_key(wanted)])
    if chosen is None and files:  # a link resolves only to a file of its name
        found = LinkResolver(files).resolve(name).candidates
        notes = [path for path in found if cache.note(path) is not None]
        if not found or notes != list(found):
            return None  # an alias or attachment may answer first: the full way
        chosen = one_of(name, notes)
    bare = "/" not in wanted and "\\" not in wanted  # a slug has neither
    if chosen is None and bare:
        chosen = one_of(name, cache.paths_with_slug(wanted.lower()))
    if chosen is None:  # no title, alias, file or slug answers to it
        raise not_found(name)
    return cache.note(chosen)


def one_of(name: str, paths: list[str]) -> str | None:
    """The one note `paths` leave, None for none; several is an AmbiguousNameError.
    A day's Sources files share the Daily note's name by design: the Daily note wins."""
    paths = sorted(set(paths))
    mine = [path for path in paths if not path.startswith(GENERATED)]
    paths = mine or paths
    if len(paths) > 1:
        from vaultmind.vault.parse import title_of
        from vaultmind.vault.slug import slugify

        raise AmbiguousNameError(name, [(path, slugify(title_of(path))) for path in paths])
    return paths[0] if paths else None


def not_found(name: str) -> NoteNotFoundError:
    return NoteNotFoundError(f"no note named '{name}' (by title, alias, path or slug)")
