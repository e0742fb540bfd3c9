"""Two real clones of a vault, edited by VaultMind and by hand, merged by a plain `git pull`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.functional.conftest import ok, run_process
from tests.functional.conftest import run_vaultmind as vm  # in-process: the same CLI, faster
from tests.reliability.git_clones import (  # noqa: F401 (git_identity: autouse)
    PERSON,
    clone,
    commit_all,
    git,
    git_identity,
    remote_with_vault,
)
from vaultmind.memory.owned import body_hash

NOTE = "People/Дмитрий Кузнецов.md"


@pytest.fixture
def two_clones(tmp_path: Path) -> tuple[Path, Path]:
    remote = remote_with_vault(tmp_path, {NOTE: PERSON})
    return clone(remote, tmp_path / "laptop"), clone(remote, tmp_path / "desktop")


def test_two_machines_remember_and_pull_without_conflict(two_clones: tuple[Path, Path]) -> None:
    laptop, desktop = two_clones
    ok(vm("remember", "Дима", "Prefers tea to coffee", "--vault", laptop))
    note = laptop / NOTE
    note.write_text(note.read_text().replace("Met at the offsite.", "Met at the 2025 offsite."))
    commit_all(laptop, "laptop")
    ok(vm("remember", "Дима", "Moved to the Berlin office", "--vault", desktop))
    ok(vm("memory", "done", "m-r6bzka", "--today", "2026-12-02", "--vault", desktop))
    commit_all(desktop, "desktop")
    git(desktop, "push", "-q", "origin", "HEAD:main")

    pulled = git(laptop, "pull", "-q", "origin", "main", check=False)

    assert pulled.returncode == 0, pulled.stdout + pulled.stderr
    text = note.read_text(encoding="utf-8")
    assert "<<<<<<<" not in text
    assert "Prefers tea to coffee" in text and "Moved to the Berlin office" in text
    assert "Met at the 2025 offsite." in text
    report = next(line for line in text.splitlines() if "^m-r6bzka" in line)
    assert "[status:: done]" in report and "[done:: 2026-12-02]" in report
    memories = [line for line in text.splitlines() if line.startswith("- [")]
    assert len(memories) == 4  # each once, none lost
    listed = ok(vm("memory", "list", "Дима", "--json", "--vault", laptop))
    assert len(json.loads(listed.stdout)) >= 3


def test_a_real_conflict_in_user_text_keeps_markers(two_clones: tuple[Path, Path]) -> None:
    laptop, desktop = two_clones
    for place, words in ((laptop, "Met in Riga."), (desktop, "Met in Tallinn.")):
        ok(vm("remember", "Дима", f"Told me about {words}", "--vault", place))
        note = place / NOTE
        note.write_text(note.read_text().replace("Met at the offsite.", words))
        commit_all(place, "edit")
    git(desktop, "push", "-q", "origin", "HEAD:main")

    pulled = git(laptop, "pull", "-q", "origin", "main", check=False)

    assert pulled.returncode != 0
    text = (laptop / NOTE).read_text(encoding="utf-8")
    assert "<<<<<<< " in text and "Met in Riga." in text and "Met in Tallinn." in text
    assert "Told me about Met in Riga." in text and "Told me about Met in Tallinn." in text
    assert text.count("<<<<<<<") == 1  # the memories merged; only the user's line conflicts
    hunk = text[text.index("<<<<<<<") : text.index(">>>>>>>")]
    assert "Told me about" not in hunk and "## Memory" not in hunk
    doctor = vm("doctor", "--vault", laptop)
    assert "conflict" in doctor.stdout and NOTE in doctor.stdout
    refused = vm("remember", "Дима", "One more thing", "--vault", laptop)
    assert refused.returncode != 0
    assert "conflict markers" in refused.stderr and "Дмитрий Кузнецов.md" in refused.stderr
    assert len(refused.stderr.strip().splitlines()) == 1
    assert (laptop / NOTE).read_text(encoding="utf-8") == text


def test_a_memory_id_copied_into_user_text_is_a_conflict_git_reports(
    two_clones: tuple[Path, Path],
) -> None:
    laptop, desktop = two_clones
    note = desktop / NOTE
    forged = "Met at the offsite. The report ^m-r6bzka"
    note.write_text(note.read_text().replace("Met at the offsite.", forged))
    commit_all(desktop, "a line in the user's text carrying a memory's id")
    git(desktop, "push", "-q", "origin", "HEAD:main")
    ok(vm("remember", "Дима", "Prefers tea to coffee", "--vault", laptop))
    commit_all(laptop, "laptop")

    pulled = git(laptop, "pull", "-q", "origin", "main", check=False)

    assert pulled.returncode != 0 and "CONFLICT" in pulled.stdout
    assert "^m-r6bzka would be on 2 lines" in pulled.stderr and NOTE in pulled.stderr
    text = (laptop / NOTE).read_text(encoding="utf-8")
    assert f"<<<<<<< ours\n=======\n{forged}\n>>>>>>> theirs\n" in text
    assert "Prefers tea to coffee" in text
    assert [line for line in text.splitlines() if line.endswith("^m-r6bzka")] == [
        "- [commitment] Send the supplier report [due:: 2026-12-10] [confidence:: 0.9] "
        "[by:: user] ^m-r6bzka",
        forged,
    ]
    assert "conflict" in vm("doctor", "--vault", laptop).stdout


def test_a_memory_deleted_by_hand_and_done_elsewhere_is_a_conflict_git_reports(
    two_clones: tuple[Path, Path],
) -> None:
    laptop, desktop = two_clones
    report = next(line for line in PERSON.splitlines() if line.endswith("^m-r6bzka"))
    note = desktop / NOTE
    note.write_text(note.read_text().replace(report + "\n", ""))
    commit_all(desktop, "deleted by hand")
    git(desktop, "push", "-q", "origin", "HEAD:main")
    ok(vm("memory", "done", "m-r6bzka", "--today", "2026-12-02", "--vault", laptop))
    commit_all(laptop, "done here")
    done = next(x for x in (laptop / NOTE).read_text().splitlines() if x.endswith("^m-r6bzka"))

    pulled = git(laptop, "pull", "-q", "origin", "main", check=False)

    assert pulled.returncode != 0 and "CONFLICT" in pulled.stdout
    text = (laptop / NOTE).read_text(encoding="utf-8")
    memory = text.split("## Memory\n")[1].split("\n## ")[0]
    assert f"<<<<<<< ours\n{done}\n=======\n>>>>>>> theirs\n" in memory
    assert text.count("<<<<<<<") == 1 and "[status:: done]" in done


def test_a_memory_deleted_by_hand_and_left_alone_elsewhere_stays_deleted(
    two_clones: tuple[Path, Path],
) -> None:
    laptop, desktop = two_clones
    report = next(line for line in PERSON.splitlines() if line.endswith("^m-r6bzka"))
    note = desktop / NOTE
    note.write_text(note.read_text().replace(report + "\n", ""))
    commit_all(desktop, "deleted by hand")
    git(desktop, "push", "-q", "origin", "HEAD:main")
    ok(vm("remember", "Дима", "Prefers tea to coffee", "--vault", laptop))
    commit_all(laptop, "laptop")

    pulled = git(laptop, "pull", "-q", "origin", "main", check=False)

    assert pulled.returncode == 0, pulled.stdout + pulled.stderr
    text = (laptop / NOTE).read_text(encoding="utf-8")
    assert "^m-r6bzka" not in text and "Prefers tea to coffee" in text and "<<<" not in text


@pytest.mark.slow
def test_a_fresh_clone_answers_as_the_original(tmp_path: Path) -> None:
    remote = remote_with_vault(
        tmp_path, {NOTE: PERSON, "Projects/CRM.md": "# CRM\n\n[[Дима]] leads it.\n"}
    )
    original = clone(remote, tmp_path / "original")
    ok(
        run_process(
            "remember",
            "Дима",
            "Deploy the CRM",
            "--kind",
            "commitment",
            "--due",
            "2026-12-05",
            "--vault",
            original,
        )
    )
    ok(run_process("memory", "done", "m-r6bzka", "--today", "2026-12-02", "--vault", original))
    commit_all(original, "memories")
    git(original, "push", "-q", "origin", "HEAD:main")
    assert (original / ".vaultmind").is_dir()
    fresh = clone(remote, tmp_path / "fresh")
    assert not (fresh / ".vaultmind").exists()
    queries = [
        ("context", "Дима", "--json", "--today", "2026-12-03"),
        ("search", "CRM", "--json"),
        ("commitments", "--json", "--today", "2026-12-03"),
    ]
    for query in queries:
        here = ok(run_process(*query, "--vault", original)).stdout
        there = ok(run_process(*query, "--vault", fresh)).stdout
        assert there.replace(str(fresh), str(original)) == here, query
        assert ("Projects/CRM.md" if query[0] == "search" else "Deploy the CRM") in here


def _chat(path: Path, chat: str, rows: list[tuple[int, str, str]]) -> Path:
    lines = [
        {"id": i, "time": f"2026-11-30T10:0{i}:00", "sender": who, "chat": chat, "text": text}
        for i, who, text in rows
    ]
    path.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in lines), "utf-8")
    return path


@pytest.mark.slow
def test_two_machines_ingest_different_chats_of_the_same_day(
    two_clones: tuple[Path, Path], tmp_path: Path
) -> None:
    laptop, desktop = two_clones
    sales = _chat(tmp_path / "sales.jsonl", "sales", [(1, "Дима", "Я пришлю отчёт завтра")])
    ops = _chat(tmp_path / "ops.jsonl", "ops", [(2, "Дима", "Я обновлю дашборд к пятнице")])
    ok(run_process("ingest", sales, "--vault", laptop))
    ok(run_process("ingest", ops, "--vault", desktop))
    for place in (laptop, desktop):
        commit_all(place, "ingest")
    git(desktop, "push", "-q", "origin", "HEAD:main")

    pulled = git(laptop, "pull", "-q", "origin", "main", check=False)

    assert pulled.returncode == 0, pulled.stdout + pulled.stderr
    note = (laptop / NOTE).read_text(encoding="utf-8")
    assert "Я пришлю отчёт [due:: 2026-12-01]" in note
    assert "Я обновлю дашборд [due:: 2026-12-04]" in note
    daily = (laptop / "Daily/2026-11-30.md").read_text(encoding="utf-8")
    assert daily.count("## Ingested") == 1 and "<<<<<<<" not in daily
    assert "sales" in daily and "ops" in daily
    body = daily.split("## Ingested\n", 1)[1].split("\n## ", 1)[0].rstrip("\n").split("\n")
    assert body[0] == f"%% vm:ingested {body_hash(body[1:])} %%"  # still VaultMind's to rewrite


@pytest.mark.slow
def test_without_the_interpreter_git_merges_as_it_always_does(
    two_clones: tuple[Path, Path],
) -> None:
    from vaultmind.vault.git_setup import driver_command

    laptop, desktop = two_clones
    for place, words in ((laptop, "Met in Riga."), (desktop, "Met in Tallinn.")):
        ok(run_process("remember", "Дима", f"Told me about {words}", "--vault", place))
        note = place / NOTE
        note.write_text(note.read_text().replace("Met at the offsite.", words))
        commit_all(place, "edit")
    git(desktop, "push", "-q", "origin", "HEAD:main")
    git(laptop, "config", "merge.vaultmind.driver", driver_command("/gone/bin/python3"))

    pulled = git(laptop, "pull", "-q", "origin", "main", check=False)

    assert pulled.returncode != 0
    text = (laptop / NOTE).read_text(encoding="utf-8")  # git's markers, not ours unmarked
    assert "Met in Riga." in text and "Met in Tallinn." in text and "<<<<<<< " in text
    assert "conflict" in run_process("doctor", "--vault", laptop).stdout


@pytest.mark.slow
def test_two_machines_import_the_same_chat_at_different_times(
    two_clones: tuple[Path, Path], tmp_path: Path
) -> None:
    laptop, desktop = two_clones
    first = [(1, "Дима", "Я пришлю отчёт завтра")]
    later = [*first, (2, "Оля", "Коллеги, без созвонов после 16:00")]
    ok(run_process("ingest", _chat(tmp_path / "a.jsonl", "team", first), "--vault", laptop))
    ok(run_process("ingest", _chat(tmp_path / "b.jsonl", "team", later), "--vault", desktop))
    for place in (laptop, desktop):
        commit_all(place, "ingest")
    git(desktop, "push", "-q", "origin", "HEAD:main")

    pulled = git(laptop, "pull", "-q", "origin", "main", check=False)

    assert pulled.returncode == 0, pulled.stdout + pulled.stderr
    [source] = (laptop / "Sources").rglob("2026-11-30.md")
    text = source.read_text(encoding="utf-8")
    assert text.count("^jl-team-1") == 1 and text.count("^jl-team-2") == 1
    again = ok(run_process("ingest", tmp_path / "b.jsonl", "--vault", laptop))
    assert "0 new" in again.stdout  # the merged file and its record: nothing to import again
    note = (laptop / NOTE).read_text(encoding="utf-8")
    assert note.count("Я пришлю отчёт [due:: 2026-12-01]") == 1
