"""A person note names its subject where a lead writes names: a `nick:` field and the
opening line ("Тимур / Тима / Tim.", "aka Дима", «он же Палыч», «Оля, сметчик»). A role,
a list of roles, or another sentence names nobody."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from tests.conftest import vault_at
from tests.unit.ask.conftest import answered
from vaultmind.service import VaultService
from vaultmind.vault.called_names import called_names
from vaultmind.vault.parse import parse_note


def called(title: str, body: str, meta: dict[str, object] | None = None) -> tuple[str, ...]:
    return called_names(title, meta or {}, f"# {title}\n\n{body}\n")


def test_the_opening_line_and_nick_fields_name_the_person() -> None:
    assert called("Timur Ganiev", "Тимур / Тима / Tim. BIM-менеджер.") == ("Тимур", "Тима", "Tim")
    assert called("Dmitry Orlov", "aka Дима / Dima / Димон. Architect.") == (
        "Дима", "Dima", "Димон")  # fmt: skip
    assert called("Viktor Belov", "Виктор Павлович, он же Палыч. Внешний конструктор.") == (
        "Палыч",)  # fmt: skip
    assert called("Olga Zaitseva", "Оля, QS / сметчик. С 2024.") == ("Оля",)
    assert called("Kirill Vasnetsov", "Junior designer.", {"nick": "Кир / Кирюша"}) == (
        "Кир", "Кирюша")  # fmt: skip
    assert called("Rob Hale", "Rob / Роб. PM on the client side.") == ("Rob", "Роб")


def test_roles_and_other_sentences_name_nobody() -> None:
    assert called("Natalia Kim", "Офис-менеджер, бухгалтерия на аутсорсе.") == ()
    assert called("Olga Zaitseva", "QS / сметчик, с 2024.") == ()  # a role list
    assert called("Anna Lee", "Works with Boris / Clara on the launch.") == ()
    assert called("Anna Lee", "Team lead, joined in 2023.") == ()
    assert called("Anna Lee", "## Notes\n- Anna / Annie") == ()  # a list item opens nothing
    assert called("Anna Lee", "PM / QA. Joined in May.") == ()  # capitals: roles


def test_only_a_person_note_is_read_and_aliases_are_not_repeated() -> None:
    text = "---\naliases: [Лена]\n---\n# Elena Sokolova\n\nЛена / Леночка, архитектор.\n"
    assert parse_note("People/Elena Sokolova.md", text).called == ("Леночка",)
    assert parse_note("Projects/Move.md", "# Move\n\nPlan A / Plan B.\n").called == ()


@pytest.fixture
def service(tmp_path: Path) -> VaultService:
    notes = {
        "People/Viktor Belov.md": "# Viktor Belov\n\nВиктор Павлович, он же Палыч.\n\n"
        "- Prefers drawings in DWG + PDF, never cloud links.\n",
        "Projects/School.md": "# School\n\n- [ ] финальные рендеры — Палыч 📅 2026-11-30\n",
    }
    found = VaultService.open(vault_at(tmp_path, notes))
    found.update_index()
    return found


def test_a_question_and_a_task_owner_find_the_person_by_such_a_name(
    service: VaultService,
) -> None:
    result = service.ask("what does Palych prefer?", date(2026, 11, 26))
    assert [e.path for e in result.retrieval.question.entities] == ["People/Viktor Belov.md"]
    assert "DWG" in answered(service, "what does Palych prefer?", date(2026, 11, 26))
    owed = answered(service, "what did Палыч promise?", date(2026, 11, 26))
    assert owed.startswith("Viktor Belov promised:\n- финальные рендеры — Палыч")


def test_a_chat_sender_called_so_has_their_promise_in_that_persons_note(
    tmp_path: Path,
) -> None:
    from tests.unit.ingest.test_rules_step import export
    from vaultmind.service import IngestRequest

    note = "# Viktor Belov\n\nВиктор Павлович, он же Палыч. Внешний конструктор.\n\n## Memory\n"
    vault = vault_at(tmp_path / "v", {"People/Viktor Belov.md": note})
    said = "Пришлю расчёт фундамента до пятницы"
    chat = export(tmp_path, "team.jsonl", [("1", "2026-11-30T10:05:00", "Палыч", said)])
    VaultService(vault).ingest(IngestRequest((chat,), model="none", today=date(2026, 12, 2)))
    people = sorted(p.name for p in (vault / "People").glob("*.md"))
    assert people == ["Viktor Belov.md"]  # no second note for «Палыч»
    text = (vault / "People" / "Viktor Belov.md").read_text(encoding="utf-8")
    assert "расчёт фундамента" in text.split("## Memory", 1)[1]


def test_a_nickname_owns_a_task_written_in_the_other_script(tmp_path: Path) -> None:
    notes = {
        "People/Kirill Vasnetsov.md": "---\nnick: Кир / Кирюша\n---\n# Kirill Vasnetsov\n\n"
        "Junior designer.\n",
        "Daily/2026-11-16.md": "# 2026-11-16\n\n- [ ] @kir собрать тексты 📅 2026-11-20\n",
    }
    service = VaultService.open(vault_at(tmp_path, notes))
    service.update_index()
    text = answered(service, "у Кира есть просрочка?", date(2026, 11, 26))
    assert "собрать тексты" in text and "ничего" not in text
