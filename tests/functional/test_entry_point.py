"""The entry point itself: --version, --help, shell completion, and a light `search`.

Every command here is a real `python -m vaultmind` process (`cli` is `cli_process`):
the exit status through `sys.exit`, argparse's own exits and the imports of a fresh
interpreter are what this module checks.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.functional.conftest import SUBCOMMANDS, Runner, assert_one_line_error, ok

HEAVY = ("textual", "llama_cpp", "networkx", "pydantic", "sklearn", "scipy", "pymorphy3",
         "mcp", "vaultmind.mcp", "httpx2", "vaultmind.agent.endpoint")  # fmt: skip

CLI_MODULES = ("vaultmind.cli.memory", "vaultmind.cli.ingest", "vaultmind.cli.jobs")

# Runs the real CLI in-process in a child interpreter, then lists which of HEAVY (packages
# or exact module names) it loaded.
PROBE = """
import json, runpy, sys
sys.argv = ["vaultmind", *sys.argv[1:]]
try:
    runpy.run_module("vaultmind", run_name="__main__", alter_sys=True)
except SystemExit as exc:
    code = exc.code
heavy = sorted(({m.split(".")[0] for m in sys.modules} | set(sys.modules)) & set(HEAVY))
print(json.dumps({"code": code, "heavy": heavy}), file=sys.stderr)
"""


@pytest.fixture
def cli(cli_process: Runner) -> Runner:
    return cli_process


def test_version(cli: Runner) -> None:
    result = ok(cli("--version"))
    assert result.stdout.startswith("vaultmind ")
    assert result.stdout.split()[1][0].isdigit()


def test_help(cli: Runner) -> None:
    out = ok(cli("--help")).stdout
    for command in SUBCOMMANDS:
        assert command in out
    assert "--vault" in out
    assert "search" in ok(cli("search", "--help")).stdout


def test_the_command_tables_name_every_command_the_parser_has() -> None:
    """`main` builds only the named command's parser, found through these tables."""
    from vaultmind.cli.commands import ALL_COMMANDS
    from vaultmind.cli.main import build_parser

    full = build_parser()
    (commands,) = [a for a in full._actions if isinstance(a, argparse._SubParsersAction)]
    assert sorted(commands.choices) == sorted(ALL_COMMANDS)


def test_a_mistyped_command_lists_every_command(cli: Runner) -> None:
    result = cli("serch", "обещал")
    assert result.returncode == 2
    assert "invalid choice: 'serch'" in result.stderr
    assert "'ingest'" in result.stderr and "'remember'" in result.stderr


def test_a_command_s_options_parse_after_global_ones(cli: Runner, tmp_path: Path) -> None:
    result = cli("--vault", tmp_path, "search", "--help")
    assert result.returncode == 0 and "--folder" in result.stdout


def test_no_command_is_a_usage_error(cli: Runner) -> None:
    result = cli()
    assert result.returncode == 2
    assert "Traceback" not in result.stderr and "usage:" in result.stderr


def test_a_user_error_is_its_exit_code_and_one_line(cli: Runner, tmp_path: Path) -> None:
    missing = tmp_path / "no such vault"
    line = assert_one_line_error(cli("search", "x", "--vault", missing), 2)
    assert str(missing) in line


def test_bash_completion(cli: Runner) -> None:
    script = ok(cli("completion", "bash")).stdout
    for command in SUBCOMMANDS:
        assert command in script
    assert "--vault" in script and "complete " in script
    check = subprocess.run(["bash", "-n"], input=script, text=True, capture_output=True)
    assert check.returncode == 0, check.stderr


def test_bash_completion_completes(cli: Runner, tmp_path: Path) -> None:
    script = tmp_path / "vaultmind.bash"
    script.write_text(ok(cli("completion", "bash")).stdout, encoding="utf-8")
    driver = (
        f"source {script}\n"
        'COMP_WORDS=(vaultmind se); COMP_CWORD=1; _vaultmind; echo "${COMPREPLY[@]}"\n'
        'COMP_WORDS=(vaultmind search --j); COMP_CWORD=2; _vaultmind; echo "${COMPREPLY[@]}"\n'
    )
    run = subprocess.run(["bash", "-c", driver], text=True, capture_output=True)
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines() == ["search", "--json"]


def test_zsh_completion(cli: Runner) -> None:
    script = ok(cli("completion", "zsh")).stdout
    assert script.startswith("#compdef vaultmind")
    for command in SUBCOMMANDS:
        assert command in script
    assert "--vault" in script
    zsh = shutil.which("zsh")
    if zsh:  # not installed everywhere; the text checks above always run
        check = subprocess.run([zsh, "-n"], input=script, text=True, capture_output=True)
        assert check.returncode == 0, check.stderr


def test_unknown_shell(cli: Runner) -> None:
    result = cli("completion", "fish")
    assert result.returncode == 2 and "Traceback" not in result.stderr


def heavy_modules(vault: Path, *args: str, probe: tuple[str, ...] = HEAVY) -> list[str]:
    """Run `vaultmind ARGS` in a child interpreter; which of `probe` it imported."""
    code = f"HEAVY = {probe!r}\n{PROBE}"
    result = subprocess.run(
        [sys.executable, "-c", code, *args, "--vault", str(vault)],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    report = json.loads(result.stderr.strip().splitlines()[-1])
    assert report["code"] in (0, None), result.stderr
    heavy: list[str] = report["heavy"]
    return heavy


@pytest.fixture
def vault(write_vault: WriteVault) -> Path:
    return write_vault({"People/Ольга.md": "---\ntype: person\n---\n# Ольга\n\nОна обещала.\n"})


def test_search_imports_nothing_heavy(cli: Runner, vault: Path) -> None:
    ok(cli("index", "--vault", vault))
    assert heavy_modules(vault, "search", "обещал") == []
    assert heavy_modules(vault, "search", "title:ольга", "--json") == []


def test_search_builds_only_its_own_parser(cli: Runner, vault: Path) -> None:
    ok(cli("index", "--vault", vault))
    assert heavy_modules(vault, "search", "обещал", probe=CLI_MODULES) == []
    assert heavy_modules(vault, "status", probe=CLI_MODULES) == ["vaultmind.cli.jobs"]


def test_first_search_builds_the_index_without_ui_model_or_graph(vault: Path) -> None:
    """The first search builds the whole index (seconds on a big vault), so reading the
    machine settings with pydantic is allowed there; the rest stays out."""
    assert [m for m in heavy_modules(vault, "search", "обещал") if m != "pydantic"] == []


def test_probe_sees_heavy_imports(vault: Path) -> None:
    """The check above can fail: `links` needs networkx, and the probe notices."""
    assert "networkx" in heavy_modules(vault, "links", "Ольга")


def test_status_imports_nothing_heavy(cli: Runner, vault: Path) -> None:
    """`status` reads the ingest backlog through `vaultmind.agent.ingest`, whose names
    are imported on first use: the model's schema (pydantic) stays out."""
    ok(cli("index", "--vault", vault))
    assert heavy_modules(vault, "status") == []


def test_ask_without_a_model_server_imports_no_http_client(cli: Runner, vault: Path) -> None:
    ok(cli("index", "--vault", vault))
    for args in (("ask", "обещала", "--no-llm"), ("ask", "обещала"), ("search", "обещала")):
        assert "httpx2" not in heavy_modules(vault, *args)  # VAULTMIND_MODEL=none


def test_only_a_configured_model_server_brings_the_http_client(
    cli: Runner, vault: Path, isolated_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`models` names a configured server without contacting it; `ask` uses it (here
    it is down: one line, and the answer without a model)."""
    ok(cli("index", "--vault", vault))
    monkeypatch.delenv("VAULTMIND_MODEL")
    (isolated_home / "settings.toml").write_text(
        'model = "http://127.0.0.1:9/v1#m"\n', encoding="utf-8"
    )
    assert "httpx2" not in heavy_modules(vault, "models")
    assert "httpx2" in heavy_modules(vault, "ask", "обещала")
