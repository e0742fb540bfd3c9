"""The MCP face: `vaultmind mcp`, a read-only Model Context Protocol server over stdio.

A fourth face over the one core, beside the CLI, the TUI and the daemon: every tool
parses its arguments, calls the `VaultService` facade the CLI's `--json` outputs call,
and returns the same JSON. Only `vaultmind mcp` imports this package (and the SDK).
"""
