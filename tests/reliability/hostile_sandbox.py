"""In-process runs of `vaultmind.cli.main` for the hostile-input tests, in a sandbox
folder that shows anything written outside the vault."""

from __future__ import annotations

import contextlib
import io
import os
import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from tests.conftest import TEMPLATE
from tests.reliability import hostile_corpus as corpus
from vaultmind.cli import main
from vaultmind.recent_paths import FILE_NAME as RECENT

EXIT_CODES = {0, 1, 2, 75}  # success, explained failure, usage, partial (retry)


@dataclass(frozen=True)
class Outcome:
    argv: tuple[str, ...]
    code: int
    out: str
    err: str

    def crashed(self) -> str | None:
        if self.code not in EXIT_CODES:
            return f"exit {self.code}"
        for marker in ("Traceback", "internal error"):
            if marker in self.err:
                return marker
        return None


def run(*argv: str) -> Outcome:
    """`vaultmind ARGV` in this process, its output captured."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(list(argv))
        except SystemExit as exit_:  # argparse's usage errors
            code = exit_.code if isinstance(exit_.code, int) else 2
    return Outcome(tuple(argv), code, out.getvalue(), err.getvalue())


def tree(root: Path, *skip: Path) -> dict[str, tuple[int, int]]:
    """(size, mtime) of everything under `root`, leaving out the `skip` folders and the
    folders that only lead to them."""
    found = {}
    for path in root.rglob("*"):
        if any(path == s or s in path.parents for s in skip):
            continue
        if path.is_dir() and any(path in s.parents for s in skip):
            continue
        if path.is_file() and not path.is_symlink():
            info = path.stat()
            found[str(path.relative_to(root))] = (info.st_size, info.st_mtime_ns)
        else:
            found[str(path.relative_to(root))] = (-1, 0)
    return found


def user_files(vault: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(vault)): p.read_bytes()
        for p in sorted(vault.rglob("*"))
        if p.is_file() and ".vaultmind" not in p.parts
    }


class Sandbox:
    """A demo vault, a small export and a home folder, inside one folder that is the
    current directory while commands run: whatever lands outside the vault is seen."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.vault = root / "vault"
        shutil.copytree(TEMPLATE, self.vault)
        self.export = root / "exports" / "team.jsonl"
        self.export.parent.mkdir()
        self.export.write_text(
            '{"id": 1, "time": "2026-11-30T10:00:00", "sender": "Maria Lopez", '
            '"text": "I will send the deck by friday"}\n',
            encoding="utf-8",
        )
        self.home = Path(os.environ["VAULTMIND_HOME"])

    @contextlib.contextmanager
    def inside(self) -> Iterator[None]:
        before = Path.cwd()
        os.chdir(self.root)
        try:
            yield
        finally:
            os.chdir(before)

    def outside(self) -> tuple[dict[str, tuple[int, int]], dict[str, tuple[int, int]]]:
        """Everything but the vaults: the sandbox's own and those `init` was asked to make,
        at any depth (a vault is where a command may write; `init a/b` makes `a/` too)."""
        vaults = [p.parent for p in self.root.rglob("vaultmind.toml") if p.is_file()]  # `init a/b`
        machine = tree(self.home)
        machine.pop(RECENT, None)  # the one file an ingest keeps for this machine, by design
        return tree(self.root, *vaults), machine

    def argv(self, template: corpus.Template, value: str) -> tuple[str, ...] | None:
        """The template filled in; None for a value that names a real place outside the
        sandbox where the template takes a path (`init /`, `--vault ..` are a user's
        choice to write there, not hostile input)."""
        filled = []
        for index, part in enumerate(template):
            if part == "{}":
                is_path = (index > 0 and template[index - 1] in ("--vault", "--model")) or (
                    index == 1 and template[0] in ("init", "ingest")
                )
                if is_path and not _stays_inside(value):
                    return None
                filled.append(value)
            elif part == "{export}":
                filled.append(str(self.export))
            else:
                filled.append(part.replace("{}", value))
        if "--vault" not in template:
            filled += ["--vault", str(self.vault)]
        return tuple(filled)


def _stays_inside(value: str) -> bool:
    path = value.strip()
    if not path or "\x00" in path:
        return True  # refused before it names anything
    parts = Path(path).parts
    return not (
        Path(path).is_absolute()
        or path.startswith(("~", "$"))
        or ".." in parts
        or path in (".", "./")
        or Path(path).resolve() == Path.cwd()
    )


def checked_run(sandbox: Sandbox, argv: tuple[str, ...]) -> Outcome:
    before = sandbox.outside()
    outcome = run(*argv)
    assert sandbox.outside() == before, f"{argv[:4]}: wrote outside the vault"
    return outcome
