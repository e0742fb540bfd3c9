"""The one facade over VaultMind's core that the CLI and the TUI both call.

Each method is a whole user-level operation (update the index, search, remember,
ingest, undo); each area lives in its own module and is composed here. Heavy
modules are imported inside the methods that need them, so a `vaultmind search`
process never pays for networkx, pydantic or Textual.
"""

from __future__ import annotations

from vaultmind.service.ask import AskCommands
from vaultmind.service.ask_history import AskHistoryCommands
from vaultmind.service.chat import ChatCommands
from vaultmind.service.commitments import CommitmentCommands
from vaultmind.service.daemon import DaemonCommands
from vaultmind.service.git import GitCommands
from vaultmind.service.ingest import IngestCommands
from vaultmind.service.jobs import JobCommands
from vaultmind.service.memory import MemoryCommands
from vaultmind.service.notes import NoteCommands
from vaultmind.service.plan import PlanCommands
from vaultmind.service.reading import ReadingCommands
from vaultmind.service.reflect import ReflectCommands
from vaultmind.service.reminders import ReminderCommands
from vaultmind.service.review import ReviewCommands


class VaultService(
    ChatCommands,
    AskCommands,
    DaemonCommands,
    PlanCommands,
    ReflectCommands,
    ReminderCommands,
    NoteCommands,
    CommitmentCommands,
    MemoryCommands,
    IngestCommands,
    JobCommands,
    GitCommands,
    ReadingCommands,
    AskHistoryCommands,
    ReviewCommands,  # last: the daemon's base too (it retrains the detector)
):
    """The one facade: every user-level operation of the CLI and the TUI."""
