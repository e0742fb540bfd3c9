"""What a pointer promise is about, from the chats of issue 26's development sets
(session 32)."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import WriteVault
from tests.unit.ingest.test_agreement_ingest import commitments
from tests.unit.ingest.test_lifecycle_ingest import DIMA, TODAY, export
from vaultmind.service import IngestRequest, VaultService


def _ingest(vault: Path, rows: list[tuple[str, ...]], tmp_path: Path) -> None:
    VaultService(vault).ingest(IngestRequest((export(tmp_path, rows),), model="none", today=TODAY))


def test_a_pointer_promise_with_an_unknown_verb_takes_the_sentence_before(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    """ "I'll dig into it" names no verb the table knows: the sentence before it in the
    same message is found by the promise's first words, and is its topic."""
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    said = ("Back. Rachel, the backup job for the file server failed twice over the "
            "weekend. I'll dig into it today.")  # fmt: skip
    _ingest(vault, [("1", "2026-11-30T09:00:00", "Дима", said)], tmp_path)
    [line] = commitments(vault, "Дмитрий Кузнецов")
    assert "backup job for the file server" in line and "[due:: 2026-11-30]" in line


def test_a_promise_after_the_trouble_it_answers_takes_that_sentence(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    """«Термопара сдохла… Закажу у сервисников новую»: the promise names a step of its
    own, but what it fixes is the sentence before; the line says both, and a later
    «термопару поставил» closes it by that word (session 35, issue 26's dev sets)."""
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    said = ("Термопара сдохла, плата живая. Закажу у сервисников новую и поставлю до "
            "пятницы. Пока печь только на ручном")  # fmt: skip
    rows: list[tuple[str, ...]] = [
        ("1", "2026-11-30T09:00:00", "Дима", said),
        ("2", "2026-12-03T16:00:00", "Дима", "Термопару поставил, печь на автомате"),
    ]
    _ingest(vault, rows, tmp_path)
    [line] = commitments(vault, "Дмитрий Кузнецов")
    assert line.startswith("- [commitment] Закажу у сервисников новую и поставлю — re: Термопара")
    assert "[due:: 2026-12-04]" in line and "[status:: done]" in line


def test_two_promises_in_a_row_keep_their_own_tasks(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    said = "В четверг закажу ещё 20 мешков муки. Счёт пришлю в пятницу"
    _ingest(vault, [("1", "2026-11-30T09:00:00", "Дима", said)], tmp_path)
    lines = commitments(vault, "Дмитрий Кузнецов")
    assert len(lines) == 2 and not any(" — re: " in line for line in lines)


def test_a_yes_before_the_promise_leaves_the_topic_to_the_ask(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    """«ох... ладно, беру. к 1му сделаю»: the sentence before the promise is a yes, which
    names no task; the ask it answers does (session 35)."""
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    asked = "Дима, журнал инструктажей кто-нибудь заполнит до 1-го?"
    rows = [
        ("1", "2026-11-30T09:00:00", "Оля", asked),
        ("2", "2026-11-30T09:05:00", "Дима", "ох... ладно, беру. к 1му сделаю", "1"),
    ]
    _ingest(vault, rows, tmp_path)
    [line] = commitments(vault, "Дмитрий Кузнецов")
    assert "журнал инструктажей" in line and "[due:: 2026-12-01]" in line
