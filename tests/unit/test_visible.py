"""Vault text shown in a terminal: every control character visible, none obeyed."""

from __future__ import annotations

import io
import sys

from hypothesis import given
from hypothesis import strategies as st

from vaultmind.cli.render.common import ProgressBar
from vaultmind.cli.render.notes import render_hits
from vaultmind.cli.streams import VisibleStream, unfiltered, visible_output
from vaultmind.index.fulltext import SearchHit
from vaultmind.vault.visible import CONTROL, visible


def test_each_control_character_has_a_visible_form() -> None:
    assert visible("a\x1b]52;c;eA==\x07b") == "a\\x1b]52;c;eA==\\x07b"
    assert visible("\x9b31m \x7f \x00") == "\\x9b31m \\x7f \\x00"
    assert visible("line\r\nnext\ttab\rCR") == "line\nnext\ttab\\x0dCR"
    assert visible("Дима 😀 \u202e") == "Дима 😀 \u202e"  # printable text is left alone


@given(st.text())
def test_nothing_raw_survives(text: str) -> None:
    shown = visible(text)
    assert not CONTROL.search(shown) and visible(shown) == shown


class Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_the_cli_streams_filter_everything_but_its_own_colours() -> None:
    terminal = Tty()
    stream = VisibleStream(terminal)
    print("\x1b[2Jboo", file=stream)
    assert terminal.getvalue() == "\\x1b[2Jboo\n"
    assert stream.isatty() and unfiltered(stream) is terminal  # type: ignore[arg-type]
    bar = ProgressBar("indexing", stream)  # type: ignore[arg-type]
    bar(1, 1)
    assert terminal.getvalue().endswith("\r\033[K")  # its own sequences pass


def test_coloured_hits_show_vault_text_visibly() -> None:
    hit = SearchHit("People/E\x1b.md", "E\x1b[31m", "person\x07", "People", 1.0, "**boo**\x9b2J")
    shown = render_hits([hit], colour=True)
    assert "\x1b[31m" not in shown and "\x9b" not in shown and "\x07" not in shown
    assert "E\\x1b[31m" in shown and "\033[1;33mboo\033[0m" in shown


def test_the_streams_are_given_back() -> None:
    before = sys.stdout, sys.stderr
    assert visible_output(lambda: 3)() == 3
    assert (sys.stdout, sys.stderr) == before
