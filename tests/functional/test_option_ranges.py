"""Every date, week and duration option of every command under one range rule
(`memory/user_options.py`): a value outside it is one line naming the option and the
value, exit 2 (never 70, never a spinning daemon), and nothing written."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.conftest import TEMPLATE
from tests.functional.conftest import Runner, assert_one_line_error

DATES = ("0001-01-01", "1899-12-31", "3000-01-01", "9999-12-31")
WEEKS = ("0001-W01", "1899-W52", "3000-W01", "9999-W52")
SPANS = ("3651d", "522w", "99999999999999999999d", "-1")
TICKS = ("inf", "-inf", "nan", "0", "-1", "1e-300", "1e309", "86401")
MARIA = "Maria Lopez"
MEMORY = "m-i3odyz"  # Maria's commitment in the demo vault

# (the option's name, the command with "{}" where its value goes)
DATE_OPTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("--today", ("ask", "what did Maria promise?", "--today", "{}")),
    ("--today", ("chat", "--today", "{}")),
    ("--today", ("due", "--today", "{}")),
    ("--today", ("digest", "--today", "{}")),
    ("--today", ("plan", "Ship it", "--for", MARIA, "--today", "{}")),
    ("--today", ("context", MARIA, "--today", "{}")),
    ("--today", ("commitments", "--today", "{}")),
    ("--today", ("tidy", "--today", "{}")),
    ("--today", ("remember", MARIA, "Sends the deck", "--today", "{}")),
    ("--today", ("memory", "add", MARIA, "Sends the deck", "--today", "{}")),
    ("--today", ("memory", "done", MEMORY, "--today", "{}")),
    ("--today", ("memory", "archive", MEMORY, "--today", "{}")),
    ("--today", ("memory", "supersede", MEMORY, "Shares it later", "--today", "{}")),
    ("--today", ("memory", "list", MARIA, "--today", "{}")),
    ("--today", ("memory", "show", MEMORY, "--today", "{}")),
    ("--today", ("node", "add", "product", "Widget", "--today", "{}")),
    ("--day", ("reflect", "--day", "{}")),
    ("--since", ("ingest", "--since", "{}", "{export}")),
    ("--due", ("remember", MARIA, "Sends the deck", "--due", "{}")),
    ("--due", ("memory", "supersede", MEMORY, "Shares it later", "--due", "{}")),
    ("--valid-until", ("remember", MARIA, "Works from Madrid", "--valid-until", "{}")),
)
CASES = [
    *((option, argv, value) for option, argv in DATE_OPTIONS for value in DATES),
    *(("--week", ("digest", "--week", "{}"), value) for value in WEEKS),
    *(("--due-within", ("commitments", "--due-within", "{}"), value) for value in SPANS),
    *(("--tick", ("daemon", "--tick={}"), value) for value in TICKS),  # "-inf" is no option
]


def files(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file() and ".vaultmind" not in p.parts}  # fmt: skip


@pytest.fixture(scope="module")
def pristine(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("ranges")
    shutil.copytree(TEMPLATE, root / "vault")
    export = root / "team.jsonl"
    export.write_text('{"id": 1, "time": "2026-11-30T10:00:00", "sender": "Maria Lopez", '
                      '"text": "I will send the deck by friday"}\n', encoding="utf-8")  # fmt: skip
    return root


@pytest.mark.parametrize(
    ("option", "argv", "value"), CASES, ids=[f"{a[0]}-{o}-{v}" for o, a, v in CASES]
)
def test_an_out_of_range_value_is_one_line_and_writes_nothing(
    cli: Runner, pristine: Path, option: str, argv: tuple[str, ...], value: str
) -> None:
    vault, export = pristine / "vault", pristine / "team.jsonl"
    before = files(vault)
    filled = [str(export) if part == "{export}" else part.replace("{}", value) for part in argv]
    line = assert_one_line_error(cli(*filled, "--vault", vault, timeout=20), 2)
    assert option in line and f"'{value}'" in line, line
    assert files(vault) == before
