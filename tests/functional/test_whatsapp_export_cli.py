"""`vaultmind ingest` of a WhatsApp group export: the Sources note is titled with the
group's own name and shows left-out media as "(media)", which teaches nothing."""

from __future__ import annotations

from pathlib import Path

from tests.functional.conftest import ok, run_vaultmind

EXPORT = (
    "01.12.2026, 09:00 - Катя Иванова создал(а) группу «Склад»\n"
    '01.12.2026, 09:01 - Катя Иванова changed the subject from "Склад" to "Склад Север"\n'
    "01.12.2026, 09:05 - Катя Иванова: <Медиа файл пропущен>\n"
    "01.12.2026, 09:06 - Олег Петров: <Media omitted>\n"
    "01.12.2026, 09:07 - Олег Петров: Пришлю опись к пятнице\n"
)
SOURCES = "Sources/whatsapp/whatsapp-chat-with-export-1/2026-12-01.md"


def test_a_group_export_is_named_by_the_group_and_media_stays_media(
    demo_vault: Path, tmp_path: Path
) -> None:
    export = tmp_path / "WhatsApp Chat with export (1).txt"  # the name a phone gave it
    export.write_text(EXPORT, encoding="utf-8")
    result = ok(run_vaultmind("ingest", export, "--model", "none", "--vault", demo_vault))
    assert "whatsapp «Склад Север»: 3 new" in result.stdout  # the last subject wins
    sources = (demo_vault / SOURCES).read_text(encoding="utf-8")
    assert 'chat_title: "Склад Север"' in sources
    assert "\n# Склад Север — 2026-12-01\n" in sources
    assert "\n- 09:05 Катя Иванова (media): " in sources  # no note of hers: plain text
    assert "\n- 09:06 [[People/Олег Петров|Олег Петров]] (media): " in sources
    assert "Медиа файл" not in sources and "omitted" not in sources
    daily = (demo_vault / "Daily" / "2026-12-01.md").read_text(encoding="utf-8")
    assert "- Склад Север ([[" in daily
    notes = "\n".join(
        p.read_text(encoding="utf-8")
        for p in demo_vault.rglob("*.md")
        if not p.relative_to(demo_vault).as_posix().startswith("Sources/")
    )
    assert "опись" in notes  # the real promise beside the media is still a memory…
    assert "media" not in notes.lower() and "медиа" not in notes.lower()  # …the media is none
