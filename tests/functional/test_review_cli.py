"""`vaultmind review` and `train` through the real entry point: a message the rules
miss but the detector finds likely becomes a suggestion; accepting writes it, undo takes
it back, rejecting stops it coming back, and the decisions retrain the detector.

The chat's fifth message («Out on Thursday, dentist») is one the shipped detector finds
likely enough to suggest (p ≈ 0.6) and not to write; Omar's preference for calls it is
sure of as a preference (0.87), and it is written. A retrained shipped model could move
them, and this test would say so first.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.functional.conftest import Runner, assert_one_line_error, ok

PERSON = "---\ntype: person\naliases: [{alias}]\n---\n# {title}\n"
CHAT = [
    ("1", "09:00", "Dana", "Morning all"),
    ("2", "09:05", "Omar", "Calls work better for me than email, texts get lost"),
    ("4", "09:12", "Omar", "haha nice"),
    ("5", "09:20", "Omar", "Out on Thursday, dentist"),
]


@pytest.fixture
def vault(write_vault: WriteVault, tmp_path: Path, cli: Runner) -> Path:
    root = write_vault({
        "People/Dana Levi.md": PERSON.format(alias="Dana", title="Dana Levi"),
        "People/Omar Haddad.md": PERSON.format(alias="Omar", title="Omar Haddad"),
    })  # fmt: skip
    chat = tmp_path / "ops.jsonl"
    rows = [{"id": i, "chat": "ops", "time": f"2026-12-01T{t}:00", "sender": s, "text": x}
            for i, t, s, x in CHAT]  # fmt: skip
    chat.write_text("".join(json.dumps(r) + "\n" for r in rows), "utf-8")
    out = ok(cli("ingest", chat, "--vault", root, "--model", "none")).stdout
    assert "1 new suggestion(s) to review" in out
    return root


def open_ones(cli: Runner, vault: Path) -> list[dict[str, object]]:
    listed: list[dict[str, object]] = json.loads(
        ok(cli("review", "--json", "--vault", vault)).stdout
    )
    return listed


def dentist(listed: list[dict[str, object]]) -> dict[str, object]:
    [found] = [s for s in listed if "dentist" in str(s["text"])]
    return found


def omar(vault: Path) -> str:
    return (vault / "People/Omar Haddad.md").read_text("utf-8")


def test_an_uncertain_message_is_suggested_not_written(cli: Runner, vault: Path) -> None:
    listed = open_ones(cli, vault)
    assert [s["kind"] for s in listed] == ["context"]
    assert "Calls work better for me than email" in omar(vault)  # sure of its kind: written
    suggestion = dentist(listed)
    assert {"id", "person", "kind", "text", "due", "probability", "source"} <= set(suggestion)
    assert suggestion["person"] == "Omar Haddad" and "dentist" in str(suggestion["text"])
    assert "^jl-ops-5" in str(suggestion["source"])
    assert "dentist" not in omar(vault)
    shown = ok(cli("review", "--vault", vault)).stdout
    assert "Out on Thursday, dentist" in shown and str(suggestion["id"]) in shown


def test_accepting_with_edits_writes_the_memory_and_undo_reopens_it(
    cli: Runner, vault: Path
) -> None:
    suggestion = dentist(open_ones(cli, vault))
    ok(cli("review", "accept", str(suggestion["id"])[:4], "--kind", "context",
           "--due", "2026-12-03", "--vault", vault))  # fmt: skip
    line = next(x for x in omar(vault).splitlines() if "dentist" in x)
    assert line.startswith("- [context]") and "[valid_until:: 2026-12-03]" in line
    assert "^jl-ops-5" in line
    assert "dentist" not in ok(cli("review", "--vault", vault)).stdout
    ok(cli("undo", "--vault", vault))
    assert "dentist" not in omar(vault)
    assert dentist(open_ones(cli, vault))["id"] == suggestion["id"]


def test_a_rejected_suggestion_stays_rejected_after_the_cache_is_gone(
    cli: Runner, vault: Path, tmp_path: Path
) -> None:
    suggestion = dentist(open_ones(cli, vault))
    ok(cli("review", "reject", str(suggestion["id"]), "--vault", vault))
    for cached in sorted((vault / ".vaultmind").rglob("*"), reverse=True):
        cached.unlink() if cached.is_file() else cached.rmdir()
    ok(cli("ingest", tmp_path / "ops.jsonl", "--vault", vault, "--model", "none"))
    assert open_ones(cli, vault) == []
    assert "dentist" not in omar(vault)


def test_a_wrong_id_is_one_line_naming_it(cli: Runner, vault: Path) -> None:
    message = assert_one_line_error(cli("review", "accept", "zzzz", "--vault", vault), 2)
    assert "zzzz" in message


def test_decisions_retrain_the_detector_and_status_says_so(cli: Runner, vault: Path) -> None:
    assert "detector: as shipped" in ok(cli("status", "--vault", vault)).stdout
    suggestion = dentist(open_ones(cli, vault))
    ok(cli("review", "accept", str(suggestion["id"]), "--kind", "context", "--vault", vault))
    assert "(1 of your decisions)" in ok(cli("train", "--vault", vault)).stdout
    status = ok(cli("status", "--vault", vault)).stdout
    assert "detector: retrained with 1 of your decisions" in status
    assert "0 suggestion(s) to review" in status


def test_a_suggested_done_says_once_what_accepting_does(
    cli: Runner, write_vault: WriteVault, tmp_path: Path
) -> None:
    """«order in» after Tom's promise to order: the shipped detector is unsure (p ≈ 0.56),
    so marking the promise done waits in the inbox, listed as what accepting would do
    (it once read «done: done: …», and showed the vault's escapes: «70\\%»)."""
    root = write_vault(
        {"People/Tom Zielinski.md": PERSON.format(alias="Tom", title="Tom Zielinski")}
    )
    ask = "Can whoever does the order tomorrow add 2kg of 70% couverture"
    said = [("1", "2026-11-26T10:00", "Anna", ask),
            ("2", "2026-11-26T10:05", "Tom", "I'll add it to tomorrow's order"),
            ("3", "2026-11-27T11:00", "Tom", "order in. couverture is Valrhona 👌")]  # fmt: skip
    chat = tmp_path / "kitchen.jsonl"
    rows = [
        {"id": i, "chat": "k", "time": f"{t}:00", "sender": s, "text": x} for i, t, s, x in said
    ]
    chat.write_text("".join(json.dumps(r) + "\n" for r in rows), "utf-8")
    ok(cli("ingest", chat, "--vault", root, "--model", "none"))
    shown = ok(cli("review", "--vault", root)).stdout
    assert "Tom Zielinski  done (mark done): I'll add it to tomorrow's order" in shown
    assert "done: done" not in shown
    assert "70% couverture" in shown
    assert "70\\%" not in shown  # the vault's escape is the vault's
