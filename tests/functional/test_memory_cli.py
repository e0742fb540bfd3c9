"""`vaultmind remember` and `memory add|done|archive|supersede|list|show` on the demo vault."""

from __future__ import annotations

import difflib
import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.functional.conftest import Result, Runner, assert_one_line_error, ok

DIMA = "People/Дмитрий Кузнецов.md"
TODAY = "2026-12-02"  # a Wednesday
ADDED = re.compile(r"^added: \^(m-[a-z0-9]+) in People/Дмитрий Кузнецов\.md$", re.MULTILINE)


@pytest.fixture
def vault(demo_vault: Path) -> Path:
    return demo_vault


def remember(cli: Runner, vault: Path, person: str, text: str, *extra: str) -> Result:
    return cli("remember", person, text, *extra, "--today", TODAY, "--vault", vault)


def memory(cli: Runner, vault: Path, *args: str) -> Result:
    """`memory ACTION ...` with --vault after the action, as a user types it."""
    return cli("memory", *args, "--vault", vault)


def added_id(result: Result) -> str:
    found = ADDED.search(ok(result).stdout)
    assert found, result.stdout
    return found.group(1)


def diff_lines(before: bytes, after: bytes) -> tuple[list[str], list[str]]:
    """(removed, added) whole lines, in file order; every other line is byte-identical."""
    old = before.decode("utf-8").splitlines(keepends=True)
    new = after.decode("utf-8").splitlines(keepends=True)
    removed: list[str] = []
    added: list[str] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(
        None, old, new, autojunk=False
    ).get_opcodes():
        if tag != "equal":
            removed += old[i1:i2]
            added += new[j1:j2]
    return removed, added


def memory_section(text: str) -> list[str]:
    return text.split("## Memory\n", 1)[1].split("\n## ", 1)[0].strip().splitlines()


def list_json(cli: Runner, vault: Path, *args: str) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = json.loads(
        ok(memory(cli, vault, "list", "Дима", "--json", "--today", TODAY, *args)).stdout
    )
    return rows


@pytest.mark.parametrize("person", ["Дмитрий Кузнецов", "Дима", "dmitriy-kuznetsov"])
def test_remember_adds_exactly_one_line(cli: Runner, vault: Path, person: str) -> None:
    before = (vault / DIMA).read_bytes()
    result = remember(cli, vault, person, "Send the deploy checklist", "--kind", "commitment",
                      "--due", "friday", "--confidence", "0.9")  # fmt: skip
    mid = added_id(result)
    after = (vault / DIMA).read_bytes()
    removed, [line] = diff_lines(before, after)
    assert removed == []
    assert line.startswith("- [ ] Send the deploy checklist ")  # a task the Tasks plugin sees
    assert "📅 2026-12-04" in line
    assert "[confidence:: 0.9]" in line
    assert line.endswith(f" ^{mid}\n")
    assert memory_section(after.decode())[-1] == line.rstrip("\n")  # last line of ## Memory
    assert after.replace(line.encode(), b"", 1) == before


def test_remember_leaves_the_defaults_out_and_show_names_them(cli: Runner, vault: Path) -> None:
    before = (vault / DIMA).read_bytes()
    mid = added_id(remember(cli, vault, "Дима", "Knows the billing code", "--confidence", "1"))
    _, [line] = diff_lines(before, (vault / DIMA).read_bytes())
    assert line == f"- [fact] Knows the billing code [created:: {TODAY}] ^{mid}\n"
    shown = ok(memory(cli, vault, "show", mid, "--today", TODAY)).stdout
    assert "confidence: 1 (left out) (today 1.00)" in shown
    assert "by: user" in shown
    row = json.loads(ok(memory(cli, vault, "show", mid, "--json", "--today", TODAY)).stdout)
    assert (row["author"], row["created"], row["effective_confidence"]) == ("user", TODAY, 1.0)


def test_the_same_text_again_reinforces(cli: Runner, vault: Path) -> None:
    before = (vault / DIMA).read_bytes()
    due = ("--kind", "commitment", "--due", "friday")
    first = added_id(remember(cli, vault, "Дима", "Send the deploy checklist", *due))
    again = ok(remember(cli, vault, "dmitriy-kuznetsov", "send the DEPLOY checklist!", *due))
    assert again.stdout.startswith(f"reinforced (same as an existing memory): ^{first}")
    text = (vault / DIMA).read_text(encoding="utf-8")
    assert len([ln for ln in memory_section(text) if "deploy checklist" in ln.lower()]) == 1
    removed, [line] = diff_lines(before, (vault / DIMA).read_bytes())
    assert removed == []
    assert f"[confirmed:: {TODAY}]" in line
    assert line.endswith(f"^{first}\n")


def test_the_same_commitment_with_a_new_due_date_moves_the_date(cli: Runner, vault: Path) -> None:
    first = added_id(remember(cli, vault, "Дима", "Send the deploy checklist",
                              "--kind", "commitment", "--due", "friday"))  # fmt: skip
    moved = ok(remember(cli, vault, "Дима", "Send the deploy checklist",
                        "--kind", "commitment", "--due", "monday"))  # fmt: skip
    assert moved.stdout.startswith(f"superseded: ^{first}")
    found = json.loads(
        ok(
            cli("commitments", "--person", "Дима", "--json", "--today", TODAY, "--vault", vault)
        ).stdout
    )
    checklist = [c for c in found if "deploy checklist" in c["text"]]
    assert [c["due"] for c in checklist] == ["2026-12-07"]


@pytest.mark.parametrize(
    ("phrase", "due"),
    [
        ("friday", "2026-12-04"),
        ("до пятницы", "2026-12-04"),
        ("next week", "2026-12-11"),
        ("wednesday", "2026-12-09"),  # strictly after today
        ("через 3 дня", "2026-12-05"),
        ("к 30 ноября", "2027-11-30"),
    ],
)
def test_natural_due_dates(cli: Runner, vault: Path, phrase: str, due: str) -> None:
    result = remember(cli, vault, "Дима", "Review the billing spec", "--kind", "commitment",
                      "--due", phrase)  # fmt: skip
    mid = added_id(result)
    [line] = [ln for ln in memory_section((vault / DIMA).read_text("utf-8")) if f"^{mid}" in ln]
    assert f"📅 {due}" in line


@pytest.mark.parametrize(
    ("args", "code", "named"),
    [
        (["Дима", "Likes tea", "--kind", "rumour"], 2, "rumour"),
        (["Дима", "x"], 2, "2–2000"),
        (["Дима", "y" * 2001], 2, "2001"),
        (["Дима", "Likes tea", "--confidence", "2"], 2, "confidence"),
        (["Nobody Atall", "Likes tea"], 1, "Nobody Atall"),
        (["Дима", "Call back", "--kind", "commitment", "--due", "someday"], 2, "someday"),
    ],
    ids=["kind", "short", "long", "confidence", "person", "date"],
)
def test_bad_input_changes_nothing(
    cli: Runner, vault: Path, args: list[str], code: int, named: str
) -> None:
    before = {p: p.read_bytes() for p in vault.rglob("*.md")}
    message = assert_one_line_error(remember(cli, vault, *args), code)
    assert named in message
    assert {p: p.read_bytes() for p in vault.rglob("*.md")} == before


def test_conflict_markers_refuse_every_write(cli: Runner, vault: Path) -> None:
    note = vault / DIMA
    conflicted = note.read_bytes() + b"\n<<<<<<< HEAD\nmine\n=======\ntheirs\n>>>>>>> other\n"
    note.write_bytes(conflicted)
    for result in (
        remember(cli, vault, "Дима", "Likes tea"),
        memory(cli, vault, "done", "m-hcjzgr", "--today", TODAY),
    ):
        message = assert_one_line_error(result, 1)
        assert "Дмитрий Кузнецов.md" in message
        assert "conflict" in message
    assert note.read_bytes() == conflicted


def test_text_that_looks_like_a_field_stays_text(cli: Runner, vault: Path) -> None:
    mid = added_id(remember(cli, vault, "Дима", "Call Bob [status:: done] later"))
    assert mid in {row["id"] for row in list_json(cli, vault)}


def test_list_active_all_kind_json(cli: Runner, vault: Path) -> None:
    active = ok(memory(cli, vault, "list", "Дима", "--today", TODAY)).stdout
    assert "^m-hcjzgr" in active
    assert "^m-gmedzj" not in active  # superseded
    history = ok(memory(cli, vault, "list", "Дима", "--all", "--today", TODAY)).stdout
    assert "^m-gmedzj" in history
    assert "[superseded]" in history
    rows = list_json(cli, vault, "--kind", "commitment")
    assert [(r["id"], r["status"]) for r in rows] == [("m-hcjzgr", "active")]
    rows = list_json(cli, vault, "--kind", "commitment", "--all")
    assert {(r["id"], r["status"]) for r in rows} == {
        ("m-hcjzgr", "active"),
        ("m-gmedzj", "superseded"),
    }


def test_show_text_and_json(cli: Runner, vault: Path) -> None:
    mid = added_id(remember(cli, vault, "Дима", "Might move to Kazan", "--kind", "context",
                            "--confidence", "0.8", "--src", "Daily/2026-11-30"))  # fmt: skip
    later = "2027-01-01"  # 30 days on: one half-life of a context memory
    row = json.loads(ok(memory(cli, vault, "show", f"^{mid}", "--json", "--today", later)).stdout)
    assert (row["id"], row["kind"], row["text"], row["status"]) == (
        mid,
        "context",
        "Might move to Kazan",
        "active",
    )
    assert row["path"] == DIMA
    assert row["confidence"] == 0.8
    assert row["effective_confidence"] == pytest.approx(0.4, abs=0.01)
    assert row["fields"]["created"] == TODAY
    assert row["sources"] == ["[[Daily/2026-11-30]]"]
    shown = ok(memory(cli, vault, "show", mid, "--today", later)).stdout
    assert "evidence: [[Daily/2026-11-30]]" in shown
    assert "(today 0.40)" in shown
    assert "status: active" in shown


def test_done_and_archive_change_one_line_each(cli: Runner, vault: Path) -> None:
    before = (vault / DIMA).read_bytes()
    done = ok(memory(cli, vault, "done", "m-hcjzgr", "--today", "2026-12-03")).stdout
    assert done.startswith("marked done: ^m-hcjzgr")
    ok(memory(cli, vault, "archive", "^m-ey6uo4", "--today", "2026-12-03"))
    removed, added = diff_lines(before, (vault / DIMA).read_bytes())
    assert removed[0].startswith("- [ ] Finish the auth refactor [")
    assert removed[1].startswith("- [preference] No calls after 16:00 [")
    assert len(removed) == 2
    assert added[0].startswith("- [x] Finish the auth refactor") and "✅ 2026-12-03" in added[0]
    assert added[0].endswith("^m-hcjzgr\n")
    assert "[status:: archived]" in added[1]
    assert added[1].endswith("#meetings ^m-ey6uo4\n")
    assert {r["id"] for r in list_json(cli, vault)} == {"m-4noeft"}
    history = {r["id"]: r["status"] for r in list_json(cli, vault, "--all")}
    assert (history["m-hcjzgr"], history["m-ey6uo4"]) == ("done", "archived")


def test_supersede_marks_the_old_line_and_adds_the_new(cli: Runner, vault: Path) -> None:
    before = (vault / DIMA).read_bytes()
    result = memory(cli, vault, "supersede", "m-hcjzgr", "Finish the auth refactor by Monday",
                    "--kind", "commitment", "--due", "monday", "--today", TODAY)  # fmt: skip
    found = re.search(r"^added: \^(m-[a-z0-9]+)$", ok(result).stdout, re.MULTILINE)
    assert found, result.stdout
    new = found.group(1)
    removed, added = diff_lines(before, (vault / DIMA).read_bytes())
    assert len(removed) == 1 and "^m-hcjzgr" in removed[0]
    old_line, new_line = added
    assert old_line.startswith("- [-] ") and f"[superseded_by:: [[#^{new}]]]" in old_line
    assert new_line.startswith("- [ ] Finish the auth refactor by Monday ")
    assert "📅 2026-12-07" in new_line
    assert {r["id"] for r in list_json(cli, vault, "--kind", "commitment")} == {new}
    refused = memory(cli, vault, "done", "m-hcjzgr")
    assert f"^m-hcjzgr is superseded by ^{new}; change that one" in refused.stderr


def test_the_superseded_by_link_resolves_to_its_own_note(cli: Runner, vault: Path) -> None:
    memory(cli, vault, "supersede", "m-hcjzgr", "Finish the auth refactor by Monday",
           "--today", TODAY)  # fmt: skip
    links = json.loads(ok(cli("links", "Дмитрий Кузнецов", "--json", "--vault", vault)).stdout)
    assert links["unresolved"] == []
    doctor = json.loads(ok(cli("doctor", "--json", "--vault", vault)).stdout)
    assert [f for f in doctor["findings"] if f["path"] == DIMA] == []


def test_supersede_keeps_the_kind_and_due_date_unless_told(cli: Runner, vault: Path) -> None:
    result = memory(cli, vault, "supersede", "m-hcjzgr", "Finish the auth refactor, with tests",
                    "--today", TODAY)  # fmt: skip
    new = re.search(r"^added: \^(m-[a-z0-9]+)$", ok(result).stdout, re.MULTILINE)
    assert new, result.stdout
    lines = memory_section((vault / DIMA).read_text("utf-8"))
    line = next(ln for ln in lines if ln.endswith(f"^{new[1]}"))
    assert (
        line.startswith("- [ ] Finish the auth refactor, with tests ") and "📅 2026-12-04" in line
    )
    found = json.loads(
        ok(
            cli("commitments", "--person", "Дима", "--json", "--today", TODAY, "--vault", vault)
        ).stdout
    )
    assert {c["memory_id"]: c["due"] for c in found}[new[1]] == "2026-12-04"
    again = memory(cli, vault, "supersede", new[1], "Auth refactor is done by Олег now",
                   "--kind", "context", "--no-due", "--today", TODAY)  # fmt: skip
    replaced = re.search(r"^added: \^(m-[a-z0-9]+)$", ok(again).stdout, re.MULTILINE)
    assert replaced, again.stdout
    lines = memory_section((vault / DIMA).read_text("utf-8"))
    line = next(ln for ln in lines if ln.endswith(f"^{replaced[1]}"))
    assert line.startswith("- [context] Auth refactor is done by Олег now [confidence::")


@pytest.mark.parametrize("action", [["done"], ["show"], ["supersede", "New text"]])
def test_an_unknown_id_is_one_line(cli: Runner, vault: Path, action: list[str]) -> None:
    before = (vault / DIMA).read_bytes()
    args = [action[0], "m-zzzzzz", *action[1:]]
    message = assert_one_line_error(memory(cli, vault, *args), 1)
    assert "m-zzzzzz" in message
    assert (vault / DIMA).read_bytes() == before


def test_a_memory_past_the_parse_limit_is_neither_seen_nor_reinforced(
    cli: Runner, vault: Path
) -> None:
    note = vault / DIMA
    tail = "\n## Memory\n- [commitment] Ship the late report [due:: 2026-12-04] ^m-late01\n"
    note.write_bytes(note.read_bytes() + b"\n" + b"padding line\n" * 170_000 + tail.encode())
    before = note.read_bytes()
    message = assert_one_line_error(remember(cli, vault, "Дима", "Ship the late report"), 1)
    assert "Дмитрий Кузнецов.md" in message and "2 MiB" in message
    assert note.read_bytes() == before
    assert "m-late01" not in {r["id"] for r in list_json(cli, vault, "--all")}
    assert_one_line_error(memory(cli, vault, "done", "m-late01"), 1)


def test_due_12_5_is_read_as_the_vaults_language_writes_it(cli: Runner, vault: Path) -> None:
    settings = vault / "vaultmind.toml"
    settings.write_text(
        settings.read_text(encoding="utf-8").replace('language = "ru"', 'language = "en-US"'),
        encoding="utf-8",
    )
    remember(cli, vault, "Дима", "Send the audit log", "--kind", "commitment", "--due", "12/5")
    assert "Send the audit log " in (text := (vault / DIMA).read_text(encoding="utf-8"))
    assert "📅 2026-12-05 " in text
