"""A completion closes only the commitment it is about (issue 25, section 4): the same
thread, or content words it shares with that commitment and no other, or — naming
nothing else — the owner's only open commitment. Structure only: which messages are
completions is the detector's and the rules' business, not this file's."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import WriteVault
from tests.unit.ingest.test_lifecycle_ingest import DIMA, export, ingest
from vaultmind.memory.suggestions import suggestions

OLEG = "---\ntype: person\naliases: [Олег]\n---\n# Олег Петров\n\n## Memory\n"
PRINTER = ("1", "2026-11-30T10:05:00", "Дима", "Починю принтер до пятницы")
TICKETS = ("1", "2026-11-30T10:05:00", "Дима", "Закрою тикеты TCK-7 и TCK-8 до пятницы")


def done(line: str) -> bool:
    return "[status:: done]" in line


def test_an_unrelated_fix_does_not_close_another_promise_by_its_verb(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    """«Сканер починил» names the scanner: the printer promise shares only the verb."""
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [PRINTER, ("2", "2026-12-01T18:00:00", "Дима", "Сканер починил")]
    [line], report = ingest(vault, export(tmp_path, rows))
    assert not done(line)
    assert report.lifecycle.completed == 0


def test_a_short_completion_naming_other_work_does_not_close_the_only_promise(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    """The owner's only open commitment is closed by a completion that names nothing
    else, not by one that names something else («Сканер починил» after «закажу бумагу»)."""
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    paper = ("1", "2026-11-30T10:05:00", "Дима", "Закажу бумагу до пятницы")
    rows = [paper, ("2", "2026-12-01T18:00:00", "Дима", "Сканер починил")]
    [line], _ = ingest(vault, export(tmp_path, rows))
    assert not done(line)


def test_a_completion_sharing_words_with_two_promises_closes_neither_but_asks(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    """Which promise «Релиз отправил, отчёт и договор» closes is the user's call: neither
    line is closed, and each waits in the review inbox as a done the user may accept."""
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    lines, report = ingest(vault, export(tmp_path, TIED))
    assert len(lines) == 2 and not any(done(line) for line in lines)
    assert report.lifecycle.completed == 0
    asked = [s for s in suggestions(vault) if s.op == "done"]
    assert sorted(s.text for s in asked) == ["Отправлю отчёт по релизу", "Пришлю договор по релизу"]
    assert {s.source for s in asked} == {next(iter(asked)).source}  # the one message


TIED = [
    ("1", "2026-11-30T10:05:00", "Дима", "Отправлю отчёт по релизу до пятницы"),
    ("2", "2026-11-30T10:06:00", "Дима", "Пришлю договор по релизу завтра"),
    ("3", "2026-12-01T18:00:00", "Дима", "Релиз отправил, отчёт и договор"),
]


def test_a_completion_naming_one_of_two_tickets_closes_nothing(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    """«TCK-7 готово» to a promise about TCK-7 and TCK-8: part of it, not all."""
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [TICKETS, ("2", "2026-12-01T18:00:00", "Дима", "TCK-7 готово")]
    [line], _ = ingest(vault, export(tmp_path, rows))
    assert not done(line)


def test_a_reply_naming_one_of_two_tickets_closes_nothing_either(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [TICKETS, ("2", "2026-12-01T18:00:00", "Дима", "TCK-7 готово", "1")]
    [line], _ = ingest(vault, export(tmp_path, rows))
    assert not done(line)


def test_a_completion_naming_both_tickets_closes_the_promise(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [TICKETS, ("2", "2026-12-01T18:00:00", "Дима", "TCK-7 и TCK-8 закрыл")]
    [line], _ = ingest(vault, export(tmp_path, rows))
    assert done(line)


def test_a_completion_naming_another_ticket_does_not_close_a_promise_naming_none(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    """ "Both label issues fixed, TCK-7 and TCK-9 are closed" is not the sample labels."""
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [
        ("1", "2026-11-30T10:05:00", "Дима", "I will print the sample labels by Thursday"),
        ("2", "2026-12-01T18:00:00", "Дима", "Label issues fixed, TCK-7 and TCK-9 are closed"),
    ]
    [line], _ = ingest(vault, export(tmp_path, rows))
    assert not done(line)


def test_the_same_thread_still_closes_among_several(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [
        PRINTER,
        ("2", "2026-11-30T10:06:00", "Дима", "Пришлю договор завтра"),
        ("3", "2026-12-01T18:00:00", "Дима", "Готово", "1"),
    ]
    printer, contract = ingest(vault, export(tmp_path, rows))[0]
    assert done(printer) and not done(contract)


def test_someone_elses_completion_never_closes_a_promise(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA, "People/Олег Петров.md": OLEG})
    rows = [PRINTER, ("2", "2026-12-01T18:00:00", "Олег", "Принтер починил")]
    [line], _ = ingest(vault, export(tmp_path, rows))
    assert not done(line)


def test_ticket_ids_are_whole_and_case_free() -> None:
    from vaultmind.agent.ingest.extract.completion_scope import ticket_ids

    assert ticket_ids("TCK-7 в ревью, tck-8 ещё открыт; v2.0, 1.2.3, B-17") == {"TCK-7", "TCK-8"}
    assert ticket_ids("OPS-12 закрыл") == {"OPS-12"}


def test_a_part_or_another_ticket_does_not_fit_and_a_reply_may_name_its_own() -> None:
    from vaultmind.agent.ingest.extract.completion_scope import tickets_fit

    both = frozenset({"TCK-7", "TCK-8"})
    assert not tickets_fit(frozenset({"TCK-7"}), both, replied=True)
    assert tickets_fit(both, both, replied=False)
    assert tickets_fit(frozenset(), both, replied=False)  # «Готово»: names none
    assert not tickets_fit(frozenset({"TCK-9"}), frozenset(), replied=False)
    assert tickets_fit(frozenset({"TCK-9"}), frozenset(), replied=True)
