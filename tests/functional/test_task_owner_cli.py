"""A newcomer's plain Obsidian tasks are commitments: every face (`commitments`, `due`,
`reflect`, `digest`) gives a task with a person to that person, by one rule."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import WriteVault
from tests.functional.conftest import Runner, ok

MARTA = """---
type: person
aliases: [Марта]
---
# Marta Lind

- [ ] Marta Lind: send the access list 📅 2026-12-02
- [ ] renew the badge 📅 2026-12-03
"""
RACK = """---
type: project
---
# Rack

- [ ] [[Marta Lind]] order the load balancer 📅 2026-12-01
- [ ] Марта: заказать кабели 📅 2026-12-02
- [ ] check the cables [owner:: [[Bob]]] 📅 2026-12-02
- [x] [[Bob]] order the rails 📅 2026-12-01 ✅ 2026-12-01
- [ ] tidy the room 📅 2026-12-02
"""
# (person, text) of every open task with a person: one of each style
OWNED = {
    ("Marta Lind", "[[Marta Lind]] order the load balancer"),  # a first link to her
    ("Marta Lind", "Марта: заказать кабели"),  # her alias and a colon
    ("Bob", "check the cables"),  # the owner field
    ("Marta Lind", "Marta Lind: send the access list"),  # her name and a colon, in her note
    ("Marta Lind", "renew the badge"),  # in her own note
}


def vault_of(write_vault: WriteVault) -> Path:
    return write_vault(
        {
            "People/Marta Lind.md": MARTA,
            "People/Bob.md": "---\ntype: person\n---\n# Bob\n",
            "Projects/Rack.md": RACK,
        }
    )


def test_commitments_and_due_list_each_style(cli: Runner, write_vault: WriteVault) -> None:
    vault = vault_of(write_vault)
    listed = ok(cli("commitments", "--json", "--today", "2026-12-02", "--vault", vault)).stdout
    assert {(c["person"], c["text"]) for c in json.loads(listed)} == OWNED  # not the room
    due = ok(cli("due", "--json", "--today", "2026-12-02", "--vault", vault)).stdout
    data = json.loads(due)
    found = {(c["person"], c["text"]) for key in ("overdue", "today_due", "tomorrow")
             for c in data[key]}  # fmt: skip
    assert found == OWNED
    mine = ok(cli("commitments", "--person", "Марта", "--today", "2026-12-02", "--vault", vault))
    assert len(mine.stdout.splitlines()) == 4
    assert "check the cables" not in mine.stdout


def test_reflect_names_each_persons_tasks(cli: Runner, write_vault: WriteVault) -> None:
    vault = vault_of(write_vault)
    args = ("reflect", "--day", "2026-12-02", "--model", "none", "--vault", vault)
    ok(cli(*args))
    daily = (vault / "Daily/2026-12-02.md").read_text(encoding="utf-8")
    marta = daily.split("## Reflection — [[Marta Lind]]")[1].split("## ")[0]
    bob = daily.split("## Reflection — [[Bob]]")[1].split("## ")[0]
    assert "overdue: [[Marta Lind]] order the load balancer" in marta
    assert "due today: Марта: заказать кабели" in marta
    assert "due today: Marta Lind: send the access list" in marta
    assert "due today: check the cables" in bob
    assert "check the cables" not in marta and "tidy the room" not in daily


def test_digest_keeps_a_done_task_and_gives_each_its_person(
    cli: Runner, write_vault: WriteVault
) -> None:
    vault = vault_of(write_vault)
    args = ("digest", "--week", "2026-W49", "--today", "2026-12-04", "--model", "none")
    ok(cli(*args, "--vault", vault))
    text = (vault / "Daily/2026-W49.md").read_text(encoding="utf-8")
    kept = text.split("- kept:\n")[1].split("\n- ")[0]
    broken = text.split("- broken:\n")[1].split("\n- ")[0]
    assert "«[[Bob]] order the rails» (due 2026-12-01) — [[Bob]]" in kept
    assert "order the rails" not in broken
    assert "«[[Marta Lind]] order the load balancer» (due 2026-12-01) — [[Marta Lind]]" in broken
    assert "«Марта: заказать кабели» (due 2026-12-02) — [[Marta Lind]]" in broken
    assert "«renew the badge» (due 2026-12-03) — [[Marta Lind]]" in broken


def test_ask_answers_with_each_of_her_tasks(cli: Runner, write_vault: WriteVault) -> None:
    vault = vault_of(write_vault)
    out = ok(cli("ask", "What did Marta Lind promise?", "--no-llm", "--vault", vault)).stdout
    answer = out.split("\n\n")[0]
    for person, text in OWNED:
        assert (text.removeprefix("Marta Lind: ") in answer) == (person == "Marta Lind"), text


def test_notes_in_people_and_projects_need_no_type(cli: Runner, write_vault: WriteVault) -> None:
    """A newcomer's notes carry no `type:`; their folder says what they are."""
    untyped: dict[str, str | bytes] = {
        "People/Marta Lind.md": MARTA.replace("type: person\n", ""),
        "People/Bob.md": "# Bob\n",
        "Projects/Rack.md": RACK.replace("---\ntype: project\n---\n", ""),
    }
    vault = write_vault(untyped)
    listed = ok(cli("commitments", "--json", "--today", "2026-12-02", "--vault", vault)).stdout
    assert {(c["person"], c["text"]) for c in json.loads(listed)} == OWNED


def test_a_deadline_said_in_words_makes_a_plain_task_overdue(
    cli: Runner, write_vault: WriteVault
) -> None:
    """A daily note's "by Friday" and a `due::` field date a task as 📅 would: `due`
    and `ask` both call it overdue the next week."""
    vault = write_vault(
        {
            "People/Oleg.md": "---\ntype: person\n---\n# Oleg\n",
            "People/Anna Petrova.md": "---\ntype: person\n---\n# Anna Petrova\n",
            "Daily/2026-11-26.md": "# Thursday\n\n- [ ] @Oleg check the fuel card invoices "
            "by Friday\n- [ ] [[Anna Petrova]] to update the roster due:: 2026-11-30\n",
        }
    )
    data = json.loads(ok(cli("due", "--json", "--today", "2026-12-02", "--vault", vault)).stdout)
    overdue = {(c["person"], c["text"], c["due"]) for c in data["overdue"]}
    assert overdue == {
        ("Oleg", "@Oleg check the fuel card invoices by Friday", "2026-11-27"),
        ("Anna Petrova", "[[Anna Petrova]] to update the roster", "2026-11-30"),
    }
    asked = ok(cli("ask", "--no-llm", "what is overdue for Oleg?", "--today", "2026-12-02",
                   "--vault", vault)).stdout  # fmt: skip
    assert "fuel card invoices" in asked and "2026-11-27" in asked


MEETING = """# Weekly — Nov 30

## Status
- the printer in room 2 is fixed

## Action items
- Bob: order the rails by Wednesday
- send the minutes to the board
- someone to book the hall

| Task | Owner | Due | Done? |
|---|---|---|---|
| update the roster | Марта | Dec 1 | |
| poster for the club | Bob | Dec 2 | yes |

Разное:
- Bob will call the vendor by Dec 3
- the release is planned for Friday
"""


def test_a_newcomers_action_lists_tables_and_own_tasks(
    cli: Runner, write_vault: WriteVault
) -> None:
    """No checkbox, no `[owner::]`: a list under "Action items", a table with an
    owner column, a dated line naming its owner, and the vault owner's unassigned
    tasks in their daily note are commitments in every face; what says it is nobody's,
    or names no one in a meeting note ("send the minutes"), stays nobody's."""
    vault = write_vault(
        {
            "People/Marta Lind.md": "---\ntype: person\naliases: [Марта]\n---\n# Marta Lind\n",
            "People/Bob.md": "---\ntype: person\n---\n# Bob\n",
            "Meetings/2026-11-30 Weekly.md": MEETING,
            "Daily/2026-12-01.md": "# Tuesday\n\n- [ ] renew the badge by tomorrow\n",
            "vaultmind.toml": 'me = "Marta Lind"\n',
        }
    )
    today = ("--today", "2026-12-02", "--vault", vault)
    listed = json.loads(ok(cli("commitments", "--json", *today)).stdout)
    assert {(c["person"], c["text"], c["due"]) for c in listed} == {
        ("Bob", "Bob: order the rails by Wednesday", "2026-12-02"),
        ("Marta Lind", "update the roster", "2026-12-01"),
        ("Bob", "Bob will call the vendor by Dec 3", "2026-12-03"),
        ("Marta Lind", "renew the badge by tomorrow", "2026-12-02"),
    }
    due = json.loads(ok(cli("due", "--json", *today)).stdout)
    assert [c["text"] for c in due["overdue"]] == ["update the roster"]
    asked = ok(cli("ask", "--no-llm", "What did Bob promise?", *today)).stdout
    assert "order the rails" in asked and "call the vendor" in asked
    assert "book the hall" not in asked and "poster" not in asked
    ok(cli("reflect", "--day", "2026-12-02", "--model", "none", "--vault", vault))
    daily = (vault / "Daily/2026-12-02.md").read_text(encoding="utf-8")
    marta = daily.split("## Reflection — [[Marta Lind]]")[1].split("## ")[0]
    assert "overdue: update the roster" in marta and "due today: renew the badge" in marta
    assert "send the minutes" not in daily
    assert "book the hall" not in daily


def test_one_persons_commitments_are_the_ones_the_whole_list_gives_them(
    cli: Runner, write_vault: WriteVault
) -> None:
    """`--person` narrows by the names a task may mean (in another case too, and a
    joint owner's), so it lists what `commitments` lists under that person."""
    vault = write_vault(
        {
            "People/Ирина Соколова.md": "---\ntype: person\n---\n# Ирина Соколова\n",
            "People/Олег Данилов.md": "---\ntype: person\n---\n# Олег Данилов\n",
            "Meetings/2026-11-30 Планёрка.md": "## Поручения\n- Ирине — собрать заявки\n"
            "- ирине соколовой — проверить график\n"
            "- замена роутера — за Олегом, срок 4.12\n\n## Олег\n- [ ] обновить антивирус\n"
            "\n| Задача | Ответственный |\n|---|---|\n| график | Ирина + волонтёры |\n"
            "| планы по математике | Соколова И. П. |\n",
            "vaultmind.toml": 'me = "Олег Данилов"\n',
        }
    )
    today = ("--today", "2026-12-02", "--json", "--vault", vault)
    every = json.loads(ok(cli("commitments", *today)).stdout)
    for person in ("Ирина Соколова", "Олег Данилов"):
        mine = json.loads(ok(cli("commitments", "--person", person, *today)).stdout)
        assert [c["text"] for c in mine] == [c["text"] for c in every if c["person"] == person]
        assert len(mine) == (4 if person == "Ирина Соколова" else 2), person
