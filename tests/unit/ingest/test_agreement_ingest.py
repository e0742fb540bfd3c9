"""Assignment + agreement, hand-over + agreement and forwarded promises, through ingest."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import WriteVault
from tests.unit.ingest.test_lifecycle_ingest import DIMA, TODAY, export
from vaultmind.service import IngestRequest, VaultService
from vaultmind.vault.source_labels import strip_labels

ANNA = "---\ntype: person\naliases: [Аня]\n---\n# Анна Смирнова\n\n## Memory\n"
BOB = "---\ntype: person\naliases: [Bob]\n---\n# Bob Chen\n\n## Memory\n"
DAVE = "---\ntype: person\naliases: [Dave]\n---\n# Dave Wilson\n\n## Memory\n"
ASK = ("1", "2026-11-30T10:00:00", "Аня", "Дима, подготовь, пожалуйста, отчёт по релизу до пятницы")


def commitments(vault: Path, title: str) -> list[str]:
    note = (vault / "People" / f"{title}.md").read_text(encoding="utf-8")
    return [line for line in note.splitlines() if line.startswith("- [commitment]")]


def run(vault: Path, chat: Path) -> int:
    """Ingest without a model; how many commitments agreements made."""
    report = VaultService(vault).ingest(IngestRequest((chat,), model="none", today=TODAY))
    return report.rules.lifecycle.agreed if report.rules else -1


def people(write_vault: WriteVault) -> Path:
    return write_vault(
        {
            "People/Дмитрий Кузнецов.md": DIMA,
            "People/Анна Смирнова.md": ANNA,
            "People/Bob Chen.md": BOB,
            "People/Dave Wilson.md": DAVE,
        }
    )


def test_ok_right_after_an_assignment_is_a_commitment_with_the_assigners_date(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = people(write_vault)
    assert run(vault, export(tmp_path, [ASK, ("2", "2026-11-30T10:20:00", "Дима", "ок")])) == 1
    [line] = commitments(vault, "Дмитрий Кузнецов")
    assert line.startswith("- [commitment] Подготовь отчёт по релизу [due:: 2026-12-04]")
    assert "#^jl-team-2]], [[Sources/jsonl/team/2026-11-30#^jl-team-1]]" in strip_labels(line)
    assert commitments(vault, "Анна Смирнова") == []  # the one who asked promised nothing
    before = {p: p.read_bytes() for p in vault.rglob("*.md")}
    run(vault, export(tmp_path, [ASK, ("2", "2026-11-30T10:20:00", "Дима", "ок")]))
    assert {p: p.read_bytes() for p in vault.rglob("*.md")} == before


def test_a_reply_agrees_to_an_old_ask_and_the_agreements_own_date_wins(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = people(write_vault)
    rows = [ASK, ("2", "2026-11-30T15:00:00", "Дима", "Сделаю, к четвергу", "1")]
    run(vault, export(tmp_path, rows))
    [line] = commitments(vault, "Дмитрий Кузнецов")
    assert "Подготовь отчёт по релизу [due:: 2026-12-03]" in line


def test_ok_from_someone_else_too_late_or_after_other_talk_is_no_commitment(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = people(write_vault)
    other: list[tuple[str, ...]] = [ASK, ("2", "2026-11-30T10:01:00", "Bob", "ok")]
    late: list[tuple[str, ...]] = [ASK, ("2", "2026-11-30T11:30:00", "Дима", "ок")]
    talked: list[tuple[str, ...]] = [
        ASK,
        ("2", "2026-11-30T10:01:00", "Дима", "Кто идёт обедать?"),
        ("3", "2026-11-30T10:02:00", "Дима", "ок"),
    ]
    refused: list[tuple[str, ...]] = [
        ASK,
        ("2", "2026-11-30T10:01:00", "Дима", "Не обещаю, завал", "1"),
    ]
    for number, rows in enumerate((other, late, talked, refused)):
        run(vault, export(tmp_path, rows, name=f"chat{number}.jsonl"))
    assert commitments(vault, "Дмитрий Кузнецов") == []
    assert commitments(vault, "Bob Chen") == []


def test_a_hand_over_agreed_to_moves_the_commitment_to_the_new_owner(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = people(write_vault)
    rows = [
        ("1", "2026-11-30T09:00:00", "Dave", "I'll update the pricing page by Friday"),
        ("2", "2026-12-01T09:00:00", "Dave", "Sorry, can't finish pricing. Bob will do it."),
        ("3", "2026-12-01T09:20:00", "Bob", "Sure, I'll take it"),
    ]
    run(vault, export(tmp_path, rows))
    [dave] = commitments(vault, "Dave Wilson")
    assert "[status:: archived]" in dave
    [bob] = commitments(vault, "Bob Chen")
    assert bob.startswith("- [commitment] I'll update the pricing page [due:: 2026-12-04]")
    assert (
        "status" not in bob
        and "#^jl-team-3]]" in strip_labels(bob)
        and "#^jl-team-2]]" in strip_labels(bob)
    )


def test_a_hand_over_agreed_to_with_a_date_takes_the_task_and_that_date(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = people(write_vault)
    rows = [
        ("1", "2026-11-30T09:00:00", "Dave", "I'll update the pricing page by Friday"),
        ("2", "2026-12-01T09:00:00", "Dave", "Never mind, Bob will do it"),
        ("3", "2026-12-01T09:20:00", "Bob", "Sure, I'll take it, Monday latest", "2"),
    ]
    run(vault, export(tmp_path, rows))
    [bob] = commitments(vault, "Bob Chen")
    assert bob.startswith("- [commitment] I'll update the pricing page [due:: 2026-12-07]")


def test_a_hand_over_nobody_agrees_to_gives_nothing_to_anyone(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = people(write_vault)
    rows = [
        ("1", "2026-11-30T09:00:00", "Dave", "I'll update the pricing page by Friday"),
        ("2", "2026-12-01T09:00:00", "Dave", "Never mind, Bob will do it"),
        ("3", "2026-12-01T09:20:00", "Bob", "Sure, I'll review the copy by Friday"),
    ]
    run(vault, export(tmp_path, rows))
    [bob] = commitments(vault, "Bob Chen")
    assert "review the copy" in bob  # his own promise, not Dave's task


def telegram(folder: Path, forwarded_from: str | None, text: str) -> Path:
    number = len(list(folder.glob("fwd*")))
    item: dict[str, object] = {"id": number, "type": "message", "date": "2026-11-30T10:00:00"}
    item |= {"from": "Анна Смирнова", "from_id": "user1", "text": text}
    if forwarded_from is not None:
        item["forwarded_from"] = forwarded_from
    chat = {"name": "Команда", "type": "private_group", "id": 42, "messages": [item]}
    path = folder / f"fwd{number}.json"
    path.write_text(json.dumps(chat, ensure_ascii=False), encoding="utf-8")
    return path


def test_a_forwarded_promise_is_its_authors_and_never_the_forwarders(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = people(write_vault)
    run(vault, telegram(tmp_path, "Дмитрий Кузнецов", "Отгрузку пришлю до пятницы"))
    [line] = commitments(vault, "Дмитрий Кузнецов")
    assert "Отгрузку пришлю [due:: 2026-12-04]" in line
    run(vault, telegram(tmp_path, "Сергей Волков", "Счёт пришлю до пятницы"))
    run(vault, telegram(tmp_path, "", "Акт пришлю до пятницы"))  # a hidden account
    assert commitments(vault, "Анна Смирнова") == []
    assert not (vault / "People" / "Сергей Волков.md").exists()


def test_a_forwarded_done_changes_nothing(write_vault: WriteVault, tmp_path: Path) -> None:
    vault = people(write_vault)
    run(vault, telegram(tmp_path, None, "Пришлю договор до пятницы"))
    run(vault, telegram(tmp_path, "Олег", "Готово"))
    assert "forwarded_from:: Олег" in (vault / "Sources/telegram/42/2026-11-30.md").read_text()
    [line] = commitments(vault, "Анна Смирнова")
    assert "status" not in line


def test_a_dated_promise_replying_to_an_ask_takes_its_words_and_a_later_reply_closes_it(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = people(write_vault)
    rows = [
        ("1", "2026-11-30T14:20:00", "Аня", "Дима, посмотришь мой PR до завтра?"),
        ("2", "2026-11-30T14:25:00", "Дима", "Посмотрю до вечера", "1"),
        ("3", "2026-11-30T18:30:00", "Дима", "PR посмотрел, пара замечаний", "1"),
    ]
    run(vault, export(tmp_path, rows))
    [line] = commitments(vault, "Дмитрий Кузнецов")
    assert line.startswith("- [commitment] Посмотришь мой PR [due:: 2026-11-30]")
    assert "[status:: done] [done:: 2026-11-30]" in line


def test_a_promise_said_on_its_own_is_written_in_message_order(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = people(write_vault)
    rows = [
        ("1", "2026-11-30T10:00:00", "Дима", "Сделаю отчёт до пятницы"),  # no ask: not deferred
        ("2", "2026-11-30T10:01:00", "Дима", "Пришлю договор завтра"),
    ]
    run(vault, export(tmp_path, rows))
    assert [line.split(" [due")[0] for line in commitments(vault, "Дмитрий Кузнецов")] == [
        "- [commitment] Сделаю отчёт",
        "- [commitment] Пришлю договор",
    ]


def test_a_need_said_to_a_named_person_is_an_ask_the_plus_agrees_to(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = people(write_vault)
    rows = [
        ("1", "2026-11-30T10:00:00", "Аня", "Дима, отчёт по релизу надо до пятницы отправить"),
        ("2", "2026-11-30T10:04:00", "Дима", "+", "1"),
        ("3", "2026-11-30T11:00:00", "Аня", "Bob, we need the vendor list by Thursday"),
        ("4", "2026-11-30T11:02:00", "Bob", "on it"),
    ]
    assert run(vault, export(tmp_path, rows)) == 2
    [dima] = commitments(vault, "Дмитрий Кузнецов")
    assert "] Отчёт по релизу отправить [due:: 2026-12-04]" in dima
    [bob] = commitments(vault, "Bob Chen")
    assert "vendor list" in bob and "[due:: 2026-12-03]" in bob


def test_a_need_negated_or_asked_about_is_no_ask(write_vault: WriteVault, tmp_path: Path) -> None:
    vault = people(write_vault)
    rows = [
        ("1", "2026-11-30T10:00:00", "Аня", "Дима, отчёт по релизу не надо до пятницы, отбой"),
        ("2", "2026-11-30T10:04:00", "Дима", "+", "1"),
        ("3", "2026-11-30T11:00:00", "Аня", "Bob, do you need the vendor list by Thursday?"),
        ("4", "2026-11-30T11:02:00", "Bob", "ok"),
    ]
    assert run(vault, export(tmp_path, rows)) == 0
    assert commitments(vault, "Bob Chen") == []


def test_a_negation_in_the_reason_does_not_undo_the_need(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = people(write_vault)
    text = "Дима, стенд для демо надо до пятницы собрать, а то клиент не увидит ничего"
    rows = [("1", "2026-11-30T10:00:00", "Аня", text), ("2", "2026-11-30T10:04:00", "Дима", "+")]
    assert run(vault, export(tmp_path, rows)) == 1
    [dima] = commitments(vault, "Дмитрий Кузнецов")
    assert "Стенд для демо собрать" in dima and "[due:: 2026-12-04]" in dima


def test_an_address_with_a_dash_a_colon_or_no_comma_still_asks(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = people(write_vault)
    rows = [
        ("1", "2026-11-30T10:00:00", "Аня", "Bob can you send the vendor list by Thursday?"),
        ("2", "2026-11-30T10:02:00", "Bob", "on it"),
        ("3", "2026-11-30T11:00:00", "Аня", "Дима — подготовь смету до пятницы"),
        ("4", "2026-11-30T11:05:00", "Дима", "ок"),
        ("5", "2026-11-30T12:00:00", "Аня", "Dave: book the demo room by Wednesday"),
        ("6", "2026-11-30T12:01:00", "Dave", "will do"),
    ]
    assert run(vault, export(tmp_path, rows)) == 3
    [bob] = commitments(vault, "Bob Chen")
    assert "] Send the vendor list [due:: 2026-12-03]" in bob
    [dima] = commitments(vault, "Дмитрий Кузнецов")
    assert "] Подготовь смету [due:: 2026-12-04]" in dima
    [dave] = commitments(vault, "Dave Wilson")
    assert "] Book the demo room [due:: 2026-12-02]" in dave


def test_a_capitalised_word_before_a_dash_is_no_address_unless_it_names_the_one_agreeing(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = people(write_vault)
    rows = [
        ("1", "2026-11-30T10:00:00", "Аня", "Update: send the vendor list by Thursday"),
        ("2", "2026-11-30T10:02:00", "Bob", "ok"),
        ("3", "2026-11-30T11:00:00", "Аня", "Dave — can you book the demo room by Wednesday?"),
        ("4", "2026-11-30T11:01:00", "Bob", "sure"),  # not Dave
    ]
    assert run(vault, export(tmp_path, rows)) == 0
    assert commitments(vault, "Bob Chen") == []
