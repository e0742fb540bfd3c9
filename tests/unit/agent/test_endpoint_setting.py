"""The model setting that names a server: both spellings, and one line for a mistake."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.functional.conftest import run_vaultmind
from vaultmind.agent.endpoint_config import Endpoint, is_endpoint, parse_endpoint
from vaultmind.errors import UsageError


def test_the_url_spelling() -> None:
    found = parse_endpoint("http://127.0.0.1:11434/v1/#qwen2.5:7b-instruct", "settings: model")
    assert found == Endpoint("http://127.0.0.1:11434/v1", "qwen2.5:7b-instruct")
    assert found.label == "http://127.0.0.1:11434/v1#qwen2.5:7b-instruct"


def test_the_table_spelling() -> None:
    table = {"base_url": "https://box.lan:8080/v1", "model": "m", "api_key_env": "KEY",
             "context": 32768, "parameters": 7_000_000_000}  # fmt: skip
    assert parse_endpoint(table, "w") == Endpoint("https://box.lan:8080/v1", "m", "KEY", 32768,
                                                  7_000_000_000)  # fmt: skip


def test_a_gguf_path_is_not_a_server() -> None:
    assert not is_endpoint("models/qwen.gguf") and not is_endpoint(None)
    assert is_endpoint("HTTP://x/v1#m") and is_endpoint({"base_url": "x"})


@pytest.mark.parametrize(
    ("value", "says"),
    [
        ("http://127.0.0.1:11434/v1", "names no model"),
        ("http://127.0.0.1:11434/v1#  ", "names no model"),
        ("http://:80/v1#m", "is not an http(s) URL"),
        ("http://host:port/v1#m", "has a bad port"),
        ({"model": "m"}, "needs 'base_url'"),
        ({"base_url": "http://h/v1", "model": "m", "key": "secret"}, "unknown field 'key'"),
        ({"base_url": "ftp://h/v1", "model": "m"}, "is not an http(s) URL"),
        ({"base_url": "http://h/v1", "model": "m", "context": 0}, "'context' must be"),
        ({"base_url": "http://h/v1", "model": "m", "api_key_env": 3}, "'api_key_env'"),
    ],
)
def test_a_mistake_is_one_line_naming_the_setting(
    value: str | dict[str, object], says: str
) -> None:
    with pytest.raises(UsageError) as caught:
        parse_endpoint(value, "settings: models_by_task.answers")
    assert caught.value.message.startswith("settings: models_by_task.answers: ")
    assert says in caught.value.message and "\n" not in caught.value.message


def test_models_lists_servers_without_contacting_them(
    isolated_home: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("VAULTMIND_MODEL")
    (isolated_home / "settings.toml").write_text(
        'model = "http://127.0.0.1:9/v1#big"\n'
        '[models_by_task.answers]\nbase_url = "http://127.0.0.1:9/v1"\nmodel = "big"\n'
        '[models_by_task.extraction]\nbase_url = "http://127.0.0.1:9/v1"\nmodel = "small"\n',
        encoding="utf-8",
    )
    listed = run_vaultmind("models", cwd=tmp_path)
    assert listed.returncode == 0
    assert "  server http://127.0.0.1:9/v1#big  [all, answers]" in listed.stdout.splitlines()
    assert "  server http://127.0.0.1:9/v1#small  [extraction]" in listed.stdout.splitlines()
    checked = run_vaultmind("models", "--check", cwd=tmp_path)
    assert checked.returncode == 1  # a server that does not answer
    assert (
        "#big  [all, answers]  not answering: model server at http://127.0.0.1:9/v1 "
        "not reachable" in checked.stdout
    )


def test_a_bad_server_setting_stops_the_command_in_one_line(
    isolated_home: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("VAULTMIND_MODEL")
    (isolated_home / "settings.toml").write_text('model = "http://127.0.0.1:9/v1"\n', "utf-8")
    result = run_vaultmind("models", cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        "vaultmind: error: settings: model: 'http://127.0.0.1:9/v1' names no model: write "
        "URL#MODEL, e.g. http://127.0.0.1:11434/v1#qwen2.5:7b-instruct"
    ]


def test_a_server_in_the_environment_is_not_taken_for_a_missing_file(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """VAULTMIND_MODEL may name a server: `models` and `status` show it, not an error."""
    monkeypatch.setenv("VAULTMIND_MODEL", "http://127.0.0.1:9/v1#m")
    listed = run_vaultmind("models", cwd=tmp_path)
    assert listed.returncode == 0, listed.stderr
    assert "  server http://127.0.0.1:9/v1#m  [all]" in listed.stdout.splitlines()
