"""The watcher's side of `ask_served`: answer `ask --no-llm` over a Unix socket.

One question at a time, in one thread, with a service of its own (a session: its
readers stay open between questions), so the watcher's indexing is not touched. A
question is answered exactly as `ask --no-llm` answers it in its own process
(`cli.ask.reply_without_model`), in the asker's view (`--as`). The server declines,
and the process answers itself, when it cannot be sure of giving that answer: another
install asks, VaultMind's files changed since the server started, or the answer
failed for a reason that is not the user's.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import struct
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from vaultmind.cli.ask_served import PROTOCOL, answering, install, read_all, socket_path
from vaultmind.errors import VaultMindError

ACCEPT_TICK = 0.5  # seconds between looks at the stop flag while nobody asks
READ_TIMEOUT = 5.0


@contextlib.contextmanager
def serving(vault: Path) -> Iterator[AskServer]:
    """Answer questions for the block's length (none, where no socket can be made)."""
    server = AskServer(vault)
    server.start()
    try:
        yield server
    finally:
        server.close()


class AskServer:
    """The listening socket and its one thread; `answered` counts the replies."""

    def __init__(self, vault: Path) -> None:
        self.vault = vault
        self._stop = threading.Event()
        self._listener: socket.socket | None = None
        self._thread: threading.Thread | None = None
        self._path: Path | None = None
        self._inode = 0
        self._code = _code_stamps()
        self.answered = 0

    @property
    def listening(self) -> bool:
        return self._listener is not None

    def start(self) -> bool:
        """Listen, unless another live process already answers for this vault."""
        path = socket_path(self.vault, create=True)
        if path is None or answering(path):
            return False
        with contextlib.suppress(FileNotFoundError):
            path.unlink()  # left by a watcher that died
        listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            listener.bind(str(path))  # in a folder no one else may enter (`runtime_dir`)
            path.chmod(0o600)
            listener.listen(8)
        except OSError:
            listener.close()
            return False
        listener.settimeout(ACCEPT_TICK)
        self._listener, self._path, self._inode = listener, path, path.stat().st_ino
        self._thread = threading.Thread(target=self._serve, name="ask-server", daemon=True)
        self._thread.start()
        return True

    def close(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=30)
        if self._listener is not None:
            self._listener.close()
        if self._path is not None:
            with contextlib.suppress(OSError):
                if self._path.stat().st_ino == self._inode:  # still ours, not a successor's
                    self._path.unlink()

    def _serve(self) -> None:
        assert self._listener is not None
        while not self._stop.is_set():
            try:
                conn, _ = self._listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            with conn:
                self._answer(conn)

    def _answer(self, conn: socket.socket) -> None:
        try:
            conn.settimeout(READ_TIMEOUT)
            if not _same_user(conn):
                return
            reply = self._reply(json.loads(read_all(conn)))  # the asker shuts its side
            conn.sendall(json.dumps(reply).encode())
        except (OSError, ValueError):
            return  # the asker went away or sent nonsense: it answers itself
        self.answered += 1

    def _reply(self, fields: dict[str, Any]) -> dict[str, Any]:
        """A service per question, as a process would open: nothing (the asker, the
        machine's settings) carries over from one question to the next."""
        from vaultmind.cli.ask import reply_without_model
        from vaultmind.service import VaultService

        if fields.get("protocol") != PROTOCOL or fields.get("install") != install():
            return {"declined": "another VaultMind", "code": 0}
        if _code_stamps() != self._code:
            return {"declined": "VaultMind changed since the watcher started", "code": 0}
        try:
            with VaultService(self.vault) as service:
                service.set_asker(fields["asker"], bool(fields["include_private"]))
                notices, out = reply_without_model(service, fields)
        except VaultMindError as exc:
            return {"out": "", "err": f"vaultmind: error: {exc.message}\n", "code": exc.exit_code}
        except Exception as exc:  # not the user's doing: their own process will say it
            return {"declined": f"{type(exc).__name__}: {exc}", "code": 0}
        return {"out": out, "err": "".join(f"{n}\n" for n in notices), "code": 0}


def _same_user(conn: socket.socket) -> bool:
    """The caller runs as this user (the folder already allows no one else in)."""
    if not hasattr(socket, "SO_PEERCRED"):
        return True
    creds = conn.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i"))
    _, uid, _ = struct.unpack("3i", creds)
    return bool(uid == os.getuid())


def _code_stamps(folder: str | None = None) -> dict[str, int]:
    """VaultMind's own source files and when each last changed: an edited install
    makes the server decline rather than answer with the code it loaded. (Read for
    every question: `os.scandir` takes half the time of `Path.rglob`.)"""
    found = {}
    with os.scandir(folder or install()) as entries:
        for entry in entries:
            if entry.is_dir(follow_symlinks=False):
                found.update(_code_stamps(entry.path))
            elif entry.name.endswith(".py"):
                found[entry.path] = entry.stat().st_mtime_ns
    return found
