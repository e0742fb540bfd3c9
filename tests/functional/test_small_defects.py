"""The smaller defects of issue 8 (item 15), each through the real entry point."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.functional.conftest import Runner, assert_one_line_error, ok

MARIA = "People/Maria Lopez.md"


def test_init_with_an_empty_name_creates_nothing(cli: Runner, tmp_path: Path) -> None:
    line = assert_one_line_error(cli("init", "", cwd=tmp_path), 2)
    assert "empty" in line
    assert list(tmp_path.iterdir()) == []


def test_an_empty_vault_name_is_not_the_current_folder(cli: Runner, demo_vault: Path) -> None:
    line = assert_one_line_error(cli("doctor", "--vault", "", cwd=demo_vault), 2)
    assert "empty" in line


def test_utf16_note_is_read_not_called_binary(cli: Runner, write_vault: WriteVault) -> None:
    text = "# Заметка\n\nПро зебру и [[Other]] #tag\n"
    vault = write_vault(
        {
            "Bom.md": text.encode("utf-16"),  # with a BOM, as Notepad writes it
            "NoBom.md": "# Plain\n\nhello quaggaword\n".encode("utf-16-le"),
            "Other.md": "# Other\n",
        }
    )
    doctor = json.loads(ok(cli("doctor", "--json", "--vault", vault)).stdout)
    kinds = {(f["path"], f["kind"]) for f in doctor["findings"]}
    assert ("Bom.md", "encoding") in kinds and ("NoBom.md", "encoding") in kinds
    assert not any(kind == "binary" for _, kind in kinds), kinds
    found = ok(cli("search", "зебру", "--vault", vault)).stdout
    assert "Bom.md" in found and "Про **зебру**" in found
    assert "NoBom.md" in ok(cli("search", "quaggaword", "--vault", vault)).stdout
    links = json.loads(ok(cli("links", "Other", "--json", "--vault", vault)).stdout)
    assert [edge["path"] for edge in links["backlinks"]] == ["Bom.md"]


def test_utf16_note_is_never_rewritten(cli: Runner, write_vault: WriteVault) -> None:
    data = "# Plain\n\n## Memory\n".encode("utf-16-le")  # no BOM: valid UTF-8 bytes
    vault = write_vault({"People/Plain.md": data})
    line = assert_one_line_error(cli("remember", "Plain", "Likes tea", "--vault", vault), 1)
    assert "is UTF-16 text" in line
    assert (vault / "People" / "Plain.md").read_bytes() == data


def test_a_read_only_note_is_not_rewritten(cli: Runner, demo_vault: Path) -> None:
    note = demo_vault / MARIA
    before = note.read_bytes()
    note.chmod(0o444)
    try:
        line = assert_one_line_error(
            cli("remember", "Maria", "Likes tea", "--vault", demo_vault), 1
        )
        assert line == f"vaultmind: error: {note}: is read-only; VaultMind will not change it"
        assert note.read_bytes() == before
        assert note.stat().st_mode & 0o777 == 0o444
    finally:
        note.chmod(0o644)


def test_a_symlinked_note_is_written_through_and_stays_a_link(
    cli: Runner, demo_vault: Path
) -> None:
    link = demo_vault / "Team" / "Maria.md"
    link.parent.mkdir()
    link.symlink_to(Path("..") / MARIA)
    ok(cli("remember", "Team/Maria.md", "Likes green tea", "--vault", demo_vault))
    assert link.is_symlink(), "the link is kept, not replaced by a copy"
    assert "Likes green tea" in (demo_vault / MARIA).read_text(encoding="utf-8")
    assert "undid job 1" in ok(cli("undo", "--vault", demo_vault)).stdout
    assert "Likes green tea" not in (demo_vault / MARIA).read_text(encoding="utf-8")


def test_a_symlink_out_of_the_vault_is_refused(
    cli: Runner, demo_vault: Path, tmp_path: Path
) -> None:
    outside = tmp_path / "outside.md"
    outside.write_text("# Outside\n\n## Memory\n", encoding="utf-8")
    (demo_vault / "People" / "Outside.md").symlink_to(outside)
    result = cli("remember", "People/Outside.md", "Likes tea", "--vault", demo_vault)
    line = assert_one_line_error(result, 1)
    assert "is a symlink to" in line and "will not change it" in line
    assert outside.read_text(encoding="utf-8") == "# Outside\n\n## Memory\n"
    assert (demo_vault / "People" / "Outside.md").is_symlink()


def test_model_flag_wins_over_the_environment(cli: Runner, tmp_path: Path) -> None:
    model = tmp_path / "tiny.gguf"
    model.write_bytes(b"GGUF")
    listing = ok(cli("models", "--json", "--model", model, env={"VAULTMIND_MODEL": "none"}))
    assert json.loads(listing.stdout)[0] == {
        "name": "tiny.gguf",
        "path": str(model),
        "origin": "--model",
    }
    unset = ok(cli("models", "--json", env={"VAULTMIND_MODEL": "none"}))
    assert json.loads(unset.stdout) == [], "without the flag, `none` still means no model"


@pytest.mark.parametrize(
    ("option", "value"),
    [
        ("--src", "]] ^m-x"),
        ("--src", "[[a]] [[b]]"),
        ("--src", "a %% b"),
        ("--src", "a:: b"),
        ("--by", "[[Maria]] ^m-x"),
        ("--tag", "two words"),
        ("--tag", "#"),
        ("--tag", "2026"),
        ("--tag", "a]] ^m-x"),
    ],
)
def test_a_value_that_would_break_the_line_is_refused(
    cli: Runner, demo_vault: Path, option: str, value: str
) -> None:
    before = (demo_vault / MARIA).read_bytes()
    result = cli("remember", "Maria", "Likes tea", option, value, "--vault", demo_vault)
    line = assert_one_line_error(result, 2)
    assert option in line
    assert (demo_vault / MARIA).read_bytes() == before


def test_good_links_and_tags_are_written(cli: Runner, demo_vault: Path) -> None:
    extra = ("--src", "Daily/2026-11-30#^k1", "--tag", "#crm/v2", "--by", "[[Анна Смирнова]]")
    ok(cli("remember", "Maria", "Likes tea", *extra, "--vault", demo_vault))
    rows = json.loads(ok(cli("memory", "list", "Maria", "--json", "--vault", demo_vault)).stdout)
    row = next(r for r in rows if r["text"] == "Likes tea")
    assert row["sources"] == ["[[Daily/2026-11-30#^k1]]"] and row["tags"] == ["crm/v2"]


def test_nothing_to_undo_reads_well(cli: Runner, demo_vault: Path) -> None:
    line = assert_one_line_error(cli("undo", "--vault", demo_vault), 2)
    assert line == "vaultmind: error: nothing to undo (see `vaultmind log`)"


@pytest.mark.parametrize(
    "args",
    [
        ("remember", "Maria", "Send the deck", "--kind", "commitment", "--due", "0001-01-01"),
        ("remember", "Maria", "Send the deck", "--valid-until", "9999-12-31"),
        ("remember", "Maria", "Send the deck", "--due", "1.1.0001"),
        ("commitments", "--today", "0001-01-01"),
        ("commitments", "--today", "9999-12-31"),
        ("ingest", "--since", "0001-01-01"),
    ],
)
def test_dates_out_of_range_are_refused(cli: Runner, demo_vault: Path, args: tuple[str]) -> None:
    before = (demo_vault / MARIA).read_bytes()
    line = assert_one_line_error(cli(*args, "--vault", demo_vault), 2)
    assert "out of range" in line
    assert (demo_vault / MARIA).read_bytes() == before


def test_a_path_too_long_for_the_system_is_reported(cli: Runner, write_vault: WriteVault) -> None:
    vault = write_vault({"Top.md": "# Top\n"})
    folder = os.open(vault, os.O_RDONLY)
    try:  # built relative to open folders: no single call sees the whole path
        for _ in range(22):
            os.mkdir("d" * 200, dir_fd=folder)
            inner = os.open("d" * 200, os.O_RDONLY, dir_fd=folder)
            os.close(folder)
            folder = inner
        note = os.open("Deep.md", os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=folder)
        os.write(note, b"# Deep\n")
        os.close(note)
    finally:
        os.close(folder)
    index = ok(cli("index", "--vault", vault))
    assert "1 file problem(s)" in index.stderr
    doctor = json.loads(ok(cli("doctor", "--json", "--vault", vault)).stdout)
    [finding] = [f for f in doctor["findings"] if f["kind"] == "unreadable"]
    assert finding["path"].startswith("d" * 200 + "/") and finding["severity"] == "error"
    assert "longer than the system allows" in finding["message"]
