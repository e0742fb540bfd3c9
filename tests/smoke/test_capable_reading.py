"""The capable tier's prompt through the real llama.cpp path, with the bundled SmolLM2.

SmolLM2-135M is no 7B model and answers badly; these check the plumbing: the schema's
grammar converts and bounds the reply, an ingest in that tier does not crash, and
nothing the model says is written unless it quotes the message it names.
"""

from __future__ import annotations

import json
import re
from datetime import date, datetime
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import WriteVault
from vaultmind.agent.ingest.extract.capable_reading import (
    LIMITS,
    MAX_ITEMS,
    Shown,
    read_in_context,
)
from vaultmind.agent.ingest.extract.tiers import tier_of
from vaultmind.agent.ingest.sources.formats.records import RawMessage
from vaultmind.agent.language_model import Completion
from vaultmind.agent.llama import LlamaModel, load
from vaultmind.agent.registry import active_model
from vaultmind.agent.wrapped_model import WrappedModel
from vaultmind.errors import VaultMindError
from vaultmind.service import IngestRequest, VaultService
from vaultmind.vault.parse import scan_memories

ROWS = [
    ("1", "2026-11-30T10:00:00", "Анна", "Дима, сможешь обновить график поставок до пятницы?"),
    ("2", "2026-11-30T10:05:00", "Дима", "ок, беру. И решили: склад переезжает в среду"),
    ("3", "2026-12-01T09:00:00", "Дима", "график поставок залил, гляньте"),
    ("4", "2026-12-01T09:10:00", "Анна", "Dima, the supplier call moves to Monday, right?"),
]
PEOPLE: dict[str, str | bytes] = {
    "People/Дмитрий Кузнецов.md": "---\ntype: person\naliases: [Дима, Dima]\n---\n"
    "# Дмитрий Кузнецов\n",
    "People/Анна Смирнова.md": "---\ntype: person\naliases: [Анна]\n---\n# Анна Смирнова\n",
    "vaultmind.toml": 'format = 1\ntimezone = "UTC"\ndetector = false\n',
}


@pytest.fixture(scope="module")
def model() -> LlamaModel:
    found = active_model()
    assert found is not None, "no GGUF model found: run `make install`"
    return load(found.path)


class Keeping(WrappedModel):
    """The real model, keeping each prompt and reply to check what was written."""

    def __init__(self, model: LlamaModel) -> None:
        super().__init__(model)
        self.talk = list[tuple[str, str]]()

    def complete(self, system: str, prompt: str, **options: Any) -> Completion:
        reply = self.model.complete(system, prompt, **options)
        self.talk.append((prompt, reply.text))
        return reply


def test_the_bundled_model_gets_the_small_tier_unless_told(model: LlamaModel) -> None:
    assert tier_of(model) == "small" and tier_of(model, "capable") == "capable"


def test_the_real_models_reply_is_bounded_items_or_one_line(model: LlamaModel) -> None:
    chat = [Shown(f"m{n}", _message(row)) for n, row in enumerate(ROWS[:2], start=1)]
    try:
        items, _ = read_in_context(model, "m2", chat, [])
    except VaultMindError as exc:  # a reply cut at the token cap: one line, nothing kept
        assert "\n" not in exc.message and exc.message.startswith("invalid reading")
        return
    assert len(items) <= MAX_ITEMS
    for item in items:
        assert all(len(getattr(item, name)) <= most for name, most in LIMITS.items())


def test_a_capable_tier_ingest_writes_only_items_that_quote_their_message(
    model: LlamaModel, write_vault: WriteVault, tmp_path: Path, isolated_home: Path
) -> None:
    (isolated_home / "settings.toml").write_text('model_tier = "capable"\n', "utf-8")
    vault = write_vault(PEOPLE)
    chat = tmp_path / "team.jsonl"
    keys = ("id", "time", "sender", "text")
    lines = [json.dumps(dict(zip(keys, r, strict=True)) | {"chat": "team"}, ensure_ascii=False)
             for r in (ROWS[0], ROWS[1], ROWS[3])]  # fmt: skip
    chat.write_text("\n".join(lines) + "\n", "utf-8")
    keeping = Keeping(model)
    request = IngestRequest((chat,), today=date(2026, 12, 2))
    report = VaultService(vault).ingest(request, model=keeping)
    assert report.rules is not None
    asked = [(p, r) for p, r in keeping.talk if re.search(r"^Read m\d+\.$", p, re.MULTILINE)]
    assert asked, "the capable prompt was never sent"
    quoted = {_plain(t) for p, r in asked for t in _quoting_items(p, r)}
    for note in (vault / "People").glob("*.md"):
        for memory in scan_memories(note.read_text("utf-8"))[0]:
            if memory.confidence_or_default == 0.5:  # a model's item, not a rule's
                assert _plain(memory.text) in quoted, memory.raw
    sources = "".join(p.read_text("utf-8") for p in (vault / "Sources").rglob("*.md"))
    for decided in re.findall(r'"jl-team-\d+: ([^"]*)"', sources):
        assert _plain(decided) in quoted


def _quoting_items(prompt: str, reply: str) -> list[str]:
    """The texts of the reply's items that name the message read and quote it."""
    [read] = re.findall(r"^Read (m\d+)\.$", prompt, re.MULTILINE)
    marked = [line for line in prompt.splitlines() if line.startswith(f">> {read} ")][-1]
    try:
        items = json.loads(reply)["items"]
    except (ValueError, KeyError, TypeError):
        return []
    said = _plain(marked.split(": ", 1)[1])

    def quotes(i: dict[str, str]) -> bool:
        quote = _plain(str(i.get("quote") or "").strip(" \"'«»“”„"))
        return bool(quote) and quote in said

    return [str(i.get("text", "")) for i in items if i.get("msg") == read and quotes(i)]


def _plain(text: str) -> str:
    return " ".join(text.replace("\\", "").lower().replace("ё", "е").split())


def _message(row: tuple[str, str, str, str]) -> RawMessage:
    return RawMessage("jsonl", "team", "team", row[0], datetime.fromisoformat(row[1]), *row[2:])
