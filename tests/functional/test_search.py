"""`vaultmind search`: stemming in both languages, field queries, filters, output forms."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.functional.conftest import Runner, assert_one_line_error, hit_paths, ok

OLGA = "People/Ольга Иванова.md"
SUPPLY = "Projects/Поставки.md"
LAUNCH = "Projects/Launch.md"
YARD = "Knowledge/Двор.md"
DAY = "Daily/2026-11-30.md"

Search = Callable[..., list[str]]

NOTES: dict[str, str | bytes] = {
    OLGA: "---\ntype: person\naliases: [Оля]\ntags: [team/backend]\n---\n# Ольга Иванова\n\n"
    "Ольга обещала прислать смету. Она работает с поставщиками каждый день.\n",
    SUPPLY: "---\ntype: project\n---\n# Поставки\n\nИгорь обещал привезти гранулят.\n",
    LAUNCH: "---\ntype: project\n---\n# Launch\n\nWe promise to ship before the deadline.\n",
    YARD: "---\ntype: location\n---\n# Двор\n\nВо дворе стоит высокая ёлка.\n",
    DAY: "# 2026-11-30\n\nКупили зеленый чай. The launch party was fun. #logistics/north\n",
}


@pytest.fixture
def vault(write_vault: WriteVault) -> Path:
    return write_vault(NOTES)


@pytest.fixture
def search(cli: Runner, vault: Path) -> Search:
    """`search ... --json --vault VAULT`, returning the hit paths."""

    def run(*args: str) -> list[str]:
        return hit_paths(cli("search", *args, "--json", "--vault", vault))

    return run


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("обещала", {OLGA, SUPPLY}),  # «обещал» in one note, «обещала» in the other
        ("поставщик", {OLGA}),  # the note says «поставщиками»
        ("смет", {OLGA}),
        ("promised", {LAUNCH}),  # the note says "promise"
        ("deadlines", {LAUNCH}),  # the note says "deadline"
        ("елка", {YARD}),  # the note says «ёлка»
        ("зелёный", {DAY}),  # the note says «зеленый»
    ],
)
def test_stemming_and_yo(search: Search, query: str, expected: set[str]) -> None:
    assert set(search(query)) == expected


def test_russian_past_tense_finds_feminine(cli: Runner, write_vault: WriteVault) -> None:
    vault = write_vault({"Note.md": "# Заметка\n\nОна обещала позвонить.\n"})
    result = ok(cli("search", "обещал", "--vault", vault))
    assert "Note.md" in result.stdout
    assert "**обещала**" in result.stdout


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("title:launch", [LAUNCH]),  # the daily note mentions "launch" only in its body
        ("tag:team", [OLGA]),  # a nested tag is found by its parent
        ("tag:logistics", [DAY]),
        ("type:person", [OLGA]),
        ("type:location", [YARD]),
    ],
)
def test_field_queries(search: Search, query: str, expected: list[str]) -> None:
    assert search(query) == expected


def test_type_and_folder_filters(search: Search) -> None:
    assert search("обещал", "--type", "person") == [OLGA]
    assert search("обещал", "--type", "project") == [SUPPLY]
    assert search("обещал", "--folder", "Projects") == [SUPPLY]
    assert search("обещал", "--folder", "Knowledge") == []


def test_limit(search: Search) -> None:
    assert len(search("обещал")) == 2
    assert len(search("обещал", "-n", "1")) == 1


def test_json_shape_and_snippet(cli: Runner, vault: Path) -> None:
    hits = json.loads(ok(cli("search", "поставщик", "--json", "--vault", vault)).stdout)
    assert isinstance(hits, list) and len(hits) == 1
    hit = hits[0]
    assert set(hit) == {"path", "title", "type", "folder", "score", "snippet"}
    assert hit["path"] == OLGA
    assert hit["title"] == "Ольга Иванова"
    assert hit["type"] == "person"
    assert hit["folder"] == "People"
    assert isinstance(hit["score"], float) and hit["score"] > 0
    assert "**поставщиками**" in hit["snippet"]


def test_text_output(cli: Runner, vault: Path) -> None:
    out = ok(cli("search", "promised", "--vault", vault)).stdout
    assert "Launch" in out and LAUNCH in out and "[project]" in out
    assert "**promise**" in out
    assert "\x1b" not in out


def test_no_hits(cli: Runner, vault: Path) -> None:
    result = ok(cli("search", "xylophonequark", "--vault", vault))
    assert result.stdout.strip() == "no matches"
    assert json.loads(ok(cli("search", "xylophonequark", "--json", "--vault", vault)).stdout) == []


@pytest.mark.parametrize("query", ["", "   "])
def test_empty_query(cli: Runner, vault: Path, query: str) -> None:
    result = cli("search", query, "--vault", vault)
    assert result.returncode != 0
    assert_one_line_error(result, result.returncode)


def test_bad_limit(cli: Runner, vault: Path) -> None:
    assert_one_line_error(cli("search", "word", "-n", "0", "--vault", vault), 2)


def test_never_indexed_vault_is_indexed_first(cli: Runner, vault: Path) -> None:
    assert not (vault / ".vaultmind").exists()
    result = ok(cli("search", "promised", "--json", "--vault", vault))
    assert [hit["path"] for hit in json.loads(result.stdout)] == [LAUNCH]
    assert (vault / ".vaultmind").is_dir()


def test_deleting_derived_data_gives_identical_results(cli: Runner, demo_vault: Path) -> None:
    ok(cli("index", "--vault", demo_vault))
    note = demo_vault / "People" / "Дмитрий Кузнецов.md"
    note.write_text(note.read_text(encoding="utf-8") + "\nОбещал поставщикам отчёт.\n", "utf-8")
    ok(cli("index", "--vault", demo_vault))  # incremental
    queries = ["обещал", "поставщик", "CRM", "tag:crm", "type:person"]
    before = [ok(cli("search", q, "--json", "--vault", demo_vault)).stdout for q in queries]
    shutil.rmtree(demo_vault / ".vaultmind")
    after = [ok(cli("search", q, "--json", "--vault", demo_vault)).stdout for q in queries]
    assert after == before
    assert all(json.loads(out) for out in before), "every query has hits"


@pytest.fixture
def forms_vault(write_vault: WriteVault) -> Path:
    """Forms the Russian stemmer leaves apart: «гранулят» → «гранул», «гранулята» →
    «гранулят»; «коробки» → «коробк», «коробок» → «коробок»."""
    return write_vault(
        {
            "Projects/Запуск.md": "# Запуск\n\nЖдём партию гранулята от поставщика.\n",
            "Knowledge/Гранулы.md": "# Гранулы\n\nПо гранулам вопросов нет.\n",
            "Daily/2026-12-01.md": "# 2026-12-01\n\nНа складе коробки.\n",
            "Daily/2026-12-02.md": "# 2026-12-02\n\nНа складе коробок.\n",
            "Knowledge/Vendor.md": "# Vendor\n\nWe made a decision. Confidence is high.\n",
        }
    )


def test_a_word_finds_the_forms_snowball_stems_apart(cli: Runner, forms_vault: Path) -> None:
    hits = json.loads(ok(cli("search", "гранулят", "--json", "--vault", forms_vault)).stdout)
    assert {hit["path"] for hit in hits} == {"Projects/Запуск.md", "Knowledge/Гранулы.md"}
    snippets = {hit["path"]: hit["snippet"] for hit in hits}
    assert "**гранулята**" in snippets["Projects/Запуск.md"]
    assert "**гранулам**" in snippets["Knowledge/Гранулы.md"]
    assert "**гранулята**" in ok(cli("search", "гранулят", "--vault", forms_vault)).stdout


def test_the_typed_form_ranks_above_a_form_stemmed_apart(cli: Runner, forms_vault: Path) -> None:
    for word, typed_note, other_note in (
        ("коробки", "Daily/2026-12-01.md", "Daily/2026-12-02.md"),
        ("коробок", "Daily/2026-12-02.md", "Daily/2026-12-01.md"),
    ):
        hits = json.loads(ok(cli("search", word, "--json", "--vault", forms_vault)).stdout)
        assert [hit["path"] for hit in hits] == [typed_note, other_note], word
        assert hits[0]["score"] > hits[1]["score"]


@pytest.mark.parametrize("word", ["decide", "confirm"])
def test_english_words_stay_exact(cli: Runner, forms_vault: Path, word: str) -> None:
    """Porter2 stems "decision" "decis" and "confidence" "confid": other words here."""
    assert hit_paths(cli("search", word, "--json", "--vault", forms_vault)) == []
    assert hit_paths(cli("search", "decision", "--json", "--vault", forms_vault)) == [
        "Knowledge/Vendor.md"
    ]
