"""The one facade the faces (CLI, TUI, ask) call: `VaultService`, and `init_vault`."""

from vaultmind.service.facade import VaultService
from vaultmind.service.ingest import IngestReport, IngestRequest
from vaultmind.service.jobs import VaultStatus
from vaultmind.service.new_vault import init_vault
from vaultmind.service.notes import HealthReport, LinkReport

__all__ = [
    "HealthReport",
    "IngestReport",
    "IngestRequest",
    "LinkReport",
    "VaultService",
    "VaultStatus",
    "init_vault",
]
