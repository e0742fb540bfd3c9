"""`python -m tests.reliability.fault_run PLAN VAULT -- ARGS`: `vaultmind ARGS` in a real
process with a fault injected at the Nth file-system change, a scripted model and a
fixed clock, so that two runs of the same command write the same bytes.

PLAN is `count` (no fault: the number of changes is printed as the last stderr line,
`fault_run: N changes`), `kill:N` (SIGKILL just before the Nth change) or `enospc:N`
(the Nth change fails with ENOSPC, as on a full disk). A change is an open for
writing, an fsync, a rename, an exchange, a link, an unlink, a mkdir or a chmod of a
file in the vault outside `.vaultmind/` (the default), or only under a folder (PLAN
`kill:N:People/`), or anywhere in the vault, the index and caches too (`kill:N:all`).
With FAULT_RUN_PROMPTS=FILE, the model's prompts are written there as JSON at the end;
with FAULT_RUN_PIECE_SECONDS=S, the model streams its replies as slowly as a real one.

The scripted model (`echo`) answers every prompt from the prompt itself — a grounded
reflection, three plan steps, digest prose, an answer citing source 1, a summary and
a distilled statement — the same reply for the same prompt on every run.
"""

from __future__ import annotations

import builtins
import errno
import hashlib
import io
import json
import os
import re
import signal
import sys
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tests.unit.chat.conftest import first_said
from vaultmind.agent.fake import ScriptedModel

NO_SPACE_NEEDED = frozenset({"unlink", "remove", "rmdir", "chmod"})
NOW = datetime(2026, 12, 3, 18, 30, tzinfo=UTC)
EVENING = datetime(2026, 12, 3, 17, 0, tzinfo=UTC)  # 20:00 in Moscow, the demo's zone
_KINDS = "message"  # a promise in a message of the day: a new memory
_EVENT = re.compile(rf"^(\d+)\. \[({_KINDS})[^\]]*\] (.+)$", re.MULTILINE)
_STATEMENT = re.compile(r"^\d+\. <<<(.+)>>>$", re.MULTILINE)


def echo(system: str, prompt: str) -> str:
    """The reply to a prompt, made from the prompt itself."""
    from vaultmind.agent.chat.distill import DISTILL_SYSTEM, SUMMARY_SYSTEM
    from vaultmind.agent.plan import SYSTEM as PLAN
    from vaultmind.agent.reflect.digest_prose import SYSTEM as DIGEST
    from vaultmind.agent.reflect.model import SYSTEM as REFLECT

    if system == REFLECT:
        events = _EVENT.findall(prompt)
        promise = [{"text": " ".join(text.split()[:8]), "events": [int(n)], "due": ""}
                   for n, _, text in events[:1]]  # fmt: skip
        return json.dumps({"summary": "", "highlights": [], "commitments": promise,
                           "risks": [], "observations": []}, ensure_ascii=False)  # fmt: skip
    if system == PLAN:
        steps = [{"title": f"Step {n} of the goal: draft, review, ship", "description": ""}
                 for n in (1, 2, 3)]  # fmt: skip
        return json.dumps({"steps": steps})
    if system == DIGEST:
        return json.dumps({"prose": prompt.splitlines()[0]}, ensure_ascii=False)
    if system == SUMMARY_SYSTEM:
        return json.dumps({"decided": [], "open": []})
    if system == DISTILL_SYSTEM:  # the first statement, about the first note named
        named = prompt.splitlines()[0].removeprefix("Named: ").split("; ")[0]
        said = _STATEMENT.findall(prompt)[:1]
        items = [{"kind": "fact", "about": named, "text": text, "statements": [1]}
                 for text in said]  # fmt: skip
        return json.dumps({"items": items}, ensure_ascii=False)
    return json.dumps({"answer": first_said(prompt), "used": [1]})  # a fact of its source


class Faults:
    """Counts the file-system changes in scope; injects the planned fault at the Nth."""

    def __init__(self, vault: Path, plan: str) -> None:
        kind, _, rest = plan.partition(":")
        at, _, scope = rest.partition(":")
        self.kind, self.at, self.scope = kind, int(at or 0), scope or "*"
        self.vault = str(vault.resolve())
        self.count = 0

    def in_scope(self, where: Any) -> bool:
        if isinstance(where, int):
            try:
                where = os.readlink(f"/proc/self/fd/{where}")  # noqa: PTH115
            except OSError:
                return False
        path = os.path.abspath(os.fsdecode(where))  # noqa: PTH100 (resolve would follow links)
        if not path.startswith(self.vault + os.sep):
            return False
        rel = path[len(self.vault) + 1 :]
        if self.scope == "all":
            return True
        return rel.split("/")[0] != ".vaultmind" and rel.startswith(self.scope.strip("*"))

    def change(self, where: Any, name: str) -> None:
        if self.kind == "enospc" and name in NO_SPACE_NEEDED:
            return  # a full disk never refuses these
        if not self.in_scope(where):
            return
        self.count += 1
        if self.count != self.at:
            return
        if self.kind == "kill":
            os.kill(os.getpid(), signal.SIGKILL)
        if self.kind == "enospc":
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), os.fsdecode(str(where)))

    def wrap(self, real: Callable[..., Any], writes: Callable[..., bool] | None = None) -> Any:
        def wrapped(*args: Any, **kwargs: Any) -> Any:
            if writes is None or writes(*args, **kwargs):
                self.change(args[0], real.__name__)
            return real(*args, **kwargs)

        return wrapped

    def install(self) -> None:
        from vaultmind.vault import swap

        for name in ("fsync", "replace", "rename", "link", "unlink", "remove", "chmod", "rmdir"):
            setattr(os, name, self.wrap(getattr(os, name)))
        os.mkdir = self.wrap(os.mkdir, lambda path, *a, **k: not Path(path).is_dir())
        writing = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC
        os.open = self.wrap(os.open, lambda path, flags, *a, **k: bool(flags & writing))
        reads = {"r", "b", "t"}
        opened = self.wrap(io.open, lambda file, mode="r", *a, **k: not set(mode) <= reads)
        builtins.open = io.open = opened
        swap.exchange = self.wrap(swap.exchange)


def fixed_clock() -> None:
    """Chat's and the daemon's clock and a session's random tail, fixed: two runs name
    things alike, and the daemon's evening of 2026-12-03 has come."""
    import secrets

    from vaultmind.service import daemon
    from vaultmind.service.chat import ChatCommands

    class Frozen(datetime):
        @classmethod
        def now(cls, tz: Any = None) -> Any:
            return EVENING.astimezone(tz)

    ChatCommands.chat_now = lambda self: NOW  # type: ignore[method-assign]
    secrets.token_hex = lambda nbytes=None: "beef"
    daemon.datetime = Frozen  # type: ignore[attr-defined]


MODELS: list[ScriptedModel] = []  # every model handed out, for their prompts


def scripted_model() -> None:
    from vaultmind.service import VaultService

    real = VaultService.model_for

    def model_for(self: Any, task: str, explicit: str | None = None) -> Any:
        if explicit == "none":
            return real(self, task, explicit)  # type: ignore[arg-type]
        slow = float(os.environ.get("FAULT_RUN_PIECE_SECONDS", "0"))
        MODELS.append(ScriptedModel([echo] * 200, name="echo", context=4096, piece_seconds=slow))
        return MODELS[-1]

    VaultService.model_for = model_for  # type: ignore[method-assign]


def main(argv: list[str]) -> int:
    plan, vault, args = argv[0], Path(argv[1]), argv[3:]
    assert argv[2] == "--"
    faults = Faults(vault, plan)
    fixed_clock()
    scripted_model()
    faults.install()
    from vaultmind.cli.main import main as vaultmind
    from vaultmind.vault.write import observed

    versions: dict[str, list[str]] = {}

    def seen(path: Path, before: bytes | None, after: bytes | None) -> Callable[[], None]:
        rel = Path(path).resolve().relative_to(faults.vault).as_posix()
        versions.setdefault(rel, []).append(hashlib.sha1(after or b"").hexdigest())
        return lambda: None

    with observed(seen):
        code = vaultmind(args)
    if os.environ.get("FAULT_RUN_PROMPTS"):  # what the model was given, as JSON
        asked = [[system, prompt] for m in MODELS for system, prompt, _ in m.prompts]
        Path(os.environ["FAULT_RUN_PROMPTS"]).write_text(json.dumps(asked), "utf-8")
    if os.environ.get("FAULT_RUN_VERSIONS"):
        Path(os.environ["FAULT_RUN_VERSIONS"]).write_text(json.dumps(versions), "utf-8")
    sys.stdout.flush()
    print(f"fault_run: {faults.count} changes", file=sys.stderr)
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
