"""A pasted wall of text to `ask` and `chat`: answered from its start with one line on
stderr saying so, never an internal error, and a chat session goes on after it."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.functional.conftest import Runner, ok
from tests.functional.test_chat_cli import piped, sessions
from tests.unit.ask.conftest import build_demo
from tests.unit.ask.test_long_questions import distinct_words
from vaultmind.agent.ask.question import MAX_QUESTION_CHARS

TODAY = ("--today", "2026-12-03")
SHORTENED = "question shortened to its first"


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("VAULTMIND_HOME", str(tmp_path_factory.mktemp("home")))
        patch.setenv("VAULTMIND_MODEL", "none")
        return build_demo(tmp_path_factory.mktemp("long") / "demo")


@pytest.fixture
def vault(demo: Path, tmp_path: Path) -> Path:
    shutil.copytree(demo, tmp_path / "v", ignore=shutil.ignore_patterns(".vaultmind"))
    return tmp_path / "v"


def test_ask_with_2000_different_words_answers_its_start(cli: Runner, vault: Path) -> None:
    question = "who is Dmitry? " + " ".join(distinct_words(2000))
    done = ok(cli("ask", question, "--no-llm", *TODAY, "--vault", vault))
    assert done.stderr.count(SHORTENED) == 1, done.stderr
    assert done.stdout.startswith("Дмитрий Кузнецов:\n- position: Senior developer [1]")


def test_ask_json_names_the_question_as_answered(cli: Runner, vault: Path) -> None:
    done = ok(cli("ask", "CRM " * 30_000, "--json", "--no-llm", *TODAY, "--vault", vault))
    answered = json.loads(done.stdout)["question"]
    assert answered.startswith("CRM CRM") and len(answered) <= MAX_QUESTION_CHARS
    assert f"{SHORTENED} 300 words" in done.stderr


def test_chat_goes_on_after_a_wall_of_different_words(vault: Path) -> None:
    wall = " ".join(distinct_words(2000))
    done = piped(vault, f"{wall}\nwho is Dmitry?\n", "--no-llm")
    assert done.returncode == 0, done.stderr[-500:]
    assert done.stderr.count(SHORTENED) == 1 and "error" not in done.stderr, done.stderr
    assert "Дмитрий Кузнецов:\n- position: Senior developer" in done.stdout
    [journal] = sessions(vault)
    turns = [json.loads(line) for line in journal.read_text(encoding="utf-8").splitlines()]
    assert [t["role"] for t in turns] == ["user", "assistant"] * 2
    assert wall.startswith(turns[0]["text"]) and len(turns[0]["text"]) <= MAX_QUESTION_CHARS
