"""The answer streams out of the model's JSON reply as it is written: decoded, whole,
and nothing after its closing quote."""

from __future__ import annotations

import json

from vaultmind.agent.ask.stream import AnswerStream, cut_loop


def streamed(reply: str, size: int) -> tuple[str, list[str]]:
    shown: list[str] = []
    stream = AnswerStream(shown.append)
    for start in range(0, len(reply), size):
        stream(reply[start : start + size])
    return "".join(shown), shown


def test_the_answer_is_decoded_whatever_the_pieces() -> None:
    answer = 'Дима сказал: "до среды" [1]\nи \\ всё ✓ [2]'
    reply = json.dumps({"answer": answer, "used": [1, 2]})  # \u escapes for Cyrillic
    for size in (1, 2, 3, 5, 7, 64):
        text, _ = streamed(reply, size)
        assert text == answer, size
    assert len(streamed(reply, 1)[1]) > 10  # shown as it comes, not at the end


def test_nothing_before_the_answer_and_nothing_after_it() -> None:
    assert streamed('{"used": [1], "answer": "x"}', 4)[0] == ""  # not the expected form
    text, _ = streamed('{"answer": "ok [1]", "used": [1], "answer2": "no"}', 3)
    assert text == "ok [1]"


def test_a_model_repeating_itself_is_shown_up_to_the_loop_only() -> None:
    answer = "Что он обещал? #crm #CRM #Internal" + " #DMS" * 60
    reply = json.dumps({"answer": answer, "used": []})
    for size in (1, 4, 7, 64):
        text, _ = streamed(reply, size)
        assert text == "Что он обещал? #crm #CRM #Internal" + " #DMS" * 4, size


def test_the_finished_answer_is_cut_where_the_loop_starts() -> None:
    assert cut_loop("Дима отвечает [1]." + " за CRM" * 9) == "Дима отвечает [1]. за CRM …"
    assert cut_loop("a b a b a b a b a b") == "a b …"
    # words that come back, but not four times in a row, are an answer
    said = "Дима, Дима и Аня: Дима обещал отчёт [1], Дима обещал тесты [2]."
    assert cut_loop(said) == said
    assert cut_loop("ok ok ok") == "ok ok ok"


def test_ask_keeps_no_loop_in_the_answer() -> None:
    from tests.unit.ask.test_prompt import source
    from vaultmind.agent.ask.answer import ask_model
    from vaultmind.agent.fake import ScriptedModel

    model = ScriptedModel([json.dumps({"answer": "Отчёт [1]" + " #DMS" * 50, "used": [1]})])
    shown: list[str] = []
    answer = ask_model(model, "что он обещал?", [source(1, "Обещал отчёт")], None, shown.append)
    assert answer.text == "Отчёт [1] #DMS …"
    assert "".join(shown).count("#DMS") == 4


def test_counting_is_a_loop_too() -> None:
    counted = "Что он обещал? }" + "".join(f" {{ {n}}}" for n in range(1, 60))
    text, _ = streamed(json.dumps({"answer": counted, "used": []}), 5)
    assert text == "Что он обещал? } { 1} { 2} { 3} { 4}"
    assert cut_loop(counted) == "Что он обещал? } { 1} …"
    dates = "Сроки: 2026-12-04 [1], 2026-12-05 [2], 2026-12-07 [3]."
    assert cut_loop(dates) == dates
    cited = "Дима обещал отчёт [1] [2] [3] [4] [5]."
    assert cut_loop(cited) == cited
