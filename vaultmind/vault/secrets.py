"""Text that looks like a credential: API keys, tokens, private keys, `password: value`.

Such text is never copied into memory by VaultMind's own writers (the memory store
drops an agent's memory that holds one), and `doctor` warns where the vault holds
one. Findings name the kind and the line, never the secret itself.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("private key", re.compile(r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----")),
    ("AWS access key", re.compile(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("GitHub token", re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_\w{40,})")),
    ("Slack token", re.compile(r"\bxox[abposr]-[A-Za-z0-9-]{10,}")),
    ("API key", re.compile(r"\b(?:sk|rk)[-_](?:live_|test_|ant-|proj-)?[A-Za-z0-9_-]{20,}")),
    ("Google API key", re.compile(r"\bAIza[0-9A-Za-z_-]{35}\b")),
    ("bot token", re.compile(r"\b\d{8,10}:AA[A-Za-z0-9_-]{33}\b")),
    ("JSON web token", re.compile(r"\beyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}")),
    (
        "`key: value` credential",
        re.compile(
            r"(?i)(?<![\w-])(?:password|passwd|pwd|passphrase|пароль|secret|api[ _-]?key|"
            r"access[ _-]?key|client[ _-]?secret|auth[ _-]?token|token)"
            r"[ \t]*(?:[:=]|::)[ \t]*[`'\"]?(?=[^\s`'\"]*[\d\W_])[^\s`'\"<>]{6,}"
        ),
    ),
)


def find_secrets(text: str) -> Iterator[tuple[int, str]]:
    """(1-based line, kind) of each line that looks like it holds a credential."""
    if not _maybe(text):
        return
    for number, line in enumerate(text.split("\n"), start=1):
        kind = secret_kind(line)
        if kind is not None:
            yield number, kind


def secret_kind(text: str) -> str | None:
    """What kind of credential `text` seems to hold, None for none."""
    for kind, pattern in _PATTERNS:
        if pattern.search(text):
            return kind
    return None


# What every pattern's match holds, case-folded. A case-insensitive search is ~8 times
# slower than folding the text and searching it as is, and every letter that (?i) lets
# match one of the credential words folds to exactly that letter.
_HINTS = re.compile(
    r"private key|akia|asia|gh[pousr]_|github_pat_|xox|sk[-_]|rk[-_]|aiza|:aa|eyj|pass|"
    r"pwd|пароль|secret|key|token"
)


def _maybe(text: str) -> bool:
    """One cheap pass first: most notes hold none of the words the patterns need."""
    return _HINTS.search(text.casefold()) is not None
