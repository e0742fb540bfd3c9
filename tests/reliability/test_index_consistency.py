"""After any sequence of edits, an incremental update ranks exactly like a full rebuild."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.reliability.conftest import make_notes, rebuilt_results, results
from vaultmind.index.indexer import Indexer

WORDS = ["обещал", "обещала", "поставщик", "promised", "deadline", "report", "alpha", "omega"]

edit = st.tuples(
    st.sampled_from(["write", "append", "delete", "rename", "touch", "same_size", "folder"]),
    st.integers(min_value=0, max_value=14),
    st.lists(st.sampled_from(WORDS), min_size=1, max_size=6),
)


def _apply(vault: Path, action: str, number: int, words: list[str]) -> None:
    notes = sorted(vault.rglob("*.md"))
    target = notes[number % len(notes)] if notes else vault / "Projects" / "Note 0.md"
    text = " ".join(words)
    if action == "write":
        (vault / "Projects" / f"New {number}.md").write_text(f"# New\n\n{text}\n", "utf-8")
    elif action == "append" and target.exists():
        with target.open("a", encoding="utf-8") as handle:
            handle.write(f"\n{text}\n")
    elif action == "delete" and target.exists():
        target.unlink()
    elif action == "rename" and target.exists():
        target.rename(target.with_name(f"Moved {number}.md"))
    elif action == "touch" and target.exists():
        os.utime(target)
    elif action == "same_size" and target.exists():
        data = target.read_bytes()  # same size, same mtime tick: only the hash can tell
        stat = target.stat()
        target.write_bytes(data[::-1].replace(b"\n", b" ")[: len(data)].ljust(len(data)))
        os.utime(target, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    elif action == "folder":
        folder = vault / f"Area {number}"
        folder.mkdir(exist_ok=True)
        (folder / f"Inside {number}.md").write_text(f"{text}\n", "utf-8")


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=st.lists(st.lists(edit, min_size=1, max_size=4), min_size=1, max_size=4))
def test_incremental_updates_match_a_rebuild(steps: list[list[tuple[str, int, list[str]]]]) -> None:
    scratch = Path(tempfile.mkdtemp(prefix="vm-consistency-"))
    try:
        vault = make_notes(scratch / "vault", 15)
        indexer = Indexer(vault)
        indexer.update()
        for batch in steps:
            for action, number, words in batch:
                _apply(vault, action, number, words)
            indexer.update()
        assert results(vault) == rebuilt_results(vault, scratch)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def test_deleting_the_derived_data_gives_the_same_results(tmp_path: Path) -> None:
    vault = make_notes(tmp_path / "vault", 40)
    Indexer(vault).update()
    (vault / "Projects" / "Note 1.md").write_text("omega promised", encoding="utf-8")
    Indexer(vault).update()
    before = results(vault)
    shutil.rmtree(vault / ".vaultmind")
    Indexer(vault).update()
    assert results(vault) == before
