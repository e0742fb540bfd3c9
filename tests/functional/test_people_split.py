"""A chat sender who is a person the vault already knows under another script or a
diminutive (`Серёжа Морозов` for `Sergei Morozov`, alias `Серёжа`) is that person:
no second note, the memories in theirs, and their chat id remembered on it."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import WriteVault
from tests.functional.conftest import Result, ok, run_vaultmind
from vaultmind.vault.frontmatter import split_frontmatter

SERGEI = "People/Sergei Morozov.md"
HAND_WRITTEN = (
    "---\ntype: person\naliases: [Серёжа, Сергей Морозов]\n---\n# Sergei Morozov\n\n"
    "Supplier contact since 2023; prefers email.\n\n## Memory\n\n## Relations\n"
)


def export(tmp_path: Path, name: str, sender: str, number: int, text: str) -> Path:
    """A one-message Telegram export (the shape of samples/telegram/result.json)."""
    message = {"id": number, "type": "message", "date": "2026-11-30T10:05:00",
               "from": sender, "from_id": "user777", "text": text}  # fmt: skip
    chat = {"name": "Поставки", "type": "private_group", "id": 555, "messages": [message]}
    path = tmp_path / name / "result.json"
    path.parent.mkdir()
    path.write_text(json.dumps(chat, ensure_ascii=False), encoding="utf-8")
    return path


def ingest(vault: Path, file: Path) -> Result:
    return ok(run_vaultmind("ingest", file, "--model", "none", "--vault", vault))


def people(vault: Path) -> list[str]:
    return sorted(p.relative_to(vault).as_posix() for p in (vault / "People").glob("*.md"))


def test_a_diminutive_with_the_surname_in_another_script_is_the_known_person(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({SERGEI: HAND_WRITTEN})
    first = export(tmp_path, "one", "Серёжа Морозов", 1, "Обещаю прислать прайс до пятницы.")
    result = ingest(vault, first)
    assert "new person note" not in result.stdout
    assert people(vault) == [SERGEI]
    text = (vault / SERGEI).read_text(encoding="utf-8")
    assert "Supplier contact since 2023; prefers email.\n" in text  # the user's words stay
    assert "Прислать прайс" in text.split("## Memory", 1)[1]
    assert split_frontmatter(text).data["chat_ids"] == ["telegram:user777"]
    assert split_frontmatter(text).data["aliases"] == ["Серёжа", "Сергей Морозов"]
    owed = ok(run_vaultmind("commitments", "--person", "Sergei Morozov", "--vault", vault))
    assert "Прислать прайс" in owed.stdout

    # he renames himself: the next export finds him by his account, not his name
    renamed = export(tmp_path, "two", "S. M. (supplies)", 2, "Обещаю прислать договор до среды.")
    result = ingest(vault, renamed)
    assert "new person note" not in result.stdout
    assert people(vault) == [SERGEI]
    text = (vault / SERGEI).read_text(encoding="utf-8")
    assert "Прислать договор" in text.split("## Memory", 1)[1]
    assert split_frontmatter(text).data["chat_ids"] == ["telegram:user777"]


def test_a_namesake_with_another_surname_gets_a_note_of_their_own(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({SERGEI: HAND_WRITTEN})
    result = ingest(vault, export(tmp_path, "one", "Серёжа Иванов", 1, "Обещаю позвонить завтра."))
    assert "new person note: People/Серёжа Иванов.md" in result.stdout
    assert (vault / SERGEI).read_text(encoding="utf-8") == HAND_WRITTEN


def test_a_first_name_alone_is_asked_not_split_and_accepting_writes_into_the_note(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({SERGEI: HAND_WRITTEN})
    result = ingest(vault, export(tmp_path, "one", "Sergei", 1, "Обещаю позвонить завтра."))
    assert people(vault) == [SERGEI] and "new person note" not in result.stdout
    assert (vault / SERGEI).read_text(encoding="utf-8") == HAND_WRITTEN  # asked, not written
    assert (
        "«Sergei» may be «Sergei Morozov»: what they said waits in `vaultmind review`; "
        "if it is them, run `vaultmind node alias 'Sergei Morozov' Sergei`"
    ) in result.stderr
    inbox = ok(run_vaultmind("review", "--vault", vault))
    [first, _message] = inbox.stdout.splitlines()
    assert "Sergei Morozov (as «Sergei»?)  commitment: Позвонить" in first
    ok(run_vaultmind("review", "accept", first.split()[0], "--vault", vault))
    memory = (vault / SERGEI).read_text(encoding="utf-8").split("## Memory", 1)[1]
    assert "Позвонить" in memory
    ok(run_vaultmind("node", "alias", "Sergei Morozov", "Sergei", "--vault", vault))
    aliases = split_frontmatter((vault / SERGEI).read_text(encoding="utf-8")).data["aliases"]
    assert aliases == ["Серёжа", "Сергей Морозов", "Sergei"]
    later = ingest(vault, export(tmp_path, "two", "Sergei", 2, "Обещаю прислать договор до среды."))
    assert "may be" not in later.stderr and people(vault) == [SERGEI]
    assert "Прислать договор" in (vault / SERGEI).read_text(encoding="utf-8")


NICKNAMED = (
    "---\ntype: person\n---\n# Дмитрий Кузнецов\n\n"
    "Интеграции. В телеге подписан «Кузя», так его все и зовут.\n\n## Memory\n"
)
OTHER = "---\ntype: person\n---\n# Ольга Петрова\n\nЛаборатория.\n\n## Memory\n"


def test_a_nickname_the_note_itself_names_is_asked_about_that_note(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    dima, olga = "People/Дмитрий Кузнецов.md", "People/Ольга Петрова.md"
    vault = write_vault({dima: NICKNAMED, olga: OTHER})
    result = ingest(vault, export(tmp_path, "one", "Кузя", 1, "Обещаю прислать выгрузку завтра."))
    assert people(vault) == [dima, olga]  # no «Кузя» note
    assert "«Кузя» may be «Дмитрий Кузнецов»" in result.stderr
    inbox = ok(run_vaultmind("review", "--vault", vault, "--json"))
    [row] = json.loads(inbox.stdout)
    assert (row["person"], row["asked_as"], row["kind"]) == (
        "Дмитрий Кузнецов",
        "Кузя",
        "commitment",
    )


def test_a_nickname_two_notes_name_is_nobodys_guess(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    both = OTHER.replace("Лаборатория.", "Работает с Кузей и Кузя ей помогает.")
    vault = write_vault({"People/Дмитрий Кузнецов.md": NICKNAMED, "People/Ольга Петрова.md": both})
    result = ingest(vault, export(tmp_path, "one", "Кузя", 1, "Обещаю прислать выгрузку завтра."))
    assert "new person note: People/Кузя.md" in result.stdout and "may be" not in result.stderr


STUB = "People/Серёжа Морозов.md"
STUB_TEXT = (
    '---\ntype: person\naliases: []\nposition: ""\nchat_ids: ["telegram:user777"]\n---\n'
    "# Серёжа Морозов\n\n## Memory\n"
    "- [commitment] Прислать прайс [due:: 2026-12-04] [by:: agent:extraction] ^m-abc123\n"
    "\n## Relations\n"
)
DAY = "Daily/2026-11-30.md"
DAY_TEXT = (
    "# 2026-11-30\n\nCall with [[Серёжа Морозов]]: see [[Серёжа Морозов#^m-abc123|the price]].\n"
)


def test_tidy_moves_a_stub_into_the_hand_written_note_as_one_undoable_job(
    write_vault: WriteVault,
) -> None:
    hand = HAND_WRITTEN.replace("aliases: [Серёжа, Сергей Морозов]", "aliases: [Серёжа]")
    vault = write_vault({SERGEI: hand, STUB: STUB_TEXT, DAY: DAY_TEXT})
    before = {path: (vault / path).read_bytes() for path in (SERGEI, STUB, DAY)}
    review = ok(run_vaultmind("tidy", "--vault", vault))
    assert f"{STUB} and {SERGEI} look like one person" in review.stderr
    assert f"--- a/{STUB}\n+++ /dev/null\n" in review.stdout

    ok(run_vaultmind("tidy", "--apply", "--vault", vault))
    assert people(vault) == [SERGEI]
    text = (vault / SERGEI).read_text(encoding="utf-8")
    assert "Supplier contact since 2023; prefers email.\n" in text
    meta = split_frontmatter(text).data
    assert meta["aliases"] == ["Серёжа", "Серёжа Морозов"]
    assert meta["chat_ids"] == ["telegram:user777"]
    assert text.count("^m-abc123") == 1 and "- [commitment] Прислать прайс" in text
    day = (vault / DAY).read_text(encoding="utf-8")
    assert "Call with [[Sergei Morozov|Серёжа Морозов]]: see " in day
    assert "[[Sergei Morozov#^m-abc123|the price]]" in day
    owed = ok(run_vaultmind("commitments", "--person", "Серёжа Морозов", "--vault", vault))
    assert "Прислать прайс" in owed.stdout
    assert "nothing to tidy" in ok(run_vaultmind("tidy", "--vault", vault)).stdout

    undone = ok(run_vaultmind("undo", "--vault", vault))
    assert "1 it removed put back" in undone.stdout
    assert {path: (vault / path).read_bytes() for path in (SERGEI, STUB, DAY)} == before


def test_doctor_names_two_notes_of_one_person_but_not_namesakes(write_vault: WriteVault) -> None:
    namesake = "---\ntype: person\naliases: [Серёжа]\n---\n# Сергей Иванов\n"
    vault = write_vault(
        {SERGEI: HAND_WRITTEN, STUB: STUB_TEXT, "People/Сергей Иванов.md": namesake}
    )
    found = ok(run_vaultmind("doctor", "--vault", vault)).stdout
    same = [line for line in found.splitlines() if "same-person" in line]
    assert same == [
        f"{path}: warning: same-person: {SERGEI} and {STUB} look like one person "
        "('Серёжа Морозов' names both); `vaultmind tidy` merges them"
        for path in (SERGEI, STUB)
    ]  # the namesake shares only the alias Серёжа: doctor names that as a shared name
    assert "duplicate-name: 'серёжа' names 2 notes" in found


def test_a_diminutive_the_note_never_lists_and_another_spelling_are_the_known_people(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    """Саша is short for Oleksandr, and Kowalczyk is Ковальчик spelt the Polish way:
    neither is an alias in the notes, and neither sender gets a note of their own."""
    sasha = "People/Oleksandr Bondarenko.md"
    natalia = "People/Наталья Ковальчик.md"
    vault = write_vault({
        sasha: "---\ntype: person\naliases: [Олександр Бондаренко]\n---\n# Oleksandr Bondarenko\n",
        natalia: "---\ntype: person\n---\n# Наталья Ковальчик\n",
    })  # fmt: skip
    ingest(
        vault, export(tmp_path, "one", "Саша Бондаренко", 1, "Обещаю прислать схему до пятницы.")
    )
    ingest(
        vault,
        export(tmp_path, "two", "Natalia Kowalczyk", 2, "I'll send the access list by Wednesday."),
    )
    assert people(vault) == [sasha, natalia]
    assert "Прислать схему" in (vault / sasha).read_text(encoding="utf-8")
    assert "send the access list" in (vault / natalia).read_text(encoding="utf-8").lower()
