"""`vaultmind log` and `undo` through the real entry point."""

from __future__ import annotations

from pathlib import Path

from tests.functional.conftest import Runner, assert_one_line_error, ok

SAMPLE = Path(__file__).resolve().parents[2] / "samples" / "telegram" / "result.json"


def files(vault: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(vault)): p.read_bytes()
        for p in sorted(vault.rglob("*"))
        if p.is_file() and ".vaultmind" not in p.parts
    }


def test_undo_restores_every_byte_of_a_remember_and_an_ingest(
    cli: Runner, demo_vault: Path
) -> None:
    before = files(demo_vault)
    v = ("--vault", str(demo_vault))
    ok(cli("remember", "Дима", "Любит зелёный чай", "--kind", "preference", *v))
    ok(cli("ingest", str(SAMPLE), *v))
    log = ok(cli("log", *v)).stdout
    assert "ingest" in log.splitlines()[0] and "remember Дима" in log.splitlines()[1]
    assert "undid job 2" in ok(cli("undo", *v)).stdout
    assert not (demo_vault / "Sources" / "telegram").exists() or not any(
        (demo_vault / "Sources" / "telegram").rglob("*.md")
    )
    assert "undid job 1" in ok(cli("undo", *v)).stdout
    assert files(demo_vault) == before
    assert "undone" in ok(cli("log", *v)).stdout


def test_lines_changed_since_are_kept_and_reported(cli: Runner, demo_vault: Path) -> None:
    v = ("--vault", str(demo_vault))
    ok(cli("remember", "Дима", "Любит зелёный чай", "--kind", "preference", *v))
    note = demo_vault / "People" / "Дмитрий Кузнецов.md"
    text = note.read_text(encoding="utf-8").replace("Любит зелёный чай", "Любит чёрный чай")
    note.write_text(text, encoding="utf-8")  # the user corrected it in Obsidian
    result = ok(cli("undo", *v))
    assert "0 line(s) reverted" in result.stdout
    assert "Любит зелёный чай" in result.stderr and "changed since" in result.stderr
    assert note.read_text(encoding="utf-8") == text


def test_undo_with_nothing_to_undo_is_one_line(cli: Runner, demo_vault: Path) -> None:
    assert_one_line_error(cli("undo", "--vault", str(demo_vault)), 2)
    ok(cli("remember", "Дима", "Любит чай", "--vault", str(demo_vault)))
    assert_one_line_error(cli("undo", "99", "--vault", str(demo_vault)), 2)


def test_log_takes_any_count_and_refuses_none(cli: Runner, demo_vault: Path) -> None:
    """A count past SQLite's integers (found by the hostile CLI test) lists every job;
    zero or less is one line."""
    v = ("--vault", str(demo_vault))
    ok(cli("remember", "Дима", "Любит зелёный чай", "--kind", "preference", *v))
    huge = ok(cli("log", "-n", "999999999999999999999999", *v)).stdout
    assert huge == ok(cli("log", *v)).stdout
    assert "remember Дима" in huge
    line = assert_one_line_error(cli("log", "-n", "0", *v), 2)
    assert line == "vaultmind: error: the number of jobs must be at least 1"
