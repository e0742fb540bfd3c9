"""VaultMind: an offline memory over an Obsidian-compatible Markdown vault."""

__version__ = "0.1.0"
