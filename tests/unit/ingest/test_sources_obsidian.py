"""Sources notes as a user reads them in Obsidian (issue 25): flat properties, speakers
that link to their person notes, replies that link to the replied block — and notes
earlier versions wrote (bold senders, raw reply ids, JSON records) still read back."""

from __future__ import annotations

import json
import shutil
from datetime import date
from pathlib import Path

import yaml

from tests.conftest import TEMPLATE
from vaultmind.service import VaultService
from vaultmind.service.ingest import IngestRequest
from vaultmind.vault.parse import parse_note
from vaultmind.vault.source_labels import strip_labels

SAMPLE = Path(__file__).parents[3] / "samples" / "telegram" / "result.json"
FIRST_DAY = "Sources/telegram/1876543210/2026-11-30.md"
TODAY = date(2026, 12, 1)

# The first day as VaultMind wrote it before issue 25, byte for byte (its demo run).
OLD_FIRST_DAY = """---
type: source
source: telegram
chat: "1876543210"
chat_title: "Команда CRM"
date: 2026-11-30
extracted: {"rules-2": {"tg-1876543210-4601": "0da2d97a", "tg-1876543210-4602": "762d67d3", "tg-1876543210-4603": "9e44e3c8", "tg-1876543210-4604": "6ddd37da", "tg-1876543210-4605": "ad9809ba", "tg-1876543210-4606": "f001f6e1"}}
---
# Команда CRM — 2026-11-30

- 09:58 **Анна Смирнова**: Доброе утро! Короткий статус по релизу CRM v2, пожалуйста. ^tg-1876543210-4601
- 10:03 **Дмитрий Кузнецов**: Рефакторинг авторизации почти готов. Обещаю закончить рефакторинг авторизации до пятницы. ^tg-1876543210-4602
- 10:07 **Ольга Иванова**: По гранулам: Nordic Polymers сдвинули поставку. Пришлю новый график поставок завтра. ^tg-1876543210-4603
- 10:09 **Игорь Петров**: Подготовлю КД на бак К1-200 к 15 декабря. ^tg-1876543210-4604
- 10:12 **Анна Смирнова**: Спасибо! Напоминаю: звонки лучше до 16:00, после — только в чат. [reply_to:: 4601] ^tg-1876543210-4605
- 16:40 **Дмитрий Кузнецов**: Мне тоже удобнее без звонков после 16:00, пишите в чат. ^tg-1876543210-4606
"""  # noqa: E501


def _demo(tmp_path: Path) -> Path:
    root = tmp_path / "demo"
    shutil.copytree(TEMPLATE, root)
    return root


def _ingest(vault: Path, export: Path = SAMPLE) -> VaultService:
    service = VaultService(vault)
    service.ingest(IngestRequest((export,), model="none", today=TODAY))
    return service


def _flat(value: object) -> bool:
    scalar = (str, int, float, bool, date, type(None))
    return isinstance(value, scalar) or (
        isinstance(value, list) and all(isinstance(v, scalar) for v in value)
    )


def test_the_properties_are_flat(tmp_path: Path) -> None:
    """Obsidian's Properties panel shows text, numbers, dates and lists of them only."""
    vault = _demo(tmp_path)
    _ingest(vault)
    for path in sorted((vault / "Sources" / "telegram").rglob("*.md")):
        text = path.read_text(encoding="utf-8")
        data = yaml.safe_load(text.split("---\n")[1])
        assert data["type"] == "source" and data["extracted"]
        assert all(_flat(value) for value in data.values()), data


def test_speakers_link_to_their_person_notes(tmp_path: Path) -> None:
    vault = _demo(tmp_path)
    _ingest(vault)
    note = parse_note(FIRST_DAY, (vault / FIRST_DAY).read_text(encoding="utf-8"))
    speakers = [link for link in note.links if not link.block]
    assert {link.target for link in speakers} == {
        "People/Анна Смирнова",
        "People/Дмитрий Кузнецов",
        "People/Ольга Иванова",
        "People/Игорь Петров",
    }
    assert all((vault / f"{link.target}.md").is_file() for link in speakers)
    assert all(link.alias == link.target.split("/")[1] for link in speakers)


def test_a_reply_links_to_a_block_of_the_same_note(tmp_path: Path) -> None:
    vault = _demo(tmp_path)
    _ingest(vault)
    note = parse_note(FIRST_DAY, (vault / FIRST_DAY).read_text(encoding="utf-8"))
    replies = [link for link in note.links if link.block]
    assert [(r.target, r.block, r.alias) for r in replies] == [
        ("", "tg-1876543210-4601", "↩ Анна Смирнова")
    ]
    assert "tg-1876543210-4601" in {block.id for block in note.block_ids}
    assert "[reply_to::" not in (vault / FIRST_DAY).read_text(encoding="utf-8")


def test_a_reply_to_another_day_links_to_that_day(tmp_path: Path) -> None:
    vault = _demo(tmp_path)
    export = json.loads(SAMPLE.read_text(encoding="utf-8"))
    later = next(m for m in export["messages"] if m.get("id") == 4608)
    later["reply_to_message_id"] = 4602
    changed = tmp_path / "result.json"
    changed.write_text(json.dumps(export, ensure_ascii=False), encoding="utf-8")
    _ingest(vault, changed)
    text = (vault / "Sources/telegram/1876543210/2026-12-01.md").read_text(encoding="utf-8")
    assert (
        "[[Sources/telegram/1876543210/2026-11-30#^tg-1876543210-4602|↩ Дмитрий Кузнецов]]" in text
    )


def test_an_old_format_note_reads_back_and_re_ingest_adds_nothing(tmp_path: Path) -> None:
    vault = _demo(tmp_path)
    _ingest(vault)
    (vault / FIRST_DAY).write_text(OLD_FIRST_DAY, encoding="utf-8")  # as an earlier version
    service = VaultService(vault)
    daily = (vault / "Daily/2026-11-30.md").read_bytes()
    people = {p.name: p.read_bytes() for p in (vault / "People").glob("*.md")}
    report = service.ingest(IngestRequest((SAMPLE,), model="none", today=TODAY))
    counts = report.chats[0].counts
    assert (counts.new, counts.updated, counts.unchanged) == (0, 0, 9)
    assert report.rules is not None and report.rules.examined == 0  # its record still read
    assert (vault / "Daily/2026-11-30.md").read_bytes() == daily  # a past day stays as it was
    assert {p.name: p.read_bytes() for p in (vault / "People").glob("*.md")} == people
    text = (vault / FIRST_DAY).read_text(encoding="utf-8")
    assert text.count(" ^tg-1876543210-46") == 6  # no message twice
    assert "- 10:03 [[People/Дмитрий Кузнецов|Дмитрий Кузнецов]]: Рефакторинг" in text
    assert "[[#^tg-1876543210-4601|↩ Анна Смирнова]] ^tg-1876543210-4605" in text
    old_bodies = [line.split(": ", 1)[1] for line in OLD_FIRST_DAY.splitlines() if "^tg-" in line]
    assert all(body.split(" [")[0] in text for body in old_bodies)  # every text kept


def test_evidence_in_an_old_format_note_still_resolves(tmp_path: Path) -> None:
    vault = _demo(tmp_path)
    _ingest(vault)
    (vault / FIRST_DAY).write_text(OLD_FIRST_DAY, encoding="utf-8")
    service = VaultService(vault)
    service.update_index()
    dima = (vault / "People/Дмитрий Кузнецов.md").read_text(encoding="utf-8")
    assert "[[Sources/telegram/1876543210/2026-11-30#^tg-1876543210-4602]]" in strip_labels(dima)
    note = parse_note(FIRST_DAY, OLD_FIRST_DAY)
    assert "tg-1876543210-4602" in {block.id for block in note.block_ids}
    from vaultmind.agent.ingest.sources.read_back import read_source

    messages, _ = read_source(vault, FIRST_DAY, "Europe/Moscow")
    assert [m.message.sender for m in messages][:2] == ["Анна Смирнова", "Дмитрий Кузнецов"]
    assert messages[4].message.reply_to == "4601"


def test_a_private_person_is_not_linked_from_a_public_source(tmp_path: Path) -> None:
    vault = _demo(tmp_path)
    igor = vault / "People/Игорь Петров.md"
    igor.write_text(
        igor.read_text(encoding="utf-8").replace("---\n", "---\nprivate: true\n", 1), "utf-8"
    )
    _ingest(vault)
    text = (vault / FIRST_DAY).read_text(encoding="utf-8")
    assert "\n- 10:09 Игорь Петров: Подготовлю КД" in text
    assert "[[People/Ольга Иванова|Ольга Иванова]]" in text
