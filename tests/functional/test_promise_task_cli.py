"""A chat promise that restates a person's own open task updates that task: the
message joins its evidence, no second line is written, `commitments` lists it once,
`undo` restores the note byte for byte, and a re-ingest adds nothing."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import WriteVault
from tests.functional.conftest import ok, run_vaultmind

MARTA = "People/Marta Lind.md"
INFRA = "Projects/Infra.md"
MARTA_NOTE = (
    "---\ntype: person\naliases: [Marta]\n---\n# Marta Lind\n\nOps lead.\n\n"
    "- [ ] Marta: send the access list\n\n## Memory\n"
)
INFRA_NOTE = (
    "---\ntype: project\n---\n# Infra\n\n"
    "- [ ] [[Marta Lind]] order the load balancer 📅 2026-12-01\n"
)


def export(tmp_path: Path) -> Path:
    """Marta promises her task's work twice (dated) and something new."""
    said = [
        (1, "2026-11-30T10:05:00", "I will send the access list by Wednesday."),
        (2, "2026-11-30T10:07:00", "I will order the load balancer tomorrow."),
        (3, "2026-11-30T10:09:00", "I will book the meeting room by Friday."),
    ]
    messages = [{"id": n, "type": "message", "date": at, "from": "Marta Lind",
                 "from_id": "user42", "text": text} for n, at, text in said]  # fmt: skip
    chat = {"name": "Ops", "type": "private_group", "id": 555, "messages": messages}
    path = tmp_path / "export" / "result.json"
    path.parent.mkdir()
    path.write_text(json.dumps(chat, ensure_ascii=False), encoding="utf-8")
    return path


def test_a_promise_of_an_open_task_is_that_tasks_evidence(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({MARTA: MARTA_NOTE, INFRA: INFRA_NOTE})
    file = export(tmp_path)
    result = ok(run_vaultmind("ingest", file, "--model", "none", "--vault", vault))
    assert "2 promise(s) matched an existing task" in result.stdout
    marta = (vault / MARTA).read_text(encoding="utf-8")
    infra = (vault / INFRA).read_text(encoding="utf-8")
    first = "[[Sources/telegram/555/2026-11-30#^tg-555-1|30 Nov]]"
    second = "[[Sources/telegram/555/2026-11-30#^tg-555-2|30 Nov]]"
    # one token each: the link, labelled with its day (and a date where the task had none)
    assert f"- [ ] Marta: send the access list [src:: {first}] 📅 2026-12-02\n" in marta
    assert f"- [ ] [[Marta Lind]] order the load balancer [src:: {second}] 📅 2026-12-01\n" in (
        infra
    )
    memory = marta.split("## Memory", 1)[1]
    assert "access list" not in memory and "load balancer" not in memory
    assert "meeting room" in memory.casefold()  # other work is a memory, as before
    owed = ok(run_vaultmind("commitments", "--person", "Marta Lind", "--vault", vault)).stdout
    assert owed.count("access list") == 1 and owed.count("load balancer") == 1

    # a re-ingest of the same export adds nothing
    ok(run_vaultmind("ingest", file, "--model", "none", "--vault", vault))
    assert (vault / MARTA).read_text(encoding="utf-8") == marta
    assert (vault / INFRA).read_text(encoding="utf-8") == infra

    ok(run_vaultmind("undo", "--vault", vault))
    assert (vault / MARTA).read_bytes() == MARTA_NOTE.encode("utf-8")
    assert (vault / INFRA).read_bytes() == INFRA_NOTE.encode("utf-8")
