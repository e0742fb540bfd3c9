"""`MemoryStore.add_all` (one parse, one write) gives exactly what `add` after `add` gives.

The batch keeps its parsed memories in step with the text instead of parsing the note
again after each change; random batches of new, repeated, reinforced and postponed
memories, on notes with and without a `## Memory` section, with LF and CRLF, check
that nothing about the result differs.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vaultmind.memory.dedupe import duplicate_key
from vaultmind.memory.store import Addition, MemoryStore, NewMemory, _add_to
from vaultmind.memory.working_note import WorkingNote
from vaultmind.vault.parse import scan_memories
from vaultmind.vault.text import NoteText

NOTES = [
    "---\ntype: person\n---\n# Дима\n\nUser text.\n\n## Memory\n- [fact] Likes tea ^m-aaaaaa\n\n"
    "## Relations\n- owns [[CRM]]\n",
    "# Дима\n\nNo memory section yet.\n",
    "# Дима\r\n\r\n## Memory\r\n- [commitment] Send the report [due:: 2026-12-04] ^m-bbbbbb\r\n",
    "# Дима\n\n```\n## Memory\n```\n\n## Memory\n- [fact] Likes tea ^m-cccccc\n\n\n"
    "%% ## Notes %%\nmore user text\n\n## Notes\ntext\n",
]
TEXTS = ["Send the report", "Likes tea", "Fix the build 7", "Fix the build 8", "Ships on Friday",
         "Send the report by Friday", "Send the whole report to Anna"]  # fmt: skip

addition = st.builds(
    lambda kind, text, source, due, day: Addition(
        NewMemory(
            kind,
            text,
            0.6,
            "agent:extraction",
            (f"[[Sources/tg/1/2026-11-30#^tg-1-{source}]]",),
            date(2026, 12, 1) + timedelta(days=due) if kind == "commitment" else None,
        ),
        date(2026, 11, 20) + timedelta(days=day),
    ),
    st.sampled_from(["fact", "commitment", "preference"]),
    st.sampled_from(TEXTS),
    st.integers(0, 3),
    st.integers(0, 2),
    st.integers(0, 5),
)


@settings(
    max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(note=st.sampled_from(NOTES), batch=st.lists(addition, min_size=1, max_size=12))
def test_a_batch_writes_what_one_add_after_another_writes(
    tmp_path: Path, note: str, batch: list[Addition]
) -> None:
    results = []
    for mode in ("one by one", "batch"):
        vault = tmp_path / mode
        (vault / "People").mkdir(parents=True, exist_ok=True)
        person = vault / "People" / "Дима.md"
        person.write_bytes(note.encode("utf-8"))
        store = MemoryStore(vault)
        if mode == "batch":
            changes = store.add_all("People/Дима.md", batch)
        else:
            changes = [store.add("People/Дима.md", a.new, a.today) for a in batch]
        results.append((person.read_bytes(), changes))
    assert results[0] == results[1]


@settings(max_examples=80, deadline=None)
@given(note=st.sampled_from(NOTES), batch=st.lists(addition, min_size=1, max_size=12))
def test_a_batch_compares_each_memory_with_every_line_that_could_repeat_it(
    note: str, batch: list[Addition]
) -> None:
    """The batch files its lines by duplicate key and by source to skip the rest; after
    any batch, those files hold exactly what a scan of the note's lines would pick."""
    working = WorkingNote("People/Дима.md", NoteText(note))
    for item in batch:
        _add_to(working, replace(item, new=item.new.validated()), None)
    written = {(m.line, m.raw) for m in scan_memories(working.current.text)[0]}
    assert {(m.line, m.raw) for m in working.memories} == written
    for memory in working.memories:
        key = duplicate_key(memory.kind, memory.text)
        alike = [m for m in working.memories if duplicate_key(m.kind, m.text) == key]
        assert working.alike(memory.kind, memory.text) == alike
        for source in memory.sources:
            assert working.citing(source) == [m for m in working.memories if source in m.sources]
