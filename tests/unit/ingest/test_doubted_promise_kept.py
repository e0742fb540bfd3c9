"""A promise the detector doubted is a promise after all when it is done (issue 26,
session 32): "I'll prep the App Store screenshots after the release" waits in the review
inbox; "Screenshots uploaded to App Store Connect" on Monday closes it, so both are
written — the commitment and its completion — and the inbox no longer asks about it. A
completion the detector doubts too writes the promise and asks about the completion."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import WriteVault
from tests.unit.ingest.test_agreement_ingest import commitments
from tests.unit.ingest.test_lifecycle_ingest import DIMA, TODAY, export
from vaultmind.memory.suggestions import suggestions
from vaultmind.service import IngestRequest, VaultService

# no date (the detector: commitment 0.47); "…over the weekend" has one since session 35
# (its Sunday), and a dated promise the rules write
PROMISE = (
    "1",
    "2026-11-27T10:00:00",
    "Дима",
    "I'll prep the App Store screenshots after the release",
)


def _ingest(vault: Path, rows: list[tuple[str, ...]], tmp_path: Path) -> None:
    VaultService(vault).ingest(IngestRequest((export(tmp_path, rows),), model="none", today=TODAY))


def test_a_doubted_promise_waits_in_the_inbox(write_vault: WriteVault, tmp_path: Path) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    _ingest(vault, [PROMISE], tmp_path)
    assert commitments(vault, "Дмитрий Кузнецов") == []
    [held] = suggestions(vault)
    assert held.kind == "commitment" and "screenshots" in held.text


def test_its_completion_writes_it_and_closes_it(write_vault: WriteVault, tmp_path: Path) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    done = ("2", "2026-11-30T09:00:00", "Дима", "Screenshots uploaded to App Store Connect")
    _ingest(vault, [PROMISE, done], tmp_path)
    [line] = commitments(vault, "Дмитрий Кузнецов")
    assert "screenshots" in line and "[status:: done]" in line
    assert [s for s in suggestions(vault) if s.kind == "commitment"] == []


def test_a_doubted_completion_writes_the_promise_and_asks_about_the_completion(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    # done, by half (the detector: p ≈ 0.6; since session 34 it is sure of "are done")
    done = ("2", "2026-11-30T09:00:00", "Дима", "screenshots: most of them in")
    _ingest(vault, [PROMISE, done], tmp_path)
    [line] = commitments(vault, "Дмитрий Кузнецов")
    assert "screenshots" in line and "status" not in line
    [asked] = suggestions(vault)
    assert (asked.kind, asked.op) == ("done", "done") and "screenshots" in asked.text
