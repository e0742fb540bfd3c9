"""A vault made through `vaultmind init` with a test's notes, and `ask --no-llm`'s
answer as printed: shared by the answer tests that each write their own team."""

from __future__ import annotations

from pathlib import Path

from tests.functional.conftest import Runner, ok

TODAY = ("--today", "2026-12-05")  # a Saturday


def make_vault(cli: Runner, root: Path, notes: dict[str, str], settings: str = "") -> Path:
    ok(cli("init", root))
    if settings:
        path = root / "vaultmind.toml"
        path.write_text(path.read_text(encoding="utf-8") + settings, encoding="utf-8")
    for name, body in notes.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(body, encoding="utf-8")
    return root


def ask(cli: Runner, vault: Path, question: str) -> str:
    """The answer as printed, without the footer of sources."""
    out = ok(cli("ask", question, "--no-llm", *TODAY, "--vault", vault)).stdout
    return out.split("\n\n[1] ")[0].strip()
