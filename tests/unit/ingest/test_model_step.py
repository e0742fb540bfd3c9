"""Model extraction with a scripted model: exactly what is kept, dropped, retried."""

from __future__ import annotations

import json
import shutil
from datetime import date
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from vaultmind.agent.fake import ScriptedModel
from vaultmind.agent.ingest import ModelReport, RawMessage, backlog
from vaultmind.agent.ingest.extract.chunks import MAX_MESSAGES, make_chunks
from vaultmind.service import VaultService
from vaultmind.vault.source_labels import strip_labels

TODAY = date(2026, 12, 2)
DIMA = "---\ntype: person\naliases: [Дима]\n---\n# Дмитрий Кузнецов\n\n## Memory\n"
ANNA = "---\ntype: person\n---\n# Анна Смирнова\n\n## Memory\n"
ROWS = [
    ("1", "2026-11-30T10:00:00", "Анна Смирнова", "Дима, когда будет рефакторинг авторизации?"),
    ("2", "2026-11-30T10:05:00", "Дима", "Закончу рефакторинг авторизации к пятнице"),
    ("3", "2026-11-30T10:07:00", "Дима", "И не звоните мне после 16:00, лучше пишите в чат"),
]


REFACTOR = {"text": "Закончит рефакторинг авторизации", "msgs": [2], "due": "к пятнице"}


def reply(people: list[dict[str, object]], day: dict[str, object] | None = None) -> str:
    full = [{"facts": [], "preferences": [], "commitments": [], **p} for p in people]
    note = day or {"title": "", "summary": "", "msgs": []}
    return json.dumps({"people": full, "daily_note": note}, ensure_ascii=False)


def run(
    vault: Path,
    tmp_path: Path,
    model: ScriptedModel,
    rows_in: list[tuple[str, str, str, str]] = ROWS,
) -> tuple[VaultService, ModelReport]:
    chat = tmp_path / "team.jsonl"
    rows = [{"id": i, "time": t, "sender": s, "text": x, "chat": "team"} for i, t, s, x in rows_in]
    chat.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows), "utf-8")
    service = VaultService(vault)
    reports = service.import_exports([chat], dry_run=False, chat=None, since=None)
    paths = sorted({p for r in reports for p in r.all_files})
    return service, service.extract_with_model(paths, model, TODAY, None)


@pytest.fixture
def vault(write_vault: WriteVault) -> Path:
    return write_vault({"People/Дмитрий Кузнецов.md": DIMA, "People/Анна Смирнова.md": ANNA})


def dima(vault: Path) -> str:
    return (vault / "People/Дмитрий Кузнецов.md").read_text(encoding="utf-8")


def test_grounded_items_become_memories_with_provenance(vault: Path, tmp_path: Path) -> None:
    model = ScriptedModel(
        [
            reply(
                [
                    {
                        "name": "Дмитрий Кузнецов",
                        "commitments": [REFACTOR],
                        "preferences": [
                            {"text": "Не звонить после 16:00, писать в чат", "msgs": [3]}
                        ],
                    }
                ]
            )
        ]
    )
    _, report = run(vault, tmp_path, model)
    note = dima(vault)
    assert "- [commitment] Закончит рефакторинг авторизации [due:: 2026-12-04]" in note
    assert "[src:: [[Sources/jsonl/team/2026-11-30#^jl-team-2]]]" in strip_labels(note)
    assert "- [preference] Не звонить после 16:00, писать в чат" in note
    assert "[by::" not in note  # a line citing a chat message first was ingested
    assert report.kept == 2 and report.chunks_ok == 1
    _system, prompt, schema = model.prompts[0]
    assert "[2] 2026-11-30 10:05 Дима: Закончу рефакторинг" in prompt
    assert "Дмитрий Кузнецов" in prompt.split("Messages:")[0]  # known names passed in
    assert schema is not None


def test_ungrounded_items_are_dropped_and_counted(vault: Path, tmp_path: Path) -> None:
    before = dima(vault)
    model = ScriptedModel(
        [
            reply(
                [
                    {
                        "name": "Дмитрий Кузнецов",
                        "facts": [
                            {"text": "Работает в компании с 2010 года", "msgs": [2]},  # not said
                            {"text": "Рефакторинг авторизации", "msgs": [9]},  # no such message
                            {"text": "Рефакторинг авторизации", "msgs": []},  # cites nothing
                            {"text": "Дима любит Haskell", "msgs": [1]},  # shares only his name
                        ],
                    },
                    {"name": "Анна Смирнова", "commitments": [REFACTOR]},  # Дима said it
                ]
            )
        ]
    )
    _, report = run(vault, tmp_path, model)
    assert report.kept == 0
    assert sum(report.dropped.values()) == 5
    assert dima(vault) == before
    assert "commitment" not in (vault / "People/Анна Смирнова.md").read_text(encoding="utf-8")


def test_a_failed_chunk_is_retried_on_the_next_run(vault: Path, tmp_path: Path) -> None:
    _, report = run(vault, tmp_path, ScriptedModel(["not json", "{still not"]))
    assert report.chunks_failed == 1 and report.chunks_ok == 0
    assert backlog(vault) == [("jsonl", "team", 0, 3)]
    good = reply(
        [{"name": "Дима", "preferences": [{"text": "Не звонить после 16:00", "msgs": [3]}]}]
    )
    _, again = run(vault, tmp_path, ScriptedModel([good]))
    assert again.chunks_ok == 1 and "Не звонить после 16:00" in dima(vault)


def test_a_second_run_does_not_ask_the_model_again(vault: Path, tmp_path: Path) -> None:
    run(vault, tmp_path, ScriptedModel([reply([])]))
    snapshot = {p: p.read_bytes() for p in vault.rglob("*.md")}
    shutil.rmtree(vault / ".vaultmind")  # even on a clone without derived data
    silent = ScriptedModel([])  # raises if it is asked anything
    _, report = run(vault, tmp_path, silent)
    assert silent.prompts == [] and report.chunks_ok == 0
    assert {p: p.read_bytes() for p in vault.rglob("*.md")} == snapshot


def test_chunks_respect_message_count_and_token_budget() -> None:
    from datetime import datetime, timedelta
    from zoneinfo import ZoneInfo

    start = datetime(2026, 11, 30, 9, 0, tzinfo=ZoneInfo("UTC"))
    messages = [
        (
            RawMessage(
                "jsonl", "team", "", str(i), start + timedelta(minutes=i), "A", "слово " * 20
            ),
            str(i),
            "Sources/jsonl/team/2026-11-30.md",
        )
        for i in range(250)
    ]
    by_count = make_chunks(messages, lambda text: 1, token_budget=10**6)
    assert [len(c.messages) for c in by_count] == [MAX_MESSAGES, MAX_MESSAGES, 50]
    by_tokens = make_chunks(messages, lambda text: len(text), token_budget=1000)
    assert all(
        sum(len(c.line(i)) + 2 for i in range(1, len(c.messages) + 1)) <= 1000 for c in by_tokens
    )
    assert sum(len(c.messages) for c in by_tokens) == 250
    times = [m.time for c in by_tokens for m in c.messages]
    assert times == sorted(times)


def test_projects_action_items_and_links_are_grounded_then_written(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault(
        {
            "People/Дмитрий Кузнецов.md": DIMA,
            "Knowledge/Internal CRM.md": "---\ntype: product\n---\n# Internal CRM\n",
        }
    )
    rows = [
        ("1", "2026-11-30T10:00:00", "Анна Смирнова", "Запускаем проект Миграция OAuth"),
        ("2", "2026-11-30T10:05:00", "Дима", "По Миграция OAuth: перенесу пользователей к пятнице"),
        ("3", "2026-11-30T10:06:00", "Анна Смирнова", "Дима отвечает за Internal CRM"),
    ]
    model = ScriptedModel(
        [
            json.dumps(
                {
                    "people": [],
                    "projects": [
                        {
                            "name": "Миграция OAuth",
                            "msgs": [1],
                            "action_items": [
                                {
                                    "text": "Перенести пользователей",
                                    "msgs": [2],
                                    "due": "к пятнице",
                                },
                                {"text": "Купить серверы", "msgs": [2], "due": ""},  # not said
                            ],
                        },
                        {"name": "Марсианская база", "msgs": [1], "action_items": []},  # not named
                    ],
                    "links": [
                        {
                            "from": "Дима",
                            "to": "Internal CRM",
                            "type": "responsible_for",
                            "msgs": [3],
                        },
                        {"from": "Дима", "to": "Nowhere Product", "type": "owns", "msgs": [3]},
                    ],
                },
                ensure_ascii=False,
            )
        ]
    )
    _, report = run(vault, tmp_path, model, rows)
    project = (vault / "Projects" / "Миграция OAuth.md").read_text(encoding="utf-8")
    assert "type: project" in project
    assert "- [commitment] Перенести пользователей [due:: 2026-12-04]" in project
    assert "Купить серверы" not in project
    assert not (vault / "Projects" / "Марсианская база.md").exists()
    assert "- responsible_for [[Internal CRM]]" in dima(vault)
    assert report.graph.projects_created == ["Projects/Миграция OAuth.md"]
    assert report.graph.actions == 1 and report.graph.links == 1
    assert sum(report.dropped.values()) == 3


EXPECTED_SOURCE = """---
type: source
source: jsonl
chat: "team"
chat_title: "team"
date: 2026-11-30
extracted: ["model:scripted@p2: jl-team-1=88040781 jl-team-2=cded7c46 jl-team-3=487383e0"]
summaries: ["jl-team-1: Рефакторинг авторизации | Дима закончит рефакторинг к пятнице; звонить ему после 16:00 нельзя."]
---
# team — 2026-11-30

- 10:00 [[People/Анна Смирнова|Анна Смирнова]]: Дима, когда будет рефакторинг авторизации? ^jl-team-1
- 10:05 [[People/Дмитрий Кузнецов|Дима]]: Закончу рефакторинг авторизации к пятнице ^jl-team-2
- 10:07 [[People/Дмитрий Кузнецов|Дима]]: И не звоните мне после 16:00, лучше пишите в чат ^jl-team-3
"""

EXPECTED_PERSON = """---
type: person
aliases: [Дима]
---
# Дмитрий Кузнецов

## Memory
- [commitment] Закончит рефакторинг авторизации [due:: 2026-12-04] [confidence:: 0.6] [src:: [[Sources/jsonl/team/2026-11-30#^jl-team-2|30 Nov]]] ^m-{id}
"""


def test_the_whole_vault_output_is_exactly_as_expected(vault: Path, tmp_path: Path) -> None:
    """No rule step here: exactly what the model step writes, byte for byte."""
    model = ScriptedModel(
        [
            reply(
                [
                    {
                        "name": "Дмитрий Кузнецов",
                        "commitments": [REFACTOR],
                    }
                ],
                {
                    "title": "Рефакторинг авторизации",
                    "summary": "Дима закончит рефакторинг к пятнице; звонить ему после 16:00 нельзя.",
                    "msgs": [2, 3],
                },
            )
        ]
    )
    _, report = run(vault, tmp_path, model)
    source = (vault / "Sources/jsonl/team/2026-11-30.md").read_text(encoding="utf-8")
    assert source == EXPECTED_SOURCE
    person = dima(vault)
    memory_id = person.rsplit("^m-", 1)[1].strip()
    assert person == EXPECTED_PERSON.replace("{id}", memory_id)
    assert len(memory_id) == 6 and report.kept == 1


def test_people_the_model_names_are_created_and_look_alikes_reported(
    vault: Path, tmp_path: Path
) -> None:
    rows = [
        ("1", "2026-11-30T10:00:00", "Анна Смирнова", "Пётр Сидоров переходит в отдел продаж"),
        ("2", "2026-11-30T10:05:00", "Анна Смирнова", "Dmitriy Kuznecov ведёт миграцию биллинга"),
    ]
    model = ScriptedModel(
        [
            reply(
                [
                    {"name": "Пётр Сидоров", "facts": [{"text": "Переходит в отдел продаж", "msgs": [1]}]},
                    {"name": "Dmitriy Kuznecov", "facts": [{"text": "Ведёт миграцию биллинга", "msgs": [2]}]},
                ]
            )
        ]
    )  # fmt: skip
    _, report = run(vault, tmp_path, model, rows)
    assert report.people_created == ["People/Пётр Сидоров.md", "People/Dmitriy Kuznecov.md"]
    assert "- [fact] Переходит в отдел продаж" in (vault / "People/Пётр Сидоров.md").read_text(
        encoding="utf-8"
    )
    assert ("Dmitriy Kuznecov", "Дмитрий Кузнецов") in report.near_misses
    assert "- [fact] Ведёт миграцию биллинга" not in dima(vault)  # a look-alike, not a guess
    assert "- [fact] Ведёт миграцию биллинга" in (vault / "People/Dmitriy Kuznecov.md").read_text(
        encoding="utf-8"
    )


def test_a_name_in_another_transliteration_is_the_person_we_know(
    vault: Path, tmp_path: Path
) -> None:
    rows = [
        ("1", "2026-11-30T10:05:00", "Анна Смирнова", "Dmitry Kuznetsov ведёт миграцию биллинга")
    ]
    model = ScriptedModel(
        [reply([{"name": "Dmitry Kuznetsov", "facts": [{"text": "Ведёт миграцию биллинга", "msgs": [1]}]}])]
    )  # fmt: skip
    _, report = run(vault, tmp_path, model, rows)
    assert report.people_created == []
    assert "- [fact] Ведёт миграцию биллинга" in dima(vault)  # Dmitry is Дмитрий


def test_a_model_promise_that_restates_an_open_task_is_that_tasks_evidence(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    task = "- [ ] Дима: закончит рефакторинг авторизации"
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA.replace("\n## Memory", f"\n{task}\n\n## Memory"),
                         "People/Анна Смирнова.md": ANNA})  # fmt: skip
    model = ScriptedModel([reply([{"name": "Дмитрий Кузнецов", "commitments": [REFACTOR]}])])
    _, report = run(vault, tmp_path, model)
    note = dima(vault)
    link = "[[Sources/jsonl/team/2026-11-30#^jl-team-2|30 Nov]]"
    assert f"{task} [src:: {link}] 📅 2026-12-04\n" in note
    assert "[commitment]" not in note and report.task_evidence == 1
