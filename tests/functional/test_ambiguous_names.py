"""A name that several notes answer to is refused with the candidates, never guessed."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.functional.conftest import Runner, assert_one_line_error, ok

KUZNETSOV = "People/Дмитрий Кузнецов.md"
ORLOV = "People/Дмитрий Орлов.md"
TODAY = "2026-12-02"


@pytest.fixture
def vault(demo_vault: Path) -> Path:
    """The demo vault, where a second Дмитрий is also called Дима."""
    (demo_vault / ORLOV).write_text(
        "---\ntype: person\naliases: [Дима]\n---\n# Дмитрий Орлов\n\n## Memory\n"
        "- [fact] Tester ^m-orlov1\n",
        encoding="utf-8",
    )
    return demo_vault


@pytest.mark.parametrize(
    "args",
    [
        ["remember", "Дима", "Likes tea", "--today", TODAY],
        ["context", "Дима", "--today", TODAY],
        ["memory", "list", "Дима"],
        ["commitments", "--person", "Дима", "--today", TODAY],
        ["links", "дима"],
    ],
    ids=["remember", "context", "memory-list", "commitments", "links"],
)
def test_an_alias_of_two_notes_is_refused_with_both(
    cli: Runner, vault: Path, args: list[str]
) -> None:
    before = {p: p.read_bytes() for p in vault.rglob("*.md")}
    message = assert_one_line_error(cli(*args, "--vault", vault), 2)
    assert KUZNETSOV in message and ORLOV in message
    assert "dmitriy-kuznetsov" in message and "dmitriy-orlov" in message
    assert "path or slug" in message
    assert {p: p.read_bytes() for p in vault.rglob("*.md")} == before


@pytest.mark.parametrize("name", ["dmitriy-orlov", "People/Дмитрий Орлов", ORLOV])
def test_a_path_or_slug_picks_one(cli: Runner, vault: Path, name: str) -> None:
    result = ok(cli("remember", name, "Likes tea", "--today", TODAY, "--vault", vault))
    assert f"in {ORLOV}" in result.stdout
    assert "Likes tea" in (vault / ORLOV).read_text(encoding="utf-8")
    assert "Likes tea" not in (vault / KUZNETSOV).read_text(encoding="utf-8")
