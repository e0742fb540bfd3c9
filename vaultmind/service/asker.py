"""Who is asking: the owner named in `vaultmind.toml`, and the view of the vault an
asker gets (see `vault.privacy`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from vaultmind.errors import AmbiguousNameError, NoteNotFoundError, UsageError
from vaultmind.vault.privacy import Privacy

if TYPE_CHECKING:
    from vaultmind.service.core import ServiceCore
    from vaultmind.vault.model import Note


def owner_note(service: ServiceCore) -> Note | None:
    """The vault's owner (`me`); None when `me` is unset or names no note (then nobody
    is the owner, and a question asked as nobody in particular still sees everything)."""
    name = _owner_name(service)
    if name is None:
        return None
    try:
        return service.find_note(name)
    except (NoteNotFoundError, AmbiguousNameError):
        return None


def owner_path(service: ServiceCore) -> str | None:
    """The owner's note (`owner_note`), if it is a person: whose their journal's
    unassigned tasks are (`memory.task_owner`). Read from the cache as it is, since every caller has
    just brought it up to date (a second freshness walk cost `ask` 60 ms at 10 000
    notes); the full lookup only when the cache's tables cannot tell."""
    name = _owner_name(service)
    if name is None:
        return None
    try:
        owner = service._find_by_name(name) or owner_note(service)
    except (NoteNotFoundError, AmbiguousNameError):
        return None  # `me` names no note: nobody takes the unassigned tasks
    return owner.path if owner is not None and owner.type == "person" else None


def _owner_name(service: ServiceCore) -> str | None:
    """`me` as a name (`[[Анна Смирнова]]` → Анна Смирнова); None when unset."""
    me = service.vault_settings.me
    return me.strip().removeprefix("[[").removesuffix("]]").split("|")[0] if me else None


def view_of(service: ServiceCore, asker: Note | None, include_private: bool) -> Privacy:
    """What `asker` may read: everything for the owner (or nobody named), the
    public notes only for anyone else unless `include_private`."""
    folders = service.vault_settings.private
    if asker is None or include_private:
        return Privacy(folders, True)
    owner = owner_note(service)
    return Privacy(folders, owner is not None and owner.path == asker.path)


def outside_view(service: ServiceCore, asker: Note | None, include_private: bool) -> Privacy:
    """What another program reading through VaultMind may see: the public notes only,
    whoever started it, unless the owner (named, or nobody named) gives
    `include_private`. Anyone else asking for private notes is refused, not widened."""
    folders = service.vault_settings.private
    if not include_private:
        return Privacy(folders, False)
    owner = owner_note(service)
    if asker is not None and (owner is None or owner.path != asker.path):
        raise UsageError(
            f"--include-private is for the vault's owner only, not '{asker.title}'; "
            "start without it, or as the owner"
        )
    return Privacy(folders, True)
