"""How a command group registers its commands with the parser (see `cli.main`)."""

from __future__ import annotations

import argparse
from collections.abc import Callable

Handler = Callable[[argparse.Namespace], int]
Command = Callable[[str, Handler, str], argparse.ArgumentParser]

CORE_COMMANDS = ("init", "index", "search", "links", "doctor", "watch", "completion")
MEMORY_COMMANDS = (
    "remember",
    "memory",
    "context",
    "commitments",
    "node",
    "connect",
    "tidy",
    "migrate",
)
REVIEW_COMMANDS = ("review", "train")
INGEST_COMMANDS = ("models", "ingest")
JOB_COMMANDS = ("status", "log", "undo")
ASK_COMMANDS = ("ask", "chat")
GIT_COMMANDS = ("sync",)
TUI_COMMANDS = ("tui",)
MCP_COMMANDS = ("mcp",)
REFLECT_COMMANDS = ("due", "reflect", "digest", "plan", "daemon")
ALL_COMMANDS = (
    CORE_COMMANDS
    + MEMORY_COMMANDS
    + REVIEW_COMMANDS
    + INGEST_COMMANDS
    + JOB_COMMANDS
    + ASK_COMMANDS
    + REFLECT_COMMANDS
    + GIT_COMMANDS
    + TUI_COMMANDS
    + MCP_COMMANDS
)
