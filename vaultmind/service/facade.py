"""The one facade over VaultMind's core that the CLI and the TUI both call.

Each method is a whole user-level operation (update the index, search, remember,
ingest, undo); each area lives in its own module and is composed here. Heavy
modules are imported inside the methods that need them, so a `vaultmind search`
process never pays for networkx, pydantic or Textual.
"""

from __future__ import annotations

from vaultmind.service.ask import AskCommands
from vaultmind.service.ingest import IngestCommands
from vaultmind.service.jobs import JobCommands
from vaultmind.service.memory import MemoryCommands
from vaultmind.service.notes import NoteCommands


class VaultService(AskCommands, NoteCommands, MemoryCommands, IngestCommands, JobCommands):
    """The one facade: every user-level operation of the CLI and the TUI."""
