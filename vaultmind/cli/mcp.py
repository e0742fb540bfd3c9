"""`vaultmind mcp`: the read-only MCP server over stdio, for an assistant or an editor.

The MCP SDK (about a second of imports) and `vaultmind.mcp` are imported only here,
inside the command (import-linter's one allowed cli → mcp import), so no other
command pays for them."""

from __future__ import annotations

import argparse
import sys

from vaultmind.cli.commands import Command


def add_commands(command: Command) -> None:
    command(
        "mcp",
        cmd_mcp,
        "a read-only MCP server over stdio: private notes only as the owner with --include-private",
    )


def cmd_mcp(args: argparse.Namespace) -> int:
    from vaultmind.mcp.server import serve

    if sys.stdin.isatty():  # typed at a prompt: it would wait in silence for JSON-RPC
        print("vaultmind mcp: serving MCP on stdin/stdout for a client that starts this "
              "command (see the README); Ctrl-D ends it", file=sys.stderr)  # fmt: skip
    return serve(args.vault, args.asker, args.include_private)
