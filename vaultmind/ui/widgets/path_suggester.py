"""The path box's suggester: Textual shows the completion greyed after the cursor and
the right arrow accepts it. The service decides what completes (folders and the files
ingest takes); the listing runs in a thread, so a slow disk never holds a key."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from textual.suggester import Suggester

if TYPE_CHECKING:
    from vaultmind.service import VaultService


class PathSuggester(Suggester):
    def __init__(self, service: VaultService) -> None:
        # paths are case-sensitive, and the disk changes under a cache
        super().__init__(use_cache=False, case_sensitive=True)
        self.service = service

    async def get_suggestion(self, value: str) -> str | None:
        return await asyncio.to_thread(self.service.complete_ingest_path, value)
