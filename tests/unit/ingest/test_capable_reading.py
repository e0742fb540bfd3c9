"""The capable tier (7–14B models): one message in its context → grounded items (scripted model)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import WriteVault
from tests.unit.ingest.test_model_reading import PEOPLE, export, memories
from vaultmind.agent.fake import ScriptedModel
from vaultmind.agent.ingest import RulesReport
from vaultmind.agent.ingest.extract.capable_reading import MAX_ITEMS
from vaultmind.agent.ingest.extract.tiers import tier_of
from vaultmind.errors import VaultMindError
from vaultmind.service import VaultService
from vaultmind.settings import load_machine_settings
from vaultmind.vault.source_labels import strip_labels

TODAY = date(2026, 12, 2)
SEVEN_B = 7_600_000_000  # Qwen2.5-7B's parameters
RULES_ONLY = 'format = 1\ntimezone = "UTC"\ndetector = false\n'  # every missed message read
Row = tuple[str, ...]
ASK = ("1", "2026-11-30T10:00:00", "Анна", "Дима, как там интеграция с банком?")
BANK = ("2", "2026-11-30T10:05:00", "Дима", "интеграция с банком — дожимаю, среда реальна", "1")
REPORT = ("3", "2026-11-30T10:06:00", "Дима", "Сделаю отчёт по релизу до пятницы")
BUDGET = ("4", "2026-11-30T10:07:00", "Дима", "Сделаю отчёт по бюджету до пятницы")
SENT = ("5", "2026-12-01T12:00:00", "Дима", "руководство уже читает отчёт")  # rules: nothing
WEATHER = ("6", "2026-12-01T12:05:00", "Марк", "погода сегодня отличная")


def item(kind: str, quote: str, text: str = "", **more: str) -> dict[str, str]:
    fields = {"kind": kind, "person": "Дима", "text": text, "when": "", "commitment": "",
              "to": "", "quote": quote}  # fmt: skip
    return fields | more


def answer(*items: dict[str, str]) -> Callable[[str, str], str]:
    """A reply naming the message the prompt asks about, unless an item names one."""

    def reply(system: str, prompt: str) -> str:
        [read] = re.findall(r"^Read (m\d+)\.$", prompt, re.MULTILINE)
        return json.dumps({"items": [{"msg": read} | i for i in items]}, ensure_ascii=False)

    return reply


NOTHING = answer()


def rows_export(folder: Path, rows: Sequence[Row]) -> Path:
    """Like `export`, with an optional fifth column: the id the message replies to."""
    chat = export(folder, [r[:4] for r in rows])
    lines = chat.read_text("utf-8").splitlines()
    for n, row in enumerate(rows):
        if len(row) > 4:
            lines[n] = json.dumps(json.loads(lines[n]) | {"reply_to": row[4]}, ensure_ascii=False)
    chat.write_text("\n".join(lines) + "\n", "utf-8")
    return chat


def run(vault: Path, tmp_path: Path, rows: Sequence[Row], model: ScriptedModel) -> RulesReport:
    service = VaultService(vault)
    reports = service.import_exports([rows_export(tmp_path, rows)], False, None, None)
    paths = sorted({p for r in reports for p in r.all_files})
    return service.extract_with_rules(paths, TODAY, None, model)


def capable(replies: list[Any]) -> ScriptedModel:
    return ScriptedModel(replies, "qwen-7b", parameters=SEVEN_B)


@pytest.fixture
def vault(write_vault: WriteVault) -> Path:
    return write_vault({**PEOPLE, "vaultmind.toml": RULES_ONLY})


def test_the_tier_follows_the_models_size_and_context_unless_set() -> None:
    assert tier_of(ScriptedModel([], parameters=135_000_000)) == "small"  # SmolLM2
    assert tier_of(ScriptedModel([], parameters=1_500_000_000, context=32768)) == "small"
    assert tier_of(ScriptedModel([], parameters=SEVEN_B, context=8192)) == "capable"
    assert tier_of(ScriptedModel([], parameters=SEVEN_B, context=4096)) == "small"
    assert tier_of(ScriptedModel([], parameters=135_000_000), "capable") == "capable"
    assert tier_of(ScriptedModel([], parameters=SEVEN_B), "small") == "small"


def test_the_setting_picks_the_tier_and_a_wrong_value_is_one_line(
    vault: Path, tmp_path: Path, isolated_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (isolated_home / "settings.toml").write_text('model_tier = "capable"\n', "utf-8")
    small = ScriptedModel([NOTHING], parameters=1_500_000_000)  # would read one object each
    run(vault, tmp_path, [WEATHER], small)
    [(_, prompt, schema)] = small.prompts
    assert schema is not None and schema["properties"]["items"]["maxItems"] == MAX_ITEMS
    assert ">> m1 " in prompt
    monkeypatch.setenv("VAULTMIND_MODEL_TIER", "huge")
    with pytest.raises(VaultMindError, match=r"^settings: model_tier: .*'capable'") as error:
        load_machine_settings()
    assert "\n" not in error.value.message


def test_the_prompt_shows_the_replied_message_neighbours_and_open_commitments(
    vault: Path, tmp_path: Path
) -> None:
    early = ("0", "2026-11-30T09:50:00", "Дима", "Сделаю отчёт по релизу до пятницы")
    after = ("9", "2026-11-30T10:20:00", "Марк", "погода сегодня отличная")
    model = capable([NOTHING] * 3)
    run(vault, tmp_path, [early, ASK, BANK, after], model)  # the rules find the promise
    prompts = [p for _, p, _ in model.prompts]
    [bank] = [p for p in prompts if "дожимаю" in _read(p)]
    chat = bank[bank.rindex("Chat:") :]
    assert "m2 [Mon 30 Nov 10:00] Анна: Дима, как там интеграция с банком?" in chat
    assert ">> m3 [Mon 30 Nov 10:05] Дима (replying to m2): интеграция с банком" in chat
    assert "m4 [Mon 30 Nov 10:20] Марк: погода сегодня отличная" in chat  # the one after it
    assert "k1 Дмитрий Кузнецов: Сделаю отчёт по релизу (due 2026-12-04)" in bank


def _read(prompt: str) -> str:
    """The message marked to read (the guide's examples come before it)."""
    return [line for line in prompt.splitlines() if line.startswith(">> ")][-1]


def test_done_closes_the_commitment_the_model_names_not_a_word_match(
    vault: Path, tmp_path: Path
) -> None:
    """«руководство уже читает отчёт» shares words with both reports: by words, a tie."""

    def closes_budget(system: str, prompt: str) -> str:
        [k] = re.findall(r"^(k\d) Дмитрий Кузнецов: Сделаю отчёт по бюджету", prompt, re.M)
        return answer(item("done", "уже читает отчёт", "отчёт", commitment=k))(system, prompt)

    report = run(vault, tmp_path, [REPORT, BUDGET, SENT], capable([closes_budget]))
    lines = memories(vault, "Дмитрий Кузнецов")
    [done] = [line for line in lines if "status:: done" in line]
    assert "отчёт по бюджету" in done and "#^jl-team-5]]" in strip_labels(done)
    assert report.lifecycle.completed == 1


def test_an_ungrounded_item_is_dropped_and_the_grounded_one_kept(
    vault: Path, tmp_path: Path
) -> None:
    model = capable([NOTHING, answer(  # the ask is read first: nothing in it
        item("commitment", "дожимаю", "дожать интеграцию с банком", when="среда"),
        item("commitment", "сделаю бюджет", "бюджет на квартал"),  # not in the message
        item("decision", "дожимаю", "банк", msg="m1"),  # names the message it answers
        item("done", "дожимаю", "интеграция", commitment="k7"),  # no such commitment
    )])  # fmt: skip
    report = run(vault, tmp_path, [ASK, BANK], model)
    [line] = memories(vault, "Дмитрий Кузнецов")
    assert line.startswith("- [commitment] дожать интеграцию с банком [due:: 2026-12-02]")
    assert report.model_dropped == {
        "its quote is not in the message": 1,
        "it names another message than the one read": 1,
        "it names a commitment that was not listed": 1,
    }


def test_an_over_long_answer_is_bounded(vault: Path, tmp_path: Path) -> None:
    long_text = "интеграция " * 30  # past the 160 characters a text may have
    many = [item("commitment", "дожимаю", "дожать интеграцию с банком")] * (MAX_ITEMS + 3)
    model = capable([NOTHING, answer(item("commitment", "дожимаю", long_text), *many)])
    report = run(vault, tmp_path, [ASK, BANK], model)
    # eight items: the four past the first four, and the one too long among them
    assert report.model_dropped["past the bounds or schema of the reply"] == 5
    assert len(memories(vault, "Дмитрий Кузнецов")) == 1  # the same promise, written once


def test_malformed_json_is_one_line_and_writes_nothing_of_that_message(
    vault: Path, tmp_path: Path
) -> None:
    decision = item("decision", "решили", "переезд в среду")
    moving = ("8", "2026-12-01T11:00:00", "Дима", "решили: переезд в среду")
    model = capable(['{"items": [{"msg": "m2", "kind": "decision", "quote": "решили"', NOTHING])
    report = run(vault, tmp_path, [moving, WEATHER], model)
    [problem] = report.model_unread
    assert problem.startswith("invalid reading from the model: not JSON") and "\n" not in problem
    assert memories(vault, "Дмитрий Кузнецов") == []
    assert "decisions" not in _source_text(vault)
    assert report.model_read == 1  # the next message is still read
    again = capable([answer(decision)])
    run(vault, tmp_path, [moving, WEATHER], again)  # the same chat: the messages were read
    assert again.prompts == []


def test_a_decision_is_kept_in_the_sources_file_and_the_days_section(
    vault: Path, tmp_path: Path
) -> None:
    moving = ("8", "2026-12-01T11:00:00", "Дима", "решили: переезд офиса в среду, без вариантов")
    model = capable([answer(item("decision", "переезд офиса в среду", "переезд офиса в среду"))])
    report = run(vault, tmp_path, [moving], model)
    assert report.model_decisions == 1
    assert 'decisions: ["jl-team-8: переезд офиса в среду"]' in _source_text(vault)
    service = VaultService(vault)
    service.summarise_days(["2026-12-01"])
    daily = (vault / "Daily" / "2026-12-01.md").read_text("utf-8")
    assert (
        "  - decided: переезд офиса в среду ([[Sources/jsonl/team/2026-12-01#^jl-team-8|" in daily
    )
    before = {p: p.read_bytes() for p in vault.rglob("*.md")}
    run(vault, tmp_path, [moving], capable([]))  # raises if asked: nothing is read twice
    assert {p: p.read_bytes() for p in vault.rglob("*.md")} == before


def test_a_hand_over_cancels_the_givers_commitment(vault: Path, tmp_path: Path) -> None:
    handed = ("9", "2026-12-01T09:00:00", "Дима", "релизный отчёт теперь на Марке, я на больничном")
    over = item("handed_over", "релизный отчёт теперь на Марке", "отчёт по релизу",
                commitment="k1", to="Марк")  # fmt: skip
    report = run(vault, tmp_path, [REPORT, handed], capable([answer(over)]))
    [line] = memories(vault, "Дмитрий Кузнецов")
    assert "отчёт по релизу" in line and "[status:: archived]" in line
    assert report.lifecycle.cancelled == 1


def _source_text(vault: Path) -> str:
    return "".join(p.read_text("utf-8") for p in sorted((vault / "Sources").rglob("*.md")))
