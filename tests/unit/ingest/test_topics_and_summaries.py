"""The model's day summary and topics: grounded, written where the user will look."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.unit.ingest.test_model_step import ANNA, DIMA, run
from vaultmind.agent.fake import ScriptedModel
from vaultmind.vault.frontmatter import split_frontmatter
from vaultmind.vault.parse import parse_note
from vaultmind.vault.source_labels import strip_labels
from vaultmind.vault.source_records import read_summaries

SOURCE = "Sources/jsonl/team/2026-11-30.md"
GOOD_DAY = {
    "title": "Рефакторинг авторизации",
    "summary": "Дима закончит рефакторинг авторизации к пятнице.",
    "msgs": [2],
}


def extraction(**parts: object) -> str:
    return json.dumps({"people": [], **parts}, ensure_ascii=False)


@pytest.fixture
def vault(write_vault: WriteVault) -> Path:
    return write_vault(
        {
            "People/Дмитрий Кузнецов.md": DIMA,
            "People/Анна Смирнова.md": ANNA,
            "Projects/Авторизация.md": "---\ntype: project\n---\n# Авторизация\n",
        }
    )


def summaries(vault: Path) -> list[dict[str, str]]:
    meta = split_frontmatter((vault / SOURCE).read_text(encoding="utf-8")).data
    found = meta.get("summaries", [])
    assert isinstance(found, list) and all(isinstance(entry, str) for entry in found)  # flat
    return read_summaries(found)


def daily(vault: Path) -> str:
    return (vault / "Daily/2026-11-30.md").read_text(encoding="utf-8")


def test_the_day_summary_lands_in_the_daily_note(vault: Path, tmp_path: Path) -> None:
    service, report = run(vault, tmp_path, ScriptedModel([extraction(daily_note=GOOD_DAY)]))
    assert summaries(vault) == [
        {"from": "jl-team-1", "title": GOOD_DAY["title"], "text": GOOD_DAY["summary"]}
    ]
    service.summarise_days(["2026-11-30"])
    lines = daily(vault).splitlines()
    at = next(i for i, line in enumerate(lines) if "([[Sources/jsonl/team/" in line)
    assert lines[at + 1] == (
        "  - **Рефакторинг авторизации**: Дима закончит рефакторинг авторизации к пятнице."
    )
    assert not report.dropped


def test_the_model_s_words_never_become_links_or_tags(vault: Path, tmp_path: Path) -> None:
    day = {"title": "Рефакторинг [[Секрет]]", "summary": "Рефакторинг #срочно ^abc", "msgs": [2]}
    service, _ = run(vault, tmp_path, ScriptedModel([extraction(daily_note=day)]))
    service.summarise_days(["2026-11-30"])
    assert "**Рефакторинг \\[\\[Секрет\\]\\]**: Рефакторинг \\#срочно \\^abc" in daily(vault)
    note = parse_note("Daily/2026-11-30.md", daily(vault))
    assert "Секрет" not in {link.target for link in note.links}
    assert "срочно" not in note.tags and "abc" not in {b.id for b in note.block_ids}


@pytest.mark.parametrize(
    ("day", "reason"),
    [
        ({"title": "Запуск ракеты", "summary": "Обсудили полёт на Марс.", "msgs": [2]},
         "a day summary the cited messages do not support"),
        ({"title": "Рефакторинг", "summary": "Рефакторинг авторизации.", "msgs": [7]},
         "a day summary that cites no message of the chunk"),
        ({"title": "Рефакторинг", "summary": "Рефакторинг авторизации.", "msgs": []},
         "a day summary that cites no message of the chunk"),
    ],
)  # fmt: skip
def test_an_ungrounded_day_summary_is_dropped(
    vault: Path, tmp_path: Path, day: dict[str, object], reason: str
) -> None:
    _, report = run(vault, tmp_path, ScriptedModel([extraction(daily_note=day)]))
    assert summaries(vault) == []
    assert report.dropped == {reason: 1}


def test_a_new_model_s_summary_replaces_the_old_one(vault: Path, tmp_path: Path) -> None:
    run(vault, tmp_path, ScriptedModel([extraction(daily_note=GOOD_DAY)], name="small"))
    newer = {**GOOD_DAY, "summary": "Дима обещал рефакторинг авторизации к пятнице."}
    run(vault, tmp_path, ScriptedModel([extraction(daily_note=newer)], name="large"))
    assert [entry["text"] for entry in summaries(vault)] == [newer["summary"]]


def topic(name: str, msgs: list[int], summary: str = "", facts: list[object] = []) -> object:  # noqa: B006
    return {"name": name, "summary": summary, "msgs": msgs, "facts": facts}


def test_a_grounded_topic_becomes_a_knowledge_note(vault: Path, tmp_path: Path) -> None:
    rows = [
        ("1", "2026-11-30T10:00:00", "Анна Смирнова", "Биллинг считает счета раз в сутки"),
        ("2", "2026-11-30T10:05:00", "Дима", "Биллинг падает на счетах в рублях"),
    ]
    reply = extraction(
        topics=[
            topic(
                "Биллинг",
                [1],
                summary="Биллинг считает счета",
                facts=[
                    {"text": "Биллинг падает на счетах в рублях", "msgs": [2]},
                    {"text": "Биллинг написан на Haskell", "msgs": [2]},  # not said
                ],
            )
        ]
    )
    _, report = run(vault, tmp_path, ScriptedModel([reply]), rows)
    note = (vault / "Knowledge/Биллинг.md").read_text(encoding="utf-8")
    assert "type: concept" in note
    assert "- [context] Биллинг считает счета [confidence:: 0.5]" in note
    assert "- [fact] Биллинг падает на счетах в рублях [confidence:: 0.6]" in note
    assert "[src:: [[Sources/jsonl/team/2026-11-30#^jl-team-2]]]" in strip_labels(note)
    assert "Haskell" not in note
    assert report.graph.topics_created == ["Knowledge/Биллинг.md"]
    assert report.graph.topic_memories == 2
    assert report.dropped == {"a topic fact not supported by the cited messages": 1}


def test_a_topic_named_like_a_project_goes_to_the_project(vault: Path, tmp_path: Path) -> None:
    rows = [("1", "2026-11-30T10:00:00", "Дима", "Авторизация переезжает на OAuth в декабре")]
    fact = {"text": "Авторизация переезжает на OAuth", "msgs": [1]}
    reply = extraction(topics=[topic("авторизация", [1], facts=[fact])])
    _, report = run(vault, tmp_path, ScriptedModel([reply]), rows)
    assert "- [fact] Авторизация переезжает на OAuth" in (
        vault / "Projects/Авторизация.md"
    ).read_text(encoding="utf-8")
    assert not (vault / "Knowledge").exists() or not list((vault / "Knowledge").iterdir())
    assert report.graph.topics_created == []


@pytest.mark.parametrize(
    ("item", "reason"),
    [
        (topic("Марсианская база", [1], facts=[{"text": "Рефакторинг", "msgs": [1]}]),
         "a topic the cited messages do not name"),
        (topic("Рефакторинг", [2]), "a topic with nothing grounded to say"),
    ],
)  # fmt: skip
def test_an_ungrounded_topic_writes_no_note(
    vault: Path, tmp_path: Path, item: object, reason: str
) -> None:
    before = sorted(p.relative_to(vault).as_posix() for p in vault.rglob("*.md"))
    _, report = run(vault, tmp_path, ScriptedModel([extraction(topics=[item])]))
    after = sorted(p.relative_to(vault).as_posix() for p in vault.rglob("*.md"))
    assert [p for p in after if not p.startswith("Sources/")] == before
    assert report.dropped == {reason: 1}


def test_the_prompt_names_what_the_vault_knows_and_the_chunk_mentions(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault(
        {
            "People/Дмитрий Кузнецов.md": DIMA,  # aliases: [Дима]
            "People/Анна Смирнова.md": ANNA,
            "Knowledge/Nordic Polymers.md": "---\ntype: supplier\n---\n# Nordic Polymers\n",
            "Knowledge/ГОСТ 12345-2021.md": "---\ntype: regulation\n---\n# ГОСТ\n",
            "Projects/Марс.md": "---\ntype: project\n---\n# Марс\n",  # not mentioned
        }
    )
    rows = [
        ("1", "2026-11-30T10:00:00", "Анна Смирнова", "Дима, что с Nordic Polymers?"),
        ("2", "2026-11-30T10:05:00", "Ольга", "Испытания по ГОСТ 12345-2021 в пятницу."),
    ]
    model = ScriptedModel([extraction()])
    run(vault, tmp_path, model, rows)
    known = model.prompts[0][1].split("\n\nMessages:")[0]
    assert known == (
        "Known names: Nordic Polymers; Анна Смирнова; ГОСТ 12345-2021; Дмитрий Кузнецов (Дима)"
    )
