"""Facts by structure (issue 10, session 8): a rank-and-title role from a day on or made
official, what someone now runs said object first, the sender's own move or new job;
and through the ingest, a fact lands on the named person's note, never the sender's,
and news about someone the vault does not know writes nothing."""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from tests.conftest import WriteVault
from tests.unit.ingest.test_rules_step import export
from vaultmind.agent.ingest.extract.statements import find_statements
from vaultmind.agent.ingest.sources.formats import RawMessage
from vaultmind.service import IngestRequest, VaultService

THURSDAY = datetime(2026, 12, 3, 12, 0, tzinfo=ZoneInfo("Europe/Moscow"))
ME = "Вера"


def facts(text: str) -> list[tuple[str, str]]:
    said = find_statements(RawMessage("jsonl", "1", "team", "1", THURSDAY, ME, text))
    return [(s.person, s.text) for s in said if s.kind == "fact"]


@pytest.mark.parametrize(
    ("text", "person", "memory"),
    [
        # a role with a rank, from a day on or made official
        ("Ещё новость: Оксана с понедельника официально главный бухгалтер", "Оксана",
         "Оксана с понедельника официально главный бухгалтер"),
        ("Оксана теперь старший менеджер по закупкам", "Оксана",
         "Оксана теперь старший менеджер по закупкам"),
        ("Ольга с сегодняшнего дня ведущий дизайнер. Все макеты теперь к ней", "Ольга",
         "Ольга с сегодняшнего дня ведущий дизайнер"),
        ("Kevin is now senior designer", "Kevin", "Kevin is now senior designer"),
        # what someone now runs, said object first
        ("И ещё: закупки теперь полностью ведёт Оксана, все счета через неё", "Оксана",
         "Закупки теперь полностью ведёт Оксана"),
        ("Pricing is now handled by Kevin", "Kevin", "Pricing is now handled by Kevin"),
        # the sender's own move or new job
        ("I moved to Porto in March, the rest are in Berlin", ME, "Moved to Porto in March"),
        ("Я переехала в Самару в ноябре", ME, "Переехала в Самару в ноябре"),
        ("Quick update: from January I'm full-time at the studio, not a contractor anymore 🎉",
         ME, "From January full-time at the studio"),
        ("Кстати, с февраля я больше не на фрилансе — меня берут в штат студии 🙂", ME,
         "Берут в штат студии"),
        # joining us, leaving for another employer
        ("Новости: Ольга перешла к нам из команды поддержки, будет заниматься онбордингом",
         "Ольга", "Ольга перешла к нам из команды поддержки"),
        ("Kevin joined us from the payments team", "Kevin",
         "Kevin joined us from the payments team"),
        ("Паша ушёл в другую компанию", "Паша", "Паша ушёл в другую компанию"),
    ],
)  # fmt: skip
def test_a_fact_said_another_way(text: str, person: str, memory: str) -> None:
    assert facts(text) == [(person, memory)]


@pytest.mark.parametrize(
    "text",
    [
        "Оксана — старшая сестра Пети",  # family, and no mark
        "Оксана теперь старшая сестра",
        "Kevin, senior designer, will join the call",
        "Закупки ведёт Оксана",  # no mark that it is new
        "Созвон теперь ведёт Оксана",  # a meeting, not a thing run
        "I moved to Friday",  # a meeting moved
        "I moved to Jira last year",  # a tool
        "I'm full-time this week on the migration",
        "I'm full-time at the client site this week",  # a stint
        "I moved to React last year",  # software, not a city
        "Если Оксана теперь главный бухгалтер, то кто ведёт склад?",
    ],
)
def test_near_misses_are_no_fact(text: str) -> None:
    assert facts(text) == []


TODAY = date(2026, 12, 2)
GOSHA = "---\ntype: person\naliases: [Гоша]\n---\n# Георгий Лин\n\n## Memory\n"
OKSANA = "---\ntype: person\naliases: [Оксана]\n---\n# Оксана Рябова\n\n## Memory\n"


def memory(vault: Path, title: str) -> list[str]:
    text = (vault / "People" / f"{title}.md").read_text(encoding="utf-8")
    return [line.split(" [confidence")[0] for line in text.splitlines() if line.startswith("- [")]


def test_a_fact_lands_on_the_named_persons_note_and_news_of_a_stranger_nowhere(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Георгий Лин.md": GOSHA, "People/Оксана Рябова.md": OKSANA})
    rows = [
        ("1", "2026-12-01T10:00:00", "Гоша", "Оксана с понедельника официально главный бухгалтер"),
        ("2", "2026-12-01T10:05:00", "Гоша", "Кстати, я теперь руковожу складом — Паша ушёл в "
         "другую компанию"),
        ("3", "2026-12-01T10:06:00", "Гоша", "Паша ушёл в другую компанию"),
    ]  # fmt: skip
    VaultService(vault).ingest(
        IngestRequest((export(tmp_path, "team.jsonl", rows),), model="none", today=TODAY)
    )
    assert memory(vault, "Оксана Рябова") == [
        "- [fact] Оксана с понедельника официально главный бухгалтер"
    ]
    assert memory(vault, "Георгий Лин") == ["- [fact] Руководит складом"]
    assert not (vault / "People" / "Паша.md").exists()
