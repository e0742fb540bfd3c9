"""A person the question calls by a short form, whom no note is about, is found by
the full name a chat or a note writes («Лена» of «Елена»); a short form of two names,
or a Latin word the question does not capitalise, is only itself."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest

from tests.unit.ask.conftest import indexed
from vaultmind.service import VaultService
from vaultmind.vault.given_names import other_forms

TODAY = date(2026, 12, 1)
NOTES = {
    "Daily/2026-07-27.md": "# 2026-07-27\n\nЕлена выходит 17 августа, её обучает Катя.\n",
    "Daily/2026-08-03.md": "# 2026-08-03\n\nАвтоклав ломался, но починили.\n",
}


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> Iterator[VaultService]:
    found = indexed(tmp_path_factory, "names", NOTES)
    yield found
    found.close()


def test_a_short_form_finds_the_full_name(service: VaultService) -> None:
    sources = service.ask("Что писала Лена?", TODAY).retrieval.sources
    assert [s.path for s in sources] == ["Daily/2026-07-27.md"]


def test_only_a_name_of_one_line_and_a_capitalised_latin_word() -> None:
    assert "елена" in other_forms("лена")
    assert other_forms("оля") == ()  # Ольга or Александра
    assert other_forms("стоимость") == ()
    from vaultmind.agent.ask.entities import NameTable
    from vaultmind.agent.ask.question import analyse

    assert "kate" not in analyse("what did kate say", NameTable([]), TODAY).translated
    assert "екатерина" in analyse("what did Kate say", NameTable([]), TODAY).translated["kate"]
