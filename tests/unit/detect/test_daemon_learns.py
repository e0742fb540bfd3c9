"""The daemon retrains the detector when review decisions are newer than it: a fresh
clone's decisions (or a deleted `.vaultmind/`) rebuild the user's model by themselves."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.conftest import WriteVault
from vaultmind.agent.detect.retrain import USER_MODEL
from vaultmind.memory.suggestions import Decision, record_decision
from vaultmind.service import VaultService

VIEW = {"text": "паллету закатаю к обеду", "day": "2026-12-01", "by_owner": False,
        "replied": "", "previous": "", "forwarded": False, "sender_known": True}  # fmt: skip


def test_the_daemon_learns_from_new_decisions_once(write_vault: WriteVault) -> None:
    vault: Path = write_vault({"People/Omar.md": "---\ntype: person\n---\n# Omar\n"})
    service = VaultService(vault)
    lines: list[str] = []
    now = datetime(2026, 12, 2, 10, tzinfo=UTC)
    service.daemon_tick(now, lines.append)
    assert not any("detector" in line for line in lines)  # nothing decided: nothing to learn
    record_decision(vault, Decision("a1", "accepted", ("commitment",), VIEW, "2026-12-02", "l"))
    service.daemon_tick(now, lines.append)
    assert any("(1 of your decisions)" in line for line in lines)
    assert (vault / ".vaultmind" / USER_MODEL).is_file()
    learnt = len(lines)
    service.daemon_tick(now, lines.append)
    assert not any("detector" in line for line in lines[learnt:])  # learnt already
