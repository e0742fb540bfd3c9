"""Credentials in the vault: doctor warns (without printing them), ingest never copies them."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import WriteVault
from tests.functional.conftest import Runner, ok, run_process


def test_doctor_warns_about_credentials_without_printing_them(
    write_vault: WriteVault, cli: Runner
) -> None:
    vault = write_vault({"Projects/Infra.md": "# Infra\n\nstaging password: hunter22\n"})
    out = ok(cli("doctor", "--vault", vault)).stdout
    assert "Projects/Infra.md:3: warning: secret: looks like a `key: value` credential" in out
    assert "hunter22" not in out


def test_ingest_never_copies_a_credential_into_memory(demo_vault: Path, tmp_path: Path) -> None:
    chat = tmp_path / "team.jsonl"
    rows = [(1, "FYI, John moved to the Oslo office"), (2, "Я пришлю пароль: Qwerty-2026 завтра")]
    chat.write_text(
        "".join(
            json.dumps({"id": i, "time": "2026-11-30T10:05:00", "sender": "Оля", "chat": "team",
                        "text": t}, ensure_ascii=False) + "\n"
            for i, t in rows
        ),
        encoding="utf-8",
    )  # fmt: skip
    ok(run_process("ingest", chat, "--vault", demo_vault))
    people = "".join(p.read_text(encoding="utf-8") for p in (demo_vault / "People").glob("*.md"))
    assert "John moved to the Oslo office" in people  # extraction ran
    assert "Qwerty-2026" not in people
    source = next((demo_vault / "Sources").rglob("2026-11-30.md")).read_text(encoding="utf-8")
    assert "Qwerty-2026" in source  # the message itself is kept, as imported
