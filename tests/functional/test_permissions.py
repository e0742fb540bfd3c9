"""Permission problems are one line naming the file and the cause, never exit 70, and a
read-only vault still answers queries (issue 8, item 13)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.functional.conftest import Result, Runner, assert_one_line_error, ok
from tests.functional.unprivileged import prove_read_only, read_only, run_unprivileged

QUERIES = (
    ("doctor",),
    ("links", "Maria Lopez"),
    ("context", "Maria Lopez"),
    ("commitments",),
    ("status",),
    ("search", "roadmap"),
)


def vault_files(vault: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(vault)): p.read_bytes()
        for p in sorted(vault.rglob("*"))
        if p.is_file() and ".vaultmind" not in p.parts
    }


def answered(result: Result) -> Result:
    assert "Traceback" not in result.stderr and "internal error" not in result.stderr
    return ok(result)


@pytest.mark.slow  # seven unprivileged processes, each indexing a private copy
def test_queries_on_a_read_only_vault_answer_as_on_a_writable_one(
    cli: Runner, demo_vault: Path, tmp_path: Path
) -> None:
    ok(cli("index", "--vault", demo_vault))
    person = demo_vault / "People" / "Maria Lopez.md"
    person.write_text(person.read_text(encoding="utf-8") + "\nquokkaword\n", encoding="utf-8")
    writable = tmp_path / "writable-copy"  # the same notes, an index that may be rewritten
    shutil.copytree(demo_vault, writable, ignore=shutil.ignore_patterns(".vaultmind"))
    expected = {query: ok(cli(*query, "--vault", writable)).stdout for query in QUERIES}
    before = vault_files(demo_vault)
    with read_only(demo_vault):
        prove_read_only(demo_vault / ".vaultmind")
        for query in QUERIES:
            result = answered(run_unprivileged(*query, "--vault", demo_vault))
            if query[0] == "status":
                assert "files:" in result.stdout and "index:" in result.stdout
            else:
                assert result.stdout == expected[query], query
        found = answered(run_unprivileged("search", "quokkaword", "--vault", demo_vault))
        assert "Maria Lopez.md" in found.stdout, "the answer reflects the notes as they are now"
        line = assert_one_line_error(run_unprivileged("index", "--vault", demo_vault), 1)
        assert f"{demo_vault / '.vaultmind'}: not writable" in line
    assert vault_files(demo_vault) == before


@pytest.mark.slow  # unprivileged processes, each building an index from nothing
def test_a_never_indexed_read_only_vault_answers_too(cli: Runner, demo_vault: Path) -> None:
    with read_only(demo_vault):
        prove_read_only(demo_vault)
        doctor = answered(run_unprivileged("doctor", "--json", "--vault", demo_vault))
        assert json.loads(doctor.stdout)["notes"] > 10
        search = answered(run_unprivileged("search", "roadmap", "--vault", demo_vault))
        assert "Maria Lopez" in search.stdout
        answered(run_unprivileged("commitments", "--vault", demo_vault))
    assert not (demo_vault / ".vaultmind").exists(), "nothing was written into the vault"


def test_writing_commands_on_a_read_only_vault_refuse_in_one_line(demo_vault: Path) -> None:
    with read_only(demo_vault):
        prove_read_only(demo_vault)
        for command in (
            ("remember", "Maria Lopez", "Likes tea"),
            ("undo",),
            ("node", "add", "project", "New Thing"),
        ):
            line = assert_one_line_error(run_unprivileged(*command, "--vault", demo_vault), 1)
            assert f"{demo_vault}: not writable" in line, (command, line)


def test_an_unreadable_note_passed_to_remember(cli: Runner, demo_vault: Path) -> None:
    note = demo_vault / "People" / "Maria Lopez.md"
    ok(cli("index", "--vault", demo_vault))
    before = note.read_bytes()
    note.chmod(0)
    try:
        result = run_unprivileged(
            "remember", "People/Maria Lopez.md", "Likes tea", "--vault", demo_vault
        )
    finally:
        note.chmod(0o644)
    line = assert_one_line_error(result, 1)
    assert line == f"vaultmind: error: {note}: permission denied"
    assert note.read_bytes() == before


def test_a_read_only_people_folder_names_the_folder(tmp_path: Path, demo_vault: Path) -> None:
    export = tmp_path / "chat.jsonl"
    export.write_text(
        '{"id": 1, "time": "2026-11-30T10:00:00", "sender": "Zed Newcomer", '
        '"text": "I will send the report by friday", "chat": "team"}\n',
        encoding="utf-8",
    )
    people = demo_vault / "People"
    with read_only(people):
        prove_read_only(people)
        result = run_unprivileged("ingest", export, "--vault", demo_vault)
    assert result.returncode == 1, result
    assert "Traceback" not in result.stderr
    assert result.stderr.strip().splitlines()[-1] == (
        f"vaultmind: error: cannot write in {people}: permission denied"
    )
    assert not any(people.glob(".*.tmp")), "no temporary file is left behind"


def test_init_where_nothing_can_be_created(cli: Runner) -> None:
    line = assert_one_line_error(cli("init", "/proc/vaultmind-test"), 1)
    assert line.startswith("vaultmind: error: cannot create a vault in /proc/vaultmind-test: ")
    assert "internal error" not in line
