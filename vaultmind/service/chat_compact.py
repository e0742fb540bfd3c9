"""The writing steps of a chat compaction (see `service.chat.compact_chat`): the
transcript under `Sources/chat/`, the summary in the Daily note, the distilled
memories — each through the vault's safe writes, inside the caller's undo job."""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from vaultmind.agent.chat.archive import FOLDER, asked, block, transcript
from vaultmind.vault.privacy import PRIVATE_SUFFIX, private_twin
from vaultmind.vault.syntax import split_link

if TYPE_CHECKING:
    from vaultmind.agent.chat.journal import Turn
    from vaultmind.agent.language_model import LanguageModel
    from vaultmind.service.chat import ChatCommands, Compaction


def used_private(turns: list[Turn], hidden: frozenset[str]) -> bool:
    """Whether a conversation drew on a private note: a cited source or a named note
    among the `hidden` paths, or an earlier summary of a private transcript."""
    for turn in turns:
        for ref in (*turn.sources, *turn.names):
            target = split_link(ref.strip().removeprefix("[[").removesuffix("]]"))[0]
            if target in hidden or f"{target}.md" in hidden:
                return True
        if turn.role == "summary" and f"{PRIVATE_SUFFIX}]]" in turn.text:
            return True
    return False


def archive_journal(vault: Path, session: str, turns: list[Turn], private: bool = False) -> str:
    """A new transcript file (never one that exists: `-2`, `-3`… after it); its stem.
    One that holds exactly these turns already is this compaction's own, written by
    a run killed before it finished: it is kept, not written twice."""
    from vaultmind.errors import FileAccessError
    from vaultmind.vault.target import write_target
    from vaultmind.vault.text import NoteText
    from vaultmind.vault.write import update_note

    folder = vault / FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    suffix = PRIVATE_SUFFIX if private else ""
    number = 1
    while (folder / f"{session}-{number}{suffix}.md").exists():
        stem = f"{session}-{number}{suffix}"
        if _holds(folder / f"{stem}.md", transcript(stem, session, turns, private)):
            update_note(write_target(vault, folder / f"{stem}.md"), lambda same: same)
            return stem  # (the no-op write removes what the killed write left beside it)
        number += 1
    stem = f"{session}-{number}{suffix}"
    body = transcript(stem, session, turns, private)

    def create(current: NoteText) -> NoteText:
        if current.text:
            raise FileAccessError(f"{FOLDER}/{stem}.md appeared meanwhile; try again")
        return NoteText(body, current.bom, current.lossy)

    update_note(write_target(vault, folder / f"{stem}.md"), create)
    return stem


def summarise(
    service: ChatCommands,
    turns: list[Turn],
    model: LanguageModel | None,
    today: date,
    now: datetime,
    stem: str,
    private: bool = False,
) -> Compaction:
    """`## Chat summary — HH:MM` in today's Daily note: what was asked (each question
    and its answer's first line) and, with a model, what was decided and left open."""
    from vaultmind.agent.chat.distill import Summary
    from vaultmind.agent.chat.distill import summarise as model_summary
    from vaultmind.agent.reflect.section import write_section
    from vaultmind.errors import Cancelled, VaultMindError
    from vaultmind.service.chat import Compaction
    from vaultmind.vault.escape import escape_inline

    told = Summary()
    if model is not None:
        try:
            told = model_summary(model, turns)
        except Cancelled:
            raise  # the user stopped it (the TUI's Esc): not a failure to fall back from
        except VaultMindError:
            pass  # the deterministic part stands
    link = f"[[{FOLDER}/{stem}]]"
    questions = asked(turns)
    lines = [f"Chat session {escape_inline(stem)}: {len(questions)} question(s); transcript {link}"]
    plain = [f"Summary of the conversation so far (transcript {link}):"]
    for name, items in (("Asked", questions), ("Decided", told.decided), ("Open", told.open)):
        if items:
            lines.append(f"- **{name}**:")
            lines += [f"  - {escape_inline(item)}" for item in items]
            plain.append(f"{name}: " + "; ".join(items))
    rel, clock = f"Daily/{today.isoformat()}.md", f"{now:%H:%M}"
    rel = private_twin(rel) if private else rel
    heading, key, n = f"Chat summary — {clock}", f"chat-{now:%H%M}", 1
    while service._has_section(rel, heading):
        n += 1
        heading, key = f"Chat summary — {clock} ({n})", f"chat-{now:%H%M}-{n}"
    heading, key = _earlier_summary(service.vault / rel, link) or (heading, key)
    with service._write_lock():
        outcome = write_section(service.vault, rel, today.isoformat(), heading, key, lines,
                                private)  # fmt: skip
    return Compaction(f"{FOLDER}/{stem}.md", rel, heading, outcome.value,
                      dropped=told.dropped, summary_text="\n".join(plain))  # fmt: skip


def _holds(path: Path, body: str) -> bool:
    from vaultmind.vault.text import decode

    try:
        return decode(path.read_bytes()).text == body
    except OSError:
        return False


def _earlier_summary(daily: Path, link: str) -> tuple[str, str] | None:
    """The heading and key of the summary that already links this transcript (a run
    killed after writing it): written again in place, never a second one."""
    import re

    from vaultmind.vault.text import decode

    try:
        lines = decode(daily.read_bytes()).text.splitlines()
    except OSError:
        return None
    heading = None
    for line in lines:
        found = re.fullmatch(r"## (Chat summary — (\d\d):(\d\d)(?: \((\d+)\))?)\s*", line)
        if line.startswith("#"):
            heading = found
        elif heading is not None and line.endswith(f"; transcript {link}"):
            name, hours, minutes, n = heading.groups()
            return name, f"chat-{hours}{minutes}" + (f"-{n}" if n else "")
    return None


def distil(
    service: ChatCommands,
    result: Compaction,
    turns: list[Turn],
    model: LanguageModel,
    today: date,
    stem: str,
) -> None:
    """The user's grounded statements as memories, through the duplicate guard."""
    from vaultmind.agent.chat.distill import distill
    from vaultmind.agent.ingest.sources.escape import chat_words
    from vaultmind.errors import Cancelled, VaultMindError
    from vaultmind.memory.store import NewMemory
    from vaultmind.service.chat import AUTHOR, CONFIDENCE

    try:
        found, dropped = distill(model, turns)
    except Cancelled:
        raise
    except VaultMindError:
        return
    result.dropped += dropped
    store = service._memory_store()
    for item in found:
        src = f"[[{FOLDER}/{stem}#^{block(stem, item.turn + 1)}]]"
        new = NewMemory(item.kind, chat_words(item.text), CONFIDENCE, AUTHOR, (src,))
        try:
            result.memories.append(store.add(item.path, new, today))
        except VaultMindError:
            result.dropped += 1
