"""One machine setting written back to `settings.toml` (the TUI's theme switch): the
line `name = "value"` replaced where it is, else added at the top (a top-level key
must come before any table); every other byte of the user's file stays as written.
Atomic: a temporary file, then a rename."""

from __future__ import annotations

import os
import re
import tempfile
from pathlib import Path

from vaultmind.errors import FileAccessError
from vaultmind.home import home_dir


def remember_setting(name: str, value: str) -> None:
    path = home_dir() / "settings.toml"
    try:
        text = path.read_text(encoding="utf-8") if path.exists() else ""
        path.parent.mkdir(parents=True, exist_ok=True)
        written = _with_setting(text, name, value)
        fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=".settings-", suffix=".toml")
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as out:
            out.write(written)
        Path(temporary).replace(path)
    except OSError as exc:
        raise FileAccessError(f"{path}: cannot be written ({exc.strerror})") from None


def _with_setting(text: str, name: str, value: str) -> str:
    line = f'{name} = "{value}"'
    top = re.split(r"(?m)^\s*\[", text, maxsplit=1)[0]  # the part before any table
    pattern = re.compile(rf"(?m)^{re.escape(name)}\s*=.*$")
    if pattern.search(top):
        return pattern.sub(line, top, count=1) + text[len(top) :]
    newline = "\r\n" if "\r\n" in text else "\n"
    return f"{line}{newline}{text}"
