"""`ask --no-llm` answered by the running `vaultmind watch` (or `daemon`), which has
the code loaded and the cache open: the one-shot process only sends the question.

A cold `ask` process spends ~250 of its ~350 ms importing and compiling (at 10 000
notes); the answer itself takes 30-80 ms. So while a watcher runs, it listens on a
Unix socket, and `ask --no-llm` asks it first, when the watcher is current (it beat
within two seconds: `index.presence`). Anything that does not work as expected (no
socket, no answer in time, another install, a declined question) falls back to
answering in this process, which gives the same answer.

The socket lives in a folder only this user may enter (`vaultmind-UID/` in
`$XDG_RUNTIME_DIR`, else `$TMPDIR` or `/tmp`; mode 0700, checked), and its name is a
digest of the vault and of the environment that changes answers (`VAULTMIND_*`,
`HOME`, `TZ`): a watcher started with other settings is never asked. This module is
imported by every `ask`, so it imports only the standard library's light parts.
"""

from __future__ import annotations

import hashlib
import json
import os
import socket
import stat
import sys
from pathlib import Path
from typing import Any

PROTOCOL = 1
TIMEOUT = 10.0  # seconds for the whole answer; a watcher that takes longer is skipped
MAX_MESSAGE = 64 * 1024 * 1024  # bytes of a question or a reply
MAX_BASE = 64  # bytes of the folder's parent: + "/vaultmind-UID/ask-DIGEST.sock" < 104
NO_WATCHER = "VAULTMIND_ASK_IN_PROCESS"  # set: always answer in this process


def runtime_dir(create: bool = False) -> Path | None:
    """This user's private folder for sockets; None where there is none to trust
    (another owner, readable by others, or no Unix sockets on this system). The
    first of `$XDG_RUNTIME_DIR`, `$TMPDIR`, `/tmp` short enough for a socket's name
    (the kernel takes ~100 bytes)."""
    if not hasattr(socket, "AF_UNIX") or not hasattr(os, "getuid"):
        return None
    bases = [os.environ.get("XDG_RUNTIME_DIR"), os.environ.get("TMPDIR"), "/tmp"]
    fits = [b for b in bases if b and len(os.fsencode(b)) <= MAX_BASE]
    if not fits:
        return None
    folder = Path(fits[0]) / f"vaultmind-{os.getuid()}"
    try:
        if create:
            folder.mkdir(mode=0o700, exist_ok=True)
        info = os.lstat(folder)
    except OSError:
        return None
    private = info.st_uid == os.getuid() and not info.st_mode & 0o077
    return folder if stat.S_ISDIR(info.st_mode) and private else None


def settings_key() -> str:
    """What, besides the vault, may change an answer: the variables it reads."""
    names = sorted(n for n in os.environ if n.startswith("VAULTMIND_") and n != "VAULTMIND_VAULT")
    names += ["HOME", "TZ"]
    return "\n".join(f"{n}={os.environ.get(n, '')}" for n in names if n != NO_WATCHER)


def socket_path(vault: Path, create: bool = False) -> Path | None:
    folder = runtime_dir(create)
    if folder is None:
        return None
    digest = hashlib.sha256(f"{vault}\0{settings_key()}".encode("utf-8", "surrogateescape"))
    return folder / f"ask-{digest.hexdigest()[:16]}.sock"


def answering(path: Path) -> bool:
    """A live server is at `path` (a file left by a dead one refuses the call)."""
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
        probe.settimeout(1.0)
        try:
            probe.connect(str(path))
        except OSError:
            return False
    return True


def install() -> str:
    """Which copy of VaultMind this is: a watcher of another install does not answer."""
    return str(Path(__file__).resolve().parent.parent)


def request(vault: Path, fields: dict[str, Any]) -> dict[str, Any] | None:
    """The watcher's reply to one question; None when no watcher answers."""
    path = socket_path(vault)
    if path is None or not path.exists():
        return None
    sent = {"protocol": PROTOCOL, "install": install(), **fields}
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as conn:
            conn.settimeout(TIMEOUT)
            conn.connect(str(path))
            conn.sendall(json.dumps(sent).encode() + b"\n")
            conn.shutdown(socket.SHUT_WR)
            reply = read_all(conn)
        answer = json.loads(reply)
    except (OSError, ValueError):
        return None
    return answer if isinstance(answer, dict) and "code" in answer else None


def read_all(conn: socket.socket) -> bytes:
    """What the other side sends until it shuts its end (a question, or a reply),
    refused past `MAX_MESSAGE` bytes."""
    chunks, size = [], 0
    while chunk := conn.recv(65536):
        chunks.append(chunk)
        size += len(chunk)
        if size > MAX_MESSAGE:
            raise ValueError("too long")
    return b"".join(chunks)


def answered_by_watcher(vault_arg: str | None, fields: dict[str, Any]) -> int | None:
    """Print the watcher's answer and return the exit status; None: not answered."""
    if os.environ.get(NO_WATCHER):
        return None
    from vaultmind.errors import VaultMindError
    from vaultmind.index.paths import DataPaths
    from vaultmind.index.presence import watcher_keeps_current
    from vaultmind.vault.locate import find_vault

    try:
        vault = find_vault(vault_arg)
    except VaultMindError:
        return None  # the in-process path says what is wrong
    if not watcher_keeps_current(DataPaths.for_vault(vault)):
        return None  # none, or it hangs, or it is busy indexing: as without one
    reply = request(vault, fields)
    if reply is None or reply.get("declined") or not isinstance(reply["code"], int):
        return None
    sys.stderr.write(str(reply.get("err", "")))
    sys.stdout.write(str(reply.get("out", "")))
    return reply["code"]
