"""Shared helpers for the build scripts: messages carry their own labels."""
from __future__ import annotations

import json
from datetime import datetime
from zoneinfo import ZoneInfo

MSK = ZoneInfo("Europe/Moscow")
KINDS = {"c": "commitment", "d": "done", "p": "postponed", "x": "cancelled",
         "pr": "preference", "cx": "context", "f": "fact"}


def when(stamp: str) -> datetime:
    """'11-16 09:05' -> aware datetime in 2026, Moscow time."""
    day, clock = stamp.split()
    month, dd = day.split("-")
    hh, mm = clock.split(":")
    return datetime(2026, int(month), int(dd), int(hh), int(mm), tzinfo=MSK)


def label(raw: tuple, msg, people_full: dict[str, str]) -> dict:
    kind, who, words, *rest = raw
    due = rest[0] if rest else None
    item = {"msg": msg, "kind": KINDS[kind], "person": people_full[who], "words": list(words)}
    if due:
        item["due"] = f"2026-{due}"
        if kind == "cx":
            item["until"] = f"2026-{due}"
    return item


def write_labels(path, chats: list[dict]) -> None:
    data = {"today": "2026-12-04", "chats": chats}
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
