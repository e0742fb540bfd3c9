"""The ablation bench's switches: a family switched off finds nothing, and the message
it would have caught reaches the learned detector like one no rule found anything in."""

from __future__ import annotations

import json
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any
from unittest import mock

import pytest

from bench.detect.ablation import BASELINE, switched_off
from bench.extract_eval.run import make_vault
from vaultmind.agent.ingest.extract.rules_step import RuleExtraction
from vaultmind.agent.ingest.extract.statements import find_statements
from vaultmind.agent.ingest.sources.formats import RawMessage
from vaultmind.service import IngestRequest, VaultService

PROMISE = "Сделаю отчёт по складу до пятницы"
CHAT = {"language": "ru", "people": {"Дмитрий Орлов": ["Дима"]}, "owner": None}


def ingest_reaching_detector(tmp_path: Path, family: str) -> list[str]:
    """The texts `_detect` was asked about when the chat was ingested with `family` off."""
    vault = make_vault(tmp_path, CHAT)
    export = tmp_path / "chat.jsonl"
    rows = [
        {"id": 1, "time": "2026-12-01T10:00:00", "sender": "Дмитрий Орлов", "text": PROMISE},
        {"id": 2, "time": "2026-12-01T10:05:00", "sender": "Дмитрий Орлов", "text": "Всем привет"},
    ]
    export.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows), "utf-8")
    asked: list[str] = []
    real = RuleExtraction._detect

    def spy(self: RuleExtraction, stored: Any, detector: Any) -> Any:
        asked.append(stored.message.text)
        return real(self, stored, detector)

    with switched_off(family), mock.patch.object(RuleExtraction, "_detect", spy):
        request = IngestRequest((export,), model="none", today=date(2026, 12, 2))
        VaultService(vault).ingest(request)
    return asked


def test_a_promise_the_rules_find_never_reaches_the_detector(tmp_path: Path) -> None:
    asked = ingest_reaching_detector(tmp_path, BASELINE)
    assert PROMISE not in asked and "Всем привет" in asked  # the detector reads the rest


def test_with_promise_forms_off_the_promise_reaches_the_detector(tmp_path: Path) -> None:
    assert PROMISE in ingest_reaching_detector(tmp_path, "promise forms")


def message(text: str) -> RawMessage:
    at = datetime(2026, 12, 1, 10, 0, tzinfo=UTC)
    return RawMessage("telegram", "1", "team", "1", at, "Дмитрий Орлов", text)


@pytest.mark.parametrize(
    ("family", "text"),
    [
        ("context statements", "Я в отпуске до 15 декабря"),
    ],
)
def test_a_statement_family_off_finds_nothing_and_only_while_off(family: str, text: str) -> None:
    assert find_statements(message(text))
    with switched_off(family):
        assert find_statements(message(text)) == []
    assert find_statements(message(text))
