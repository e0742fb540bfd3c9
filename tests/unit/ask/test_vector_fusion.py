"""The vector pass's exact behaviour with a scripted embedder: how similarity joins the
full-text score, when it alone may answer, and that private notes never enter by it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.unit.ask.conftest import TODAY
from vaultmind.agent.ask.fusion import ALONE, WEIGHT, fuse
from vaultmind.agent.ask.rank import Source
from vaultmind.service import VaultService
from vaultmind.service import vectors as service_vectors
from vaultmind.service.vectors import VectorCommands

CONCEPTS = (("park", "garage", "car"), ("wifi", "password", "network"))
GARAGE = "Boris keeps the car in the garage on level 2."
REACHED = "where does the team lead park?"  # "team", "lead": Anna's note; "park": none
UNREACHED = "where do we park?"  # no word of it is in any note
MENU = "# Menu\n\n" + "".join(f"- Dish {n} of the day\n" for n in range(100))


class ConceptEmbedder:
    """One axis per concept (any of its words), plus one every text has: texts that
    share a concept are close, the rest sit at the baseline."""

    name = "concepts"

    def __init__(self) -> None:
        self.texts: list[str] = []

    def embed(self, text: str) -> list[float]:
        self.texts.append(text)
        found = set(re.findall(r"\w+", text.lower()))
        axes = [float(any(w.startswith(c) for w in found for c in group)) for group in CONCEPTS]
        return [*axes, 1.0]


@pytest.fixture
def vault(write_vault: WriteVault) -> Path:
    root = write_vault({
        "People/Anna.md": "# Anna\n\nAnna leads the team.\n",
        "People/Boris.md": f"# Boris\n\n{GARAGE}\n\nBoris reviews the budget.\n",
        "Notes/Lunch.md": "# Lunch\n\nThe canteen opens at noon.\n\nThe menu changes weekly.\n",
        "Notes/Budget.md": "# Budget\n\nThe budget review is on Friday.\n",
        "Private/Diary.md": "# Diary\n\nMy garage code is 4711.\n",
        "Notes/Secret.md": "---\nprivate: true\n---\n# Secret\n\nThe second garage is 12B.\n",
    })  # fmt: skip
    settings = root / "vaultmind.toml"
    settings.write_text(settings.read_text() + 'me = "[[Anna]]"\nprivate = ["Private"]\n')
    return root


@pytest.fixture
def embedder(monkeypatch: pytest.MonkeyPatch) -> ConceptEmbedder:
    fake = ConceptEmbedder()
    monkeypatch.setattr(VectorCommands, "_embedder", lambda self: fake)
    monkeypatch.setattr(service_vectors, "ASK_BUDGET", 1000)  # all at once: exact results
    return fake


def ask(vault: Path, question: str, **options: object) -> list[Source]:
    with VaultService.open(vault) as service:
        return service.retrieve(question, TODAY, **options).sources  # type: ignore[arg-type]


def test_the_formula() -> None:
    assert fuse(2.5, None, 1.0) == 2.5  # no vector pass: the full-text score as it was
    assert fuse(2.5, 0.25, 1.0) == 2.5 + WEIGHT * 0.25
    assert fuse(0.0, ALONE - 0.01, 1.0) == 0.0  # not close enough to enter on its own
    assert fuse(0.0, 0.9, 0.3) == round(WEIGHT * 0.9 * 0.3, 4)  # superseded counts less


def test_a_unit_only_the_vector_pass_finds_keeps_its_fields(
    vault: Path, embedder: ConceptEmbedder
) -> None:
    found = ask(vault, REACHED, asker="Boris")
    assert [s.text for s in found] == ["Anna leads the team.", GARAGE]
    source = found[1]
    assert (source.path, source.ref, source.kind, source.line) == (
        "People/Boris.md", "People/Boris", "note", 3,
    )  # fmt: skip
    assert (source.source_ids, source.note_score, source.similarity) == ((), 0.0, 1.0)
    assert source.score == WEIGHT * 1.0


def test_without_the_vector_pass_only_the_words_count(vault: Path) -> None:
    sitting = "where does the team lead sit?"  # "sit": no note says it, nor is it a subject
    assert [s.text for s in ask(vault, sitting, asker="Boris")] == ["Anna leads the team."]
    assert ask(vault, UNREACHED, asker="Boris") == []
    assert ask(vault, REACHED, asker="Boris") == []  # parking (nor «парковка»): no note's


def test_private_notes_never_enter_through_the_vector_pass(
    vault: Path, embedder: ConceptEmbedder
) -> None:
    as_boris = " ".join(s.text for s in ask(vault, REACHED, asker="Boris"))
    assert "4711" not in as_boris and "12B" not in as_boris
    private = " ".join(s.text for s in ask(vault, REACHED, asker="Boris", include_private=True))
    assert "4711" in private and "12B" in private
    owner = " ".join(s.text for s in ask(vault, REACHED))  # Anna, the owner
    assert "4711" in owner


def test_similarity_alone_does_not_answer_what_no_word_reaches(
    vault: Path, embedder: ConceptEmbedder
) -> None:
    """Close (sem 1.0) but one of three garage units among nine: it does not stand out."""
    assert ask(vault, UNREACHED, asker="Boris") == []
    assert ask(vault, "what is the office wifi password?", asker="Boris") == []


def test_a_unit_that_stands_out_answers_alone_but_never_a_private_one(
    vault: Path, embedder: ConceptEmbedder
) -> None:
    (vault / "Notes" / "Menu.md").write_text(MENU)  # 100 units far from the question
    assert [s.text for s in ask(vault, UNREACHED, asker="Boris")] == [GARAGE]
    owner = {s.text for s in ask(vault, UNREACHED)}
    assert owner == {GARAGE, "My garage code is 4711.", "The second garage is 12B."}
    assert ask(vault, "what is the office wifi password?", asker="Boris") == []


def test_a_reached_unit_gains_exactly_its_similarity(
    vault: Path, embedder: ConceptEmbedder, monkeypatch: pytest.MonkeyPatch
) -> None:
    question = "where is the budget garage?"
    fused = {s.text: s for s in ask(vault, question, asker="Boris")}
    monkeypatch.setattr(VectorCommands, "_embedder", lambda self: None)
    plain = {s.text: s for s in ask(vault, question, asker="Boris")}
    assert plain["Boris reviews the budget."].similarity is None
    for text, source in plain.items():
        sem = fused[text].similarity
        assert sem is not None
        assert fused[text].score == round(source.score + WEIGHT * sem, 4)
        assert fused[text].note_score == source.note_score  # the raw full-text score kept
    assert fused[GARAGE].similarity == 1.0
    assert next(iter(fused)) == GARAGE  # the word and the meaning agree: it leads


def test_a_time_filter_filters_the_vector_pass_too(vault: Path, embedder: ConceptEmbedder) -> None:
    (vault / "Notes" / "Menu.md").write_text(MENU)
    assert ask(vault, "where did we park on 2026-11-27?", asker="Boris") == []
