"""`vaultmind init PATH`: a new vault from the template, never overwriting anything."""

from __future__ import annotations

from pathlib import Path

from tests.functional.conftest import Runner, assert_one_line_error, ok

FOLDERS = ("People", "Projects", "Knowledge", "Daily", "Sources", "Templates")


def snapshot(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in root.rglob("*") if p.is_file()}


def test_init_creates_a_vault(cli: Runner, tmp_path: Path) -> None:
    target = tmp_path / "new vault"
    result = ok(cli("init", target))
    assert "created" in result.stdout
    for folder in FOLDERS:
        assert (target / folder).is_dir(), folder
    assert (target / "vaultmind.toml").is_file()
    ignored = (target / ".gitignore").read_text(encoding="utf-8").splitlines()
    assert ".vaultmind/" in ignored
    assert list((target / "Templates").glob("*.md")), "note templates for Obsidian"


def test_new_vault_is_usable(cli: Runner, tmp_path: Path) -> None:
    target = tmp_path / "v"
    ok(cli("init", target))
    ok(cli("index", "--vault", target))
    assert "vault is healthy" in ok(cli("doctor", cwd=target)).stdout


def test_second_init_refuses_and_changes_nothing(cli: Runner, tmp_path: Path) -> None:
    target = tmp_path / "v"
    ok(cli("init", target))
    (target / "People" / "Mine.md").write_text("# Mine\n", encoding="utf-8")
    before = snapshot(target)
    line = assert_one_line_error(cli("init", target), 2)
    assert "refusing to overwrite" in line
    assert str(target / "vaultmind.toml") in line or str(target / ".gitignore") in line
    assert snapshot(target) == before


def test_init_refuses_a_single_clash(cli: Runner, tmp_path: Path) -> None:
    target = tmp_path / "v"
    target.mkdir()
    (target / "vaultmind.toml").write_text("format = 1\n# mine\n", encoding="utf-8")
    line = assert_one_line_error(cli("init", target), 2)
    assert "vaultmind.toml" in line
    assert sorted(p.name for p in target.iterdir()) == ["vaultmind.toml"]
    assert (target / "vaultmind.toml").read_text(encoding="utf-8") == "format = 1\n# mine\n"


def test_init_into_non_empty_folder_without_clashes(cli: Runner, tmp_path: Path) -> None:
    target = tmp_path / "v"
    (target / "People").mkdir(parents=True)
    mine = target / "People" / "Someone Else.md"
    mine.write_bytes(b"# Someone Else\r\nmy own text\r\n")
    (target / "notes.txt").write_bytes(b"keep me")
    ok(cli("init", target))
    assert mine.read_bytes() == b"# Someone Else\r\nmy own text\r\n"
    assert (target / "notes.txt").read_bytes() == b"keep me"
    assert (target / "vaultmind.toml").is_file()
    assert (target / "Projects").is_dir()


def test_init_onto_a_file_is_an_error(cli: Runner, tmp_path: Path) -> None:
    target = tmp_path / "a-file"
    target.write_text("x", encoding="utf-8")
    assert_one_line_error(cli("init", target), 2)
    assert target.read_text(encoding="utf-8") == "x"


def test_a_new_vault_holds_no_fictional_people(cli: Runner, tmp_path: Path) -> None:
    """A real vault must not start with demo colleagues whose names meet real chats."""
    target = tmp_path / "v"
    ok(cli("init", target))
    notes = sorted(p.relative_to(target).as_posix() for p in target.rglob("*.md"))
    assert [n for n in notes if not n.startswith(("Templates/", "Sources/"))] == ["Welcome.md"]
    settings = (target / "vaultmind.toml").read_text(encoding="utf-8")
    assert "Анна Смирнова" not in settings and '# me = "[[Your Name]]"' in settings


def test_init_with_me_names_the_owner_and_makes_their_note(cli: Runner, tmp_path: Path) -> None:
    target = tmp_path / "v"
    ok(cli("init", target, "--me", "Мария Петрова"))
    settings = (target / "vaultmind.toml").read_text(encoding="utf-8")
    assert 'me = "[[Мария Петрова]]"' in settings
    person = (target / "People" / "Мария Петрова.md").read_text(encoding="utf-8")
    assert "type: person" in person and "# Мария Петрова" in person
    ok(cli("index", "--vault", target))
    assert "Мария Петрова" in ok(cli("context", "Мария Петрова", "--vault", target)).stdout
    assert "vault is healthy" in ok(cli("doctor", "--vault", target)).stdout


def test_init_refuses_a_name_that_cannot_be_a_note(cli: Runner, tmp_path: Path) -> None:
    target = tmp_path / "v"
    line = assert_one_line_error(cli("init", target, "--me", '  "  '), 2)
    assert "--me" in line
    assert not target.exists() or not any(target.rglob("*"))


def test_init_demo_copies_the_demo_vault(cli: Runner, tmp_path: Path) -> None:
    target = tmp_path / "demo"
    assert "demo vault" in ok(cli("init", "--demo", target)).stdout
    assert (target / "People" / "Дмитрий Кузнецов.md").is_file()
    assert 'me = "[[Анна Смирнова]]"' in (target / "vaultmind.toml").read_text("utf-8")


def test_the_welcome_notes_task_examples_are_commitments(cli: Runner, tmp_path: Path) -> None:
    """The rule the welcome note teaches holds: each example task it shows, written
    into a project of a new vault, is listed by `commitments` as that person's."""
    import json
    import re

    target = tmp_path / "v"
    ok(cli("init", target, "--me", "Marta Lind"))
    welcome = (target / "Welcome.md").read_text(encoding="utf-8")
    examples = re.findall(r"`(- \[ \] [^`]+)`", " ".join(welcome.split()))
    assert len(examples) >= 2
    project = "---\ntype: project\n---\n" + "".join(f"{line}\n" for line in examples)
    (target / "Projects/Try.md").write_text(project, encoding="utf-8")
    listed = ok(cli("commitments", "--json", "--today", "2026-11-30", "--vault", target)).stdout
    assert sorted(c["person"] for c in json.loads(listed)) == ["Marta Lind"] * len(examples)
    assert "healthy" in ok(cli("doctor", "--strict", "--vault", target)).stdout
