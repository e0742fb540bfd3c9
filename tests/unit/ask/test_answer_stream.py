"""The answer streams out of the model's JSON reply as it is written: decoded, whole,
and nothing after its closing quote."""

from __future__ import annotations

import json

from vaultmind.agent.ask.stream import AnswerStream


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
