"""The Textual TUI: screens and widgets only; all work goes through `vaultmind.service`.

Nothing is imported here, so `import vaultmind.ui` costs nothing: the CLI imports
`vaultmind.ui.run` (and with it Textual) only for the `tui` command."""
