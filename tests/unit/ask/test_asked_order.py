"""A question that asks for the first time something happened leads with the oldest
unit about it, one that asks how it ended up with the newest; the words that ask for
the order («первый раз», "in the end") are not what it is about."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest

from tests.unit.ask.conftest import indexed
from vaultmind.agent.ask.order import asked_order
from vaultmind.service import VaultService

TODAY = date(2026, 12, 1)
NOTES = {
    "Daily/2026-07-14.md": "# 2026-07-14\n\nThe autoclave failed: error E05, the cycle stopped.\n",
    "Daily/2026-09-17.md": "# 2026-09-17\n\nThe autoclave failed again, error E12, overheating.\n",
    "Daily/2026-10-29.md": "# 2026-10-29\n\nThe new autoclave works; the old one failed twice.\n",
    "Daily/2026-08-01.md": "# 2026-08-01\n\nFirst day of the new receptionist.\n",
}


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> Iterator[VaultService]:
    found = indexed(tmp_path_factory, "order", NOTES)
    yield found
    found.close()


def test_the_first_time_leads_with_the_oldest(service: VaultService) -> None:
    sources = service.ask("When did the autoclave fail the first time?", TODAY).retrieval.sources
    assert sources[0].path == "Daily/2026-07-14.md"
    assert all("receptionist" not in s.text for s in sources)  # "first" is not the topic


def test_how_it_ended_up_leads_with_the_newest(service: VaultService) -> None:
    sources = service.ask("What is the autoclave's status now?", TODAY).retrieval.sources
    assert sources[0].path == "Daily/2026-10-29.md"
    plain = service.ask("Which errors did the autoclave show?", TODAY).retrieval.sources
    assert {s.path for s in plain[:2]} == {"Daily/2026-07-14.md", "Daily/2026-09-17.md"}


def test_the_order_asked_in_either_language() -> None:
    assert asked_order("когда первый раз сломался автоклав?") == "first"
    assert asked_order("какой автоклав в итоге решили брать") == "latest"
    assert asked_order("что сейчас с поставщиком упаковки?") == "latest"
    assert asked_order("what is due the first week of january?") is None  # a period
    assert asked_order("what did anna promise?") is None
