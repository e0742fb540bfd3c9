"""The question history behind the TUI's ctrl+r: this machine's (`.vaultmind/`, never
the vault), newest first, one entry per question and asker, bounded, replaced whole;
a garbled file is no history, not a crash."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import WriteVault
from vaultmind.service import VaultService
from vaultmind.service.ask_history import FILE, KEEP


def vault(write_vault: WriteVault) -> Path:
    return write_vault({"People/Anna.md": "---\ntype: person\n---\n# Anna\n"})


def test_newest_first_one_entry_per_question_and_asker_kept_across_sessions(
    write_vault: WriteVault,
) -> None:
    root = vault(write_vault)
    with VaultService.open(root) as service:
        assert service.asked_questions() == []
        service.remember_question("who is Anna?")
        service.remember_question("what did Anna  promise?", "People/Anna.md")
        service.remember_question("who is Anna?")  # again: to the top, once
        service.remember_question("   ")  # nothing to keep
    with VaultService.open(root) as service:  # the next run reads it back
        history = service.asked_questions()
    assert [(a.question, a.asker) for a in history] == [
        ("who is Anna?", None),
        ("what did Anna promise?", "People/Anna.md"),  # spaces folded
    ]
    assert all(a.time for a in history)
    stored = root / ".vaultmind" / FILE
    assert stored.is_file()
    assert [p.name for p in stored.parent.iterdir() if p.name.startswith(f".{FILE}")] == []
    outside = [p for p in root.rglob("*") if ".vaultmind" not in p.parts and p.is_file()]
    assert sorted(p.name for p in outside) == ["Anna.md", "vaultmind.toml"]  # not in the vault


def test_the_history_keeps_the_newest_questions_only(write_vault: WriteVault) -> None:
    root = vault(write_vault)
    with VaultService.open(root) as service:
        for n in range(KEEP + 5):
            service.remember_question(f"question {n}")
        history = service.asked_questions()
    assert len(history) == KEEP
    assert history[0].question == f"question {KEEP + 4}" and history[-1].question == "question 5"


def test_a_garbled_history_is_ignored_and_replaced_by_the_next_question(
    write_vault: WriteVault,
) -> None:
    root = vault(write_vault)
    stored = root / ".vaultmind" / FILE
    stored.parent.mkdir(exist_ok=True)
    for garbage in (b"\xff\xfe{not json", b'{"question": "a dict, not a list"}',
                    b'[{"question": 3}, "text", {"asker": "x"}]'):  # fmt: skip
        stored.write_bytes(garbage)
        with VaultService.open(root) as service:
            assert service.asked_questions() == []
    stored.write_text(json.dumps([{"question": "kept", "asker": 7}, {"q": 1}]), encoding="utf-8")
    with VaultService.open(root) as service:
        assert [(a.question, a.asker) for a in service.asked_questions()] == [("kept", None)]
        service.remember_question("who is Anna?")
        assert [a.question for a in service.asked_questions()] == ["who is Anna?", "kept"]


def test_someone_else_sees_only_the_questions_asked_as_them(write_vault: WriteVault) -> None:
    root = write_vault({
        "People/Anna.md": "---\ntype: person\n---\n# Anna\n",
        "People/Boris.md": "---\ntype: person\n---\n# Boris\n",
    })  # fmt: skip
    (root / "vaultmind.toml").write_text('format = 1\nme = "[[Anna]]"\n', encoding="utf-8")
    with VaultService.open(root) as service:  # the owner
        service.remember_question("what is the salary of Boris?")
    with VaultService.open(root) as service:
        service.set_asker("Boris")
        assert service.asked_questions() == []
        service.remember_question("what is due?")
        assert [a.question for a in service.asked_questions()] == ["what is due?"]
    with VaultService.open(root) as service:  # the owner sees both
        assert [a.question for a in service.asked_questions()] == [
            "what is due?", "what is the salary of Boris?"]  # fmt: skip
