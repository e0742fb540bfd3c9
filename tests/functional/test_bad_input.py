"""Bad input never crashes: huge files, symlink loops, escaping links, an empty vault."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import WriteVault
from tests.functional.conftest import Result, Runner, hit_paths, ok


def no_crash(result: Result) -> Result:
    assert "Traceback" not in result.stderr
    assert "internal error" not in result.stderr
    return ok(result)


def test_fifty_megabyte_note(cli: Runner, write_vault: WriteVault) -> None:
    vault = write_vault({"Small.md": "# Small\n\nan ordinary note\n"})
    line = b"lorem ipsum dolor sit amet consectetur adipiscing elit\n"
    big = vault / "Big.md"
    big.write_bytes(b"# Big\n\nthe capybaraword opens this note\n" + line * 950_000)
    assert big.stat().st_size > 50_000_000
    result = no_crash(cli("index", "--vault", vault, timeout=60))
    assert "problem" in result.stderr, "the index run says something was off"
    assert hit_paths(cli("search", "capybaraword", "--json", "--vault", vault)) == ["Big.md"]
    assert hit_paths(cli("search", "ordinary", "--json", "--vault", vault)) == ["Small.md"]
    doctor = json.loads(no_crash(cli("doctor", "--json", "--vault", vault)).stdout)
    assert any(f["path"] == "Big.md" for f in doctor["findings"]), "the cap is reported"
    assert big.stat().st_size > 50_000_000, "the file is never rewritten"


def test_symlink_loops(cli: Runner, write_vault: WriteVault) -> None:
    vault = write_vault({"Deep/Note.md": "# Note\n\nthe tapirword is here\n"})
    (vault / "Deep" / "up").symlink_to("..")  # Deep/up/Deep/up/... forever
    (vault / "Deep" / "self").symlink_to(".")
    (vault / "loop-a").symlink_to("loop-b")  # a dangling two-link cycle
    (vault / "loop-b").symlink_to("loop-a")
    (vault / "Alias.md").symlink_to("Deep/Note.md")
    no_crash(cli("index", "--vault", vault, timeout=30))
    paths = hit_paths(cli("search", "tapirword", "--json", "--vault", vault))
    assert "Deep/Note.md" in paths
    assert len(paths) == len(set(paths)) and len(paths) <= 2, paths
    assert all("up/" not in p and "self/" not in p for p in paths), paths
    no_crash(cli("doctor", "--vault", vault))


def test_link_out_of_the_vault(cli: Runner, write_vault: WriteVault) -> None:
    vault = write_vault(
        {
            "Notes/Escape.md": "# Escape\n\nSee [[../../etc/passwd]] and [[/etc/passwd]].\n",
            "Notes/Fine.md": "# Fine\n\nBack to [[Escape]].\n",
        }
    )
    doctor = json.loads(no_crash(cli("doctor", "--json", "--vault", vault)).stdout)
    unresolved = [
        f["message"]
        for f in doctor["findings"]
        if f["kind"] == "unresolved-link" and f["path"] == "Notes/Escape.md"
    ]
    assert "[[../../etc/passwd]]" in unresolved
    links = json.loads(no_crash(cli("links", "Escape", "--json", "--vault", vault)).stdout)
    assert not any("passwd" in edge["path"] for edge in links["outgoing"])
    assert not any("passwd" in hop["path"] for hop in links["two_hop"])
    assert "[[../../etc/passwd]]" in [u["link"] for u in links["unresolved"]]
    text = no_crash(cli("links", "Escape", "--vault", vault)).stdout
    assert "/etc/passwd  (" not in text and "unresolved" in text
    assert "root:" not in text


def test_empty_vault(cli: Runner, write_vault: WriteVault) -> None:
    vault = write_vault({})
    no_crash(cli("index", "--vault", vault))
    assert no_crash(cli("search", "anything", "--vault", vault)).stdout.strip() == "no matches"
    assert json.loads(no_crash(cli("search", "x", "--json", "--vault", vault)).stdout) == []
    assert "healthy" in no_crash(cli("doctor", "--strict", "--vault", vault)).stdout


def test_truly_empty_folder_with_obsidian_marker(cli: Runner, tmp_path: Path) -> None:
    root = tmp_path / "bare"
    (root / ".obsidian").mkdir(parents=True)
    assert no_crash(cli("search", "anything", cwd=root)).stdout.strip() == "no matches"
    assert "healthy" in no_crash(cli("doctor", cwd=root)).stdout
