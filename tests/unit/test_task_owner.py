"""The one rule of whose a task is (`memory.task_owner`): each shape, in its order."""

from __future__ import annotations

import pytest

from vaultmind.memory.task_owner import NotePeople, Owner, owner_of
from vaultmind.vault.parse import parse_note
from vaultmind.vault.resolve import LinkResolver

PEOPLE = {
    "People/Marta Lind.md": "---\ntype: person\naliases: [Marta, Марта]\n---\n# Marta Lind\n",
    "People/Дмитрий Кузнецов.md": "---\ntype: person\naliases: [Дима, DK]\n---\n",
    "People/Bob.md": "---\ntype: person\n---\n",
    "Knowledge/Load balancer.md": "---\ntype: equipment\n---\n",
    "Knowledge/Note.md": "---\ntype: concept\n---\n",
}
MARTA = Owner("People/Marta Lind.md", "Marta Lind")
DIMA = Owner("People/Дмитрий Кузнецов.md", "Дмитрий Кузнецов")


def owner(
    task_line: str, path: str = "Projects/Launch.md", head: str = "type: project",
    more: dict[str, str] | None = None,
) -> Owner | None:  # fmt: skip
    """The owner of the one task in a note at `path`, in a vault with `PEOPLE` (and `more`)."""
    note = parse_note(path, f"---\n{head}\n---\n{task_line}\n")
    files = {**PEOPLE, **(more or {})}
    notes = [parse_note(p, text) for p, text in files.items() if p != path] + [note]
    resolver = LinkResolver([n.path for n in notes], notes)
    return owner_of(note.tasks[0], note, NotePeople(notes, resolver))


def test_owner_field_link_or_plain_name() -> None:
    assert owner("- [ ] order it [owner:: [[Marta Lind]]] 📅 2026-12-01") == MARTA
    assert owner("- [ ] order it [owner:: Marta Lind] 📅 2026-12-01") == MARTA
    assert owner("- [ ] order it [owner:: Pat Doe]") == Owner(None, "Pat Doe")  # no note
    assert owner("- [ ] order it [owner:: someone from IT]") is None  # says it is nobody's


def test_owner_field_wins_over_a_first_link_to_a_person() -> None:
    assert owner("- [ ] [[Marta Lind]] checks it [owner:: [[Bob]]]") == Owner(
        "People/Bob.md", "Bob"
    )


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("- [ ] [[Marta Lind]] order the load balancer 📅 2026-12-01", MARTA),
        ("- [ ] ask [[Марта]] about the rack", MARTA),  # an alias link
        ("- [ ] [[Дима]] fixes the deploy", DIMA),
        ("- [ ] [[People/Marta Lind|Marta]] orders it", MARTA),
    ],
)
def test_first_link_to_a_person(line: str, expected: Owner) -> None:
    assert owner(line) == expected


def test_first_link_to_a_note_that_is_no_person_gives_nobody() -> None:
    assert owner("- [ ] order the [[Load balancer]] for [[Marta Lind]]") is None
    assert owner("- [ ] order it from [[Nobody Yet]]") is None


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("- [ ] Marta: send the access list 📅 2026-12-02", MARTA),  # an alias
        ("- [ ] Марта: прислать список доступа", MARTA),
        ("- [ ] marta lind: send it", MARTA),  # any case, the whole title
        ("- [ ] Дмитрий Кузнецов: починить деплой", DIMA),
        ("- [ ] дима: починить деплой", DIMA),
        ("- [ ] DK: review", DIMA),
    ],
)
def test_a_persons_name_and_a_colon(line: str, expected: Owner) -> None:
    assert owner(line) == expected


@pytest.mark.parametrize(
    "line",
    [
        "- [ ] Mart: send it",  # part of a name
        "- [ ] Marta Lindqvist: send it",  # a longer name
        "- [ ] Note: the lease ends soon",  # a note's title, but no person's
        "- [ ] Call at 10:30 with Marta",  # a colon after no name
        "- [ ] Check https://example.org: Marta said so",
        "- [ ] Send Marta: the list",  # the name is not what it starts with
        "- [ ] Купить бумагу для Марты",  # a capitalised verb is nobody
        "- [ ] Marta Lindqvist sends the list",  # a longer name, said as the subject
        "- [ ] call the vendor (urgent)",  # a word in brackets is nobody
    ],
)
def test_no_name_before_the_colon_gives_nobody(line: str) -> None:
    assert owner(line) is None


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("- [ ] Marta send the list", MARTA),
        ("- [ ] Марта забронирует Газель на 17-е", MARTA),
        ("- [ ] Marta Lind will book the van", MARTA),
        ("- [ ] Дима починит деплой к пятнице", DIMA),
        ("- [x] get 2 quotes (Марта)", MARTA),  # a name in brackets that ends it
        ("- [ ] Northwind weekly report (Marta Lind) 📅 2026-12-04", MARTA),
        ("- [ ] Марта забронирует Газель (доставка стойки Aurora)", MARTA),
    ],
)
def test_a_persons_name_as_the_sentences_subject(line: str, expected: Owner) -> None:
    assert owner(line) == expected


def test_in_a_persons_own_note() -> None:
    found = owner("- [ ] renew the passport", "People/Anna.md", "type: person")
    assert found == Owner("People/Anna.md", "Anna")
    assert owner("- [ ] Bob: renew it", "People/Anna.md", "type: person") == Owner(
        "People/Bob.md", "Bob"
    )  # a name before a colon comes before the note it sits in


def test_a_task_in_a_project_without_any_shape_is_nobodys() -> None:
    assert owner("- [ ] order the load balancer 📅 2026-12-01") is None


def test_an_ambiguous_name_gives_nobody() -> None:
    other = {"People/Marta Berg.md": "---\ntype: person\naliases: [Marta]\n---\n"}
    assert owner("- [ ] Marta: send it", more=other) is None
    assert owner("- [ ] Marta Lind: send it", more=other) == MARTA


@pytest.mark.parametrize(
    ("text", "lead"),
    [
        ("@Oleg check the fuel card invoices by Friday", "Oleg"),
        ("Ира — план расстановки стеллажей", "Ира"),
        ("Marta: send the access list", "Marta"),
        ("email@example.com the supplier", None),
        ("10:30 — call the supplier", None),
    ],
)
def test_the_name_a_plain_task_starts_with(text: str, lead: str | None) -> None:
    from vaultmind.vault.owner_names import names

    assert next(iter(names(text)), None) == lead


def test_a_first_name_alone_leads_the_task_of_the_one_person_called_so() -> None:
    oleg = {"People/Олег Смирнов.md": "---\ntype: person\n---\n# Олег Смирнов\n"}
    assert owner("- [ ] Олег: смета на монтаж", more=oleg) == Owner(
        "People/Олег Смирнов.md", "Олег Смирнов"
    )
    two = {**oleg, "People/Олег Петров.md": "---\ntype: person\n---\n# Олег Петров\n"}
    assert owner("- [ ] Олег: смета на монтаж", more=two) is None  # which Oleg: neither


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        ("- [ ] send the access list — Marta", MARTA),  # a name set apart at the end
        ("- [ ] send the access list → Marta Lind", MARTA),
        ("- [ ] send the access list -> @marta", MARTA),
        ("- [ ] ping the vendor about the van, @Дима to follow up", DIMA),  # a mention
        ("- [ ] order it [assignee:: Marta Lind]", MARTA),  # other owner field keys
        ("- [ ] заказать стеллажи [ответственный:: [[Дмитрий Кузнецов]]]", DIMA),
        ("### Марта\n- [ ] send the access list", MARTA),  # the heading it sits under
        ("### [[Дмитрий Кузнецов]] — задачи\n\n- [ ] починить деплой", DIMA),
        ("## Oleg\n### Дима:\n- [ ] починить деплой", DIMA),  # the nearest heading
        ("### Дима\n- [ ] Marta: send the list", MARTA),  # the task's own name first
    ],
)
def test_a_name_at_the_end_in_a_mention_or_in_the_heading(lines: str, expected: Owner) -> None:
    assert owner(lines) == expected


@pytest.mark.parametrize(
    "lines",
    [
        "- [ ] 10:30 — call the supplier",
        "- [ ] send the report — weekly",
        "### Week 48\n- [ ] send the report",
        "### Marta\n\nNotes.\n\n## Later\n- [ ] send the report",  # another heading since
        "- [ ] write to support@marta.example",
    ],
)
def test_words_that_name_nobody_give_no_owner(lines: str) -> None:
    assert owner(lines) is None


def owner_with_me(lines: str, path: str = "Daily/2026-11-20.md") -> Owner | None:
    """`owner`, in a vault whose owner (`me`) is Marta Lind."""
    note = parse_note(path, lines + "\n")
    notes = [parse_note(p, text) for p, text in PEOPLE.items()] + [note]
    resolver = LinkResolver([n.path for n in notes], notes)
    return owner_of(note.tasks[0], note, NotePeople(notes, resolver, MARTA.path))


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        ("- [ ] renew the passport", MARTA),  # an unassigned checkbox: the owner's to-do
        ("- [ ] Дима починит деплой", DIMA),  # a name still comes first
        ("- [ ] I'll raise the licence gap with Bob", MARTA),
        ("- [ ] ask Bob to say a few words — me", MARTA),
        ("## Я\n- [ ] вывеска — пнуть Диму", MARTA),
        ("- [ ] someone to book the room", None),  # says it is nobody's
        ("- [ ] поблагодарить волонтёров — кто-нибудь из событийщиков", None),
        ("- [ ] book the hall [who:: TBD]", None),
        ("- [ ] Bob + Дима: inventory of old PCs", None),  # two people: neither alone
        ("| What | Owner |\n|---|---|\n| pack the boxes | Дима + volunteers |", DIMA),
        ("| What | Owner |\n|---|---|\n| the thank-you evening | ??? |", None),
        ("Разное:\n- Дима проверит Wi-Fi к пятнице", DIMA),  # a loose item naming its owner
        ("Разное:\n- the release is planned for Friday", None),  # names nobody: no task
    ],
)
def test_the_vault_owner_takes_what_no_one_else_is_named_for(
    lines: str, expected: Owner | None
) -> None:
    assert owner_with_me(lines) == expected


def test_without_a_vault_owner_an_unassigned_task_stays_nobodys() -> None:
    assert owner("- [ ] renew the passport") is None


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        ("- [ ] Марте — собрать заявки филиалов", MARTA),  # dative
        ("- [ ] замена роутера — за Димой, срок 20.11", DIMA),  # instrumental, then a day
        ("- [ ] замена роутера — за Олегом", None),  # nobody called Олег here
    ],
)
def test_a_russian_name_in_another_case_names_its_person(lines: str, expected: Owner) -> None:
    assert owner(lines) == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        ("| What | Owner |\n|---|---|\n| maths plans | Lind M. |", MARTA),  # surname, initial
        ("| What | Owner |\n|---|---|\n| maths plans | M. Lind |", MARTA),
        ("- [ ] lists for the mocks — Дима, до пятницы (in English is fine)", DIMA),
        ("- [ ] talk to Bob about Thursday — Дима (он сам обещал)", DIMA),
        ("- [ ] switch the old journal to read-only (Дима, проверить бэкап)", DIMA),
        ("- [ ] I'll talk to [[Bob]] about the projector budget", MARTA),  # the writer
        ("- [ ] send him the final list (me!)", MARTA),
        ("- [ ] decide on Saturday electives (TBD, no owner yet)", None),
        ("- [ ] update the school's page (nobody has taken it)", None),
    ],
)
def test_formal_names_asides_and_the_writer_said_anywhere(
    lines: str, expected: Owner | None
) -> None:
    assert owner_with_me(lines) == expected


def test_a_list_under_a_line_naming_its_doer_is_theirs() -> None:
    assert owner_with_me("Дима взялся за:\n- [ ] починить деплой") == DIMA
    assert owner_with_me("Со стороны администрации (я):\n- [ ] приказ") == MARTA
    assert owner("- [ ] Дмитрию Кузнецову — составить инструкцию") == DIMA  # two words, dative


def test_the_vault_owner_takes_unassigned_tasks_only_in_their_journal() -> None:
    line = "- [ ] renew the passport"
    assert owner_with_me(line, "Journal/2026-11-20.md") == MARTA
    assert owner_with_me(line, "2026-11-20.md") == MARTA
    assert owner_with_me(line, "Meetings/2026-11-20 Weekly.md") is None  # anyone's
    assert owner_with_me("- [ ] I'll renew the passport", "Meetings/2026-11-20 Weekly.md") == MARTA


def test_a_label_led_by_a_name_and_the_writers_own_words() -> None:
    assert owner_with_me("Дима, after the meeting, on his side:\n- [ ] create accounts") == DIMA
    with_me = "## Open items\n- согласовать календарь — это моя задача"
    assert owner_with_me(with_me, "Meetings/2026-11-02 МО.md") == MARTA
