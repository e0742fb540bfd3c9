"""`vaultmind ask --no-llm` over weeks of chat (issue 27, part 3): a Russian word in
another form than the message's, the answer that is the next message, and a message
that names the asked month although it was written in the one before."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.functional.conftest import Runner, ok

TEMPLATE = Path(__file__).resolve().parents[2] / "vault_template"
CHAT = 1900000042
TODAY = ("--today", "2026-12-01")
MESSAGES = [  # (id, day and time, sender, text)
    (1, "2026-09-29T14:20:00", "Павел Зайцев", "Я в отпуске с 5 по 16 октября."),
    (2, "2026-10-05T09:00:00", "Павел Зайцев", "Сегодня приёмка по графику."),
    (3, "2026-10-26T10:05:00", "Екатерина Белова", "А обучение кладовщиков когда?"),
    (4, "2026-10-26T10:06:00", "Сергей Волков", "2 и 3 ноября, по две смены."),
    (5, "2026-10-27T11:00:00", "Сергей Волков", "Сегодня приёмка по графику."),
    (6, "2026-11-03T16:30:00", "Екатерина Белова", "Наставников новичкам назначили."),
    (7, "2026-11-04T12:00:00", "Марина Козлова", "Обучение водителей перенесли."),
]  # fmt: skip


@pytest.fixture
def vault(tmp_path: Path, cli: Runner) -> Path:
    root = tmp_path / "vault"
    shutil.copytree(TEMPLATE, root)
    export = {"name": "Склад", "type": "private_supergroup", "id": CHAT, "messages": [
        {"id": n, "type": "message", "date": at, "from": who, "from_id": f"user{hash(who) % 99}",
         "text": text} for n, at, who, text in MESSAGES]}  # fmt: skip
    path = tmp_path / "result.json"
    path.write_text(json.dumps(export, ensure_ascii=False), encoding="utf-8")
    ok(cli("ingest", "--model", "none", path, "--vault", root))
    return root


def cited(cli: Runner, vault: Path, question: str) -> list[str]:
    out = ok(cli("ask", question, "--no-llm", "--json", *TODAY, "--vault", vault))
    return [s["ref"] for s in json.loads(out.stdout)["sources"]]


def block(number: int) -> str:
    return f"#^tg-{CHAT}-{number}]]"


def test_a_verb_finds_the_noun_snowball_stems_apart(cli: Runner, vault: Path) -> None:
    """«обучали» (stem «обуча») and «обучение» («обучен»): one word to the reader."""
    refs = cited(cli, vault, "Когда обучали водителей?")
    assert refs and refs[0].endswith(block(7))


def test_the_answer_in_the_next_message_is_cited(cli: Runner, vault: Path) -> None:
    refs = cited(cli, vault, "Когда обучение кладовщиков?")
    assert refs[0].endswith(block(3))
    assert refs[1].endswith(block(4))  # shares no word with the question


def test_a_leave_announced_the_month_before_answers_for_its_month(cli: Runner, vault: Path) -> None:
    refs = cited(cli, vault, "Кто был в отпуске в октябре?")
    assert refs and refs[0].endswith(block(1))
