"""`chat` with the real default GGUF: answers stream, the journal is compacted with the
real model (its distilled items and summary pass grounding or are dropped), and the
transcript, Daily summary and any memory it writes have the fields they must."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from tests.unit.ask.conftest import build_demo

QUESTIONS = "Dmitry is moving to the Berlin office. What did he promise?\n"  # one: it is slow


def test_chat_with_the_default_model_compacts_its_journal(tmp_path: Path) -> None:
    vault = build_demo(tmp_path / "demo")
    env = {**os.environ, "VAULTMIND_CHAT_COMPACT_SHARE": "0.02"}  # compacts after it
    done = subprocess.run([sys.executable, "-m", "vaultmind", "chat", "--today", "2026-12-03",
                           "--vault", str(vault)], input=QUESTIONS, capture_output=True,
                          text=True, encoding="utf-8", timeout=600, env=env,
                          check=False)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "no model" not in done.stderr and "Traceback" not in done.stderr
    assert "(conversation compacted: summary in Daily/2026-12-03.md" in done.stderr
    first, *_ = sorted((vault / "Sources" / "chat").glob("*.md"))  # one per compaction
    assert "**You**: Dmitry is moving to the Berlin office" in first.read_text("utf-8")
    daily = (vault / "Daily" / "2026-12-03.md").read_text(encoding="utf-8")
    assert re.search(r"^## Chat summary — \d\d:\d\d$", daily, re.M)
    for note in (vault / "People").glob("*.md"):
        for line in note.read_text(encoding="utf-8").splitlines():
            if "agent:conversation" in line:
                assert "[confidence:: 0.6]" in line and "[src:: [[Sources/chat/" in line
