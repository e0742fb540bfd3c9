"""A model server that is down, slow, speaks junk or dies in the middle of a reply:
each ends in one clear line, and nothing is lost or half-written."""

from __future__ import annotations

import threading
import time
from http.server import BaseHTTPRequestHandler
from pathlib import Path

import pytest

from tests.functional.conftest import Result, run_vaultmind
from tests.reliability.model_servers import ALIAS, event, free_port, start_stream, stub_server
from tests.unit.ingest.samples import dumps, telegram_chat
from vaultmind.agent.endpoint import EndpointModel
from vaultmind.agent.endpoint_config import Endpoint
from vaultmind.agent.stoppable import StoppableModel
from vaultmind.cancel import CancelToken
from vaultmind.errors import Cancelled, VaultMindError

pytestmark = pytest.mark.slow
SOURCE = "Sources/telegram/1876543210/2026-11-30.md"
QUESTION = "what does John Carter supply?"


def configure(home: Path, monkeypatch: pytest.MonkeyPatch, base: str, timeout: float = 30) -> None:
    monkeypatch.delenv("VAULTMIND_MODEL", raising=False)
    (home / "settings.toml").write_text(
        f'model = "{base}#{ALIAS}"\nmodel_timeout = {timeout}\n', encoding="utf-8"
    )


def ingest(vault: Path, tmp_path: Path) -> Result:
    export = tmp_path / "result.json"
    export.write_text(dumps(telegram_chat()), encoding="utf-8")
    return run_vaultmind("ingest", export, "--vault", vault, timeout=120)


def test_a_server_that_is_down_leaves_the_rules(
    demo_vault: Path, tmp_path: Path, isolated_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    base = f"http://127.0.0.1:{free_port()}/v1"  # nothing listens there
    configure(isolated_home, monkeypatch, base)
    result = ingest(demo_vault, tmp_path)
    assert result.returncode == 0, result.stderr
    down = f"model server at {base} not reachable; using rules only"
    lines = result.stderr.splitlines()
    assert lines[0] == down and lines.count(down) == 1  # said once, first
    assert all(line.startswith("unmatched completion: ") for line in lines[1:])  # ingest's own
    assert "commitments found without a model" in result.stdout
    assert (demo_vault / SOURCE).is_file()  # the chat went in
    asked = run_vaultmind("ask", QUESTION, "--vault", demo_vault)
    assert asked.returncode == 0 and down in asked.stderr.splitlines()
    assert "John Carter" in asked.stdout  # the sources, without a model


def test_a_slow_server_hits_the_timeout(
    demo_vault: Path, isolated_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def slow(handler: BaseHTTPRequestHandler) -> None:
        start_stream(handler)
        for _ in range(40):  # a piece every half second: never done within the timeout
            handler.wfile.write(event("a"))
            handler.wfile.flush()
            time.sleep(0.5)

    with stub_server(slow) as base:
        configure(isolated_home, monkeypatch, base, timeout=1.5)
        started = time.monotonic()
        result = run_vaultmind("ask", QUESTION, "--vault", demo_vault)
    assert time.monotonic() - started < 10
    assert result.returncode == 1
    assert (
        result.stderr.strip()
        .splitlines()[-1]
        .endswith(f"model server at {base}: no whole reply within 1.5 s")
    )
    assert "Traceback" not in result.stderr


def test_a_server_that_sends_junk_is_one_line(
    demo_vault: Path, isolated_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def junk(handler: BaseHTTPRequestHandler) -> None:
        start_stream(handler)
        handler.wfile.write(b"<html>503 upstream gone</html>\n")

    with stub_server(junk) as base:
        configure(isolated_home, monkeypatch, base)
        result = run_vaultmind("ask", QUESTION, "--vault", demo_vault)
    assert result.returncode == 1
    last = result.stderr.strip().splitlines()[-1]
    assert last.endswith(f"model server at {base} sent something that is not an event stream")
    assert "Traceback" not in result.stderr


def test_a_server_killed_mid_answer_loses_nothing(
    demo_vault: Path, tmp_path: Path, isolated_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def dies(handler: BaseHTTPRequestHandler) -> None:
        start_stream(handler)
        handler.wfile.write(event('{"items": [') + event('{"kind": "comm'))
        handler.wfile.flush()
        handler.connection.close()  # as a killed process's socket: no end of the stream

    with stub_server(dies) as base:
        configure(isolated_home, monkeypatch, base)
        result = ingest(demo_vault, tmp_path)
    assert result.returncode == 75, result.stderr  # some chunks failed: run again to retry
    assert f"model server at {base} stopped answering in the middle of a reply" in result.stderr
    assert "commitments found without a model" in result.stdout  # the rules' items are written
    source = (demo_vault / SOURCE).read_text("utf-8")
    assert ALIAS not in source  # the failed chunk is not recorded as extracted
    assert "Traceback" not in result.stderr

    def reads(handler: BaseHTTPRequestHandler) -> None:  # the server back: "nothing here"
        start_stream(handler)  # in either tier's shape (a server is taken as a 7B model)
        handler.wfile.write(event('{"items": [], "kind": "none"}') + b"data: [DONE]\n\n")

    with stub_server(reads) as base:
        configure(isolated_home, monkeypatch, base)
        again = ingest(demo_vault, tmp_path)
    read = [line for line in again.stdout.splitlines() if "read by the model" in line]
    assert read and not read[0].startswith(
        "messages the rules found nothing in, read by the model: 0"
    ), again.stdout  # what the lost server did not read is read now


def test_cancel_stops_the_request(isolated_home: Path) -> None:
    """Esc in the TUI: the model is a `StoppableModel`; the server sees the connection
    close at the next piece, so it stops generating."""
    cut = threading.Event()

    def endless(handler: BaseHTTPRequestHandler) -> None:
        start_stream(handler)
        try:
            for _ in range(200):
                handler.wfile.write(event("word "))
                handler.wfile.flush()
                time.sleep(0.05)
        except OSError:
            cut.set()

    token = CancelToken()
    seen: list[str] = []

    def on_text(piece: str) -> None:
        seen.append(piece)
        if len(seen) == 3:
            token.cancel()

    with stub_server(endless) as base:
        model = StoppableModel(EndpointModel(Endpoint(base, ALIAS), timeout=30), token)
        started = time.monotonic()
        with pytest.raises(Cancelled):
            model.complete("s", "p", max_tokens=500, on_text=on_text)
        assert time.monotonic() - started < 3  # not the 10 s the whole reply takes
        assert cut.wait(5)  # the server's write failed: the request is gone
    assert len(seen) == 3


def silent(handler: BaseHTTPRequestHandler) -> None:
    """A server still reading a long prompt: nothing at all for 8 s."""
    time.sleep(8)
    start_stream(handler)


def test_cancel_stops_the_wait_before_the_first_piece(isolated_home: Path) -> None:
    token = CancelToken()
    with stub_server(silent) as base:
        model = StoppableModel(EndpointModel(Endpoint(base, ALIAS), timeout=30), token)
        threading.Timer(0.3, token.cancel).start()
        started = time.monotonic()
        with pytest.raises(Cancelled):
            model.complete("s", "p", max_tokens=50)
        assert time.monotonic() - started < 1.5  # not the 8 s the server stays silent


def test_a_silent_server_is_cut_at_the_timeout(isolated_home: Path) -> None:
    with stub_server(silent) as base:
        model = EndpointModel(Endpoint(base, ALIAS), timeout=1.0)
        started = time.monotonic()
        with pytest.raises(VaultMindError) as caught:
            model.complete("s", "p", max_tokens=50)
        assert time.monotonic() - started < 2.5
    assert caught.value.message == f"model server at {base}: no whole reply within 1 s"
