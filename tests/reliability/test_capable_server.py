"""A model server is taken as a 7B model: the capable tier. Its malformed readings end
in one line each, and write nothing: the people's notes are what the rules alone write."""

from __future__ import annotations

import json
from http.server import BaseHTTPRequestHandler
from pathlib import Path

import pytest

from tests.functional.conftest import run_vaultmind
from tests.reliability.model_servers import ALIAS, event, start_stream, stub_server
from tests.unit.ingest.samples import dumps, telegram_chat

pytestmark = pytest.mark.slow
PEOPLE = {
    "People/Дмитрий Кузнецов.md": "---\ntype: person\naliases: [Дима]\n---\n# Дмитрий Кузнецов\n",
    "People/Анна Смирнова.md": "---\ntype: person\naliases: [Анна]\n---\n# Анна Смирнова\n",
}
CUT = '{"items": [{"msg": "m2", "kind": "decision", "person": "Анна", "quote": "Созвоны'
SUMMARY = json.dumps({"daily_note": {"title": "", "summary": "", "msgs": []}})


def reply(handler: BaseHTTPRequestHandler) -> None:
    """A reading cut in the middle of its JSON; the chunk step's summary, empty."""
    reading = b"Read m" in getattr(handler, "body", b"")
    start_stream(handler)
    handler.wfile.write(event(CUT if reading else SUMMARY))
    handler.wfile.write(b"data: [DONE]\n\n")
    handler.wfile.flush()


def people(vault: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted((vault / "People").glob("*.md"))}


def vault_at(root: Path) -> Path:
    for rel, text in {**PEOPLE, "vaultmind.toml": 'format = 1\ntimezone = "UTC"\n'}.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, "utf-8")
    return root


def test_malformed_readings_are_one_line_each_and_write_nothing(
    tmp_path: Path, isolated_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    export = tmp_path / "result.json"
    export.write_text(dumps(telegram_chat()), encoding="utf-8")
    rules_only, vault = vault_at(tmp_path / "rules"), vault_at(tmp_path / "served")
    assert run_vaultmind("ingest", export, "--vault", rules_only, "--model", "none").returncode == 0
    monkeypatch.delenv("VAULTMIND_MODEL", raising=False)
    with stub_server(reply) as base:
        (isolated_home / "settings.toml").write_text(f'model = "{base}#{ALIAS}"\n', "utf-8")
        result = run_vaultmind("ingest", export, "--vault", vault, timeout=120)
    assert result.returncode == 0, result.stderr
    unread = [line for line in result.stderr.splitlines() if line.startswith("not read: ")]
    assert unread, result.stderr
    assert all("invalid reading from the model: not JSON" in line for line in unread)
    assert "Traceback" not in result.stderr
    assert "messages the rules found nothing in, read by the model: 0" in result.stdout
    assert people(vault) == people(rules_only)  # nothing of a broken reply was written
    sources = "".join(p.read_text("utf-8") for p in (vault / "Sources").rglob("*.md"))
    assert "decisions:" not in sources and "@c1:" in sources  # read, by the capable tier


def deciding(handler: BaseHTTPRequestHandler) -> None:
    """Every message read is a decision, quoting its own first words."""
    body = json.loads(getattr(handler, "body", b"{}") or b"{}")
    prompt = body["messages"][-1]["content"]
    start_stream(handler)
    if "\nRead m" not in prompt:
        handler.wfile.write(event(SUMMARY))
    else:
        read = prompt.rsplit("\nRead ", 1)[1].rstrip(".")
        line = [x for x in prompt.splitlines() if x.startswith(f">> {read} ")][-1]
        words = " ".join(line.split(": ", 1)[1].split()[:4])
        item = {"msg": read, "kind": "decision", "person": "", "text": words, "when": "",
                "commitment": "", "to": "", "quote": words}  # fmt: skip
        handler.wfile.write(event(json.dumps({"items": [item]}, ensure_ascii=False)))
    handler.wfile.write(b"data: [DONE]\n\n")
    handler.wfile.flush()


def test_decisions_from_a_served_model_reach_the_days_section(
    tmp_path: Path, isolated_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    export = tmp_path / "result.json"
    export.write_text(dumps(telegram_chat()), encoding="utf-8")
    vault = vault_at(tmp_path / "served")
    monkeypatch.delenv("VAULTMIND_MODEL", raising=False)
    with stub_server(deciding) as base:
        (isolated_home / "settings.toml").write_text(f'model = "{base}#{ALIAS}"\n', "utf-8")
        result = run_vaultmind("ingest", export, "--vault", vault, timeout=120)
    assert result.returncode == 0, result.stderr
    [told] = [line for line in result.stdout.splitlines() if line.startswith("decisions read")]
    count = int(told.split(": ")[1].split()[0])
    daily = (vault / "Daily" / "2026-11-30.md").read_text("utf-8")
    assert count >= 1 and daily.count("  - decided: ") == count
