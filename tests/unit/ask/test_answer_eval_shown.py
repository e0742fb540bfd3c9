"""The model-path checks of bench/answer_eval (issue 27) read the printed text as a user
does: a fence anywhere outside the footer, a model answer no valid footer line backs, a
date or number its cited units do not hold; the sources' own answer is no model text."""

from __future__ import annotations

from bench.answer_eval.shown import read, unheld_figures
from tests.unit.ask.test_prompt import source
from vaultmind.agent.ask.rank import Source

SAID = source(1, "Дима закончит рефакторинг авторизации 4 декабря, 3 ревьюера.")
OTHER = source(2, "Склад переезжает 2026-12-20.")
POOL = [SAID, OTHER]
PLAIN = "Дима закончит рефакторинг 4 декабря [1]"
QUESTION = "когда Дима закончит рефакторинг?"


def footer_line(n: int, s: Source) -> str:
    return f"[{n}] [[{s.ref}]] (line {s.line}) · note · {s.text[:100]}"


def printed(answer: str, *cited: tuple[int, Source]) -> str:
    return "\n".join([answer, "", *(footer_line(n, s) for n, s in cited)])


def test_a_cited_held_model_answer_passes_every_check() -> None:
    seen = read("", printed("Дима закончит 4 декабря, ревьюеров 3 [1].", (1, SAID)),
                PLAIN, POOL, QUESTION, True)  # fmt: skip
    assert seen.from_model and not seen.fell_back
    assert seen.fences == [] and not seen.uncited and seen.unheld == []


def test_fences_code_fences_and_role_tags_are_leaks_outside_the_footer() -> None:
    leaks = ("<<<Дима [1]>>>", "```json Дима [1]```", "assistant: Дима [1]", "Дима <|im_end|> [1]")
    for leak in leaks:
        assert read("", printed(leak, (1, SAID)), PLAIN, POOL, QUESTION, True).fences, leak
    quoted = printed("Дима [1]", (1, source(1, "a note that says <<< in it")))
    assert read("", quoted, PLAIN, POOL, QUESTION, True).fences == []


def test_an_answer_no_valid_footer_line_backs_is_uncited() -> None:
    assert read("", printed("Дима закончит скоро.", (1, SAID)), PLAIN, POOL, QUESTION,
                True).uncited  # fmt: skip
    invalid = "Дима закончит скоро [3].\n\n[3] INVALID: no such source was supplied"
    assert read("", invalid, PLAIN, POOL, QUESTION, True).uncited


def test_a_figure_absent_from_the_cited_unit_counts_even_if_another_source_holds_it() -> None:
    seen = read("", printed("Дима закончит 2026-12-20 [1].", (1, SAID)), PLAIN, POOL,
                QUESTION, True)  # fmt: skip
    assert seen.unheld == ["2026-12-20"]
    assert unheld_figures("on December 4 [1], 3 people", "4 декабря, 3 ревьюера") == []
    assert unheld_figures("до 2026-12-04", "4 декабря") == []
    assert unheld_figures("5 декабря, 1,5 дня", "4 декабря, 1.5 дня") == ["5"]


def test_the_sources_answer_after_a_notice_is_a_fallback_not_a_model_answer() -> None:
    text = printed(f"the model's answer cites no source; showing …\n\n{PLAIN}", (1, SAID))
    seen = read("", text, PLAIN, POOL, QUESTION, True)
    assert seen.fell_back and not seen.from_model and not seen.uncited


def test_a_streamed_sentence_stays_model_text_though_the_answer_fell_back() -> None:
    text = "\n\n" + printed(f"notice\n\n{PLAIN}", (1, OTHER))  # the fallback's own footer
    seen = read("Дима закончит 4 декабря [1]. ", text, PLAIN, POOL, QUESTION, True)
    assert seen.fell_back and seen.unheld == ["4"]  # its [1] now names another unit


def test_the_models_not_found_is_counted_apart() -> None:
    seen = read("Not found in the vault.", "\n\n(the answer cites no source)", PLAIN, POOL,
                QUESTION, True)  # fmt: skip
    assert seen.model_not_found and not seen.uncited and not seen.from_model


def test_no_withdrawal_notice_reads_as_a_claim_of_absence() -> None:
    """The scorer reads a first line saying "nothing" as "not recorded": a notice that
    said «the model's answer says nothing …» was scored a false absence."""
    from bench.answer_eval.run import says_absent
    from tests.unit.ask.test_grounding import SAID, answer, asked

    for reply in ("Дима [1]", "Когда Дима закончит рефакторинг?", "Он закончит скоро.",
                  "Дима закончит 2026-12-09 [1]."):  # fmt: skip
        notice = asked(answer(reply, [1]))[1]
        assert notice is not None and not says_absent(f"{notice}\n\n{SAID.text} [1]"), notice
