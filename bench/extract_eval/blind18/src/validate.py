"""Check the set with the project's real parser.

Run: PYTHONPATH=/work/main /work/main/.venv/bin/python validate.py [--review]

Checks, per chat: the file parses with `parse_export` (the format the project detects is
the intended one); the parsed messages are exactly the written ones (count, order, sender,
time, text); times never go backwards; every label's `msg` exists (Telegram/JSONL: the
message id; WhatsApp: the 1-based position among parsed messages); every label's person is
in `people` and is not the owner; kinds, words, due / until are well formed; postponements
and contexts have a `due` (a context's `until` equals it); labels.json equals what the chat
modules hold. `--review` prints every label beside its message (and, for a lifecycle
label, beside the promise it closes). Word stems that appear in neither are reported as
warnings (a paraphrase may legitimately use them).
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from datetime import date, datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import build  # noqa: E402
import chat_brewery  # noqa: E402
import chat_helpdesk  # noqa: E402
import chat_property  # noqa: E402
from vaultmind.agent.ingest.sources.formats import detect_format, parse_export  # noqa: E402

KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")
LIFECYCLE = ("done", "postponed", "cancelled")
START, END = date(2026, 11, 16), date(2026, 12, 4)
DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")

errors: list[str] = []
warnings: list[str] = []


def err(text: str) -> None:
    errors.append(text)


def norm(text: str) -> str:
    return text.lower().replace("ё", "е")


def words_in(words: list[str], text: str) -> bool:
    t = norm(text)
    return all(any(norm(w) in t for w in word.split("|")) for word in words)


def check_chat(chat: dict, mod, fmt: str, review: bool) -> Counter:
    name = chat["file"]
    path = HERE / name
    text = path.read_text("utf-8")
    detected = detect_format(text, str(path))
    if detected != fmt:
        err(f"{name}: detected as {detected}, expected {fmt}")
    export = parse_export(path, "Europe/Moscow")
    if len(export.chats) != 1:
        err(f"{name}: {len(export.chats)} chats parsed")
    parsed = export.chats[0].messages

    # expected parsed messages, with the id a label uses
    if fmt == "telegram":
        _, ids = build.telegram_export(mod)
    elif fmt == "whatsapp":
        _, ids = build.whatsapp_export(mod)
    else:
        _, ids = build.jsonl_export(mod)
    expected = []  # (label id, Msg)
    for index, m in enumerate(mod.MESSAGES):
        if index not in ids or m.sender is None:
            continue
        if fmt == "telegram" and not m.text and not (
            m.extra.get("photo") or "voice" in m.extra or "sticker" in m.extra
        ):
            continue
        expected.append((ids[index], m))
    if len(parsed) != len(expected):
        err(f"{name}: parsed {len(parsed)} messages, expected {len(expected)}")
    for position, (raw, (mid, m)) in enumerate(zip(parsed, expected), start=1):
        want_text = m.text
        if fmt == "whatsapp":
            want_text = re.sub(r"\s*<This message was edited>$", "", want_text)
            if want_text in ("<Media omitted>",) or want_text.endswith("(file attached)"):
                want_text = ""
            if position != mid:
                err(f"{name}: position {position} mapped to {mid}")
        else:
            if raw.message_id != str(mid):
                err(f"{name}: message id {raw.message_id} != {mid}")
        if raw.text != want_text:
            err(f"{name}: msg {mid} text differs: {raw.text!r} vs {want_text!r}")
        if raw.sender != m.sender:
            err(f"{name}: msg {mid} sender {raw.sender!r} != {m.sender!r}")
        if raw.time != m.when:
            err(f"{name}: msg {mid} time {raw.time} != {m.when}")
    times = [raw.time for raw in parsed]
    for a, b in zip(times, times[1:]):
        if b < a:
            err(f"{name}: time goes backwards {a} -> {b}")
    all_times = [m.when for m in mod.MESSAGES]
    if any(b < a for a, b in zip(all_times, all_times[1:])):
        err(f"{name}: written times go backwards (incl. service lines)")
    if not (START <= times[0].date() and times[-1].date() <= END):
        err(f"{name}: messages outside 16 Nov - 4 Dec")
    if times[-1].tzinfo is None or times[-1].utcoffset().total_seconds() != 3 * 3600:
        err(f"{name}: not Moscow time")
    if not 110 <= len(parsed) <= 130:
        warnings.append(f"{name}: {len(parsed)} messages (brief: ~110-130)")

    # labels
    owner = chat["owner"]
    people = chat["people"]
    if owner in people:
        err(f"{name}: owner listed in people")
    valid_ids = {mid for mid, _ in expected}
    by_id = {mid: m for mid, m in expected}
    keyed = {m.extra["key"]: m for m in mod.MESSAGES if "key" in m.extra}
    counts: Counter = Counter()
    for label in chat["labels"]:
        mid = label["msg"]
        kind = label["kind"]
        counts[kind] += 1
        where = f"{name}: label {label}"
        if set(label) - {"msg", "kind", "person", "words", "due", "until"}:
            err(f"{where}: unknown fields")
        if mid not in valid_ids:
            err(f"{where}: msg {mid} is not a parsed message")
            continue
        if kind not in KINDS:
            err(f"{where}: bad kind")
        if label["person"] not in people:
            err(f"{where}: person not in people")
        if label["person"] == owner:
            err(f"{where}: owner labelled")
        words = label["words"]
        if not (1 <= len(words) <= 3) or any(not w or not all(p.strip() for p in w.split("|")) for w in words):
            err(f"{where}: words must be 1-3 non-empty stems")
        due = label.get("due")
        if due is not None:
            if not DAY.match(due):
                err(f"{where}: bad due")
            else:
                datetime.strptime(due, "%Y-%m-%d")
            if kind in ("done", "cancelled", "preference", "fact"):
                err(f"{where}: due on a {kind}")
        if kind in ("postponed", "context") and not due:
            err(f"{where}: {kind} without due")
        if kind == "context" and label.get("until") != due:
            err(f"{where}: context until != due")
        if kind != "context" and "until" in label:
            err(f"{where}: until on a non-context")
        m = by_id[mid]
        # find the module label for its ref
        own = [lb for lb in m.labels if lb.kind == kind and lb.person == label["person"]
               and lb.words == words]
        if len(own) != 1:
            err(f"{where}: not found exactly once in the chat module")
            continue
        source = m.text
        if kind in LIFECYCLE:
            ref = own[0].ref
            if ref is None or ref not in keyed:
                err(f"{where}: lifecycle label without a known ref")
                continue
            promise = keyed[ref]
            promised = [lb for lb in promise.labels if lb.kind == "commitment"
                        and lb.person == label["person"] and lb.words == words]
            if len(promised) != 1:
                err(f"{where}: ref {ref} holds no commitment with the same person and words")
            elif promise.when > m.when:
                err(f"{where}: closes a promise made later")
            elif kind == "postponed" and promised[0].due and due and due == promised[0].due:
                err(f"{where}: postponed to the same date")
            source = promise.text
        if not words_in(words, source):
            warnings.append(f"{name}: words {words} not literally in "
                            f"{'promise' if kind in LIFECYCLE else 'message'} {mid}")
        if review:
            print(f"  [{mid}] {kind:10} {label['person']} {words} {due or ''}")
            print(f"        << {m.sender}: {m.text}")
            if kind in LIFECYCLE:
                print(f"        promise: {source}")
    ordered = [label["msg"] for label in chat["labels"]]
    order_key = {mid: i for i, (mid, _) in enumerate(expected)}
    if [order_key[x] for x in ordered if x in order_key] != sorted(
        order_key[x] for x in ordered if x in order_key
    ):
        err(f"{name}: labels not in message order")
    return Counter(messages=len(parsed), **counts)


def main() -> None:
    review = "--review" in sys.argv
    data = json.loads((HERE / "labels.json").read_text("utf-8"))
    if data.get("today") != "2026-12-04":
        err("today is not 2026-12-04")
    mods = [(chat_helpdesk, "telegram", "ru"), (chat_brewery, "whatsapp", "en"),
            (chat_property, "jsonl", "mixed")]
    if len(data["chats"]) != 3:
        err("labels.json does not hold three chats")
    # labels.json equals what the modules say
    rebuilt = {
        build.chat_helpdesk.FOLDER + "/result.json": build.chat_labels(
            chat_helpdesk, build.telegram_export(chat_helpdesk)[1]),
        build.chat_brewery.FILE: build.chat_labels(chat_brewery, build.whatsapp_export(chat_brewery)[1]),
        build.chat_property.FILE: build.chat_labels(chat_property, build.jsonl_export(chat_property)[1]),
    }
    table = []
    for chat, (mod, fmt, lang) in zip(data["chats"], mods):
        if chat["language"] != lang:
            err(f"{chat['file']}: language {chat['language']} != {lang}")
        if rebuilt.get(chat["file"]) != chat["labels"]:
            err(f"{chat['file']}: labels.json is stale; run build.py")
        if review:
            print(f"\n== {chat['file']}")
        counts = check_chat(chat, mod, fmt, review)
        table.append((chat["file"], counts))
    print("\n| chat | messages | " + " | ".join(KINDS) + " | total |")
    print("|---|---|" + "---|" * (len(KINDS) + 1))
    for name, counts in table:
        total = sum(counts[k] for k in KINDS)
        print(f"| {name} | {counts['messages']} | " + " | ".join(str(counts[k]) for k in KINDS)
              + f" | {total} |")
    for w in warnings:
        print("WARNING:", w)
    if errors:
        for e in errors:
            print("ERROR:", e)
        sys.exit(1)
    print("\nOK: all checks pass")


if __name__ == "__main__":
    main()
