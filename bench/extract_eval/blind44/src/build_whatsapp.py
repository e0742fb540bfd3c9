"""Write chat 2 as a WhatsApp Android export (`DD/MM/YYYY, HH:MM - Name: text`).

WhatsApp has no message ids: a label's `msg` is the 1-based position of its message
among the parsed messages, i.e. skipping system lines and deleted-message stubs.
"""

from __future__ import annotations

from pathlib import Path

import chat_whatsapp as chat


def build(out: Path) -> dict:
    lines = []
    labels = []
    position = 0
    for record in chat.MESSAGES:
        stamp = record["time"].strftime("%d/%m/%Y, %H:%M")
        kind = record.get("kind")
        if kind == "system":
            lines.append(f"{stamp} - {record['text']}")
            continue
        sender = chat.SENDERS[record["who"]]
        text = record["text"]
        if record.get("edited"):
            text += " <This message was edited>"
        if sender == chat.TEMP:  # Android shows an unsaved number with direction marks
            shown = "\u202a" + sender + "\u202c"
        else:
            shown = sender
        lines.append(f"{stamp} - {shown}: {text}")
        if kind == "deleted":
            assert not record["labels"]
            continue
        position += 1
        for label in record["labels"]:
            labels.append({"msg": position, **label})
    (out / chat.FILE).write_text("\n".join(lines) + "\n", "utf-8")
    return {"file": chat.FILE, "owner": chat.OWNER, "language": chat.LANGUAGE,
            "people": chat.PEOPLE, "labels": labels, "_messages": position}
