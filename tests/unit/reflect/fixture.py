"""A vault with one known day (2026-12-03, a Thursday) in Dmitry's life."""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path

DAY = "2026-12-03"
PERSON = (
    "---\ntype: person\naliases: [Dima]\n---\n# Dmitry\n\n## Memory\n"
    "- [commitment] Finish the auth refactor [due:: 2026-12-02] [confidence:: 0.9] "
    "[by:: user] [created:: 2026-11-27] ^m-aaaaaa\n"
    "- [commitment] Finish the auth refactor [due:: 2026-11-28] [confidence:: 0.9] "
    "[by:: user] [status:: superseded] [superseded_by:: [[#^m-aaaaaa]]] ^m-bbbbbb\n"
    "- [commitment] Send the deploy checklist [due:: 2026-12-05] [confidence:: 0.8] "
    "[by:: user] [created:: 2026-12-03] ^m-cccccc\n"
    "- [fact] Moved to the platform team [confidence:: 0.9] [by:: user] "
    "[created:: 2026-12-03] ^m-dddddd\n"
)
PROJECT = """---
type: project
owner: "[[Dmitry]]"
---
# Auth

- [x] Register the OAuth client [owner:: [[Dmitry]]] ✅ 2026-12-03
- [x] Agree on scopes [owner:: [[Dmitry]]] ✅ 2026-11-20
- [ ] Rehearse the rollback [owner:: [[Dima]]] ➕ 2026-12-03 📅 2026-12-10
- [ ] Write the migration notes [owner:: [[Bob]]] 📅 2026-12-03
"""
SOURCE = """---
type: source
source: telegram
chat: "42"
chat_title: "Team"
date: 2026-12-03
---
# Team — 2026-12-03

- 10:05 **Dmitry**: The staging rollback rehearsal passed, I will send the deploy \
checklist by Friday ^tg-42-1
- 10:07 **Bob**: Great, thanks ^tg-42-2
- 11:30 **Dmitry**: Waiting for the SSO tenant again ^tg-42-3
"""
FILES: dict[str, str | bytes] = {
    "People/Dmitry.md": PERSON,
    "People/Bob.md": "---\ntype: person\n---\n# Bob\n",
    "Projects/Auth.md": PROJECT,
    "Sources/telegram/42/2026-12-03.md": SOURCE,
    "Notes/Retro.md": "# Retro\n\n[[Dmitry]] ran the retro.\n",
    "Notes/Old.md": "# Old\n\n[[Dmitry]] once wrote this.\n",
    "Daily/2026-12-03.md": "# 2026-12-03\n\nMy own words.\n",
}
NOON = datetime(2026, 12, 3, 12, 0, tzinfo=UTC).timestamp()
LONG_AGO = datetime(2026, 11, 1, 12, 0, tzinfo=UTC).timestamp()


def age(root: Path) -> None:
    """Every file last changed long ago, but the retro on the day itself."""
    for file in root.rglob("*.md"):
        os.utime(file, (LONG_AGO, LONG_AGO))
    os.utime(root / "Notes/Retro.md", (NOON, NOON))
