"""Hostile inputs through the merge driver: it never crashes, never loses either side's
text silently, and falls back to git's own merge for what it cannot read."""

from __future__ import annotations

from pathlib import Path

import pytest

from vaultmind.memory.merge.driver import run_driver

MEMORY = "# P\n\n## Memory\n- [fact] One ^m-aaaaaa\n"
CASES: dict[str, tuple[bytes, bytes, bytes]] = {
    "empty base (add/add)": (b"", MEMORY.encode(), (MEMORY + "- [fact] Two ^m-bbbbbb\n").encode()),
    "all empty": (b"", b"", b""),
    "NUL bytes": (b"a\n", b"a\x00b\n", b"a\nc\n"),
    "latin-1": (b"caf\xe9\n", b"caf\xe9\nx\n", b"caf\xe9\n"),
    "BOM": (
        ("\ufeff" + MEMORY).encode(),
        ("\ufeff" + MEMORY + "- [fact] Two ^m-bbbbbb\n").encode(),
        ("\ufeff" + MEMORY + "- [fact] Three ^m-cccccc\n").encode(),
    ),
    "no final newline": (
        MEMORY.rstrip("\n").encode(),
        (MEMORY + "- [fact] Two ^m-bbbbbb").encode(),
        (MEMORY + "- [fact] Three ^m-cccccc").encode(),
    ),
    "huge line": (
        MEMORY.encode(),
        (MEMORY + "- [fact] " + "x" * 500_000 + " ^m-bbbbbb\n").encode(),
        MEMORY.encode(),
    ),
    "markers already": (
        MEMORY.encode(),
        (MEMORY + "<<<<<<< a\nx\n=======\ny\n>>>>>>> b\n").encode(),
        (MEMORY + "z\n").encode(),
    ),
    "heading only, no newline": (b"## Memory", b"## Memory\n- [fact] A ^m-aaaaaa\n", b"## Memory"),
    "RTL and emoji": (
        MEMORY.encode(),
        (MEMORY + "- [fact] مرحبا 👋 ^m-bbbbbb\n").encode(),
        (MEMORY + "- [fact] שלום ^m-cccccc\n").encode(),
    ),
    "deep lists": (
        MEMORY.encode(),
        (MEMORY + "".join("  " * i + "- x\n" for i in range(500))).encode(),
        MEMORY.encode(),
    ),
    "CR only": (b"a\rb\r", b"a\rb\rc\r", b"a\rb\r"),
    "duplicate ids": (
        MEMORY.encode(),
        (MEMORY + "- [fact] One again ^m-aaaaaa\n").encode(),
        (MEMORY + "- [fact] Three ^m-cccccc\n").encode(),
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_driver_survives(tmp_path: Path, name: str) -> None:
    base, ours, theirs = (tmp_path / n for n in ("O", "A", "B"))
    for path, data in zip((base, ours, theirs), CASES[name], strict=True):
        path.write_bytes(data)
    code = run_driver(base, ours, theirs, "People/P.md", 7)
    assert code in (0, 1)
    if name == "NUL bytes":  # binary, as git sees it: a conflict, ours kept, theirs in git
        assert code == 1 and ours.read_bytes() == CASES[name][1]
        return
    result = ours.read_bytes()
    for side in CASES[name][1:]:  # every line either side added is still there (or conflicted)
        for line in set(side.splitlines()) - set(CASES[name][0].splitlines()):
            assert line in result, (name, line[:60])
