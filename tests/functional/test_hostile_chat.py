"""A chat export written by an attacker, through the real CLI: its text stays data in
the vault, its terminal escapes never reach the terminal, and its sender names make
safe file names (issue 8, items 4–6)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.functional.conftest import Result, ok, run_vaultmind

DIMA = "---\ntype: person\naliases: [Дима]\n---\n# Дмитрий Кузнецов\n\n## Memory\n"
OSC52 = "\x1b]52;c;cm0gLXJmIH4=\x07"  # writes "rm -rf ~" to the clipboard
CSI = "\x1b[2J\x1b[31m"  # clear the screen, then red
C1 = "\x9b1m"  # U+009B: CSI in one character
EVIL = f"Evil{CSI}{C1}Name\x07"
RAW_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
TODAY = "2026-12-02"


def export(folder: Path, rows: list[tuple[str, str]], chat: str = "team") -> Path:
    path = folder / "chat.jsonl"
    lines = [
        json.dumps(
            {
                "id": str(n),
                "time": f"2026-11-30T10:{n:02d}:00",
                "sender": s,
                "text": t,
                "chat": chat,
            }
        )
        for n, (s, t) in enumerate(rows, start=1)
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def vm(vault: Path, *args: str | Path) -> Result:
    return run_vaultmind(*args, "--vault", vault)


def ingest(vault: Path, chat: Path) -> Result:
    return vm(vault, "ingest", chat, "--model", "none")


@pytest.fixture
def vault(write_vault: WriteVault) -> Path:
    return write_vault({"People/Дмитрий Кузнецов.md": DIMA, "vaultmind.toml": "format = 1\n"})


def memory_texts(vault: Path, person: str) -> list[str]:
    rows = json.loads(ok(vm(vault, "memory", "list", person, "--json", "--today", TODAY)).stdout)
    return [row["text"] for row in rows]


def test_a_comment_in_a_message_hides_nothing_and_links_stay_text(
    vault: Path, tmp_path: Path
) -> None:
    hides = "Сделаю отчёт %% по продажам до пятницы"
    links = (
        "Пришлю [[../../etc/passwd]] ![x](file:///etc/passwd) [me](javascript:alert(1)) #x завтра"
    )
    ok(ingest(vault, export(tmp_path, [("Дима", hides), ("Дима", links)])))
    added = ok(vm(vault, "remember", "Дима", "Likes green tea", "--today", TODAY)).stdout
    users = re.search(r"\^(m-[a-z0-9]+)", added)
    assert users
    texts = [hides.removesuffix(" до пятницы"), links.removesuffix(" завтра"), "Likes green tea"]
    assert memory_texts(vault, "Дима") == texts  # the date phrases go: the due has them
    ok(vm(vault, "memory", "done", users.group(1), "--today", TODAY))
    outgoing = ok(vm(vault, "links", "Дмитрий Кузнецов", "--json")).stdout
    targets = {edge["path"] for edge in json.loads(outgoing)["outgoing"]}
    assert targets == {"Sources/jsonl/team/2026-11-30.md"}
    assert json.loads(outgoing)["unresolved"] == []


def test_terminal_escapes_in_a_chat_never_reach_the_terminal(vault: Path, tmp_path: Path) -> None:
    rows = [
        ("Дима", f"Сделаю отчёт до пятницы {OSC52} {CSI} {C1} \x07"),
        (EVIL, f"I'll send the contract by Monday {OSC52}"),
    ]
    chat = export(tmp_path, rows, chat=f"team{CSI}")
    results = [ingest(vault, chat), vm(vault, "index")]
    person = ok(vm(vault, "commitments", "--today", TODAY, "--json")).stdout
    evil = next(c["person"] for c in json.loads(person) if c["person"].startswith("Evil"))
    results += [
        vm(vault, "commitments", "--today", TODAY),
        vm(vault, "search", "contract"),
        vm(vault, "search", "Evil"),
        vm(vault, "memory", "list", "Дима", "--today", TODAY),
        vm(vault, "memory", "list", evil, "--today", TODAY),
        vm(vault, "context", "Дима", "--today", TODAY),
        vm(vault, "context", evil, "--today", TODAY),
        vm(vault, "links", evil),
        vm(vault, "doctor"),
        vm(vault, "memory", "list", f"No{CSI}body"),  # an error message quoting the argument
    ]
    shown = "".join(r.stdout + r.stderr for r in results)
    assert not RAW_CONTROL.findall(shown)
    assert "\\x1b]52;c;cm0gLXJmIH4=\\x07" in shown and "\\x9b1m" in shown  # visible, not lost
    assert all(r.returncode == 0 for r in results[:-1]), [r.stderr for r in results]


def test_json_output_escapes_c1_controls_too(vault: Path, tmp_path: Path) -> None:
    ok(ingest(vault, export(tmp_path, [("Дима", f"Сделаю отчёт до пятницы {C1}")])))
    result = ok(vm(vault, "memory", "list", "Дима", "--json", "--today", TODAY))
    assert not RAW_CONTROL.findall(result.stdout) and "\\u009b1m" in result.stdout
    assert json.loads(result.stdout)[0]["text"].endswith(C1)


def test_sender_names_make_safe_bounded_file_names(vault: Path, tmp_path: Path) -> None:
    long_name = "Очень длинное имя " * 17  # 306 characters
    senders = [".hidden", "CON", EVIL, long_name, "Дима"]
    rows = [(s, f"Сделаю отчёт номер {n} до пятницы") for n, s in enumerate(senders)]
    chat = export(tmp_path, rows)
    first = ok(ingest(vault, chat))
    people = sorted(p.name for p in (vault / "People").iterdir())
    assert people[:3] == ["CON_.md", "Evil 2J 31m 1mName.md", "hidden.md"]
    assert people[3] == "Дмитрий Кузнецов.md" and len(people) == 5
    assert len(people[4]) <= 103 and people[4].startswith("Очень длинное имя")
    commitments = json.loads(ok(vm(vault, "commitments", "--today", TODAY, "--json")).stdout)
    assert len(commitments) == 5  # everyone's, the long name's included
    hidden = (vault / "People/hidden.md").read_text(encoding="utf-8")
    assert 'aliases: [".hidden"]' in hidden and "\n# .hidden\n" in hidden
    evil = (vault / "People/Evil 2J 31m 1mName.md").read_text(encoding="utf-8")
    assert 'aliases: ["Evil\\u001b[2J\\u001b[31m\\u009b1mName\\u0007"]' in evil
    context = json.loads(ok(vm(vault, "context", ".hidden", "--json", "--today", TODAY)).stdout)
    assert context["title"] == "hidden"  # the full name finds the note
    again = ok(ingest(vault, export(tmp_path, [(s, "Ок") for s in senders])))
    assert sorted(p.name for p in (vault / "People").iterdir()) == people
    assert "new person note" not in again.stdout and "new person note" in first.stdout


def test_links_and_tags_the_user_types_in_remember_still_work(vault: Path) -> None:
    (vault / "People/Анна Смирнова.md").write_text("# Анна Смирнова\n", encoding="utf-8")
    said = "Reviews releases with [[Анна Смирнова]] #release"
    ok(vm(vault, "remember", "Дима", said, "--today", TODAY))
    rows = json.loads(ok(vm(vault, "memory", "list", "Дима", "--json", "--today", TODAY)).stdout)
    assert [(r["text"], r["tags"]) for r in rows] == [
        ("Reviews releases with [[Анна Смирнова]]", ["release"])
    ]
    outgoing = json.loads(ok(vm(vault, "links", "Дмитрий Кузнецов", "--json")).stdout)
    assert [edge["path"] for edge in outgoing["outgoing"]] == ["People/Анна Смирнова.md"]
