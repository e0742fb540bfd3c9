"""What counts as a credential: kept out of memory by agents, reported by doctor."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conftest import WriteVault
from vaultmind.memory.store import Addition, MemoryStore, NewMemory
from vaultmind.vault.parse import parse_note
from vaultmind.vault.secrets import find_secrets, secret_kind

SECRETS = [
    "password: hunter22",
    "пароль: qwerty123",
    "db passwd = s3cr3t!",
    "api_key = sk-abcdefghijklmnopqrstuvwx",
    "token:: abc123def",
    "AKIAIOSFODNN7EXAMPLE",
    "-----BEGIN OPENSSH PRIVATE KEY-----",
    "-----BEGIN RSA PRIVATE KEY-----",
    "ghp_" + "a1" * 18,
    "xoxb-123456789012-abcdefghij",
    "AIza" + "B" * 35,
    "1234567890:AA" + "b" * 33,
    "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N",
]
PROSE = [
    "Password: see the team vault",
    "The password is strong",
    "Reset the password:",
    "token: ask Dima",
    "use key: value pairs",
    "[by:: agent:extraction] [confidence:: 0.9]",
    "sk-learn is great",
    "Pick up the tokens: 12 of them",
    "Keynote at 10:00",
]


@pytest.mark.parametrize("text", SECRETS)
def test_credentials_are_found(text: str) -> None:
    assert secret_kind(f"Dima said {text} yesterday") is not None


@pytest.mark.parametrize("text", PROSE)
def test_prose_about_credentials_is_not(text: str) -> None:
    assert secret_kind(text) is None


def test_findings_name_the_line_and_kind_never_the_secret() -> None:
    note = parse_note("People/P.md", "# P\n\nWi-Fi password: hunter22\n")
    [problem] = [p for p in note.problems if p.kind == "secret"]
    assert problem.line == 3 and "hunter22" not in problem.message
    assert list(find_secrets("a\nb\nAKIAIOSFODNN7EXAMPLE\n")) == [(3, "AWS access key")]


def test_an_agent_never_copies_a_credential_into_memory(write_vault: WriteVault) -> None:
    vault = write_vault({"People/P.md": "# P\n"})
    store = MemoryStore(vault)
    today = date(2026, 12, 2)
    leaked = NewMemory("fact", "The server password: hunter22", by="agent:extraction")
    fine = NewMemory("fact", "Runs the staging server", by="agent:extraction")
    changes = store.add_all("People/P.md", [Addition(leaked, today), Addition(fine, today)])
    text = (vault / "People/P.md").read_text(encoding="utf-8")
    assert "hunter22" not in text and "Runs the staging server" in text
    assert [c.action for c in changes] == ["added"]
    reflected = NewMemory("commitment", "Rotate key AKIAIOSFODNN7EXAMPLE", by="agent:reflection")
    assert store.add_all("People/P.md", [Addition(reflected, today)]) == []
    assert (vault / "People/P.md").read_text(encoding="utf-8") == text


def test_the_user_may_still_remember_what_they_choose(write_vault: WriteVault) -> None:
    vault = write_vault({"People/P.md": "# P\n"})
    MemoryStore(vault).add(
        "People/P.md", NewMemory("fact", "Locker code: 4711!"), date(2026, 12, 2)
    )
    assert "Locker code" in Path(vault / "People/P.md").read_text(encoding="utf-8")


def _cased(text: str, upper: list[bool]) -> str:
    return "".join(c.upper() if up else c for c, up in zip(text, upper * len(text), strict=False))


@settings(max_examples=300, deadline=None)
@given(
    before=st.text(alphabet="aſKKıİ é\nЁё:=-_", max_size=20),
    secret=st.sampled_from(SECRETS + PROSE + ["PASSWORD: hunter22", "ПАРОЛЬ: qwerty123"]),
    upper=st.lists(st.booleans(), min_size=1, max_size=8),
    after=st.text(alphabet="aſKı \n;", max_size=10),
)
def test_the_quick_first_pass_never_hides_a_credential(
    before: str, secret: str, upper: list[bool], after: str
) -> None:
    """`find_secrets` skips a note that holds none of the patterns' words: it finds what
    a line-by-line check finds, whatever the case and the letters around."""
    text = before + _cased(secret, upper) + after
    every_line = [
        (number, kind)
        for number, line in enumerate(text.split("\n"), start=1)
        if (kind := secret_kind(line)) is not None
    ]
    assert list(find_secrets(text)) == every_line
