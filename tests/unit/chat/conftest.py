"""A demo vault (the template with the sample chat ingested) per test, copied from one
built per module, and a scripted model that answers each kind of prompt chat makes."""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

import pytest

from tests.unit.ask.conftest import build_demo
from vaultmind.agent.chat.distill import DISTILL_SYSTEM, SUMMARY_SYSTEM
from vaultmind.agent.fake import ScriptedModel


@pytest.fixture(scope="module")
def built_demo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("VAULTMIND_HOME", str(tmp_path_factory.mktemp("home")))
        patch.setenv("VAULTMIND_MODEL", "none")
        patch.delenv("VAULTMIND_VAULT", raising=False)
        return build_demo(tmp_path_factory.mktemp("chat") / "demo")


@pytest.fixture
def vault(built_demo: Path, tmp_path: Path) -> Path:
    root = tmp_path / "vault"
    shutil.copytree(built_demo, root, ignore=shutil.ignore_patterns(".vaultmind"))
    return root


def scripted(
    distilled: Sequence[object] | None = None,
    summary: Mapping[str, object] | None = None,
    context: int = 8192,
    calls: int = 40,
) -> ScriptedModel:
    """Answers `ask`'s prompts with a cited sentence its first source says, and the
    compaction's with the given items."""

    def reply(system: str, prompt: str) -> str:
        if system == DISTILL_SYSTEM:
            return json.dumps({"items": list(distilled or [])})
        if system == SUMMARY_SYSTEM:
            return json.dumps(dict(summary or {"decided": [], "open": []}))
        return json.dumps({"answer": first_said(prompt), "used": [1]})

    replies: list[str | Callable[[str, str], str]] = [reply] * calls
    return ScriptedModel(replies, context=context)


_FIRST_SOURCE = re.compile(r"^\[1\] [^\n]*?<<<(.*?)>>>", re.M)
ANSWER_LEAD = "The notes say:"


def first_said(prompt: str) -> str:
    """«The notes say: <the first source's first words> [1].»: an answer with a fact of its
    source, so the grounding check shows it (a bare «See the notes [1].» states none)."""
    found = _FIRST_SOURCE.search(prompt)
    words = found.group(1).split()[:6] if found else []
    return f"{ANSWER_LEAD} {' '.join(words)} [1]."
