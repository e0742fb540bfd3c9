"""The service a command runs on: the vault it names, seen as `--as` sees it."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from vaultmind.service import VaultService


def open_service(args: argparse.Namespace) -> VaultService:
    """`--vault` (or the usual search), with every read in `--as PERSON`'s view:
    a wrong name is one line before any work."""
    from vaultmind.service import VaultService

    service = VaultService.open(args.vault)
    asker: str | None = getattr(args, "asker", None)
    if asker is not None:
        service.set_asker(asker, bool(getattr(args, "include_private", False)))
    return service
