"""Retrieval without a model: named people in any form, dates from the content,
active before superseded, and nothing at all for what the vault does not know."""

from __future__ import annotations

from pathlib import Path

from tests.unit.ask.conftest import TODAY
from vaultmind.agent.ask.rank import Source
from vaultmind.service import VaultService


def sources(vault: Path, question: str, k: int = 8, **options: object) -> list[Source]:
    with VaultService.open(vault) as service:
        return service.retrieve(question, TODAY, k, **options).sources  # type: ignore[arg-type]


def refs(found: list[Source]) -> list[str]:
    return [source.ref for source in found]


def test_an_inflected_russian_name_finds_the_person(ask_vault: Path) -> None:
    for question in ("что обещал Диме?", "что у Дмитрия по срокам?", "о чём договорились с Димой"):
        found = refs(sources(ask_vault, question))
        assert "People/Дмитрий Кузнецов#^m-hcjzgr" in found, question


def test_a_first_name_of_an_alias_finds_the_person(ask_vault: Path) -> None:
    found = sources(ask_vault, "what did Dmitry promise?")
    assert found[0].path in ("People/Дмитрий Кузнецов.md", "Projects/OAuth Migration.md")
    assert "People/Дмитрий Кузнецов#^m-hcjzgr" in refs(found)


def test_active_outranks_superseded(ask_vault: Path) -> None:
    found = refs(sources(ask_vault, "Finish the auth refactor", k=20))
    assert found.index("People/Дмитрий Кузнецов#^m-hcjzgr") < found.index(
        "People/Дмитрий Кузнецов#^m-gmedzj"
    )


def test_a_memory_and_its_message_count_once(ask_vault: Path) -> None:
    found = sources(ask_vault, "Дима рефакторинг авторизации до среды", k=20)
    memory = next(s for s in found if s.ref == "People/Дмитрий Кузнецов#^m-rzddk4")
    assert memory.source_ids == ("tg-1876543210-4607",)
    assert not any(s.kind == "message" and s.source_ids == memory.source_ids for s in found)


def test_time_filters_on_content_dates(ask_vault: Path) -> None:
    found = sources(ask_vault, "что было 27 ноября?", k=20)
    assert found and all(s.date == "2026-11-27" or s.path == "Daily/2026-11-27.md" for s in found)
    assert "Daily/2026-11-27" in refs(found)
    yesterday = sources(ask_vault, "что писали в чате вчера", k=20)  # 2026-12-02: nothing
    assert yesterday == []


def test_messages_are_units_with_their_own_id_and_day(ask_vault: Path) -> None:
    found = sources(ask_vault, "тестовый тенант SSO", k=20)
    message = next(s for s in found if s.kind == "message")
    assert message.ref == "Sources/telegram/1876543210/2026-12-01#^tg-1876543210-4607"
    assert message.date == "2026-12-01"


def test_nothing_relevant_is_nothing(ask_vault: Path) -> None:
    for question in ("what is the office wifi password?", "Who is the CEO of Google?",
                     "какая зарплата у Димы?"):  # fmt: skip
        assert sources(ask_vault, question) == [], question


def test_at_most_k(ask_vault: Path) -> None:
    assert len(sources(ask_vault, "Дмитрий", k=3)) == 3
