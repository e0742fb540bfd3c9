"""More promise verbs by their shape (issue 10, session 7): reflexive perfectives
(«созвонюсь», «свяжусь», «отпишусь»), «пересчитаю» (a prefixed -читаю is perfective), a
date before the verb («Я к среде пересчитаю смету»), and a promise that ends on a tag
question ("…, ok?"). Hopes, moods and real questions promise nothing."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from vaultmind.agent.ingest.extract.promises import find_promises
from vaultmind.agent.ingest.sources.formats import RawMessage

THURSDAY = datetime(2026, 12, 3, 10, 0, tzinfo=UTC)


def said(text: str) -> list[tuple[str, str]]:
    message = RawMessage("chat", "c1", "Team", "1", THURSDAY, "Оля", text)
    return [(p.text, p.due.isoformat() if p.due else "") for p in find_promises(message)]


@pytest.mark.parametrize(
    ("text", "word", "due"),
    [
        ("Я завтра свяжусь с поставщиком по срокам", "поставщиком", "2026-12-04"),
        ("Отпишусь по итогам встречи до пятницы", "итогам", "2026-12-04"),
        ("Созвонюсь с арендодателем в понедельник", "арендодателем", "2026-12-07"),
        ("Я к среде пересчитаю смету по ремонту", "смету", "2026-12-09"),
        ("Дочитаю договор аренды к понедельнику", "договор", "2026-12-07"),
        ("I'll send the draft budget by Monday, ok?", "draft budget", "2026-12-07"),
        ("Пришлю протокол завтра, норм?", "протокол", "2026-12-04"),
    ],
)
def test_a_promise_by_its_shape(text: str, word: str, due: str) -> None:
    [(task, found_due)] = said(text)
    assert word in task and found_due == due
    assert not task.lower().endswith(("ok", "норм"))


@pytest.mark.parametrize(
    "text",
    [
        "Надеюсь, успеем к пятнице",
        "Соберусь с мыслями к понедельнику",
        "Я завтра проснусь в шесть утра",
        "Can you send the draft budget by Monday?",
        "Пришлю протокол завтра?",
        "Считаю, что к пятнице успеем",
        "Я завтра читаю лекцию в институте",
    ],
)
def test_no_promise(text: str) -> None:
    assert said(text) == []
