"""The extraction benchmark's scorer: what counts as a match, and a tiny chat end to end."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from bench.extract_eval.run import evaluate
from bench.extract_eval.score import Item, matches, memory_items, score
from vaultmind.vault.parse import scan_memories

LABEL = Item("commitment", "Дима", "отчет", "2026-12-04", ("отчет|report",))


def test_a_match_needs_the_person_the_kind_the_date_and_every_key_word() -> None:
    right = Item("commitment", "Дима", "Пришлю отчёт до пятницы", "2026-12-04")
    assert matches(LABEL, right)
    assert matches(LABEL, Item("commitment", "Дима", "Send the REPORT", "2026-12-04"))
    assert not matches(LABEL, Item("commitment", "Оля", right.text, right.due))
    assert not matches(LABEL, Item("preference", "Дима", right.text, right.due))
    assert not matches(LABEL, Item("commitment", "Дима", right.text, "2026-12-05"))
    assert not matches(LABEL, Item("commitment", "Дима", "Пришлю график", right.due))


def test_each_memory_answers_one_label_and_the_rest_is_junk() -> None:
    memory = Item("commitment", "Дима", "Пришлю отчёт", "2026-12-04")
    junk = Item("fact", "Дима", "Любит кофе")
    result = score([LABEL, LABEL], [memory, junk])
    assert (result.matched, result.labels, result.predicted) == (
        {"commitment": 1},
        {"commitment": 2},
        {"commitment": 1, "fact": 1},
    )
    assert result.precision() == 0.5 and result.recall() == 0.5
    assert result.spurious == [junk]


OLD = "[status:: superseded] [superseded_by:: [[#^m-bbbbbb]]] [by:: agent:extraction]"
NOTE = f"""## Memory
- [commitment] Отчёт [due:: 2026-12-04] {OLD} ^m-aaaaaa
- [commitment] Отчёт [due:: 2026-12-09] [status:: done] [by:: agent:extraction] ^m-bbbbbb
- [commitment] График [due:: 2026-12-01] [status:: archived] [by:: agent:extraction] ^m-cccccc
- [context] В отпуске [valid_until:: 2026-12-10] [by:: agent:extraction] ^m-dddddd
"""


def test_written_lines_read_back_as_promises_and_events() -> None:
    items = memory_items("Дима", scan_memories(NOTE)[0])
    shapes = {(i.kind, i.text, i.due) for i in items}
    assert shapes == {
        ("commitment", "Отчёт", "2026-12-04"),  # the promise as first said, not its new line
        ("postponed", "Отчёт", "2026-12-09"),
        ("done", "Отчёт", None),
        ("commitment", "График", "2026-12-01"),
        ("cancelled", "График", None),
        ("context", "В отпуске", "2026-12-10"),
    }


def test_a_line_made_closed_from_one_report_is_one_done_not_a_promise_too() -> None:
    told, done = "[src:: [[Sources/chat#^tg-1-45]]]", "[src:: [[Sources/chat#^tg-1-50]]]"
    note = f"""## Memory
- [commitment] Backup fixed [status:: done] [by:: agent:extraction] {told} ^m-aaaaaa
- [commitment] Отчёт [status:: done] [by:: agent:extraction] {told} {done} ^m-bbbbbb
"""
    shapes = {(i.kind, i.text) for i in memory_items("Дима", scan_memories(note)[0])}
    assert shapes == {("done", "Backup fixed"), ("commitment", "Отчёт"), ("done", "Отчёт")}


def test_a_small_labelled_chat_is_scored_through_the_real_ingest(tmp_path: Path) -> None:
    rows = [
        (1, "2026-11-30T10:00:00", "Дмитрий Кузнецов", "Пришлю отчёт до пятницы"),
        (2, "2026-11-30T10:01:00", "Ольга Иванова", "Кто идёт обедать?"),
        (3, "2026-11-30T10:02:00", "Ольга Иванова", "Я в отпуске до 10 декабря"),
        (4, "2026-12-01T09:00:00", "Дмитрий Кузнецов", "Отчёт отправил"),
        (5, "2026-12-01T09:05:00", "Ольга Иванова", "Шучу, не сделаю график к понедельнику"),
    ]
    chat = tmp_path / "team.jsonl"
    lines = [dict(zip(("id", "time", "sender", "text"), r, strict=True)) for r in rows]
    chat.write_text("\n".join(json.dumps(x, ensure_ascii=False) for x in lines), "utf-8")
    labels = [
        {
            "kind": "commitment",
            "person": "Дмитрий Кузнецов",
            "words": ["отчет"],
            "due": "2026-12-04",
        },
        {"kind": "done", "person": "Дмитрий Кузнецов", "words": ["отчет"]},
        {"kind": "context", "person": "Ольга Иванова", "words": ["отпуск"], "due": "2026-12-10"},
        {"kind": "fact", "person": "Ольга Иванова", "words": ["аналитик"]},
    ]
    people = {"Дмитрий Кузнецов": ["Дима"], "Ольга Иванова": ["Оля"]}
    data = {"today": "2026-12-02", "chats": [
        {"file": "team.jsonl", "language": "ru", "people": people, "labels": labels}
    ]}  # fmt: skip
    (tmp_path / "labels.json").write_text(json.dumps(data, ensure_ascii=False), "utf-8")
    total = evaluate("none", tmp_path / "labels.json")["all"]
    assert total.labels == {"commitment": 1, "lifecycle": 1, "context": 1, "fact": 1}
    assert total.matched == {"commitment": 1, "lifecycle": 1, "context": 1}
    assert (total.precision(), total.recall()) == (1.0, 0.75)
    assert [item.kind for item in total.missed] == ["fact"]


def test_each_evaluation_chat_ingested_again_or_on_a_clone_changes_no_byte(
    tmp_path: Path,
) -> None:
    """Agreements, hand-overs and forwards keep re-ingest a no-op, here and on a clone."""
    from datetime import date

    from bench.extract_eval.run import HERE, LABELS, make_vault
    from vaultmind.service import IngestRequest, VaultService

    for number, chat in enumerate(json.loads(LABELS.read_text("utf-8"))["chats"]):
        vault = make_vault(tmp_path / str(number), chat)
        request = IngestRequest((HERE / chat["file"],), model="none", today=date(2026, 12, 2))
        VaultService(vault).ingest(request)
        first = {p.relative_to(vault): p.read_bytes() for p in vault.rglob("*.md")}
        VaultService(vault).ingest(request)
        assert {p.relative_to(vault): p.read_bytes() for p in vault.rglob("*.md")} == first
        clone = tmp_path / f"clone{number}"
        shutil.copytree(vault, clone, ignore=shutil.ignore_patterns(".vaultmind"))
        VaultService(clone).ingest(request)
        assert {p.relative_to(clone): p.read_bytes() for p in clone.rglob("*.md")} == first


def test_a_chats_owner_is_the_vaults_me_and_their_own_note_is_not_scored(
    tmp_path: Path,
) -> None:
    """blind2 names each chat's owner, whose own promises its labels do not cover."""
    from bench.extract_eval.run import make_vault, scored_items

    chat = {"language": "ru", "owner": "Наталья Белова", "people": {"Дмитрий Орлов": ["Дима"]}}
    vault = make_vault(tmp_path, chat)
    assert 'me = "[[Наталья Белова]]"' in (vault / "vaultmind.toml").read_text("utf-8")
    line = "- [commitment] Скину опрос [due:: 2026-12-03] [by:: agent:extraction] ^m-aaaaaa\n"
    for title in ("Наталья Белова", "Дмитрий Орлов"):
        note = vault / "People" / f"{title}.md"
        note.write_text(
            note.read_text("utf-8").replace("## Memory\n", "## Memory\n" + line), "utf-8"
        )
    assert [item.person for item in scored_items(vault, "Наталья Белова")] == ["Дмитрий Орлов"]
    assert len(scored_items(vault, None)) == 2
