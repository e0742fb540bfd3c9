"""What the senders and replies of Sources files link to, found in the vault.

The importer links a reply to a message of the same export, or to one an earlier run
put in the chat's folder; `relink_files` runs after extraction, when the person notes
it created exist, and links what could not be linked before — in files this version
wrote, and in files earlier versions wrote with bold senders and raw reply ids.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from pathlib import Path, PurePosixPath

from vaultmind.agent.ingest.sources.file_format import parse_items
from vaultmind.agent.ingest.sources.merge_items import relink
from vaultmind.agent.ingest.sources.message_links import Linking, read_head
from vaultmind.errors import VaultMindError
from vaultmind.vault.text import NoteText, decode
from vaultmind.vault.write import update_note

Person = Callable[[str], str | None]  # a sender's name → their note's path, if known
Located = tuple[str, str]  # (the Sources file holding a message, its sender)


def nobody(name: str) -> str | None:
    return None


def locator(
    vault: Path, paths: list[str], known: dict[str, Located]
) -> Callable[[str], Located | None]:
    """Where a message is: in `known` (block → where), else in a file of the same chat
    already in the vault — those are read once, and only if something is not known."""
    found = dict(known)
    folders = sorted({PurePosixPath(path).parent.as_posix() for path in paths})
    read: list[bool] = []

    def locate(block: str) -> Located | None:
        if block not in found and not read:
            read.append(True)
            for folder in folders:
                for written, where in written_in(vault, folder):
                    found.setdefault(written, where)
        return found.get(block)

    return locate


def written_in(vault: Path, folder: str) -> list[tuple[str, Located]]:
    """(block, (path, sender)) of every message already in this chat's folder."""
    found = []
    for file in sorted((vault / folder).glob("*.md")):
        path = f"{folder}/{file.name}"
        for item in parse_items(decode(file.read_bytes()).text):
            head = read_head(item.lines[0])
            found.append((item.block, (path, head.sender if head else "?")))
    return found


def relink_files(vault: Path, paths: list[str], person: Person) -> list[str]:
    """Senders and replies in these Sources files made links where their notes and
    messages are now known; the files changed (none when nothing new is known)."""
    changed = []
    by_folder: dict[str, list[str]] = defaultdict(list)
    for path in paths:
        by_folder[PurePosixPath(path).parent.as_posix()].append(path)
    for group in by_folder.values():
        linking = Linking(person, locator(vault, group, {}))
        for path in group:

            def change(current: NoteText, path: str = path, linking: Linking = linking) -> NoteText:
                if not current.text:
                    return current
                text = relink(current.text, path, linking)
                return NoteText(text, bom=current.bom, lossy=current.lossy)

            try:
                if (vault / path).is_file() and update_note(vault / path, change):
                    changed.append(path)
            except VaultMindError:
                continue  # a file mid-merge or unreadable: linked on a later run
    return changed
