"""`ask` with the vector pass as a user turns it on: the `embedding_model` setting
(here the bundled GGUF in embedding mode), `vaultmind index` embedding the vault,
sources carrying their similarity, private notes still left out."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import WriteVault
from tests.functional.conftest import Runner, ok
from vaultmind.agent.registry import default_model
from vaultmind.service import vectors as service_vectors

pytestmark = pytest.mark.skipif(default_model() is None, reason="the bundled GGUF is missing")

ON = {"VAULTMIND_EMBEDDING_MODEL": "default"}
QUESTION = ("ask", "where is the car park?", "--no-llm", "--json", "--today", "2026-12-03")


@pytest.fixture
def vault(write_vault: WriteVault) -> Path:
    root = write_vault({
        "People/Anna.md": "# Anna\n\nAnna leads the platform team.\n",
        "People/Boris.md": "# Boris\n\nBoris parks on level 2 of the car park.\n",
        "Private/Diary.md": "# Diary\n\nThe car park code is 4711.\n",
    })  # fmt: skip
    settings = root / "vaultmind.toml"
    settings.write_text(settings.read_text() + 'me = "[[Anna]]"\nprivate = ["Private"]\n')
    return root


def sources(
    cli: Runner, vault: Path, *extra: str, env: dict[str, str] | None = None
) -> list[dict[str, Any]]:
    out = ok(cli(*QUESTION, *extra, "--vault", vault, env=env))
    return list(json.loads(out.stdout)["sources"])


def test_index_embeds_and_ask_fuses_the_similarity(cli: Runner, vault: Path) -> None:
    indexed = ok(cli("index", "--vault", vault, env=ON))
    assert "vectors: 3 units embedded (3 notes)" in indexed.stderr
    assert (vault / ".vaultmind" / "vectors.sqlite").is_file()
    found = sources(cli, vault, "--as", "Boris", env=ON)
    assert found and all(isinstance(s["similarity"], float) for s in found)
    assert not any("4711" in s["text"] for s in found)  # private, and Boris is not the owner
    assert any("4711" in s["text"] for s in sources(cli, vault, env=ON))  # the owner


def test_without_the_setting_the_output_has_no_trace_of_it(cli: Runner, vault: Path) -> None:
    found = sources(cli, vault)
    assert found and not any("similarity" in s for s in found)
    assert not (vault / ".vaultmind" / "vectors.sqlite").exists()


def test_a_missing_embedding_model_is_one_line(cli: Runner, vault: Path) -> None:
    result = cli(*QUESTION, "--vault", vault, env={"VAULTMIND_EMBEDDING_MODEL": "/no/such.gguf"})
    assert result.returncode not in (0, 70)
    assert result.stderr.strip() == (
        "vaultmind: error: embedding model file /no/such.gguf (from settings) does not exist"
    )


def test_ask_says_when_notes_wait_for_index(
    cli: Runner, vault: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(service_vectors, "ASK_BUDGET", 1)
    first = ok(cli(*QUESTION, "--vault", vault, env=ON))
    assert first.stderr.strip() == (
        "vector pass: 2 changed notes not embedded yet, left out of it "
        "(`vaultmind index` embeds them all)"
    )
    ok(cli("index", "--vault", vault, env=ON))
    assert ok(cli(*QUESTION, "--vault", vault, env=ON)).stderr == ""


def test_ask_with_the_vector_pass_still_never_imports_textual(vault: Path) -> None:
    code = (
        "import sys\nfrom vaultmind.cli.main import main\n"
        f"rc = main(['--vault', {str(vault)!r}, 'ask', 'where is the car park?', '--no-llm'])\n"
        "print('TEXTUAL', [m for m in sys.modules if m.split('.')[0] == 'textual'])\n"
        "print('LLAMA', 'llama_cpp' in sys.modules)\nsys.exit(rc)\n"
    )
    env = {**os.environ, **ON}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=300, env=env)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "TEXTUAL []" in done.stdout and "LLAMA True" in done.stdout


def test_status_tells_what_the_vector_pass_holds(cli: Runner, vault: Path) -> None:
    def vectors_line(env: dict[str, str] | None = None) -> str:
        out = ok(cli("status", "--vault", vault, env=env)).stdout
        return next(line for line in out.splitlines() if line.startswith("vectors:"))

    assert vectors_line() == "vectors: off (`embedding_model` turns on ask's vector pass)"
    assert vectors_line(ON) == "vectors: default, nothing embedded yet (run `vaultmind index`)"
    assert not (vault / ".vaultmind" / "vectors.sqlite").exists()  # status only reads
    ok(cli("index", "--vault", vault, env=ON))
    assert vectors_line(ON).endswith(", 3 units of 3 notes")
    (vault / "People" / "Anna.md").write_text("# Anna\n\nAnna moved to the data team.\n")
    ok(cli("index", "--vault", vault))  # the index sees the edit (as a watcher would); no vectors
    assert vectors_line(ON).endswith(
        "3 units of 3 notes; 1 note(s) changed since "
        "(the next `ask` or `vaultmind index` embeds them)"
    )
    shown = json.loads(ok(cli("status", "--json", "--vault", vault, env=ON)).stdout)
    assert shown["vectors"] == {**shown["vectors"], "setting": "default", "notes": 3,
                                "units": 3, "waiting": 1}  # fmt: skip
