"""A yes to an ask the rules cannot read (issue 26): "Yep, will do" to "Congrats Daniel.
Before you go: the Defender rollout to the last 40 machines, can you finish it by the
30th?" is suggested as the person's commitment to the answered message's task, due when
it says; never written, since what was agreed to is a guess from that message."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import WriteVault
from tests.unit.ingest.test_agreement_ingest import commitments
from tests.unit.ingest.test_lifecycle_ingest import DIMA, TODAY, export
from vaultmind.memory.suggestions import suggestions
from vaultmind.service import IngestRequest, VaultService
from vaultmind.service.review import Edit

ASK = ("Congrats Dima. Before you go: the Defender rollout to the last 40 machines, "
       "can you finish it by the 30th?")  # fmt: skip


def _vault(write_vault: WriteVault) -> Path:
    return write_vault({"People/Дмитрий Кузнецов.md": DIMA})


def _ingest(vault: Path, rows: list[tuple[str, ...]], tmp_path: Path) -> None:
    chat = export(tmp_path, rows)
    VaultService(vault).ingest(IngestRequest((chat,), model="none", today=TODAY))


def test_a_yes_to_an_unread_ask_is_suggested_with_the_asks_task_and_day(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = _vault(write_vault)
    rows = [("1", "2026-11-25T10:00:00", "Rachel", ASK),
            ("2", "2026-11-25T10:02:00", "Дима", "Yep, will do", "1")]  # fmt: skip
    _ingest(vault, rows, tmp_path)
    assert commitments(vault, "Дмитрий Кузнецов") == []
    [suggestion] = suggestions(vault)
    assert (suggestion.person, suggestion.kind) == ("People/Дмитрий Кузнецов.md", "commitment")
    assert "Defender rollout to the last 40 machines" in suggestion.text
    assert suggestion.due == "2026-11-30"
    VaultService(vault).review_accept(suggestion.id, TODAY, Edit())
    [line] = commitments(vault, "Дмитрий Кузнецов")
    assert "Defender rollout" in line and "[due:: 2026-11-30]" in line


def test_an_ok_to_news_is_no_promise(write_vault: WriteVault, tmp_path: Path) -> None:
    vault = _vault(write_vault)
    news = "Завтра в 10 перенастрою сервер для секвенатора, час он будет недоступен"
    rows = [("1", "2026-11-25T10:00:00", "Глеб", news),
            ("2", "2026-11-25T10:02:00", "Дима", "ок", "1")]  # fmt: skip
    _ingest(vault, rows, tmp_path)
    assert commitments(vault, "Дмитрий Кузнецов") == []
    assert [s for s in suggestions(vault) if s.person == "People/Дмитрий Кузнецов.md"] == []
