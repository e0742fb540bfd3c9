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


SAMPLE = Path(__file__).resolve().parents[2] / "samples/telegram/result.json"


def test_an_ingest_a_user_asked_for_remembers_the_files_it_was_given(demo_vault: Path) -> None:
    from vaultmind.service import IngestRequest, VaultService

    service = VaultService(demo_vault)
    service.ingest(IngestRequest((SAMPLE,), model="none", remember=True))
    assert recent_paths() == [str(SAMPLE)]
    service.ingest(IngestRequest((), remember=True))  # the drop folder: listed on its own
    assert recent_paths() == [str(SAMPLE)]


def test_a_scripted_ingest_leaves_the_recent_list_alone(demo_vault: Path) -> None:
    """Benchmarks and tests call the service as the faces do: the machine's list of
    what its user ingested must not fill with their generated chats."""
    from vaultmind.service import IngestRequest, VaultService

    VaultService(demo_vault).ingest(IngestRequest((SAMPLE,), model="none"))
    assert recent_paths() == []
    assert not (home_dir() / FILE_NAME).exists()


def test_the_cli_ingest_remembers_its_files(demo_vault: Path) -> None:
    from tests.functional.conftest import ok, run_vaultmind

    ok(run_vaultmind("ingest", "--vault", str(demo_vault), str(SAMPLE), "--model", "none"))
    assert recent_paths() == [str(SAMPLE)]
