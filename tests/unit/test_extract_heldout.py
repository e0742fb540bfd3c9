"""The held-out extraction set is usable: its chats parse, its labels name real people."""

from __future__ import annotations

import json
from datetime import date

import pytest

from bench.extract_eval.run import SETS
from bench.extract_eval.score import label_items
from vaultmind.agent.ingest.sources.formats.detect import parse_export

HELDOUT = SETS["heldout"]
KINDS = {"commitment", "done", "postponed", "cancelled", "preference", "context", "fact"}
DATA = json.loads(HELDOUT.read_text("utf-8"))
CHATS = DATA["chats"]


@pytest.mark.parametrize("chat", CHATS, ids=[c["file"] for c in CHATS])
def test_each_chat_parses_and_every_sender_is_a_known_person(chat: dict[str, object]) -> None:
    export = parse_export(HELDOUT.parent / str(chat["file"]), "Europe/Moscow")
    messages = [m for parsed in export.chats for m in parsed.messages]
    assert len(messages) >= 50
    people = chat["people"]
    assert isinstance(people, dict)
    assert {m.sender for m in messages} <= set(people)
    assert any(m.reply_to for m in messages)


@pytest.mark.parametrize("chat", CHATS, ids=[c["file"] for c in CHATS])
def test_every_label_names_a_person_of_its_chat_a_known_kind_and_a_real_date(
    chat: dict[str, object],
) -> None:
    labels = label_items(chat["labels"])  # type: ignore[arg-type]
    assert labels
    for item in labels:
        assert item.kind in KINDS
        assert item.person in chat["people"]  # type: ignore[operator]
        assert all(word.strip() for word in item.words)
        assert item.due is None or date.fromisoformat(item.due) <= date(2026, 12, 31)


def test_the_set_has_enough_labels_and_the_bench_can_select_it() -> None:
    assert sum(len(chat["labels"]) for chat in CHATS) >= 50
    assert SETS["tuned"] != HELDOUT and HELDOUT.is_file()
