"""`vaultmind ingest` through the real entry point: Sources/ files, idempotent, all or nothing."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.functional.conftest import Result, assert_one_line_error, ok, run_vaultmind
from tests.unit.ingest.samples import WHATSAPP_ANDROID, dumps, telegram_account, telegram_chat

TELEGRAM = "Sources/telegram/1876543210/2026-11-30.md"
WHATSAPP = "Sources/whatsapp/reliz/2026-11-30.md"
SUMMARY = [
    "telegram «Команда CRM»: 11 new, 0 edited, 0 already imported, 2 skipped; wrote 1 file(s)",
    "whatsapp «Release: Q4»: 5 new, 0 edited, 0 already imported, 3 skipped; wrote 1 file(s)",
]


def snapshot(vault: Path) -> dict[str, bytes]:
    """Every file's bytes, but for `.vaultmind/` (derived data: index, caches, locks)."""
    return {
        rel: path.read_bytes()
        for path in vault.rglob("*")
        if path.is_file()
        and not (rel := path.relative_to(vault).as_posix()).startswith(".vaultmind/")
    }


@pytest.fixture
def exports(tmp_path: Path) -> list[Path]:
    telegram = tmp_path / "exports" / "result.json"
    telegram.parent.mkdir()
    telegram.write_text(dumps(telegram_chat()), encoding="utf-8")
    whatsapp = tmp_path / "exports" / "Релиз.txt"
    whatsapp.write_bytes(WHATSAPP_ANDROID.encode("utf-8"))
    return [telegram, whatsapp]


def ingest(vault: Path, *args: str | Path) -> Result:
    return run_vaultmind("ingest", *args, "--vault", vault)


def test_ingest_writes_one_file_per_chat_and_day(demo_vault: Path, exports: list[Path]) -> None:
    before = snapshot(demo_vault)
    result = ok(ingest(demo_vault, *exports))
    assert result.stdout.splitlines()[:2] == SUMMARY
    after = snapshot(demo_vault)
    assert sorted(p for p in set(after) - set(before) if p.startswith("Sources/")) == [
        TELEGRAM,
        WHATSAPP,
    ]
    changed = [p for p in before if after.get(p) != before[p]]
    assert all(p.startswith(("People/", "Projects/", "Daily/")) for p in changed), changed
    telegram = after[TELEGRAM].decode("utf-8")
    assert telegram.startswith("---\ntype: source\nsource: telegram\n")
    assert "\n# Команда CRM — 2026-11-30\n" in telegram
    anna = "[[People/Анна Смирнова|Анна Смирнова]]"  # a speaker links to her note
    assert f"\n- 10:01 {anna}: Доброе утро! ^tg-1876543210-4502\n" in telegram
    assert f"\n- 18:30 {anna}: Созвоны\n  только до 16:00 ^tg-1876543210-4513\n" in telegram
    whatsapp = after[WHATSAPP].decode("utf-8")
    assert "  Line two\n  \n  Line four, after a blank line ^wa-" in whatsapp
    assert whatsapp.count("\n- 10:") == 5


def test_running_again_changes_nothing(demo_vault: Path, exports: list[Path]) -> None:
    ok(ingest(demo_vault, *exports))
    before = snapshot(demo_vault)
    state = (demo_vault / ".vaultmind" / "state.sqlite").read_bytes()
    result = ok(ingest(demo_vault, *exports))
    assert result.stdout.splitlines()[:2] == [
        "telegram «Команда CRM»: 0 new, 0 edited, 11 already imported, 2 skipped; wrote 0 file(s)",
        "whatsapp «Release: Q4»: 0 new, 0 edited, 5 already imported, 3 skipped; wrote 0 file(s)",
    ]
    assert snapshot(demo_vault) == before
    assert (demo_vault / ".vaultmind" / "state.sqlite").read_bytes() == state


def test_dry_run_writes_nothing(demo_vault: Path, exports: list[Path]) -> None:
    before = snapshot(demo_vault)
    result = ok(ingest(demo_vault, *exports, "--dry-run"))
    assert result.stdout.splitlines() == [
        line.replace("; wrote", "; would write") for line in SUMMARY
    ]
    assert snapshot(demo_vault) == before
    assert not (demo_vault / ".vaultmind" / "state.sqlite").exists()


def test_status_shows_the_backlog(demo_vault: Path, exports: list[Path]) -> None:
    status = ok(run_vaultmind("status", "--vault", demo_vault)).stdout.splitlines()
    assert "ingest backlog: nothing imported yet" in status
    ok(ingest(demo_vault, *exports))
    status = ok(run_vaultmind("status", "--vault", demo_vault)).stdout.splitlines()
    backlog = [line for line in status if line.startswith("ingest backlog")]
    assert len(backlog) == 2, status
    assert re.fullmatch(r"ingest backlog telegram/1876543210: (\d+) pending, 0 failed", backlog[0])
    assert re.fullmatch(r"ingest backlog whatsapp/Релиз: (\d+) pending, 0 failed", backlog[1])


def test_chat_since_and_the_vault_timezone(demo_vault: Path, tmp_path: Path) -> None:
    account = tmp_path / "result.json"
    account.write_text(dumps(telegram_account()), encoding="utf-8")
    result = ok(ingest(demo_vault, account, "--chat", "Old project"))
    summary = [line.split(": ", 1)[1] for line in result.stdout.splitlines()[:3]]
    assert summary == [
        "0 new, 0 edited, 0 already imported, 13 skipped; wrote 0 file(s)",
        "0 new, 0 edited, 0 already imported, 1 skipped; wrote 0 file(s)",
        "1 new, 0 edited, 0 already imported, 0 skipped; wrote 1 file(s)",
    ]
    ok(ingest(demo_vault, account, "--since", "2026-11-30"))
    assert sorted(
        p.relative_to(demo_vault).as_posix() for p in demo_vault.glob("Sources/*/*/*")
    ) == [
        "Sources/telegram/1876543210/2026-11-30.md",
        "Sources/telegram/555/2025-03-01.md",
    ]
    late = {"id": "D1:3", "time": "2026-11-30T23:30:00Z", "sender": "Oleg", "text": "late"}
    jsonl = tmp_path / "team.jsonl"
    jsonl.write_text(json.dumps(late) + "\n", encoding="utf-8")
    ok(ingest(demo_vault, jsonl))  # the demo vault lives in Europe/Moscow
    day = demo_vault / "Sources/jsonl/team/2026-12-01.md"
    assert "- 02:30 Oleg: late ^jl-team-z44z1z3az3\n" in day.read_text(encoding="utf-8")


def test_a_bad_since_is_a_one_line_error(demo_vault: Path, exports: list[Path]) -> None:
    line = assert_one_line_error(ingest(demo_vault, exports[0], "--since", "yesterday"), 2)
    assert "yesterday" in line


@pytest.mark.parametrize(
    ("name", "content", "problem"),
    [
        ("broken.json", '{"name": "x", "messages": [', "invalid JSON"),
        ("data.bin", "just some words\n", "unknown format"),
        ("missing.json", None, "no such file"),
    ],
)
def test_a_broken_file_writes_nothing_even_after_a_good_one(
    demo_vault: Path, exports: list[Path], name: str, content: str | None, problem: str
) -> None:
    broken = exports[0].parent / name
    if content is not None:
        broken.write_text(content, encoding="utf-8")
    before = snapshot(demo_vault)
    line = assert_one_line_error(ingest(demo_vault, *exports, broken), 2)
    assert name in line and problem in line
    assert snapshot(demo_vault) == before
    assert not (demo_vault / "Sources" / "telegram").exists()
    assert not (demo_vault / ".vaultmind" / "state.sqlite").exists()


@pytest.mark.parametrize(
    "name", ["nuls.txt", "nuls.json", "nuls.jsonl", "2026-11-30 nuls.md", "_chat.txt"]
)
def test_a_file_of_nul_bytes_is_refused_as_binary(
    demo_vault: Path, tmp_path: Path, name: str
) -> None:
    """A NUL is valid UTF-8, so only the decoding refused a PNG; a Sources note of NULs
    is what doctor then called binary."""
    nuls = tmp_path / name
    nuls.write_bytes(b"\x00" * 4096)
    before = snapshot(demo_vault)
    line = assert_one_line_error(ingest(demo_vault, nuls), 2)
    assert line == f"vaultmind: error: {nuls}: binary, not text (a NUL byte at offset 0)"
    assert snapshot(demo_vault) == before


def test_a_nul_inside_a_text_export_is_refused_too(demo_vault: Path, exports: list[Path]) -> None:
    whatsapp = exports[1]
    text = whatsapp.read_bytes()
    whatsapp.write_bytes(text[:200] + b"\x00" + text[200:])
    before = snapshot(demo_vault)
    line = assert_one_line_error(ingest(demo_vault, whatsapp), 2)
    assert "binary, not text (a NUL byte at offset 200)" in line
    assert snapshot(demo_vault) == before


def test_doctor_finds_nothing_wrong_with_the_sources(demo_vault: Path, exports: list[Path]) -> None:
    ok(ingest(demo_vault, *exports))
    report = json.loads(ok(run_vaultmind("doctor", "--json", "--vault", demo_vault)).stdout)
    assert report["findings"] == []
    ok(run_vaultmind("doctor", "--strict", "--vault", demo_vault))


MEETING = """---
tags: [meeting]
---
# Планёрка CRM

**Дмитрий Кузнецов**: закончу рефакторинг авторизации до 4 декабря.

**Анна Смирнова**: созвоны только до 16:00.
"""


def test_ingest_without_files_takes_the_notes_dropped_into_sources(demo_vault: Path) -> None:
    dropped = demo_vault / "Sources" / "meetings" / "2026-11-30 Планёрка.md"
    dropped.parent.mkdir(parents=True)
    dropped.write_bytes(MEETING.encode("utf-8"))
    result = ok(ingest(demo_vault))
    assert "1 file(s) dropped into Sources/" in result.stderr
    assert result.stdout.startswith("notes «Планёрка CRM»: 2 new,")
    copied = (demo_vault / "Sources/notes/2026-11-30-planyorka/2026-11-30.md").read_text("utf-8")
    dima = "[[People/Дмитрий Кузнецов|Дмитрий Кузнецов]]"
    assert f"{dima}: закончу рефакторинг авторизации до 4 декабря. ^nt-" in copied
    assert dropped.read_bytes() == MEETING.encode("utf-8")  # the user's file is only read
    person = (demo_vault / "People/Дмитрий Кузнецов.md").read_text("utf-8")
    assert "[[Sources/notes/2026-11-30-planyorka/2026-11-30#^nt-" in person
    before = snapshot(demo_vault)
    again = ok(ingest(demo_vault))  # VaultMind's own Sources files are not taken as dropped
    assert again.stdout.startswith("notes «Планёрка CRM»: 0 new, 0 edited, 2 already imported")
    assert snapshot(demo_vault) == before


def test_a_broken_dropped_file_is_named_and_the_rest_go_in(demo_vault: Path) -> None:
    meetings = demo_vault / "Sources" / "meetings"
    meetings.mkdir(parents=True)
    (meetings / "2026-11-30 Планёрка.md").write_text(MEETING, encoding="utf-8")
    (meetings / "Untitled.md").write_text("", encoding="utf-8")  # Obsidian's empty new note
    result = ok(ingest(demo_vault))
    assert f"skipped: {meetings / 'Untitled.md'}: empty file" in result.stderr.splitlines()
    assert (demo_vault / "Sources/notes/2026-11-30-planyorka/2026-11-30.md").is_file()


def test_ingest_with_nothing_to_take_says_so(demo_vault: Path) -> None:
    before = snapshot(demo_vault)
    result = ok(ingest(demo_vault))
    assert result.stderr == (
        "nothing to ingest: name a FILE, or drop meeting notes or an export into Sources/\n"
    )
    assert result.stdout == "" and snapshot(demo_vault) == before


def test_a_note_without_a_date_keeps_its_day_on_a_fresh_clone(demo_vault: Path) -> None:
    """The day of an undated note is its mtime at the first import; a git clone changes
    the mtime, and the vault (not `.vaultmind/`) must remember the first one."""
    import os
    import shutil

    dropped = demo_vault / "Sources" / "standup.md"
    dropped.write_text("Олег: пришлю отчёт поставщику до 4 декабря.\n", encoding="utf-8")
    os.utime(dropped, (1_764_500_000, 1_764_500_000))  # 2025-11-30 13:53 in Moscow
    ok(ingest(demo_vault))
    before = snapshot(demo_vault)
    assert "Sources/notes/standup/2025-11-30.md" in before
    shutil.rmtree(demo_vault / ".vaultmind")
    os.utime(dropped, (1_764_700_000, 1_764_700_000))  # checked out two days later
    again = ok(ingest(demo_vault))
    assert "0 new, 0 edited, 1 already imported" in again.stdout
    assert snapshot(demo_vault) == before


def test_a_look_alike_sender_gets_a_note_of_their_own_and_tidy_merges_on_request(
    demo_vault: Path, tmp_path: Path
) -> None:
    chat = tmp_path / "team.jsonl"
    row = {"id": 1, "time": "2026-11-30T10:05:00", "sender": "Mario Lopez", "chat": "team",
           "text": "I will send the supplier list by Friday"}  # fmt: skip
    chat.write_text(json.dumps(row) + "\n", encoding="utf-8")
    maria = demo_vault / "People/Maria Lopez.md"
    before = maria.read_bytes()
    result = ok(ingest(demo_vault, chat))
    assert "new person note: People/Mario Lopez.md" in result.stdout
    assert "«Mario Lopez» got a note of its own but may be «Maria Lopez»" in result.stderr
    assert maria.read_bytes() == before
    mario = (demo_vault / "People/Mario Lopez.md").read_text(encoding="utf-8")
    supplier = next(ln for ln in mario.splitlines() if "I will send the supplier list" in ln)
    assert supplier.startswith("- [ ] ") and "📅 2026-12-04" in supplier
    # the user says they are one person: tidy proposes the merge
    maria.write_bytes(before.replace(b"aliases: [Maria,", b"aliases: [Mario Lopez, Maria,"))
    tidy = ok(run_vaultmind("tidy", "--vault", demo_vault))
    assert "People/Mario Lopez.md and People/Maria Lopez.md look like one person" in tidy.stderr


def test_context_and_facts_are_written_and_counted(demo_vault: Path, tmp_path: Path) -> None:
    """The rules' statements (a preference is the learned detector's since session 28)."""
    chat = tmp_path / "team.jsonl"
    rows = [
        ("2", "Оля", "Я в отпуске до 10 декабря"),
        ("3", "Оля", "FYI, John moved to the Oslo office"),
        ("4", "Оля", "Zed joined the platform team"),  # nobody the vault knows
    ]
    lines = [
        {"id": i, "time": "2026-11-30T10:05:00", "sender": s, "chat": "team", "text": t}
        for i, s, t in rows
    ]
    chat.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in lines), "utf-8")
    result = ok(ingest(demo_vault, chat))
    assert (
        "commitments found without a model: 0 in 3 new message(s) (0 seen before); "
        "memories: 2 added, 0 reinforced, 0 superseded" in result.stdout.splitlines()
    )
    assert (
        "also found without a model: 0 preference(s), 1 temporary context(s), "
        "1 fact(s) about known people" in result.stdout.splitlines()
    )
    olga = (demo_vault / "People/Ольга Иванова.md").read_text(encoding="utf-8")
    assert re.search(r"- \[context\] В отпуске до 10 декабря .*\[valid_until:: 2026-12-10\]", olga)
    john = (demo_vault / "People/John Carter.md").read_text(encoding="utf-8")
    assert "- [fact] John moved to the Oslo office [confidence:: 0.6]" in john
    assert not (demo_vault / "People/Zed.md").exists()
    again = ok(ingest(demo_vault, chat))
    assert "also found without a model" not in again.stdout


def test_later_messages_change_promises_and_the_unmatched_ones_are_named(
    demo_vault: Path, tmp_path: Path
) -> None:
    rows = [
        (1, "2026-11-30T10:05:00", "Mario Lopez", "I will send the supplier list by Friday"),
        (2, "2026-11-30T10:06:00", "Mario Lopez", "I will fix the build tomorrow"),
        (3, "2026-12-01T09:00:00", "Mario Lopez", "Sent the supplier list"),
        (4, "2026-12-01T09:05:00", "Mario Lopez", "Pushing the invoice to Monday"),
    ]
    chat = tmp_path / "team.jsonl"
    chat.write_text(
        "".join(
            json.dumps({"id": i, "time": t, "sender": s, "text": x, "chat": "team"}) + "\n"
            for i, t, s, x in rows
        ),
        encoding="utf-8",
    )
    result = ok(ingest(demo_vault, chat))
    assert "commitments changed by later messages: 1 done, 0 postponed, 0 cancelled" in (
        result.stdout
    )
    assert (
        "unmatched postponement: «Pushing the invoice to Monday» "
        "(Mario Lopez, [[Sources/jsonl/team/2026-12-01#^jl-team-4]])" in result.stderr
    )
    mario = (demo_vault / "People/Mario Lopez.md").read_text(encoding="utf-8")
    [supplier] = [line for line in mario.splitlines() if "supplier list" in line]
    assert supplier.startswith("- [x] ") and "✅ 2026-12-01" in supplier
    [build] = [line for line in mario.splitlines() if "fix the build" in line]
    assert "status" not in build


def test_an_agreement_to_an_assignment_is_counted_on_the_ingest_line(
    demo_vault: Path, tmp_path: Path
) -> None:
    rows = [
        (
            1,
            "2026-11-30T10:05:00",
            "Анна Смирнова",
            "Дима, подготовь, пожалуйста, отчёт до пятницы",
        ),
        (2, "2026-11-30T10:06:00", "Дмитрий Кузнецов", "ок"),
    ]
    chat = tmp_path / "team.jsonl"
    chat.write_text(
        "".join(
            json.dumps({"id": i, "time": t, "sender": s, "text": x}, ensure_ascii=False) + "\n"
            for i, t, s, x in rows
        ),
        encoding="utf-8",
    )
    result = ok(ingest(demo_vault, chat))
    assert "commitments agreed to (assignments, hand-overs): 1" in result.stdout
    dima = (demo_vault / "People/Дмитрий Кузнецов.md").read_text(encoding="utf-8")
    report = next(ln for ln in dima.splitlines() if "Подготовь отчёт" in ln)
    assert report.startswith("- [ ] ") and "📅 2026-12-04" in report
