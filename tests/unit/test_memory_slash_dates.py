""" "12/5": 5 December where the vault's language writes the month first, 12 May elsewhere."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from vaultmind.errors import VaultMindError
from vaultmind.service import IngestRequest, VaultService
from vaultmind.vault.dates import find_date, parse_due, slash_dates
from vaultmind.vault.settings import load_vault_settings

MON = date(2026, 11, 30)


@pytest.mark.parametrize(
    ("phrase", "day_first", "month_first"),
    [
        ("12/5", date(2027, 5, 12), date(2026, 12, 5)),  # the locale decides
        ("1/12/2027", date(2027, 12, 1), date(2027, 1, 12)),
        ("30/11", date(2026, 11, 30), date(2026, 11, 30)),  # only day-first is possible
        ("11/30", date(2026, 11, 30), date(2026, 11, 30)),  # only month-first is possible
        ("12.5", date(2027, 5, 12), date(2027, 5, 12)),  # dots are always day-first
        ("30.11", date(2026, 11, 30), date(2026, 11, 30)),
    ],
)
def test_slash_dates_follow_the_locale(phrase: str, day_first: date, month_first: date) -> None:
    assert parse_due(phrase, MON) == day_first
    with slash_dates(True):
        assert parse_due(phrase, MON) == month_first
        assert find_date(f"I'll send it on {phrase}", MON) is not None
    assert parse_due(phrase, MON) == day_first  # the setting ends with its block


@pytest.mark.parametrize(
    ("settings", "month_first"),
    [
        ('language = "en"', True),  # CLDR's plain English is American
        ('language = "en-US"', True),
        ('language = "en_us"', True),
        ('language = "en-GB"', False),
        ('language = "ru"', False),
        ("", False),
        ('language = "ru"\ndate_order = "mdy"', True),
        ('language = "en"\ndate_order = "dmy"', False),
    ],
)
def test_the_vaults_language_or_date_order_decides(
    tmp_path: Path, settings: str, month_first: bool
) -> None:
    (tmp_path / "vaultmind.toml").write_text(f"format = 1\n{settings}\n", encoding="utf-8")
    assert load_vault_settings(tmp_path).month_first is month_first


def test_a_wrong_date_order_is_one_clear_error(tmp_path: Path) -> None:
    (tmp_path / "vaultmind.toml").write_text('date_order = "ymd"\n', encoding="utf-8")
    with pytest.raises(VaultMindError, match='date_order must be "dmy" or "mdy"'):
        load_vault_settings(tmp_path)


@pytest.mark.parametrize(("language", "due"), [("en", "2026-12-04"), ("en-GB", "2027-04-12")])
def test_a_promise_in_a_chat_reads_12_4_as_the_vault_does(
    write_vault: WriteVault, tmp_path: Path, language: str, due: str
) -> None:
    vault = write_vault({"People/Maria Lopez.md": "# Maria Lopez\n\n## Memory\n"})
    settings = vault / "vaultmind.toml"
    settings.write_text(settings.read_text() + f'language = "{language}"\n', encoding="utf-8")
    chat = tmp_path / "launch.jsonl"
    chat.write_text(
        '{"id": 1, "time": "2026-11-25T16:00:00", "sender": "Maria Lopez",'
        ' "text": "I\'ll send the onboarding drafts to legal on 12/4"}\n',
        encoding="utf-8",
    )
    VaultService(vault).ingest(IngestRequest((chat,), model="none", today=MON))
    note = (vault / "People/Maria Lopez.md").read_text(encoding="utf-8")
    assert f"[due:: {due}]" in note
