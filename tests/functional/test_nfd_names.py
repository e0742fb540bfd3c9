"""A note whose file name macOS wrote decomposed (NFD) is a note like any other
(issue 8, item 12): indexed, found by its composed name, written, and reported."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.functional.conftest import Runner, ok

TITLE = "Йосиф Кузьмин"
DISK = unicodedata.normalize("NFD", f"People/{TITLE}.md")
NOTE = "---\ntype: person\naliases: [Йося]\n---\n# Йосиф\n\nРаботает в отделе закупок.\n"


@pytest.fixture
def vault(write_vault: WriteVault) -> Path:
    assert unicodedata.normalize("NFC", DISK) != DISK
    project = "# Закупки\n\nВедёт [[Йосиф Кузьмин]].\n"
    return write_vault({DISK: NOTE, "Projects/Закупки.md": project})


def test_an_nfd_note_is_indexed_found_and_written(cli: Runner, vault: Path) -> None:
    hits = json.loads(ok(cli("search", "закупок", "--json", "--vault", vault)).stdout)
    found = {hit["path"]: hit for hit in hits}  # «Закупки», another form, is found too
    assert set(found) == {f"People/{TITLE}.md", "Projects/Закупки.md"}
    assert "закупок" in found[f"People/{TITLE}.md"]["snippet"]
    links = ok(cli("links", "Закупки", "--vault", vault)).stdout
    assert TITLE in links and "unresolved" not in links.lower()
    result = ok(cli("remember", TITLE, "Likes tea", "--today", "2026-12-02", "--vault", vault))
    assert f"People/{TITLE}.md" in result.stdout
    assert "Likes tea" in (vault / DISK).read_text(encoding="utf-8")
    assert sorted(p.name for p in (vault / "People").iterdir()) == [Path(DISK).name]  # no twin
    rows = json.loads(ok(cli("memory", "list", "Йося", "--json", "--vault", vault)).stdout)
    assert [row["text"] for row in rows] == ["Likes tea"]
    context = ok(cli("context", "yosif-kuzmin", "--today", "2026-12-02", "--vault", vault))
    assert "Likes tea" in context.stdout


def test_doctor_reports_the_decomposed_name(cli: Runner, vault: Path) -> None:
    report = cli("doctor", "--vault", vault).stdout
    [line] = [ln for ln in report.splitlines() if "file-name" in ln]
    assert line.startswith(f"People/{TITLE}.md: warning: file-name:")
    assert "NFD" in line
