"""What a reading model is shown before the message it reads: the message replied to,
then the ones just before it, at most two (scripted model)."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from vaultmind.agent.fake import ScriptedModel
from vaultmind.service import VaultService

TODAY = date(2026, 12, 2)
BIG = 1_500_000_000  # a model large enough to read messages one by one
PEOPLE: dict[str, str | bytes] = {
    "People/Дмитрий Кузнецов.md": "---\ntype: person\naliases: [Дима]\n---\n# Дмитрий Кузнецов\n",
    "People/Анна Смирнова.md": "---\ntype: person\naliases: [Анна]\n---\n# Анна Смирнова\n",
}


def shown_before(vault: Path, tmp_path: Path, rows: list[dict[str, str]]) -> dict[str, list[str]]:
    """Per message read (its text), the lines of its prompt's 'Before:' part."""
    chat = tmp_path / "team.jsonl"
    chat.write_text("".join(json.dumps(r | {"chat": "team"}) + "\n" for r in rows), "utf-8")
    service = VaultService(vault)
    reports = service.import_exports([chat], dry_run=False, chat=None, since=None)
    paths = sorted({p for r in reports for p in r.all_files})
    model = ScriptedModel([], parameters=BIG)  # every call fails: only the prompts matter
    service.extract_with_rules(paths, TODAY, None, model)
    shown: dict[str, list[str]] = {}
    for _, prompt, _ in model.prompts:
        tail = prompt.split("Now the chat:\n", 1)[1]  # after the guide's examples
        lines = [line.split("] ", 1)[-1] for line in tail.splitlines() if line]
        start = lines.index("Before:") + 1 if "Before:" in lines else len(lines) - 2
        shown[lines[-1].split(": ", 1)[1]] = lines[start:-2]  # to "Message:"
    return shown


@pytest.fixture
def vault(write_vault: WriteVault) -> Path:
    """Rules only: with the detector, small talk would not reach the model at all."""
    return write_vault(
        {**PEOPLE, "vaultmind.toml": 'format = 1\ntimezone = "UTC"\ndetector = false\n'}
    )


def test_the_message_replied_to_is_shown_with_the_one_just_before(
    vault: Path, tmp_path: Path
) -> None:
    rows = [
        {"id": "1", "time": "2026-11-30T10:00:00", "sender": "Анна", "text": "как там склад?"},
        {"id": "2", "time": "2026-11-30T10:01:00", "sender": "Анна", "text": "обед в час"},
        {"id": "3", "time": "2026-11-30T10:02:00", "sender": "Анна", "text": "кофе кончился"},
        {"id": "4", "time": "2026-11-30T10:09:00", "sender": "Дима", "text": "разбираю полки",
         "reply_to": "1"},
    ]  # fmt: skip
    shown = shown_before(vault, tmp_path, rows)["разбираю полки"]
    assert shown == ["Анна: кофе кончился", "Анна: как там склад?"]


def test_without_a_reply_the_two_before_are_shown_across_days_oldest_first(
    vault: Path, tmp_path: Path
) -> None:
    rows = [
        {"id": "1", "time": "2026-11-27T18:00:00", "sender": "Анна", "text": "погода отличная"},
        {"id": "2", "time": "2026-11-29T09:00:00", "sender": "Дима", "text": "полки пришли"},
        {"id": "3", "time": "2026-11-30T10:00:00", "sender": "Анна", "text": "обед в час"},
        {"id": "4", "time": "2026-11-30T16:00:00", "sender": "Дима", "text": "разбираю полки"},
    ]
    shown = shown_before(vault, tmp_path, rows)
    assert shown["разбираю полки"] == ["Дима: полки пришли", "Анна: обед в час"]  # own too
    assert shown["полки пришли"] == ["Анна: погода отличная"]  # two days back
    assert shown["погода отличная"] == []
