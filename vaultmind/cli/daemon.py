"""`vaultmind daemon`: runs until SIGTERM or Ctrl-C; logs to stderr and to
`.vaultmind/daemon.log`."""

from __future__ import annotations

import argparse

from vaultmind.cli.commands import Command
from vaultmind.cli.open import open_service


def add_commands(command: Command) -> None:
    daemon = command(
        "daemon", cmd_daemon, "watch the vault and write the evening reflections on schedule"
    )
    daemon.add_argument(
        "--tick", default="30", metavar="SECONDS", help="how often the clock is read (30)"
    )


def cmd_daemon(args: argparse.Namespace) -> int:
    import signal
    import sys
    import threading
    import time

    from vaultmind.index.paths import DataPaths
    from vaultmind.memory.user_options import parse_seconds

    tick = parse_seconds(args.tick, "--tick")
    service = open_service(args)
    service.require_writable("the daemon writes reflections and keeps the index")
    log_file = DataPaths.for_vault(service.vault).root / "daemon.log"
    log_file.parent.mkdir(parents=True, exist_ok=True)
    stop = threading.Event()

    def log(line: str) -> None:
        stamp = time.strftime("%Y-%m-%d %H:%M:%S")
        print(line, file=sys.stderr, flush=True)
        with log_file.open("a", encoding="utf-8") as out:
            out.write(f"{stamp} {line}\n")

    from vaultmind.cli.ask_server import serving

    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    try:
        with serving(service.vault):
            service.daemon(stop, log, tick=tick)
    except KeyboardInterrupt:
        stop.set()
    return 0
