"""VaultMind's two themes (issue 28): Textual's dark and light, with the light one's
text colours darkened until every text colour the screens use reads at WCAG AA
(4.5:1) on every background they use it on — Textual's light theme put its warning,
success and key colours near 3:1, and the terminal's yellow (ANSI, for "to review"
and failed rows) near 2:1. `tests/unit/ui/test_themes.py` computes the ratios."""

from __future__ import annotations

from dataclasses import replace

from rich.terminal_theme import TerminalTheme
from textual.theme import BUILTIN_THEMES, Theme

DARK = "vaultmind-dark"
LIGHT = "vaultmind-light"
DARK_TEXT = {"block-cursor-foreground": "#FFFFFF"}  # `auto 87%` was 4.3:1 on the cursor
LIGHT_TEXT = {
    "text-accent": "#7A4E00",
    "text-warning": "#7A4E00",
    "text-success": "#1A5E2E",
    "text-error": "#8E1F3A",
    "footer-key-foreground": "#00508C",
}


def dark_theme() -> Theme:
    base = BUILTIN_THEMES["textual-dark"]
    return replace(base, name=DARK, variables={**base.variables, **DARK_TEXT})


def light_theme() -> Theme:
    """Near-black text (its dim form still 4.5:1 on the panel) and darker colours."""
    base = BUILTIN_THEMES["textual-light"]
    variables = {**base.variables, **LIGHT_TEXT}
    return replace(base, name=LIGHT, foreground="#0F0F0F", variables=variables)


def dark_ansi() -> TerminalTheme:
    """Textual's dark ANSI colours (Monokai) with a lighter red and magenta: its
    (244, 0, 95) was 4.5:1 on the background and 3.3:1 on a panel."""
    red = (255, 110, 140)
    return TerminalTheme(
        (12, 12, 12),
        (217, 217, 217),
        [
            (26, 26, 26),
            red,
            (152, 224, 36),
            (253, 151, 31),
            (157, 101, 255),
            red,
            (88, 209, 235),
            (196, 197, 181),
            (98, 94, 76),
        ],
        [
            red,
            (152, 224, 36),
            (224, 213, 97),
            (157, 101, 255),
            red,
            (88, 209, 235),
            (246, 246, 239),
        ],
    )


def light_ansi() -> TerminalTheme:
    """Textual's light ANSI colours (Alabaster) with red, green, yellow, blue, magenta
    and cyan darkened: Rich styles such as "yellow" and "red" on a row are these."""
    return TerminalTheme(
        (247, 247, 247),
        (0, 0, 0),
        [
            (0, 0, 0),
            (150, 40, 36),
            (40, 100, 20),
            (120, 80, 0),
            (50, 80, 170),
            (110, 50, 145),
            (0, 88, 120),
            (247, 247, 247),
            (90, 90, 90),
        ],
        [
            (160, 40, 40),
            (40, 105, 0),
            (125, 85, 0),
            (0, 85, 150),
            (140, 40, 140),
            (0, 88, 115),
            (247, 247, 247),
        ],
    )
