"""Work reported done that nobody recorded a promise of (issue 26): «Счёт отправил в
бухгалтерию» with no earlier «пришлю счёт» becomes a commitment line already done, with
the message as its evidence; written when the detector is sure it is a completion,
suggested when it is less sure, and never twice."""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.unit.ingest.test_agreement_ingest import commitments
from tests.unit.ingest.test_lifecycle_ingest import DIMA, TODAY, export
from vaultmind.agent.detect.features import MessageView
from vaultmind.agent.detect.weights import load
from vaultmind.agent.ingest.extract.detector_step import Detector, event_route
from vaultmind.memory.suggestions import suggestions
from vaultmind.service import IngestRequest, VaultService
from vaultmind.service.review import Edit
from vaultmind.vault.source_labels import strip_labels

SENT = "Счёт отправил в бухгалтерию"  # the detector is sure: a completion
MADE = "Презентацию для клиента сделал"  # a completion, but the detector is less sure
LINK = "[[Sources/jsonl/team/2026-12-01#^jl-team-{}]]"


def _route(text: str, kind: str = "done") -> str:
    """What the shipped detector makes of the message on its own, as ingest asks it."""
    view = MessageView(text, date(2026, 12, 1), sender_known=True)
    return event_route(Detector(load()), view, kind)


def _ingest(vault: Path, chat: Path) -> int:
    """Ingest without a model; how many closed lines nobody promised were written."""
    report = VaultService(vault).ingest(IngestRequest((chat,), model="none", today=TODAY))
    assert report.rules is not None
    return report.rules.lifecycle.unpromised


def _dima(write_vault: WriteVault) -> Path:
    return write_vault({"People/Дмитрий Кузнецов.md": DIMA})


def test_a_done_with_no_earlier_promise_is_a_done_commitment_citing_its_message(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    assert _route(SENT) == "write"
    vault = _dima(write_vault)
    written = _ingest(vault, export(tmp_path, [("1", "2026-12-01T18:00:00", "Дима", SENT)]))
    [line] = commitments(vault, "Дмитрий Кузнецов")
    assert SENT in line and "[status:: done] [done:: 2026-12-01]" in line
    assert LINK.format(1) in strip_labels(line)
    assert written == 1 and suggestions(vault) == []


def test_a_done_that_meets_an_open_promise_closes_it_and_adds_nothing_else(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = _dima(write_vault)
    rows = [
        ("1", "2026-11-30T10:00:00", "Дима", "Пришлю счёт в бухгалтерию до пятницы"),
        ("2", "2026-12-01T18:00:00", "Дима", SENT),
    ]
    written = _ingest(vault, export(tmp_path, rows))
    [line] = commitments(vault, "Дмитрий Кузнецов")
    assert "Пришлю счёт в бухгалтерию" in line and "[status:: done]" in line
    assert LINK.format(2) in strip_labels(line)
    assert written == 0 and suggestions(vault) == []


def test_reading_the_chat_again_adds_nothing_twice(write_vault: WriteVault, tmp_path: Path) -> None:
    vault = _dima(write_vault)
    chat = export(tmp_path, [("1", "2026-12-01T18:00:00", "Дима", SENT)])
    _ingest(vault, chat)
    before = (vault / "People" / "Дмитрий Кузнецов.md").read_text(encoding="utf-8")
    assert _ingest(vault, chat) == 0  # the same export: nothing new to read
    for source in (vault / "Sources").rglob("*.md"):  # a new extractor reads it all again
        text = source.read_text(encoding="utf-8")
        source.write_text(re.sub(r"(?m)^extracted:.*\n", "", text), encoding="utf-8")
    assert _ingest(vault, chat) == 0
    assert (vault / "People" / "Дмитрий Кузнецов.md").read_text(encoding="utf-8") == before
    assert suggestions(vault) == []


def test_the_same_work_reported_done_again_is_not_a_second_line(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = _dima(write_vault)
    rows = [
        ("1", "2026-12-01T18:00:00", "Дима", SENT),
        ("2", "2026-12-01T18:30:00", "Дима", "Счёт отправил, бухгалтерия подтвердила"),
    ]
    _ingest(vault, export(tmp_path, rows))
    assert len(commitments(vault, "Дмитрий Кузнецов")) == 1


def test_other_work_sharing_one_word_with_a_closed_promise_is_a_line_of_its_own(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    """«Счёт поставщику отправил» a day after «Пришлю счёт в бухгалтерию» was done
    shares only «счёт» with it: other work, not the same done told again."""
    other = "Счёт поставщику за паллеты отправил ✅"  # done, and the detector is sure of it
    assert _route(other) == "write"
    vault = _dima(write_vault)
    rows = [
        ("1", "2026-11-30T10:00:00", "Дима", "Пришлю счёт в бухгалтерию до пятницы"),
        ("2", "2026-12-01T10:00:00", "Дима", SENT),
        ("3", "2026-12-02T10:00:00", "Дима", other),
    ]
    assert _ingest(vault, export(tmp_path, rows)) == 1
    first, second = commitments(vault, "Дмитрий Кузнецов")
    assert "[status:: done]" in first and LINK.format(2) in strip_labels(first)
    assert other.removesuffix(" ✅") in second and "[status:: done]" in second


def test_a_completion_the_detector_is_less_sure_of_is_suggested_and_accepted_closed(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    assert _route(MADE) == "suggest"
    vault = _dima(write_vault)
    written = _ingest(vault, export(tmp_path, [("1", "2026-12-01T18:00:00", "Дима", MADE)]))
    assert written == 0 and commitments(vault, "Дмитрий Кузнецов") == []
    [suggestion] = suggestions(vault)
    assert (suggestion.person, suggestion.kind, suggestion.op, suggestion.target) == (
        "People/Дмитрий Кузнецов.md",
        "done",
        "done",
        "",
    )
    assert suggestion.text == MADE and suggestion.source == LINK.format(1)
    VaultService(vault).review_accept(suggestion.id, TODAY, Edit())
    [line] = commitments(vault, "Дмитрий Кузнецов")
    assert MADE in line and "[status:: done] [done:: 2026-12-01]" in line
    assert LINK.format(1) in strip_labels(line)


@pytest.mark.parametrize("said", ["Готово", "Готово, спасибо"])
def test_a_bare_done_names_no_work_and_makes_nothing(
    write_vault: WriteVault, tmp_path: Path, said: str
) -> None:
    vault = _dima(write_vault)
    _ingest(vault, export(tmp_path, [("1", "2026-12-01T18:00:00", "Дима", said)]))
    assert commitments(vault, "Дмитрий Кузнецов") == []
    assert [s for s in suggestions(vault) if s.op == "done"] == []


def test_without_the_detector_nothing_says_how_sure_it_is_and_nothing_is_made(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = _dima(write_vault)
    settings = vault / "vaultmind.toml"
    settings.write_text(settings.read_text("utf-8") + "\ndetector = false\n", "utf-8")
    _ingest(vault, export(tmp_path, [("1", "2026-12-01T18:00:00", "Дима", SENT)]))
    assert commitments(vault, "Дмитрий Кузнецов") == [] and suggestions(vault) == []


def test_small_talk_the_detector_barely_reads_as_done_is_not_suggested() -> None:
    """The detector gives «Фух, закончили совещание» done 0.27: over the kinds' own
    floor (0.25), under the one for events no promise was recorded for (0.4), which
    keeps such chatter out of the review inbox."""
    assert _route("Фух, закончили совещание") == "drop"
    assert _route(MADE) == "suggest"
