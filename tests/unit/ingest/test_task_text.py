"""A commitment's text is the task without its date phrase (issue 10 §4, session 7),
and what reads the texts still works: a restated promise joins the first, the same
promise said twice is one line, a later completion or postponement finds it by its
words, and a promise that only points keeps its date."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import WriteVault
from tests.unit.ingest.test_lifecycle_ingest import DIMA, export, ingest
from tests.unit.ingest.test_rules_step import snapshot
from vaultmind.memory.suggestions import suggestions
from vaultmind.vault.source_labels import strip_labels


def test_a_restated_deadline_supersedes_the_dateless_line(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [
        ("1", "2026-11-30T10:00:00", "Дима", "Смету по складу пришлю в пятницу"),
        ("2", "2026-12-01T10:00:00", "Дима", "Смету пришлю в понедельник"),
    ]
    (old, new), report = ingest(vault, export(tmp_path, rows))
    assert old.startswith("- [commitment] Смету по складу пришлю [due:: 2026-12-04]")
    assert "[status:: superseded]" in old
    assert new.startswith("- [commitment] Смету по складу пришлю [due:: 2026-12-07]")
    assert "status" not in new and report.promises == 2


def test_the_same_promise_said_twice_is_one_line(write_vault: WriteVault, tmp_path: Path) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [
        ("1", "2026-11-30T10:00:00", "Дима", "I'll send the vendor list by Friday"),
        ("2", "2026-11-30T15:00:00", "Дима", "Yes, I'll send the vendor list on Friday"),
    ]
    [line], _ = ingest(vault, export(tmp_path, rows))
    assert line.startswith("- [commitment] I'll send the vendor list [due:: 2026-12-04]")
    assert "#^jl-team-1]]" in strip_labels(line) and "#^jl-team-2]]" in strip_labels(line)


def test_a_completion_and_a_postponement_find_the_dateless_text(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [
        ("1", "2026-11-30T10:00:00", "Дима", "Обещаю отправить смету по складу до среды"),
        ("2", "2026-11-30T10:05:00", "Дима", "Hi all, I'll order the badges by Thursday"),
        ("3", "2026-12-01T12:00:00", "Дима", "Смету отправил"),
        ("4", "2026-12-02T12:00:00", "Дима", "Pushing the badges to Monday"),
    ]
    estimate, badges_old, badges_new = ingest(vault, export(tmp_path, rows))[0]
    assert estimate.startswith("- [commitment] Отправить смету по складу [due:: 2026-12-02]")
    assert "[status:: done]" in estimate
    assert badges_old.startswith("- [commitment] I'll order the badges [due:: 2026-12-03]")
    assert "[status:: superseded]" in badges_old
    assert badges_new.startswith("- [commitment] I'll order the badges [due:: 2026-12-07]")


def test_a_promise_that_only_points_keeps_its_date(write_vault: WriteVault, tmp_path: Path) -> None:
    """Naming no task, they are suggested for the user to confirm (issue 26), not written."""
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [
        ("1", "2026-11-30T10:00:00", "Дима", "Hi Sam, I'll send it by Wednesday"),
        ("2", "2026-11-30T10:05:00", "Дима", "Ок, сделаю завтра"),
    ]
    chat = export(tmp_path, rows)
    lines, _ = ingest(vault, chat)
    assert lines == []
    assert [(s.text, s.due) for s in sorted(suggestions(vault), key=lambda s: s.text)] == [
        ("I'll send it by Wednesday", "2026-12-02"),  # "Hi Sam," goes, the date stays
        ("Сделаю завтра", "2026-12-01"),
    ]
    before = snapshot(vault)
    ingest(vault, chat)
    assert snapshot(vault) == before  # re-ingest changes nothing


def test_a_range_of_days_leaves_the_task_whole(write_vault: WriteVault, tmp_path: Path) -> None:
    """ "thu–sat" went as "thu" alone and left «I'll cover the pass –sat» (session 28)."""
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [("1", "2026-11-30T10:00:00", "Дима", "I'll cover the pass thu–sat, no problem")]
    [line], _ = ingest(vault, export(tmp_path, rows))
    assert line.startswith("- [commitment] I'll cover the pass, no problem [due:: 2026-12-03]")
