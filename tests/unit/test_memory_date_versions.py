"""A number in a version or ticket shape is never a date («обновлю схемы 2.4» is no
2 April); a day.month after a date word, with a year, or written as a date still is."""

from __future__ import annotations

import json
from datetime import date, datetime
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from vaultmind.agent.ingest.extract.chunks import Chunk
from vaultmind.agent.ingest.extract.grounding import resolve_due
from vaultmind.agent.ingest.extract.reply_schema import CommitmentItem
from vaultmind.agent.ingest.sources.formats import RawMessage
from vaultmind.service import IngestRequest, VaultService
from vaultmind.vault.dates import find_date

TUE = date(2026, 3, 10)


@pytest.mark.parametrize(
    "text",
    [
        "обновлю схемы 2.4",  # the issue's own line
        "I'll update the schemas 2.4",
        "выкатим v2.0 после тестов",
        "ship v2.0 soon",
        "bump the parser to 1.2.3",
        "обновлю до 1.2.3",  # three parts are no date even after a date word
        "выпущу 2.4.1",
        "OPS-12 is mine",
        "TCK-7 may slip",  # not 7 May
        "беру OPS-12/3",
        "release 3.10 is out",
        "the release 3.10 notes",
        "версия 2.4 готова",
        "ставлю версию 2.4",
        "к релизу 2.4 подготовлю",  # a date word, but the version word is nearer
        "build 5.1 is green",
        "сборка 5.1 упала",
        "upgraded to 17.2",  # "to" is no date word
        "Release notes for 2.1 drafted",
        "by v2.0",
    ],
)
def test_a_version_or_a_ticket_is_no_date(text: str) -> None:
    assert find_date(text, TUE) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("сделаю к 2.12", date(2026, 12, 2)),
        ("I'll send it by 12/3", date(2026, 3, 12)),
        ("пришлю до 5.12", date(2026, 12, 5)),
        ("перенесли на 2.4", date(2026, 4, 2)),  # a bare 2.4 right after a date word
        ("due 2.4", date(2026, 4, 2)),
        ("отпуск с 2.4", date(2026, 4, 2)),
        ("пришлю 2.4.2026", date(2026, 4, 2)),  # with a year
        ("пришлю 2.4.26", date(2026, 4, 2)),
        ("сделаю 30.11", date(2026, 11, 30)),  # written as a date: two digits each
        ("пришлю 04.12", date(2026, 12, 4)),  # or a leading zero
        ("Migrations at 8/12", date(2026, 12, 8)),  # a slash is never a version
        ("OPS-12 закрою до 5.12", date(2026, 12, 5)),  # a ticket beside a date
        ("TCK-7 by Friday", date(2026, 3, 13)),
        ("релиз 5 декабря", date(2026, 12, 5)),  # a version word before a day and month
        ("release 30.11.2026", date(2026, 11, 30)),
    ],
)
def test_a_date_beside_a_version_shape_stays_a_date(text: str, expected: date) -> None:
    found = find_date(text, TUE)
    assert found is not None and found[0] == expected


def _chunk(text: str) -> Chunk:
    sent = datetime(2026, 3, 10, 10, 0)
    message = RawMessage("jsonl", "c1", "Team", "1", sent, "Оля", text)
    return Chunk((message,), ("b1",), ("Sources/jsonl/c1/2026-03-10",))


@pytest.mark.parametrize(
    ("text", "due", "expected"),
    [
        ("обновлю схемы 2.4", "2.4", None),  # the model's due from a version is dropped
        ("release 3.10 by Friday", "3.10", date(2026, 3, 13)),  # the text's date wins
        ("пришлю до 5.12", "5.12", date(2026, 12, 5)),
        ("обновлю схемы", "2.4", date(2026, 4, 2)),  # a due the message does not show
    ],
)
def test_a_models_due_read_from_a_version_is_no_date(
    text: str, due: str, expected: date | None
) -> None:
    item = CommitmentItem(text=text, msgs=[1], due=due)
    assert resolve_due(item, _chunk(text)) == expected


@pytest.mark.parametrize(
    ("text", "due"),
    [("Обновлю схемы 2.4 и пришлю", None), ("Обновлю схемы до 5.12 и пришлю", "2026-12-05")],
)
def test_a_chat_promise_with_a_version_gets_no_due_date(
    write_vault: WriteVault, tmp_path: Path, text: str, due: str | None
) -> None:
    vault = write_vault({"People/Оля Ким.md": "# Оля Ким\n\n## Memory\n"})
    chat = tmp_path / "team.jsonl"
    line = {"id": 1, "time": "2026-03-10T10:00:00", "sender": "Оля Ким", "text": text}
    chat.write_text(json.dumps(line, ensure_ascii=False) + "\n", encoding="utf-8")
    VaultService(vault).ingest(IngestRequest((chat,), model="none", today=TUE))
    note = (vault / "People/Оля Ким.md").read_text(encoding="utf-8")
    assert "Обновлю схемы" in note or "обновлю схемы" in note.lower()  # the promise is kept
    if due is None:
        assert "📅" not in note and "due::" not in note
    else:
        assert due in note
