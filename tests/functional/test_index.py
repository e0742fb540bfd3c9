"""`vaultmind index`: full build, incremental updates, rebuild; a quiet stdout."""

from __future__ import annotations

import os
import re
import shutil
import time
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.functional.conftest import Result, Runner, age_tree, hit_paths, ok

NOTES: dict[str, str | bytes] = {
    "People/Anna.md": "---\ntype: person\n---\n# Anna\n\nAnna keeps the budget spreadsheet.\n",
    "Projects/Roadmap.md": "# Roadmap\n\nThe roadmap mentions [[Anna]] and quarterly goals.\n",
    "Knowledge/Glossary.md": "# Glossary\n\nA glossary of walrusword terms.\n",
}


def counts(result: Result) -> dict[str, int]:
    """`N added, N changed, N removed, N unchanged` from the one-line summary on stderr."""
    ok(result)
    assert result.stdout == "", "index prints nothing on stdout"
    found = re.findall(r"(\d+) (added|changed|removed|unchanged)", result.stderr)
    summary = {word: int(number) for number, word in found}
    assert set(summary) == {"added", "changed", "removed", "unchanged"}, result.stderr
    return summary


@pytest.fixture
def vault(write_vault: WriteVault) -> Path:
    """A small vault whose files were written an hour ago (not 'just now')."""
    root = write_vault(NOTES)
    age_tree(root)
    return root


def test_first_run_builds(cli: Runner, vault: Path) -> None:
    result = cli("index", "--vault", vault)
    summary = counts(result)
    assert summary["added"] == 4  # three notes and vaultmind.toml
    assert summary["changed"] == summary["removed"] == 0
    assert "4 added" in result.stderr
    assert (vault / ".vaultmind").is_dir()


def test_second_run_reports_nothing_changed(cli: Runner, vault: Path) -> None:
    counts(cli("index", "--vault", vault))
    summary = counts(cli("index", "--vault", vault))
    assert summary == {"added": 0, "changed": 0, "removed": 0, "unchanged": 4}


def test_recent_unchanged_file_is_not_reported_changed(
    cli: Runner, write_vault: WriteVault
) -> None:
    root = write_vault(NOTES)
    # Written a moment ago, or synced from a machine whose clock runs a little ahead:
    # either way the mtime is inside the "racy" window of the next runs.
    soon = time.time() + 30
    os.utime(root / "vaultmind.toml", (soon, soon))
    counts(cli("index", "--vault", root))
    assert counts(cli("index", "--vault", root))["changed"] == 0


def test_editing_one_note_reports_one_changed(cli: Runner, vault: Path) -> None:
    counts(cli("index", "--vault", vault))
    (vault / "Knowledge" / "Glossary.md").write_text(
        "# Glossary\n\nNow about narwhalword.\n", encoding="utf-8"
    )
    summary = counts(cli("index", "--vault", vault))
    assert summary == {"added": 0, "changed": 1, "removed": 0, "unchanged": 3}
    assert hit_paths(cli("search", "narwhalword", "--json", "--vault", vault)) == [
        "Knowledge/Glossary.md"
    ]
    assert hit_paths(cli("search", "walrusword", "--json", "--vault", vault)) == []


def test_deleting_one_note_reports_one_removed(cli: Runner, vault: Path) -> None:
    counts(cli("index", "--vault", vault))
    (vault / "Knowledge" / "Glossary.md").unlink()
    summary = counts(cli("index", "--vault", vault))
    assert summary == {"added": 0, "changed": 0, "removed": 1, "unchanged": 3}
    assert hit_paths(cli("search", "walrusword", "--json", "--vault", vault)) == []


def test_renamed_note_leaves_old_path(cli: Runner, vault: Path) -> None:
    counts(cli("index", "--vault", vault))
    assert hit_paths(cli("search", "glossary", "--json", "--vault", vault)) == [
        "Knowledge/Glossary.md"
    ]
    (vault / "Archive").mkdir()
    shutil.move(vault / "Knowledge" / "Glossary.md", vault / "Archive" / "Terms.md")
    summary = counts(cli("index", "--vault", vault))
    assert summary["added"] == 1 and summary["removed"] == 1
    assert hit_paths(cli("search", "walrusword", "--json", "--vault", vault)) == [
        "Archive/Terms.md"
    ]


def test_rebuild(cli: Runner, vault: Path) -> None:
    counts(cli("index", "--vault", vault))
    result = cli("index", "--rebuild", "--vault", vault)
    summary = counts(result)
    assert "rebuilt" in result.stderr
    assert summary["added"] == 4 and summary["removed"] == 0
    assert hit_paths(cli("search", "budget", "--json", "--vault", vault)) == ["People/Anna.md"]


def test_no_progress_bar_when_piped(cli: Runner, vault: Path) -> None:
    result = ok(cli("index", "--vault", vault))
    assert result.stdout == ""
    for mark in ("\x1b", "\r", "█", "░"):
        assert mark not in result.stderr, repr(result.stderr)
    assert len(result.stderr.strip().splitlines()) == 1, "just the summary line"


def test_demo_vault_indexes(cli: Runner, demo_vault: Path) -> None:
    summary = counts(cli("index", "--vault", demo_vault))
    assert summary["added"] >= 20
    assert summary["changed"] == summary["removed"] == 0
