"""`vaultmind migrate`: a format-1 vault's commitments become Tasks-plugin tasks."""

from __future__ import annotations

import json
from pathlib import Path

from tests.functional.conftest import Runner, ok

NOTE = "People/Ann Lee.md"
FORMAT_1 = """---
type: person
---
# Ann Lee

Her own words stay as they are.
- [ ] Book the room 📅 2026-12-04

## Memory
- [commitment] Send the report [due:: 2026-12-04] [confidence:: 0.8] [by:: agent:extraction] [src:: [[Sources/x/2026-11-30#^tg-1-2]]] [created:: 2026-11-30] #q4 ^m-aaa111
- [commitment] Fix the build [status:: done] [done:: 2026-12-01] [by:: user] ^m-bbb222
- [preference] Mornings for calls [confidence:: 0.9] ^m-ccc333
"""  # noqa: E501


def format_1_vault(root: Path) -> Path:
    (root / "People").mkdir(parents=True)
    (root / NOTE).write_text(FORMAT_1, encoding="utf-8")
    (root / "vaultmind.toml").write_text("# mine\nformat = 1\n", encoding="utf-8")
    return root


def commitments(cli: Runner, vault: Path) -> list[tuple[str, str | None]]:
    result = ok(
        cli(
            "memory", "list", "Ann Lee", "--kind", "commitment", "--all", "--json", "--vault", vault
        )
    )
    return sorted((row["text"], row["status"]) for row in json.loads(result.stdout))


def test_migrate_shows_a_patch_then_writes_tasks_in_one_undo_job(
    cli: Runner, tmp_path: Path
) -> None:
    vault = format_1_vault(tmp_path / "v")
    before = commitments(cli, vault)
    doctor = ok(cli("doctor", "--vault", vault)).stdout
    assert "format 1: 2 commitment(s) are not tasks" in doctor
    assert "`vaultmind migrate`" in doctor
    patch = ok(cli("migrate", "--vault", vault))
    assert "-- [commitment] Send the report" in patch.stdout
    assert "+- [ ] Send the report" in patch.stdout
    assert (vault / NOTE).read_text(encoding="utf-8") == FORMAT_1  # a patch writes nothing

    ok(cli("migrate", "--apply", "--vault", vault))
    lines = (vault / NOTE).read_text(encoding="utf-8").splitlines()
    assert (
        "- [ ] Send the report [confidence:: 0.8] "
        "[src:: [[Sources/x/2026-11-30#^tg-1-2]]] #q4 📅 2026-12-04 ^m-aaa111"
    ) in lines  # the created day and the author are its source's: defaults, dropped
    assert "- [x] Fix the build 📅 2026-12-01 ^m-bbb222" not in lines  # done is not due
    assert "- [x] Fix the build ✅ 2026-12-01 ^m-bbb222" in lines
    assert "- [preference] Mornings for calls [confidence:: 0.9] ^m-ccc333" in lines
    assert "Her own words stay as they are." in lines
    assert "- [ ] Book the room 📅 2026-12-04" in lines
    assert "format = 2" in (vault / "vaultmind.toml").read_text(encoding="utf-8")
    assert commitments(cli, vault) == before  # the same promises, read from the new form

    assert "vaultmind migrate" not in ok(cli("doctor", "--vault", vault)).stdout
    again = ok(cli("migrate", "--vault", vault))
    assert again.stdout.startswith("nothing to migrate")

    ok(cli("undo", "--vault", vault))
    assert (vault / NOTE).read_text(encoding="utf-8") == FORMAT_1
    assert (vault / "vaultmind.toml").read_text(encoding="utf-8") == "# mine\nformat = 1\n"


def test_a_format_1_vault_is_written_in_its_own_form_until_migrated(
    cli: Runner, tmp_path: Path
) -> None:
    vault = format_1_vault(tmp_path / "v")
    ok(cli("remember", "Ann Lee", "Send the slides", "--kind", "commitment", "--due", "friday",
           "--today", "2026-12-02", "--vault", vault))  # fmt: skip
    text = (vault / NOTE).read_text(encoding="utf-8")
    assert "- [commitment] Send the slides [due:: 2026-12-04]" in text
