"""Structural questions answered whole from the vault's structure, in both languages."""

from __future__ import annotations

from pathlib import Path

from tests.unit.ask.conftest import TODAY
from vaultmind.agent.ask.structural import StructuralAnswer
from vaultmind.service import VaultService


def answer(vault: Path, question: str, asker: str | None = None) -> StructuralAnswer:
    with VaultService.open(vault) as service:
        found = service.ask(question, TODAY, asker=asker).structural
    assert found is not None, question
    return found


def cited(found: StructuralAnswer) -> set[str]:
    """The structure's items (not the prose said of the subject that may follow them)."""
    return {f"{s.ref}:{s.line}" if "#^" not in s.ref else s.ref for s in found.items}


def test_who_is_responsible_follows_the_relation_edges(ask_vault: Path) -> None:
    for question in ("who is responsible for the Internal CRM?", "кто отвечает за CRM?"):
        found = answer(ask_vault, question)
        assert found.intent == "responsible"
        assert cited(found) == {"People/Дмитрий Кузнецов:24", "Knowledge/Отдел цифровых решений:10"}
    owner = answer(ask_vault, "who owns CRM v2 Launch?")
    assert "Maria Lopez (owner)" in owner.text
    assert "Анна Смирнова (responsible_for)" in owner.text


def test_what_did_a_person_promise_lists_every_open_commitment(ask_vault: Path) -> None:
    found = answer(ask_vault, "what did Dmitry promise?")
    assert "People/Дмитрий Кузнецов#^m-hcjzgr" in cited(found)
    assert "People/Дмитрий Кузнецов#^m-rzddk4" in cited(found)
    assert "People/Дмитрий Кузнецов#^m-gmedzj" not in cited(found)  # superseded
    assert "Projects/OAuth Migration:17" in cited(found)  # his task, by owner
    russian = answer(ask_vault, "Что обещал Дима?")
    assert cited(russian) == cited(found)
    assert russian.text.startswith("Дмитрий Кузнецов обещал")


def test_promised_last_week_is_by_the_day_it_was_made(ask_vault: Path) -> None:
    found = answer(ask_vault, "what did Dmitry promise last week?")
    assert cited(found) == {"People/Дмитрий Кузнецов#^m-hcjzgr"}  # created 2026-11-27


def test_due_this_week_for_a_person(ask_vault: Path) -> None:
    found = answer(ask_vault, "what is due for Anna this week?")
    assert cited(found) == {"Daily/2026-12-01:7"}
    nothing = answer(ask_vault, "что горит у Игоря на этой неделе?")
    assert nothing.sources == [] and "нет" in nothing.text


def test_preferences_and_roles(ask_vault: Path) -> None:
    assert cited(answer(ask_vault, "what does Dmitry prefer?")) == {
        "People/Дмитрий Кузнецов#^m-ey6uo4",  # his own note's line
        "People/Дмитрий Кузнецов#^m-r3v63u",  # «Мне тоже удобнее без звонков после 16:00…»
    }
    assert cited(answer(ask_vault, "что предпочитает Мария?")) == {"People/Maria Lopez#^m-m2fqvu"}
    assert "Ведущий инженер-конструктор" in answer(ask_vault, "кто такой Игорь?").text


def test_when_is_it_due(ask_vault: Path) -> None:
    found = answer(ask_vault, "when is the auth refactor due?")
    assert cited(found) == {"People/Дмитрий Кузнецов#^m-hcjzgr"}
    assert "2026-12-04" in found.text
    assert "2026-12-04" in answer(ask_vault, "когда срок по OAuth Migration?").text


def test_my_means_the_asker(ask_vault: Path) -> None:
    mine = answer(ask_vault, "what are my priorities?")  # the owner, Anna
    assert "People/Анна Смирнова#^m-ndkf26" in cited(mine)
    olga = answer(ask_vault, "what are my tasks?", asker="Ольга Иванова")
    assert "People/Ольга Иванова#^m-7axxnc" in cited(olga)
    assert "People/Анна Смирнова#^m-ndkf26" not in cited(olga)


def test_an_unrecognised_question_has_no_structural_answer(ask_vault: Path) -> None:
    with VaultService.open(ask_vault) as service:
        assert service.ask("почему сдвинулась поставка гранулята?", TODAY).structural is None


def test_a_slug_names_the_note(ask_vault: Path) -> None:
    by_slug = answer(ask_vault, "what did dmitriy-kuznetsov promise?")
    assert cited(by_slug) == cited(answer(ask_vault, "what did Dmitry promise?"))


def test_the_same_task_in_two_notes_is_one_line_citing_both() -> None:
    from vaultmind.agent.ask.structural import compose, fact

    held = [fact("Migrate auth", f"Projects/{p}.md", p, 3) for p in ("CRM", "OAuth")]
    other = fact("Drop old tables", "Projects/OAuth.md", "OAuth", 4)
    lines = ["Migrate auth (due 2026-12-04)", "Migrate auth (due 2026-12-04)", "Drop old tables"]
    answer = compose("promised", "Дима", lines, [*held, other], ru=False)
    assert answer.text.splitlines()[1:] == ["- Migrate auth (due 2026-12-04) [1] [2]",
                                            "- Drop old tables [3]"]  # fmt: skip
    assert len(answer.sources) == 3
