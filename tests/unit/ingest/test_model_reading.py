"""A capable model reads the messages the rules found nothing in (scripted model)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import date
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from vaultmind.agent.fake import ScriptedModel
from vaultmind.agent.ingest import RulesReport
from vaultmind.agent.ingest.extract.model_reading import KINDS
from vaultmind.cancel import CancelToken
from vaultmind.errors import Cancelled
from vaultmind.service import VaultService
from vaultmind.vault.source_labels import strip_labels

TODAY = date(2026, 12, 2)
BIG = 1_500_000_000  # parameters of a 1.5B model
PEOPLE: dict[str, str | bytes] = {
    "People/Дмитрий Кузнецов.md": "---\ntype: person\naliases: [Дима]\n---\n# Дмитрий Кузнецов\n",
    "People/Анна Смирнова.md": "---\ntype: person\naliases: [Анна]\n---\n# Анна Смирнова\n",
    "People/Марк Лебедев.md": "---\ntype: person\naliases: [Марк]\n---\n# Марк Лебедев\n",
}
ASK = ("1", "2026-11-30T10:00:00", "Анна", "Дима, как там интеграция с банком?")
BANK = ("2", "2026-11-30T10:05:00", "Дима", "интеграция с банком — дожимаю, среда реальна")
PROMISE = ("3", "2026-11-30T10:06:00", "Дима", "Сделаю отчёт по релизу до пятницы")
BANK_PROMISE = json.dumps(
    {"kind": "promise", "person": "Дима", "task": "дожать интеграцию с банком", "when": "среда"},
    ensure_ascii=False,
)
WEATHER = ("4", "2026-12-01T10:07:00", "Дима", "погода сегодня отличная")


def reading(kind: str, person: str = "Дима", task: str = "", when: str = "") -> str:
    fields = {"kind": kind, "person": person, "task": task, "when": when}
    return json.dumps(fields, ensure_ascii=False)


def export(folder: Path, rows: Sequence[tuple[str, ...]]) -> Path:
    chat = folder / "team.jsonl"
    keys = ("id", "time", "sender", "text")
    lines = [json.dumps(dict(zip(keys, r, strict=True)) | {"chat": "team"}, ensure_ascii=False)
             for r in rows]  # fmt: skip
    chat.write_text("\n".join(lines) + "\n", "utf-8")
    return chat


def imported(service: VaultService, tmp_path: Path, rows: Sequence[tuple[str, ...]]) -> list[str]:
    """The chat imported into Sources/: the files the extraction steps read."""
    chat = export(tmp_path, rows)
    reports = service.import_exports([chat], dry_run=False, chat=None, since=None)
    return sorted({p for r in reports for p in r.all_files})


def run(
    vault: Path, tmp_path: Path, rows: Sequence[tuple[str, ...]], model: ScriptedModel
) -> RulesReport:
    service = VaultService(vault)
    return service.extract_with_rules(imported(service, tmp_path, rows), TODAY, None, model)


def memories(vault: Path, title: str) -> list[str]:
    text = (vault / "People" / f"{title}.md").read_text("utf-8")
    return [line for line in text.splitlines() if line.startswith("- [")]


def read_message(prompt: str) -> str:
    """The message the model was asked about: the prompt's last line."""
    return prompt.splitlines()[-1]


RULES_ONLY = 'format = 1\ntimezone = "UTC"\ndetector = false\n'  # every missed message read


@pytest.fixture
def vault(write_vault: WriteVault) -> Path:
    return write_vault({**PEOPLE, "vaultmind.toml": RULES_ONLY})


def test_with_the_detector_the_model_reads_only_the_messages_it_flags(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    """Small talk costs no model call; a promise the rules miss still gets one."""
    vault = write_vault(PEOPLE)
    thanks = ("3", "2026-11-30T10:06:00", "Анна", "Спасибо!")
    bank = (*BANK[:3], "интеграция с банком — дожимаю, в среду будет")  # flagged: p ≈ 0.49
    model = ScriptedModel([reading("none")] * 2, parameters=BIG)
    run(vault, tmp_path, [thanks, bank], model)
    [(_, prompt, _)] = model.prompts
    assert read_message(prompt).endswith(bank[3])


def test_a_promise_the_rules_miss_is_written_with_the_messages_own_date(
    vault: Path, tmp_path: Path
) -> None:
    assert run(vault, tmp_path, [ASK, BANK], ScriptedModel([], parameters=10)).promises == 0
    model = ScriptedModel(
        [reading("none", "Анна"), BANK_PROMISE],
        parameters=BIG,
    )
    report = run(vault, tmp_path, [ASK, BANK], model)  # the same chat, now with the model
    [line] = memories(vault, "Дмитрий Кузнецов")
    assert line.startswith("- [commitment] дожать интеграцию с банком [due:: 2026-12-02]")
    assert "[confidence:: 0.5]" in line and "#^jl-team-2]]" in strip_labels(line)
    assert report.model_read == 2
    assert "Дима, как там интеграция с банком?" in model.prompts[1][1]  # shown before it


def test_only_the_messages_the_rules_missed_go_to_the_model(vault: Path, tmp_path: Path) -> None:
    model = ScriptedModel([reading("none")], parameters=BIG)
    run(vault, tmp_path, [PROMISE, WEATHER], model)
    [(_, prompt, schema)] = model.prompts
    assert read_message(prompt).endswith("Дима: погода сегодня отличная")
    assert schema is not None and schema["properties"]["kind"]["enum"] == list(KINDS)
    [line] = memories(vault, "Дмитрий Кузнецов")
    assert "Сделаю отчёт по релизу [due:: 2026-12-04]" in line


def test_a_task_the_message_does_not_mention_is_dropped(vault: Path, tmp_path: Path) -> None:
    made_up = reading("promise", task="подготовить бюджет на квартал")
    model = ScriptedModel([made_up], parameters=BIG)
    report = run(vault, tmp_path, [WEATHER], model)
    assert memories(vault, "Дмитрий Кузнецов") == []
    assert report.model_kinds == {"promise": 1}
    assert report.model_dropped == {"its task is not in the message": 1}


def test_done_read_by_the_model_closes_the_open_promise(vault: Path, tmp_path: Path) -> None:
    done = ("5", "2026-12-01T12:00:00", "Дима", "руководство уже читает отчёт по релизу")
    model = ScriptedModel([reading("done", task="отчёт по релизу")], parameters=BIG)
    report = run(vault, tmp_path, [PROMISE, done], model)
    [line] = memories(vault, "Дмитрий Кузнецов")
    assert "[status:: done] [done:: 2026-12-01]" in line and "#^jl-team-5]]" in strip_labels(line)
    assert report.lifecycle.completed == 1


def test_a_postponement_to_a_day_the_message_does_not_name_changes_nothing(
    vault: Path, tmp_path: Path
) -> None:
    later = ("5", "2026-12-01T12:00:00", "Дима", "с отчётом по релизу не всё гладко")
    model = ScriptedModel([reading("postponed", task="отчёт по релизу", when="в понедельник")],
                          parameters=BIG)  # fmt: skip
    run(vault, tmp_path, [PROMISE, later], model)
    [line] = memories(vault, "Дмитрий Кузнецов")
    assert "[due:: 2026-12-04]" in line and "status" not in line


def test_a_fact_needs_a_known_person_the_message_names(vault: Path, tmp_path: Path) -> None:
    berlin = ("5", "2026-12-01T10:08:00", "Анна", "Марк теперь сидит в берлинском офисе")
    rumour = ("6", "2026-12-01T10:09:00", "Анна", "говорят, берлинский офис закроют")
    model = ScriptedModel(
        [
            reading("fact", "Марк Лебедев", "сидит в берлинском офисе"),
            reading("fact", "Марк Лебедев", "берлинский офис закроют"),  # names no one
        ],
        parameters=BIG,
    )
    report = run(vault, tmp_path, [berlin, rumour], model)
    assert report.model_dropped == {"it names no known person": 1}
    [line] = memories(vault, "Марк Лебедев")
    assert line.startswith("- [fact] сидит в берлинском офисе")


def test_away_becomes_context_that_ends_on_the_day_the_message_names(
    vault: Path, tmp_path: Path
) -> None:
    away = ("5", "2026-12-01T10:09:00", "Дима", "меня не трогайте, я на даче до 9 декабря")
    model = ScriptedModel([reading("away", task="на даче", when="до 9 декабря")], parameters=BIG)
    run(vault, tmp_path, [away], model)
    [line] = memories(vault, "Дмитрий Кузнецов")
    assert line.startswith("- [context] на даче") and "[valid_until:: 2026-12-09]" in line


def test_a_model_under_a_billion_parameters_reads_nothing(vault: Path, tmp_path: Path) -> None:
    model = ScriptedModel([], parameters=135_000_000)  # SmolLM2: raises if asked
    report = run(vault, tmp_path, [ASK, BANK, WEATHER], model)
    assert model.prompts == [] and report.model_read == 0


def test_an_invalid_reply_is_told_and_the_next_message_still_read(
    vault: Path, tmp_path: Path
) -> None:
    model = ScriptedModel(
        ["{not json", BANK_PROMISE],
        parameters=BIG,
    )
    report = run(vault, tmp_path, [ASK, BANK], model)
    [problem] = report.model_unread
    assert problem.startswith("invalid reading from the model")
    assert len(memories(vault, "Дмитрий Кузнецов")) == 1


def test_a_second_run_asks_nothing_and_changes_no_byte(vault: Path, tmp_path: Path) -> None:
    model = ScriptedModel(
        [reading("none", "Анна"), BANK_PROMISE],
        parameters=BIG,
    )
    run(vault, tmp_path, [ASK, BANK], model)
    before = {p: p.read_bytes() for p in vault.rglob("*.md")}
    run(vault, tmp_path, [ASK, BANK], ScriptedModel([], parameters=BIG))  # raises if asked
    assert {p: p.read_bytes() for p in vault.rglob("*.md")} == before


def test_a_cancel_between_two_readings_writes_nothing_and_the_next_run_reads_it_all(
    vault: Path, tmp_path: Path
) -> None:
    token = CancelToken()

    def cancel_after(system: str, prompt: str) -> str:
        token.cancel()  # the user presses Esc while the model reads the first message
        return reading("none", "Анна")

    service = VaultService(vault)
    paths = imported(service, tmp_path, [ASK, BANK])
    slow = ScriptedModel([cancel_after], parameters=BIG)
    with pytest.raises(Cancelled):
        service.extract_with_rules(paths, TODAY, token, slow)
    assert memories(vault, "Дмитрий Кузнецов") == [] and len(slow.prompts) == 1
    again = ScriptedModel([reading("none", "Анна"), BANK_PROMISE], parameters=BIG)
    service.extract_with_rules(paths, TODAY, None, again)
    assert len(memories(vault, "Дмитрий Кузнецов")) == 1


def test_with_a_capable_model_the_chunk_step_asks_for_no_peoples_items(
    vault: Path, tmp_path: Path
) -> None:
    """Measured: from whole chunks a 1.5B model adds only wrong items (docs/decisions.md)."""
    service = VaultService(vault)
    paths = imported(service, tmp_path, [PROMISE])
    promise = {"text": "Сделаю отчёт по релизу", "msgs": [1], "due": ""}
    person = {"name": "Дима", "facts": [], "preferences": [], "commitments": [promise]}
    day = {"title": "Релиз", "summary": "Дима сделает отчёт по релизу", "msgs": [1]}
    reply = json.dumps({"people": [person], "daily_note": day}, ensure_ascii=False)
    model = ScriptedModel([reply], parameters=BIG)
    service.extract_with_model(paths, model, TODAY, None)
    [(system, _, schema)] = model.prompts
    assert schema is not None and "people" not in schema["properties"]
    assert "promised" not in system and "daily_note" in system
    assert memories(vault, "Дмитрий Кузнецов") == []
    small = ScriptedModel([reply], "small", parameters=135_000_000)  # SmolLM2 is still asked
    service.extract_with_model(paths, small, TODAY, None)
    assert small.prompts and "people" in (small.prompts[0][2] or {})["properties"]


def test_a_promise_the_model_gives_to_someone_else_is_not_the_senders(
    vault: Path, tmp_path: Path
) -> None:
    reported = ("5", "2026-12-01T10:10:00", "Анна", "Марк говорил, что дожмёт интеграцию с банком")
    model = ScriptedModel(
        [reading("promise", "Марк", "дожать интеграцию с банком")], parameters=BIG
    )
    report = run(vault, tmp_path, [reported], model)
    assert memories(vault, "Анна Смирнова") == [] and memories(vault, "Марк Лебедев") == []
    assert report.model_dropped == {"it is about someone else": 1}


def test_a_reading_at_a_clock_time_is_due_that_day(vault: Path, tmp_path: Path) -> None:
    """A promise read from «список выезжающих к 15:00 на мне», with no day of its own,
    is due the message's day (`promise_date`), as a rule's promise would be."""
    said = ("5", "2026-11-30T10:09:00", "Дима", "ок, список выезжающих к 15:00 на мне")
    model = ScriptedModel([reading("promise", task="сверить список выезжающих")], parameters=BIG)
    run(vault, tmp_path, [said], model)
    [line] = memories(vault, "Дмитрий Кузнецов")
    assert "сверить список выезжающих" in line and "[due:: 2026-11-30]" in line
