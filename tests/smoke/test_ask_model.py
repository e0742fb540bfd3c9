"""`ask` with the real default GGUF: the whole path runs, and whatever the small model
says, every citation shown as valid is one of the sources it was given."""

from __future__ import annotations

import re
from pathlib import Path

from tests.functional.conftest import run_process
from tests.unit.ask.conftest import build_demo


def test_ask_with_the_default_model_cites_only_supplied_sources(tmp_path: Path) -> None:
    vault = build_demo(tmp_path / "demo")
    done = run_process("ask", "почему сдвинулась поставка гранулята?", "-k", "3",
                       "--today", "2026-12-03", "--vault", vault, timeout=300)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "no model" not in done.stderr
    footer = [line for line in done.stdout.splitlines() if re.match(r"\[\d+\] ", line)]
    for line in footer:
        number = int(line[1 : line.index("]")])
        assert number <= 3 or "INVALID" in line, line
