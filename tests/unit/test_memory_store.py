"""MemoryStore on real files: add (with the duplicate guard), done, archive, supersede."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from vaultmind.errors import NoteNotFoundError, UsageError
from vaultmind.memory.store import MemoryStore, NewMemory
from vaultmind.vault.model import MemoryLine
from vaultmind.vault.parse import parse_note

TODAY = date(2026, 12, 2)
LATER = date(2026, 12, 9)
PATH = "People/Dima.md"
HEAD = "---\ntype: person\n---\n# Dima\n\nWritten by hand.\n\n## Memory\n"
TAIL = "\n## Relations\n- responsible_for [[CRM]]\n\nFree text at the end.\n"
OLD = "- [commitment] Finish the auth refactor [due:: 2026-11-28] ^m-old111"


@pytest.fixture
def vault(tmp_path: Path) -> Path:
    (tmp_path / "People").mkdir()
    (tmp_path / PATH).write_text(HEAD + OLD + "\n" + TAIL, encoding="utf-8")
    return tmp_path


def text(vault: Path) -> str:
    return (vault / PATH).read_text(encoding="utf-8")


def memories(vault: Path) -> list[MemoryLine]:
    return list(parse_note(PATH, text(vault)).memories)


def by_id(vault: Path, mid: str) -> MemoryLine:
    return next(m for m in memories(vault) if m.id == mid)


def assert_user_text_intact(vault: Path) -> None:
    body = text(vault)
    assert body.startswith(HEAD) and body.endswith(TAIL)


def test_add_writes_one_line_in_the_section(vault: Path) -> None:
    new = NewMemory("commitment", "Send the report", 0.9, "agent:extraction", ("[[S#^tg-1-2]]",),
                    due=LATER, tags=("#q4",))  # fmt: skip
    change = MemoryStore(vault).add(PATH, new, TODAY)
    assert change.action == "added"
    assert change.line == (
        "- [ ] Send the report [confidence:: 0.9] [by:: agent:extraction] [src:: [[S#^tg-1-2]]] "
        f"#q4 ➕ 2026-12-02 📅 2026-12-09 ^{change.memory_id}"
    )
    assert text(vault) == HEAD + OLD + "\n" + change.line + "\n" + TAIL
    written = by_id(vault, change.memory_id)
    assert (written.kind, written.text, written.field("due"), written.status) == (
        "commitment",
        "Send the report",
        "2026-12-09",
        "active",
    )
    assert written.sources == ("[[S#^tg-1-2]]",)


def test_a_format_1_vault_keeps_getting_kind_lines(vault: Path) -> None:
    """Until `vaultmind migrate`, a vault that says `format = 1` is written as it reads."""
    (vault / "vaultmind.toml").write_text("format = 1\n", encoding="utf-8")
    new = NewMemory("commitment", "Send the report", 0.9, "agent:extraction", ("[[S#^tg-1-2]]",),
                    due=LATER, tags=("#q4",))  # fmt: skip
    change = MemoryStore(vault).add(PATH, new, TODAY)
    assert change.line == (
        "- [commitment] Send the report [due:: 2026-12-09] [confidence:: 0.9] "
        "[by:: agent:extraction] [src:: [[S#^tg-1-2]]] [created:: 2026-12-02] "
        f"#q4 ^{change.memory_id}"
    )


def test_add_valid_until_and_escaped_trailing_caret(vault: Path) -> None:
    change = MemoryStore(vault).add(
        PATH, NewMemory("context", "Exponent is x ^2", valid_until=LATER), TODAY
    )
    assert "Exponent is x \\^2 [" in change.line  # not read back as a block id
    found = by_id(vault, change.memory_id)
    assert found.field("valid_until") == "2026-12-09"


def test_adding_the_same_memory_twice_reinforces(vault: Path) -> None:
    store = MemoryStore(vault)
    first = store.add(PATH, NewMemory("fact", "Works here since 2024", 0.6,
                                      sources=("[[Sources/a]]",)), TODAY)  # fmt: skip
    second = store.add(PATH, NewMemory("fact", "works here, SINCE 2024!", 0.5,
                                       sources=("[[Sources/b]]",)), LATER)  # fmt: skip
    assert (second.action, second.memory_id, second.previous) == (
        "reinforced",
        first.memory_id,
        first.line,
    )
    facts = [m for m in memories(vault) if m.kind == "fact"]
    assert [m.id for m in facts] == [first.memory_id]
    (fact,) = facts
    assert fact.confidence == pytest.approx(1 - (1 - 0.6) * (1 - 0.5))
    assert fact.field("confirmed") == "2026-12-09"
    assert fact.field("created") == "2026-12-02"
    assert fact.sources == ("[[Sources/a]]", "[[Sources/b]]")
    assert fact.raw == second.line
    assert_user_text_intact(vault)


@pytest.mark.parametrize("status", ["done", "archived"])
def test_done_or_archived_memory_is_not_a_duplicate(vault: Path, status: str) -> None:
    store = MemoryStore(vault)
    store.set_status(PATH, "m-old111", status, TODAY)
    change = store.add(PATH, NewMemory("commitment", "Finish the auth refactor"), LATER)
    assert change.action == "added"
    assert len(memories(vault)) == 2


def test_other_kind_is_not_a_duplicate(vault: Path) -> None:
    change = MemoryStore(vault).add(PATH, NewMemory("fact", "Finish the auth refactor"), TODAY)
    assert change.action == "added"
    assert [m.kind for m in memories(vault)] == ["commitment", "fact"]


def test_done_sets_status_and_date_in_place(vault: Path) -> None:
    change = MemoryStore(vault).set_status(PATH, "^m-old111", "done", LATER)
    expected = OLD.replace(" ^m-old111", " [status:: done] [done:: 2026-12-09] ^m-old111")
    assert (change.action, change.line, change.previous) == ("done", expected, OLD)
    assert text(vault) == HEAD + expected + "\n" + TAIL


def test_archive_in_place_and_again_is_unchanged(vault: Path) -> None:
    store = MemoryStore(vault)
    store.set_status(PATH, "m-old111", "archived", TODAY)
    expected = OLD.replace(" ^m-old111", " [status:: archived] ^m-old111")
    assert text(vault) == HEAD + expected + "\n" + TAIL
    again = store.set_status(PATH, "m-old111", "archived", LATER)
    assert again.action == "unchanged"
    assert text(vault) == HEAD + expected + "\n" + TAIL


def test_supersede(vault: Path) -> None:
    new = NewMemory("commitment", "Finish the auth refactor", 0.9, due=LATER)
    change = MemoryStore(vault).supersede(PATH, "m-old111", new, TODAY)
    (added,) = change.extra
    old_line = OLD.replace(
        " ^m-old111", f" [status:: superseded] [superseded_by:: [[#^{added.memory_id}]]] ^m-old111"
    )
    assert (change.action, change.line, added.action) == ("superseded", old_line, "added")
    assert text(vault) == HEAD + old_line + "\n" + added.line + "\n" + TAIL
    fresh = by_id(vault, added.memory_id)
    assert (fresh.status, fresh.field("due"), fresh.confidence) == ("active", "2026-12-09", 0.9)
    assert by_id(vault, "m-old111").status == "superseded"
    assert by_id(vault, "m-old111").superseded_by == added.memory_id


def test_the_same_commitment_with_a_new_due_date_supersedes_the_old_line(vault: Path) -> None:
    change = MemoryStore(vault).add(
        PATH, NewMemory("commitment", "Finish the auth refactor", due=LATER), TODAY
    )
    (added,) = change.extra
    assert change.action == "superseded"
    assert by_id(vault, "m-old111").field("superseded_by") == f"[[#^{added.memory_id}]]"
    assert by_id(vault, added.memory_id).field("due") == "2026-12-09"
    again = MemoryStore(vault).add(
        PATH, NewMemory("commitment", "Finish the auth refactor", due=LATER), LATER
    )
    assert (again.action, again.memory_id) == ("reinforced", added.memory_id)


def test_the_same_commitment_with_another_day_in_its_text_supersedes(vault: Path) -> None:
    store = MemoryStore(vault)
    first = store.add(PATH, NewMemory("commitment", "Call the supplier on Friday"), TODAY)
    second = store.add(PATH, NewMemory("commitment", "Call the supplier on Monday"), TODAY)
    assert (second.action, second.memory_id) == ("superseded", first.memory_id)
    active = [m.text for m in memories(vault) if m.status == "active"]
    assert active == ["Finish the auth refactor", "Call the supplier on Monday"]


def test_supersede_inherits_kind_and_due_when_asked(vault: Path) -> None:
    new = NewMemory("fact", "Finish the auth refactor with tests")
    change = MemoryStore(vault).supersede(PATH, "m-old111", new, TODAY, ("kind", "due"))
    fresh = by_id(vault, change.extra[0].memory_id)
    assert (fresh.kind, fresh.field("due")) == ("commitment", "2026-11-28")


def test_supersede_refuses_to_inherit_a_due_that_is_no_date(vault: Path) -> None:
    (vault / PATH).write_text(HEAD + OLD.replace("2026-11-28", "friday") + "\n" + TAIL, "utf-8")
    before = text(vault)
    with pytest.raises(UsageError, match="'friday', not a date"):
        MemoryStore(vault).supersede(PATH, "m-old111", NewMemory("fact", "Later"), TODAY, ("due",))
    assert text(vault) == before


def test_superseding_twice_is_refused(vault: Path) -> None:
    store = MemoryStore(vault)
    store.supersede(PATH, "m-old111", NewMemory("commitment", "Finish auth by Friday"), TODAY)
    before = text(vault)
    with pytest.raises(UsageError, match="already superseded"):
        store.supersede(PATH, "m-old111", NewMemory("commitment", "Another try"), TODAY)
    with pytest.raises(UsageError, match="superseded"):
        store.set_status(PATH, "m-old111", "done", TODAY)
    assert text(vault) == before


@pytest.mark.parametrize("written", ["[[#^m-new222]]", "^m-new222", "[[People/Dima#^m-new222]]"])
def test_a_superseded_line_names_its_replacement_in_any_form(vault: Path, written: str) -> None:
    fields = f"[status:: superseded] [superseded_by:: {written}]"
    line = OLD.replace(" ^m-old111", f" {fields} ^m-old111")
    (vault / PATH).write_text(HEAD + line + "\n" + TAIL, encoding="utf-8")
    assert by_id(vault, "m-old111").superseded_by == "m-new222"
    with pytest.raises(UsageError) as caught:
        MemoryStore(vault).set_status(PATH, "m-old111", "done", TODAY)
    assert caught.value.message == "^m-old111 is superseded by ^m-new222; change that one"
    with pytest.raises(UsageError, match=r"already superseded by \^m-new222$"):
        MemoryStore(vault).supersede(PATH, "m-old111", NewMemory("fact", "Other"), TODAY)


@pytest.mark.parametrize(("path", "mid"), [(PATH, "m-nothere"), ("People/Nobody.md", "m-old111")])
def test_unknown_memory_or_note(vault: Path, path: str, mid: str) -> None:
    store = MemoryStore(vault)
    with pytest.raises(NoteNotFoundError):
        store.set_status(path, mid, "done", TODAY)
    with pytest.raises(NoteNotFoundError):
        store.supersede(path, mid, NewMemory("fact", "Something else"), TODAY)
    assert text(vault) == HEAD + OLD + "\n" + TAIL


@pytest.mark.parametrize(
    ("new", "words"),
    [
        (NewMemory("fact", "x"), "2–2000 characters"),
        (NewMemory("fact", "   x   "), "2–2000 characters"),
        (NewMemory("fact", "y" * 2001), "not 2001"),
        (NewMemory("fact", "Fine text", confidence=1.5), "between 0 and 1"),
        (NewMemory("fact", "Fine text", confidence=-0.1), "between 0 and 1"),
        (NewMemory("idea", "Fine text"), "unknown kind 'idea'"),
        (NewMemory("fact", "Fine text", by="robot"), "--by must be one of"),
    ],
)
def test_invalid_memory_is_refused(vault: Path, new: NewMemory, words: str) -> None:
    with pytest.raises(UsageError, match=words) as caught:
        MemoryStore(vault).add(PATH, new, TODAY)
    assert "\n" not in caught.value.message
    assert text(vault) == HEAD + OLD + "\n" + TAIL


@pytest.mark.parametrize("size", [2, 2000])
def test_text_length_limits_are_inclusive(vault: Path, size: int) -> None:
    change = MemoryStore(vault).add(PATH, NewMemory("fact", "z" * size), TODAY)
    assert len(by_id(vault, change.memory_id).text) == size


def test_by_a_person_link_is_accepted(vault: Path) -> None:
    change = MemoryStore(vault).add(PATH, NewMemory("fact", "Moved", by="[[Анна]]"), TODAY)
    assert by_id(vault, change.memory_id).by == "[[Анна]]"


def test_the_same_evidence_read_again_leaves_a_done_or_superseded_line_alone(
    vault: Path,
) -> None:
    """A new extractor re-reads old messages: what they said is known, whatever its status."""
    store = MemoryStore(vault)
    friday = NewMemory("commitment", "Send the report", 0.6, "agent:extraction",
                       ("[[S#^tg-1-2]]",), due=date(2026, 12, 4))  # fmt: skip
    monday = NewMemory("commitment", "Send the report", 0.6, "agent:extraction",
                       ("[[S#^tg-1-3]]",), due=date(2026, 12, 7))  # fmt: skip
    first = store.add(PATH, friday, TODAY)
    store.add(PATH, monday, TODAY)  # postponed: the Friday line is superseded
    before = text(vault)
    assert store.add(PATH, friday, TODAY).action == "unchanged"
    assert store.add(PATH, monday, TODAY).action == "unchanged"
    assert text(vault) == before and by_id(vault, first.memory_id).status == "superseded"


def test_work_done_with_no_promise_on_record_is_added_closed_in_one_write(
    vault: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """«Отчёт отправила» with no earlier promise: one write adds the line already done
    — the note is never left with an open line for work that was done."""
    from typing import Any

    import vaultmind.memory.store as store
    from vaultmind.memory.store import Addition

    writes: list[str] = []
    real = store.update_note  # type: ignore[attr-defined]

    def counted(*args: Any, **kwargs: Any) -> Any:
        writes.append("write")
        return real(*args, **kwargs)

    monkeypatch.setattr(store, "update_note", counted)
    new = NewMemory("commitment", "Send the report", 0.6, "agent:extraction", ("[[S#^tg-1-2]]",))
    [change] = MemoryStore(vault).add_closed(PATH, Addition(new, TODAY), "done")
    assert writes == ["write"]
    assert change.action == "done"
    written = by_id(vault, change.memory_id)
    assert (written.status, written.field("done")) == ("done", "2026-12-02")
    assert written.sources == ("[[S#^tg-1-2]]",)
    assert_user_text_intact(vault)


@pytest.mark.parametrize("text", ["%%", "Writes %% notes %% inline", "50%%% sure"])
def test_an_obsidian_comment_mark_in_the_text_stays_text(vault: Path, text: str) -> None:
    """`%%` would open a comment and hide the rest of the line: it is escaped, and the
    line reads back whole."""
    change = MemoryStore(vault).add(PATH, NewMemory("fact", text), TODAY)
    found = by_id(vault, change.memory_id)
    assert "%%" not in change.line and found.kind == "fact"
    assert found.text.replace("\\%", "%") == text
