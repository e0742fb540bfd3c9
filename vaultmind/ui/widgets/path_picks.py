"""Below Ingest's path box: the paths this machine ingested lately and the files in
the vault's drop folder (`Sources/`, what an ingest with an empty box takes; taking
one again is a no-op, so they stay listed), each a row that Enter (or a click) puts
into the path box — a file picker for the files a user actually ingests. A long path
wraps under itself, never back to the first column."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rich.text import Text
from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from vaultmind.ui.plain import plain
from vaultmind.ui.widgets.hanging_row import hanging
from vaultmind.ui.widgets.row_list import RowList


@dataclass
class PathPicked(Message):
    path: str


class PathPicks(RowList):
    DEFAULT_CSS = """
    PathPicks { height: auto; max-height: 12; border: none; padding: 0 1; }
    PathPicks:focus { border: none; }
    """

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self.paths: dict[str, str] = {}  # option id → the path it puts in the box

    def show(self, recent: list[str], pending: list[Path], vault: Path) -> None:
        """Recent paths as they were given; pending files by their place in the vault."""
        self.paths = {}
        options: list[Option] = []
        options += self._section("Recent", [(p, _home_short(p)) for p in recent])
        rows = [(str(p), _in_vault(p, vault)) for p in pending]
        options += self._section("Dropped into Sources/ (Enter on an empty box: all)", rows)
        self.clear_options()
        self.add_options(options)  # at once: one layout, not one per row
        self.display = bool(self.paths)

    def _section(self, title: str, rows: list[tuple[str, str]]) -> list[Option]:
        if not rows:
            return []
        options = [Option(Text(title, style="bold"), disabled=True)]
        for path, label in rows:
            key = f"p{len(self.paths)}"
            self.paths[key] = path
            options.append(Option(hanging(Text("  "), plain(label)), id=key))
        return options

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        path = self.paths.get(event.option_id or "")
        if path is not None:
            self.post_message(PathPicked(path))


def _in_vault(path: Path, vault: Path) -> str:
    try:
        return path.relative_to(vault).as_posix()
    except ValueError:
        return str(path)


def _home_short(path: str) -> str:
    """`~/Downloads/result.json`: the home folder is the part every row would repeat."""
    home = str(Path.home())
    return "~" + path[len(home) :] if path.startswith(home + "/") else path
