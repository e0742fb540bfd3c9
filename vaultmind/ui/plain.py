"""Text from the vault, a chat or the model as the TUI shows it: its own characters,
never Textual or Rich markup (a title `[@click=app.quit]x` must not quit the app when
clicked), control characters made visible as the CLI shows them (`visible`).

A `str` given to Static, Label, Tree, Select, OptionList, a palette hit or a
notification is read as markup; a `Text` is not. So every string that VaultMind's own
code did not write goes to a widget as `plain(...)`."""

from __future__ import annotations

from rich.text import Text

from vaultmind.vault.visible import visible


def plain(text: str, style: str = "") -> Text:
    """`text` as it is written, in `style`."""
    return Text(visible(text), style=style)
