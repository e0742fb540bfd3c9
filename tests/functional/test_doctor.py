"""`vaultmind doctor`: each kind of problem is reported; exit 1 only with --strict."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import WriteVault
from tests.functional.conftest import Runner, ok, run_vaultmind

HEALTHY: dict[str, str | bytes] = {
    "People/Anna.md": "---\ntype: person\naliases: [Аня]\n---\n# Anna\n\nWorks on [[Plan]].\n",
    "Projects/Plan.md": "---\ntype: project\n---\n# Plan\n\n## Relations\n- part_of [[Goals]]\n",
    "Knowledge/Goals.md": "# Goals\n\nSee [[Anna#Anna]] and [[Plan|the plan]].\n",
}

# Every problem at once, each in its own files.
PROBLEM_FILES: dict[str, str | bytes] = {
    "Bad.md": "# Bad\n\nText.\nSee [[Missing Page]].\n",
    "A/Same.md": "# Same\n",
    "B/Same.md": "# Same\n",
    "Linker.md": "Go to [[Same]].\n",
    "Twin.md": "# Twin\n",
    "Other.md": "---\naliases: [Twin]\n---\nz\n",
    "Conflict.md": "a\n<<<<<<< HEAD\nmine\n=======\ntheirs\n>>>>>>> branch\n",
    "Latin1.md": "café olé\n".encode("latin-1"),
    "Binary.md": bytes(range(256)) * 8 + b"\x00" * 64,
    "BadYaml.md": "---\ntitle: [unclosed\n  x: : :\n---\nbody\n",
    "Rel.md": "# Rel\n\n## Relations\n- befriends [[Anna]]\n",
    "Forged.md": "# Forged\n\nAs promised ^m-q7cdez\n\n## Memory\n- [fact] Likes tea ^m-q7cdez\n",
}
# (test id, finding kind, path, line or None when the finding is not line-bound)
PROBLEMS = [
    ("unresolved", "unresolved-link", "Bad.md", 4),
    ("ambiguous", "ambiguous-link", "Linker.md", 1),
    ("duplicate-title", "duplicate-name", "A/Same.md", None),
    ("duplicate-alias", "duplicate-name", "Other.md", None),
    ("conflict", "conflict", "Conflict.md", None),
    ("non-utf8", "encoding", "Latin1.md", None),
    ("binary", "binary", "Binary.md", None),
    ("bad-yaml", "frontmatter", "BadYaml.md", None),
    ("unknown-relation", "unknown-relation", "Rel.md", 4),
    ("forged-block-id", "duplicate-block-id", "Forged.md", 3),
]


@dataclass(frozen=True)
class Report:
    code: int
    data: dict[str, Any]
    strict_code: int
    text: str


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> Report:
    """One vault holding every problem, checked once (the module shares it)."""
    vault = tmp_path_factory.mktemp("problems")
    (vault / "vaultmind.toml").write_text("format = 1\n", encoding="utf-8")
    for rel, content in {**HEALTHY, **PROBLEM_FILES}.items():
        path = vault / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
    env = {
        "VAULTMIND_HOME": str(tmp_path_factory.mktemp("home")),
        "VAULTMIND_VAULT": None,
        "NO_COLOR": "1",
    }
    result = run_vaultmind("doctor", "--json", "--vault", vault, env=env)
    strict = run_vaultmind("doctor", "--strict", "--vault", vault, env=env)
    assert "Traceback" not in result.stderr + strict.stderr
    return Report(result.returncode, json.loads(result.stdout), strict.returncode, strict.stdout)


def doctor_json(cli: Runner, vault: Path, *extra: str) -> tuple[int, dict[str, Any]]:
    result = cli("doctor", "--json", *extra, "--vault", vault)
    assert "Traceback" not in result.stderr
    data: dict[str, Any] = json.loads(result.stdout)
    return result.returncode, data


def test_healthy_vault(cli: Runner, write_vault: WriteVault) -> None:
    vault = write_vault(HEALTHY)
    result = ok(cli("doctor", "--vault", vault))
    assert "healthy" in result.stdout
    assert "3 notes" in result.stdout
    ok(cli("doctor", "--strict", "--vault", vault))
    code, data = doctor_json(cli, vault)
    assert code == 0
    assert data == {"notes": 3, "findings": []}


def test_demo_vault_is_healthy(cli: Runner, demo_vault: Path) -> None:
    assert "healthy" in ok(cli("doctor", "--strict", "--vault", demo_vault)).stdout


@pytest.mark.parametrize(
    ("kind", "path", "line"),
    [pytest.param(kind, path, line, id=name) for name, kind, path, line in PROBLEMS],
)
def test_problem_is_reported(report: Report, kind: str, path: str, line: int | None) -> None:
    found = [f for f in report.data["findings"] if f["kind"] == kind and f["path"] == path]
    assert found, report.data["findings"]
    if line is not None:
        assert found[0]["line"] == line
    where = f"{path}:{line}:" if line is not None else f"{path}"
    assert any(row.startswith(where) and kind in row for row in report.text.splitlines())


def test_problems_exit_codes_and_shape(report: Report) -> None:
    assert report.code == 0, "without --strict doctor only reports"
    assert report.strict_code == 1
    assert report.data["notes"] == len(HEALTHY) + len(PROBLEM_FILES)
    for finding in report.data["findings"]:
        assert set(finding) == {"severity", "kind", "path", "line", "message"}
        assert finding["severity"] in {"error", "warning"}
        assert isinstance(finding["line"], int) and finding["message"]
    errors = {f["path"] for f in report.data["findings"] if f["severity"] == "error"}
    assert {"Conflict.md", "Binary.md"} <= errors


def test_text_report_names_file_and_line(cli: Runner, write_vault: WriteVault) -> None:
    vault = write_vault({**HEALTHY, "Bad.md": "# Bad\n\nText.\nSee [[Missing Page]].\n"})
    result = ok(cli("doctor", "--vault", vault))
    assert "Bad.md:4:" in result.stdout
    assert "[[Missing Page]]" in result.stdout
    assert "healthy" not in result.stdout
    strict = cli("doctor", "--strict", "--vault", vault)
    assert strict.returncode == 1
    assert "Bad.md:4:" in strict.stdout


def test_bad_files_are_still_indexed(cli: Runner, write_vault: WriteVault) -> None:
    vault = write_vault(
        {
            "BadYaml.md": "---\ntitle: [unclosed\n---\nthe quokkaword body\n",
            "Latin1.md": "naïve marmotword\n".encode("latin-1"),
        }
    )
    for word, path in (("quokkaword", "BadYaml.md"), ("marmotword", "Latin1.md")):
        result = ok(cli("search", word, "--json", "--vault", vault))
        assert [hit["path"] for hit in json.loads(result.stdout)] == [path]
    assert (vault / "Latin1.md").read_bytes() == "naïve marmotword\n".encode("latin-1")


def test_strict_lists_each_dated_project_task_nobody_owns(
    cli: Runner, write_vault: WriteVault
) -> None:
    """A project's dated task no rule gives to anyone shows once, with its file and line;
    a task with a person in any form, an undated or a closed one does not."""
    launch = (
        "---\ntype: project\n---\n# Launch\n\n"
        "- [ ] [[Anna]] books the hall 📅 2026-12-01\n"  # line 6: a first link to her
        "- [ ] Аня: печать бейджей 📅 2026-12-02\n"
        "- [ ] order chairs [owner:: [[Anna]]] 📅 2026-12-03\n"
        "- [ ] order the catering 📅 2026-12-04\n"  # line 9: nobody's
        "- [ ] See [[Plan]]: print it 📅 2026-12-05\n"  # line 10: a link to no person
        "- [ ] some day\n"
        "- [x] closed 📅 2026-12-01 ✅ 2026-12-01\n"
    )
    rack = "---\ntype: project\n---\n- [ ] mount it 📅 2026-12-01\n"
    daily = "- [ ] call 📅 2026-12-01\n"  # not a project: nobody's, and fine
    vault = write_vault(
        {**HEALTHY, "Projects/Launch.md": launch, "Rack.md": rack, "Daily/2026-12-01.md": daily}
    )
    assert "healthy" in ok(cli("doctor", "--vault", vault)).stdout  # advice: only when strict
    strict = cli("doctor", "--strict", "--vault", vault)
    assert strict.returncode == 1
    found = [line for line in strict.stdout.splitlines() if "task-without-owner" in line]
    assert [line.split(": ")[0] for line in found] == [
        "Projects/Launch.md:9",
        "Projects/Launch.md:10",
        "Rack.md:4",  # type: project outside Projects/
    ]
    assert "«order the catering» (due 2026-12-04)" in found[0]
