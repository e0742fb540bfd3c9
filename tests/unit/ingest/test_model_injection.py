"""Whatever the model says, quoting the chat, lands in the vault as data: in people's
memories, project action items, topic notes and the day's `## Ingested` section."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

from tests.conftest import WriteVault
from tests.unit.ingest.test_model_step import ANNA, DIMA, TODAY, run
from vaultmind.agent.fake import ScriptedModel
from vaultmind.memory.store import MemoryStore, NewMemory
from vaultmind.service import IngestRequest, VaultService
from vaultmind.vault.model import Note
from vaultmind.vault.parse import parse_note

HIDES = "Биллинг %% падает [[../../etc/passwd]] #срочно ^m-aaaaaa"
LINKS = "Закончу ![x](file:///etc/passwd) и [me](javascript:alert(1)) к пятнице"
PROJECT = "Релиз %% [[Секрет]]"
ROWS = [
    ("1", "2026-11-30T10:00:00", "Дима", HIDES),
    ("2", "2026-11-30T10:05:00", "Дима", LINKS),
    ("3", "2026-11-30T10:07:00", "Анна Смирнова", f"{PROJECT}: проверю биллинг %% в пятницу"),
]
REPLY = {
    "people": [
        {
            "name": "Дмитрий Кузнецов",
            "facts": [{"text": HIDES, "msgs": [1]}],
            "preferences": [],
            "commitments": [{"text": LINKS, "msgs": [2], "due": "к пятнице"}],
        }
    ],
    "projects": [
        {
            "name": PROJECT,
            "msgs": [3],
            "action_items": [{"text": "Проверю биллинг %% [[x]]", "msgs": [3], "due": ""}],
        }
    ],
    "topics": [
        {
            "name": "Биллинг",
            "summary": "Биллинг %% падает",
            "msgs": [1],
            "facts": [{"text": "Биллинг падает #срочно [[../../etc/passwd]]", "msgs": [1]}],
        }
    ],
    "daily_note": {"title": "", "summary": "", "msgs": []},
}


def read(vault: Path, path: str) -> Note:
    return parse_note(path, (vault / path).read_text(encoding="utf-8"))


def only_sources(note: Note) -> None:
    """No link but the evidence links, no tag, no block id but the memories' own."""
    assert all(link.target.startswith("Sources/") for link in note.links), note.links
    assert not any(link.embed for link in note.links)
    assert note.tags == ()
    assert {b.id for b in note.block_ids} == {m.id for m in note.memories}


def test_the_model_s_quotes_stay_data_everywhere_they_land(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA, "People/Анна Смирнова.md": ANNA})
    reply = json.dumps(REPLY, ensure_ascii=False)
    service, report = run(vault, tmp_path, ScriptedModel([reply]), ROWS)
    assert report.kept == 2 and report.graph.actions == 1 and report.graph.topic_memories == 2
    MemoryStore(vault).add(
        "People/Дмитрий Кузнецов.md", NewMemory("fact", "Likes green tea"), date(2026, 12, 2)
    )

    dima = read(vault, "People/Дмитрий Кузнецов.md")
    assert [m.text for m in dima.memories] == [HIDES, LINKS, "Likes green tea"]
    only_sources(dima)

    [project] = report.graph.projects_created
    assert project == "Projects/Релиз % Секрет.md"  # no comment, no link in the file name
    action = read(vault, project)
    assert [m.text for m in action.memories] == ["Проверю биллинг %% [[x]]"]
    assert action.aliases == ("Релиз %% [ [Секрет] ]",)  # the full name, never a link
    assert "\n# Релиз \\%\\% \\[\\[Секрет\\]\\]\n" in (vault / project).read_text("utf-8")
    only_sources(action)

    topic = read(vault, "Knowledge/Биллинг.md")
    assert [m.text for m in topic.memories] == [
        "Биллинг %% падает",
        "Биллинг падает #срочно [[../../etc/passwd]]",
    ]
    only_sources(topic)

    service.summarise_days(["2026-11-30"])
    daily = read(vault, "Daily/2026-11-30.md")
    assert {link.target for link in daily.links} == {
        "Sources/jsonl/team/2026-11-30",
        "Дмитрий Кузнецов",
        "Релиз % Секрет",
        "Биллинг",
    }
    assert daily.tags == () and daily.block_ids == ()


def test_a_chat_title_and_a_learnt_memory_stay_data_in_the_daily_note(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    chat = tmp_path / "team.jsonl"
    row = {"id": "1", "time": "2026-11-30T10:05:00", "sender": "Дима"}
    row |= {"text": "Пришлю [[../../etc/passwd]] #срочно до пятницы", "chat": "x]] [[Evil|y"}
    chat.write_text(json.dumps(row, ensure_ascii=False), "utf-8")
    VaultService(vault).ingest(IngestRequest((chat,), model="none", today=TODAY))
    daily = read(vault, "Daily/2026-11-30.md")
    [source] = [path.relative_to(vault).as_posix()[:-3] for path in vault.glob("Sources/*/*/*")]
    assert {link.target for link in daily.links} == {source, "Дмитрий Кузнецов"}
    assert daily.tags == ()
    assert "- x\\]\\] \\[\\[Evil\\|y ([[" in (vault / "Daily/2026-11-30.md").read_text("utf-8")
