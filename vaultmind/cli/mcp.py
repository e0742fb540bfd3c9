"""`vaultmind mcp`: the read-only MCP server over stdio, for an assistant or an editor.

The MCP SDK (about a second of imports) and `vaultmind.mcp` are imported only here,
inside the command (import-linter's one allowed cli → mcp import), so no other
command pays for them."""

from __future__ import annotations

import argparse

from vaultmind.cli.commands import Command


def add_commands(command: Command) -> None:
    command(
        "mcp",
        cmd_mcp,
        "a read-only MCP server over stdio: private notes only as the owner with --include-private",
    )


def cmd_mcp(args: argparse.Namespace) -> int:
    from vaultmind.mcp.server import serve

    return serve(args.vault, args.asker, args.include_private)
