"""`vaultmind ask --no-llm` finds the chat message that answers a question asked in the
chat before it, though it repeats none of the question's words (issue 27: the answers
check read each message alone and said "not found")."""

from __future__ import annotations

from pathlib import Path

from tests.functional.ask_vault import TODAY, make_vault
from tests.functional.conftest import Runner, ok

PEOPLE = ("Laura Chen", "Tom Riley", "Marina Kozlova")
CHAT = (
    '---\ntype: source\nsource: telegram\nchat: "1"\nchat_title: "Warehouse"\n'
    "date: 2026-11-16\n---\n# Warehouse — 2026-11-16\n\n"
    "- 09:00 [[People/Laura Chen|Laura Chen]]: Reminder: the fire audit is on Friday, "
    "check the extinguishers. ^tg-1-101\n"
    "- 09:05 [[People/Tom Riley|Tom Riley]]: Who is on the aisles in zone B? ^tg-1-102\n"
    "- 09:07 [[People/Laura Chen|Laura Chen]]: Pavel, but he is on leave, so Marina. "
    "^tg-1-103\n"
)


def test_the_reply_in_the_chat_answers_a_question_whose_words_its_conversation_says(
    cli: Runner, tmp_path: Path
) -> None:
    notes = {f"People/{name}.md": f"---\ntype: person\n---\n# {name}\n" for name in PEOPLE}
    notes["Sources/telegram/1/2026-11-16.md"] = CHAT
    vault = make_vault(cli, tmp_path / "team", notes)
    ok(cli("index", "--vault", vault))
    out = ok(cli("ask", "Who watches the zone B aisles during the fire audit?", "--no-llm",
                 *TODAY, "--vault", vault)).stdout  # fmt: skip
    assert not out.startswith("Not found")  # no one message says three of its words
    assert "so Marina" in out  # the reply, found again as a source


def test_a_russian_verb_no_note_says_leaves_the_question_answered(
    cli: Runner, tmp_path: Path
) -> None:
    chat = CHAT.replace("Warehouse", "Склад").split("\n- ")[0] + (
        "\n- 10:00 [[People/Laura Chen|Laura Chen]]: Жду от поставщиков цены на упаковку. "
        "^tg-1-201\n- 16:40 [[People/Marina Kozlova|Marina Kozlova]]: Собрала предложения "
        "по упаковке: «Гофроцентр», «ПакЛайн» и «ТараПлюс». ^tg-1-202\n"
    )
    notes = {f"People/{name}.md": f"---\ntype: person\n---\n# {name}\n" for name in PEOPLE}
    notes["Sources/telegram/1/2026-11-16.md"] = chat
    vault = make_vault(cli, tmp_path / "team", notes)
    (vault / "Welcome.md").unlink()  # it says "send", the glossary's word for «прислали»
    ok(cli("index", "--vault", vault))
    out = ok(cli("ask", "Какие поставщики прислали предложения по упаковке?", "--no-llm",
                 *TODAY, "--vault", vault)).stdout  # fmt: skip
    assert "ПакЛайн" in out  # «прислали», said by no note, is how it asks, not what about
