"""The recent-ingests list in the machine settings dir: newest first, no repeats, at
most eight, and a damaged file is an empty list, never an error."""

from __future__ import annotations

from pathlib import Path

from vaultmind.home import home_dir
from vaultmind.recent_paths import FILE_NAME, LIMIT, recent_paths, remember_paths


def test_newest_first_without_repeats_and_at_most_the_limit() -> None:
    assert recent_paths() == []
    for n in range(LIMIT + 3):
        remember_paths([f"/exports/{n}.json"])
    remember_paths(["/exports/5.json"])
    kept = recent_paths()
    assert kept[0] == "/exports/5.json"
    assert len(kept) == LIMIT and len(set(kept)) == LIMIT
    assert "/exports/0.json" not in kept
    assert (home_dir() / FILE_NAME).is_file()  # in the machine settings dir


def test_a_damaged_file_is_an_empty_list() -> None:
    home_dir().mkdir(parents=True, exist_ok=True)
    (home_dir() / FILE_NAME).write_text("{not json", encoding="utf-8")
    assert recent_paths() == []
    assert remember_paths(["/a.txt"]) == ["/a.txt"]


def test_an_ingest_remembers_the_files_it_was_given(demo_vault: Path) -> None:
    from vaultmind.service import IngestRequest, VaultService

    sample = Path(__file__).resolve().parents[2] / "samples/telegram/result.json"
    service = VaultService(demo_vault)
    service.ingest(IngestRequest((sample,), model="none"))
    assert recent_paths() == [str(sample)]
    service.ingest(IngestRequest(()))  # the drop folder: listed on its own, not here
    assert recent_paths() == [str(sample)]
