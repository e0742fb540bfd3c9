"""Hostile input where a user's data enters VaultMind: the vault and every ingest format.

The vault parser and every ingest format get malformed, truncated, huge, oddly encoded
and odd-field input (tests/reliability/hostile_corpus.py). What must hold, always: no
traceback, no exit 70 for a user's mistake, nothing written outside the vault, a broken
export leaves the vault untouched — and no raw control character reaches the terminal
(the `*_control_characters` tests). The CLI runs in-process to keep this fast.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.reliability import hostile_corpus as corpus
from tests.reliability.hostile_sandbox import Outcome, Sandbox, checked_run, run, user_files
from tests.unit.ingest.samples import WHATSAPP_ANDROID, WHATSAPP_IOS, telegram_chat
from vaultmind.agent.ingest.sources.formats import parse_export
from vaultmind.errors import UsageError
from vaultmind.vault.files import FileStat, read_note
from vaultmind.vault.parse import parse_note
from vaultmind.vault.text import decode_utf16

pytestmark = pytest.mark.slow  # real processes, many runs: `make quick` leaves them out

FAST = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


# ---------------------------------------------------------------- the vault parser


@FAST
@given(text=corpus.note_text)
def test_parser_takes_any_note_text(text: str) -> None:
    note = parse_note("People/Hostile.md", text)
    lines = text.count("\n") + 1
    assert all(1 <= link.line <= lines for link in note.links)
    assert all(memory.raw in text for memory in note.memories)


@settings(max_examples=150, deadline=None)
@given(data=corpus.note_bytes)
def test_reader_takes_any_bytes(data: bytes) -> None:
    folder = Path(os.environ["VAULTMIND_HOME"])
    (folder / "n.md").write_bytes(data)
    read = read_note(folder, FileStat("n.md", len(data), 0))
    assert read is not None
    parse_note("n.md", read.text, read.problems)


def test_hostile_vault_answers_every_query(sandbox: Sandbox) -> None:
    outcomes = _hostile_vault_outcomes(sandbox)
    crashed = [(o.argv[:3], o.crashed(), o.err[-300:]) for o in outcomes if o.crashed()]
    assert not crashed
    doctor = next(o for o in outcomes if o.argv[:2] == ("doctor", "--json"))
    kinds = {(f["path"], f["kind"]) for f in json.loads(doctor.out)["findings"]}
    assert ("Notes/Binary.md", "binary") in kinds and ("Notes/UTF-16.md", "encoding") in kinds


def test_hostile_vault_prints_no_raw_control_characters(sandbox: Sandbox) -> None:
    """Depends on issue 8 item 5 (terminal control characters in output)."""
    raw = [
        (o.argv[:3], corpus.has_raw_control(o.out + o.err))
        for o in _hostile_vault_outcomes(sandbox)
        if corpus.has_raw_control(o.out + o.err)
    ]
    assert not raw


_VAULT_RUNS: list[Outcome] = []  # shared by the two tests that read them


def _hostile_vault_outcomes(sandbox: Sandbox) -> list[Outcome]:
    if not _VAULT_RUNS:
        _VAULT_RUNS.extend(_run_on_hostile_vault(sandbox))
    return _VAULT_RUNS


def _run_on_hostile_vault(sandbox: Sandbox) -> list[Outcome]:
    for rel, data in corpus.HOSTILE_NOTES.items():
        path = sandbox.vault / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    v = ("--vault", str(sandbox.vault))
    before = sandbox.outside()
    with sandbox.inside():
        outcomes = [run("index", *v), run("doctor", "--json", *v), run("doctor", *v)]
        for rel in corpus.HOSTILE_NOTES:
            outcomes += [run("links", rel, *v), run("memory", "list", rel, "--all", *v)]
        for query in ("red", "Дима", "pwned", "[[", "title:x", "word", "tag:tag"):
            outcomes += [run("search", query, *v), run("search", query, "--json", *v)]
        outcomes += [
            run("context", "Дима", *v),
            run("commitments", *v),
            run("commitments", "--json", *v),
            run("status", *v),
            run("connect", *v),
            run("tidy", *v),
            run("remember", "Дима", "Likes tea", *v),
            run("remember", "Notes/Binary.md", "Likes tea", *v),
            run("remember", "Notes/UTF-16.md", "Likes tea", *v),
            run("remember", "Notes/Conflict.md", "Likes tea", *v),
            run("remember", "Notes/CR only.md", "Likes tea", *v),
        ]
    assert sandbox.outside() == before, "something was written outside the vault"
    assert (sandbox.vault / "Notes/Binary.md").read_bytes() == corpus.HOSTILE_NOTES[
        "Notes/Binary.md"
    ]
    assert (sandbox.vault / "Notes/UTF-16.md").read_bytes() == corpus.HOSTILE_NOTES[
        "Notes/UTF-16.md"
    ]
    return outcomes


# ---------------------------------------------------------------- ingest formats


@pytest.mark.parametrize("kind", sorted(corpus.CASES))
def test_every_export_parses_or_fails_in_one_line(kind: str, tmp_path: Path) -> None:
    for path in corpus.write_exports(tmp_path, kind):
        try:
            parse_export(path, "UTC")
        except UsageError as error:
            assert "\n" not in error.message and error.message.startswith(str(path)), (
                path.name,
                error.message,
            )


@pytest.mark.parametrize("kind", sorted(corpus.CASES))
def test_every_export_through_the_cli(kind: str, sandbox: Sandbox) -> None:
    failures = [
        (o.argv[1][-60:], o.crashed(), o.err[-300:])
        for o in _ingest_outcomes(kind, sandbox)
        if o.crashed()
    ]
    assert not failures


@pytest.mark.parametrize("kind", sorted(corpus.CASES))
def test_ingest_prints_no_raw_control_characters(kind: str, sandbox: Sandbox) -> None:
    """Depends on issue 8 item 5 (chat text printed raw)."""
    raw = [
        (o.argv[1][-60:], corpus.has_raw_control(o.out + o.err))
        for o in _ingest_outcomes(kind, sandbox)
        if corpus.has_raw_control(o.out + o.err)
    ]
    assert not raw


def binary_cases(paths: list[Path]) -> list[Path]:
    """The cases holding a NUL byte that are no UTF-16 text: binary, whatever the name."""
    return [path for path in paths
            if b"\x00" in (data := path.read_bytes()) and decode_utf16(data) is None]  # fmt: skip


@pytest.mark.parametrize("kind", sorted(corpus.CASES))
def test_binary_exports_are_refused_and_write_nothing(kind: str, sandbox: Sandbox) -> None:
    """4 096 NUL bytes are valid UTF-8: once written into a Sources note doctor calls binary."""
    paths = binary_cases(corpus.write_exports(sandbox.root / "binary", kind))
    assert any(path.name.endswith(("-nuls.json", "-nuls.jsonl", "-nuls.txt", "-nuls.md"))
               for path in paths)  # fmt: skip
    with sandbox.inside():
        for path in paths:
            before = user_files(sandbox.vault)
            outcome = checked_run(sandbox, ("ingest", str(path), "--vault", str(sandbox.vault)))
            assert outcome.code == 2 and len(outcome.err.strip().splitlines()) == 1, outcome
            assert "-nuls." not in path.name or "binary, not text" in outcome.err, outcome.err
            assert user_files(sandbox.vault) == before, path.name


INGESTED_PER_FORMAT = 8  # every case is parsed above; a spread of them is also ingested
BIG = 100_000  # bytes: huge cases are parsed above, not ingested again and again
_INGESTS: dict[str, list[Outcome]] = {}  # shared by the two tests that read them


def _ingest_outcomes(kind: str, sandbox: Sandbox) -> list[Outcome]:
    """Ingest a spread of the format's cases, each into the same vault; a file that
    fails must leave the vault exactly as it was."""
    if kind in _INGESTS:
        return _INGESTS[kind]
    paths = corpus.write_exports(sandbox.root / "corpus", kind)
    small = [path for path in paths if path.stat().st_size < BIG]
    chosen = small[:: max(1, len(small) // INGESTED_PER_FORMAT)]
    chosen.append(max(small, key=lambda path: path.stat().st_size))  # the biggest, once
    chosen += [path for path in small if _holds_control(path) and path not in chosen][:6]
    outcomes = []
    with sandbox.inside():
        for path in chosen:
            before_vault = user_files(sandbox.vault)
            outcome = checked_run(sandbox, ("ingest", str(path), "--vault", str(sandbox.vault)))
            outcomes.append(outcome)
            if outcome.code == 2:  # a broken export: all or nothing
                assert user_files(sandbox.vault) == before_vault, path.name
    _INGESTS[kind] = outcomes
    return outcomes


_PRINTED_FIELDS = ("-sender-", "-chat-", "tg-odd-0-", "tg-odd-7-")  # chat names, senders


def _holds_control(path: Path) -> bool:
    """A case whose chat names, senders or texts carry terminal control characters."""
    odd = "-odd-" in path.name
    return "control" in path.name and (not odd or any(f in path.name for f in _PRINTED_FIELDS))


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=8,
)


@FAST
@given(
    index=st.integers(0, 12),
    key=st.sampled_from(["id", "date", "date_unixtime", "from", "text", "text_entities",
                         "type", "reply_to_message_id", "edited", "forwarded_from"]),
    value=_JSON,
)  # fmt: skip
def test_telegram_message_with_any_field_value(index: int, key: str, value: object) -> None:
    data = telegram_chat()
    messages = data["messages"]
    assert isinstance(messages, list)
    messages[index][key] = value
    _parses_or_one_line(json.dumps(data), "result.json")


@FAST
@given(record=st.dictionaries(st.sampled_from(["id", "time", "sender", "text", "chat",
                                               "reply_to", "x"]), _JSON))  # fmt: skip
def test_jsonl_record_with_any_fields(record: dict[str, object]) -> None:
    _parses_or_one_line(json.dumps(record) + "\n", "chat.jsonl")


@FAST
@given(
    base=st.sampled_from([WHATSAPP_IOS, WHATSAPP_ANDROID]),
    cut=st.integers(0, 2000),
    insert=corpus.hostile_text,
)
def test_whatsapp_with_text_spliced_in(base: str, cut: int, insert: str) -> None:
    _parses_or_one_line(base[:cut] + insert + base[cut:], "chat.txt")


@FAST
@given(text=corpus.note_text, name=st.sampled_from(["2026-11-30 notes.md", "x.txt", "y.md"]))
def test_meeting_notes_of_any_text(text: str, name: str) -> None:
    _parses_or_one_line(text, name)


def _parses_or_one_line(text: str, name: str) -> None:
    folder = Path(os.environ["VAULTMIND_HOME"]) / "exports"
    folder.mkdir(exist_ok=True)
    path = folder / name
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    try:
        parse_export(path, "Europe/Moscow")
    except UsageError as error:
        assert "\n" not in error.message and error.message.startswith(str(path)), error.message
