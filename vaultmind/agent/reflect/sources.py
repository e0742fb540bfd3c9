"""The day's messages from `Sources/`, as the collection reads them."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from vaultmind.agent.ingest.sources.read_back import read_source
from vaultmind.agent.reflect.collect import SentMessage


def day_messages(vault: Path, day: date, timezone: str) -> list[SentMessage]:
    found = []
    for file in sorted(vault.glob(f"Sources/*/*/{day.isoformat()}.md")):
        rel = file.relative_to(vault).as_posix()
        messages, meta = read_source(vault, rel, timezone)
        chat = str(meta.get("chat_title") or meta.get("chat") or rel.split("/")[2])
        found += [SentMessage(rel, m.block, chat, m.message.sender, m.message.text)
                  for m in messages]  # fmt: skip
    return found
