"""The Textual TUI: screens and widgets only; all work goes through `vaultmind.service`."""
