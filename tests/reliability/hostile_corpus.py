"""A corpus of hostile input: note text, exports in every ingest format, CLI values.

Deterministic cases (truncated, huge, oddly encoded, odd fields) and hypothesis
strategies that mutate good samples. Used by test_hostile_input.py; nothing here
touches the disk except `write_exports`.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

from tests.unit.ingest.samples import WHATSAPP_ANDROID, WHATSAPP_IOS, dumps, telegram_chat

# ---------------------------------------------------------------- hostile strings

CONTROL = "".join(chr(c) for c in [*range(0x00, 0x09), 0x0B, 0x0C, *range(0x0E, 0x20), 0x7F])
C1 = "\x85\x9b"  # NEL and CSI: control characters in their 8-bit form
ESCAPES = (
    "\x1b[31mred\x1b[0m",  # colour
    "\x1b]0;pwned\x07",  # set the terminal title
    "\x1b[2J\x1b[H",  # clear the screen
    "\x1b]8;;http://evil\x07link\x1b]8;;\x07",  # a hidden hyperlink
)
NASTY = (
    "",
    " ",
    "-",
    "--",
    "\t",
    "\r",
    "\n",
    "a\nb",
    "\x00",
    "a\x00b",
    *ESCAPES,
    "\u202eevil\u202c",  # right-to-left override
    "\u2028",
    "\ufeff",
    "\u200b",
    "e\u0301",  # NFD
    "💥🔥",
    "[[",
    "]]",
    "]] ^m-x",
    "[[a|b]]",
    "^m-abc123",
    "#tag",
    "%%",
    "```",
    "---",
    "::",
    "[k:: v]",
    "\\",
    "../../../../etc/passwd",
    "/etc/passwd",
    "/",
    ".",
    "..",
    "~",
    "~root",
    "$HOME",
    "*",
    "?",
    "NUL",
    "con",
    "-1",
    "0",
    "999999999999999999999999",
    "1e309",
    "nan",
    "inf",
    "0001-01-01",
    "9999-12-31",
    "2026-02-30",
    "2026-13-01",
    "0001-W01",
    "9999-W52",
    "x" * 5000,
)


def has_raw_control(text: str) -> str | None:
    """The first control character a terminal would act on (newline and tab are fine)."""
    for char in text:
        if (char < " " and char not in "\n\t") or "\x7f" <= char <= "\x9f":
            return repr(char)
    return None


hostile_text = st.one_of(
    st.sampled_from(NASTY),
    st.text(max_size=40),
    st.text(alphabet=st.sampled_from([*CONTROL, *C1, "[", "]", "^", "#", "|", "%", ":"])),
)


def _different_words(count: int) -> str:
    letters = "abcdefghijklmnopqrstuvwxyz"
    return " ".join(letters[n % 26] + letters[n // 26 % 26] + letters[n // 676 % 26] + "q"
                    for n in range(count))  # fmt: skip


# Questions a user pastes (`ask` takes one argument: at most 128 KiB on Linux; `chat`
# reads lines of any length), each once an exit 70 or minutes of work.
WALLS_OF_TEXT = {
    "120kb-one-word": "word " * 24_000,
    "2000-different-words": _different_words(2000),
    "what-is-repeated": "what is " * 15_000,
}
CHAT_WALLS = {**WALLS_OF_TEXT, "160kb-one-word": "word " * 32_000,
              "640kb-one-word": "word " * 128_000, "640kb-a-name": "Дима " * 128_000}  # fmt: skip

# ---------------------------------------------------------------- vault notes

_FRAGMENTS = (
    "# ", "## Memory\n", "- [fact] ", "- [commitment] ", "- [ ] ", "- [x] ", "[[", "]]",
    "![[", "|", "#", "#tag", "^m-abc", " ^blk", "%%", "```\n", "~~~", "---\n", "key: ",
    "aliases: [", "[[x]]", "::", "[due:: ", "2026-12-04", "]", "(", ")", "> ", "\t", "  ",
    "\n", "\r\n", "\r", "\u2028", "\x00", "\x1b[31m", "\ufeff", "Дима", "e\u0301", "💥",
    "`", "\\", "<!--", "-->", "$$", "==", "**", "_", "[owner:: [[Дима]]]", "<<<<<<< ours\n",
    ">>>>>>> theirs\n", "=======\n", "\n---\ntype: person\n---\n",
)  # fmt: skip
note_text = st.lists(st.one_of(st.sampled_from(_FRAGMENTS), st.text(max_size=12)), max_size=60).map(
    "".join
)
note_bytes = st.one_of(
    note_text.map(lambda t: t.encode("utf-8", "surrogatepass")),
    st.binary(max_size=300),
    note_text.map(lambda t: t.encode("utf-16", "surrogatepass")),
)

HOSTILE_NOTES: dict[str, bytes] = {
    "People/Escape \x1b[31mred.md": b"# \x1b]0;pwned\x07\n\n## Memory\n- [fact] \x1b[2J x\n",
    "People/Dima.md": "# Дима\n\n## Memory\n- [commitment] отчёт [due:: 0001-01-01] ^m-a\n"
    "- [fact] x [confidence:: nan] [created:: 9999-12-31] ^m-b\n".encode(),
    "Notes/Deep.md": ("> " * 2000 + "[[x]]\n").encode(),
    "Notes/Long line.md": b"# L\n\n" + b"word " * 200_000 + b"\n",
    "Notes/Brackets.md": b"[[" * 5000 + b"]]" * 5000 + b"\n" + b"%%" * 3000,
    "Notes/Frontmatter.md": b"---\naliases: {a: [\n---\n# F\n",
    "Notes/Yaml bomb.md": b"---\na: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a]\n"
    b"c: &c [*b, *b, *b, *b, *b]\nd: [*c, *c, *c, *c, *c]\n---\n# Bomb\n",
    "Notes/UTF-16.md": "# Wide\n\n[[Dima]]\n".encode("utf-16"),
    "Notes/Latin-1.md": "# Café\n\n[[Dima]]\n".encode("latin-1"),
    "Notes/Binary.md": bytes(range(256)),
    "Notes/CR only.md": b"# CR\r\r## Memory\r- [fact] old mac ^m-cr\r",
    "Notes/Conflict.md": b"# C\n<<<<<<< ours\na\n=======\nb\n>>>>>>> theirs\n",
    "Notes/Empty.md": b"",
    "Notes/\u202eevil.md": b"# RTL\n",
    "Notes/e\u0301.md": b"# NFD\n",
}

# ---------------------------------------------------------------- exports

Json = Any


def _telegram() -> Json:
    return telegram_chat()


def _set(data: Json, path: tuple[Any, ...], value: Json) -> Json:
    changed = copy.deepcopy(data)
    target = changed
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return changed


def _drop(data: Json, path: tuple[Any, ...]) -> Json:
    changed = copy.deepcopy(data)
    target = changed
    for key in path[:-1]:
        target = target[key]
    del target[path[-1]]
    return changed


ODD_VALUES: tuple[Json, ...] = (
    None, True, -1, 0, 10**30, 1.5, float("inf"), "", " ", "\x00", "\x1b[31m", "💥" * 1000,
    "2026-13-45T99:99:99", "0001-01-01T00:00:00", "9999-12-31T23:59:59", "-99999999999",
    "1e20", [], {}, [None], {"type": "bold"}, [{"type": "x", "text": None}], [[["deep"]]],
)  # fmt: skip
_TELEGRAM_FIELDS: tuple[tuple[Any, ...], ...] = (
    ("name",), ("id",), ("type",), ("messages",), ("messages", 1, "id"),
    ("messages", 1, "date"), ("messages", 1, "date_unixtime"), ("messages", 1, "from"),
    ("messages", 1, "text"), ("messages", 1, "text_entities"), ("messages", 1, "type"),
    ("messages", 4, "reply_to_message_id"), ("messages", 5, "edited"),
    ("messages", 5, "edited_unixtime"), ("messages", 6, "forwarded_from"),
    ("messages", 7, "photo"), ("messages", 8, "media_type"), ("messages", 8, "file"),
    ("messages", 9, "sticker_emoji"), ("messages", 0, "actor"), ("messages", 0, "members"),
)  # fmt: skip
_JSONL_RECORD = {"id": 1, "time": "2026-11-30T10:00:00", "sender": "Анна", "text": "Привет",
                 "chat": "team", "reply_to": None}  # fmt: skip


def _control_label(value: Json) -> str:
    """`-control` in a case's name when its value carries a terminal control character."""
    return "-control" if isinstance(value, str) and has_raw_control(value) else ""


def _jsonl(records: list[Json]) -> bytes:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records).encode()


def _encodings(name: str, text: str) -> Iterator[tuple[str, bytes]]:
    stem, _, suffix = name.rpartition(".")
    for codec in ("utf-8-sig", "utf-16", "utf-16-le", "utf-32", "cp1251", "latin-1"):
        try:
            yield f"{stem}-{codec}.{suffix}", text.encode(codec)
        except UnicodeEncodeError:
            continue


def _cuts(name: str, data: bytes) -> Iterator[tuple[str, bytes]]:
    stem, _, suffix = name.rpartition(".")
    for cut in (1, 10, len(data) // 3, len(data) // 2, len(data) - 1):
        yield f"{stem}-cut{cut}.{suffix}", data[:cut]
    yield f"{stem}-nul.{suffix}", data[: len(data) // 2] + b"\x00" + data[len(data) // 2 :]
    yield f"{stem}-nuls.{suffix}", b"\x00" * 4096  # valid UTF-8: binary all the same
    yield f"{stem}-invalid-utf8.{suffix}", data[:20] + b"\xff\xfe\xfa" + data[20:]


def telegram_cases() -> Iterator[tuple[str, bytes]]:
    good = _telegram()
    text = dumps(good)
    yield "result.json", text.encode()
    yield from _encodings("result.json", text)
    yield from _cuts("result.json", text.encode())
    for number, path in enumerate(_TELEGRAM_FIELDS):
        yield f"tg-drop-{number}.json", dumps(_drop(good, path)).encode()
        for odd, value in enumerate(ODD_VALUES):
            label = f"{number}-{odd}{_control_label(value)}"
            yield f"tg-odd-{label}.json", json.dumps(_set(good, path, value)).encode()
    for raw in ("", "{}", "[]", "null", "1", '"x"', "[" * 100_000, '{"a":' * 50_000, "NaN"):
        yield f"tg-raw-{len(raw)}-{raw[:2]}.json", raw.encode()
    many = [_set(good, ("messages",), good["messages"] * 400)]  # ~5 000 messages
    yield "tg-huge.json", json.dumps(many[0]).encode()
    yield (
        "tg-one-huge-message.json",
        dumps(_set(good, ("messages", 1, "text"), "ж" * 3_000_000)).encode(),
    )
    lone = dumps(good).replace("Доброе утро!", "\\ud800 \\udfff")
    yield "tg-lone-surrogates.json", lone.encode()
    account = {"chats": {"list": [good, {"id": 2, "messages": "x"}]}, "left_chats": [1]}
    yield "tg-account-broken.json", json.dumps(account).encode()


def whatsapp_cases() -> Iterator[tuple[str, bytes]]:
    for name, text in (("ios.txt", WHATSAPP_IOS), ("android.txt", WHATSAPP_ANDROID)):
        yield name, text.encode()
        yield from _encodings(name, text)
        yield from _cuts(name, text.encode())
        first, _, rest = text.partition("\n")
        variants = {
            "control": text.replace("Доброе утро!", "\x1b[31m\x1b]0;x\x07\x01").replace(
                "Morning!", "\x1b[2J\x85"
            ),
            "bad-date": text.replace("30.11.26", "31.02.26").replace("30/11/2026", "31/02/2026"),
            "bad-time": text.replace("10:05", "25:61"),
            "year-zero": text.replace("30.11.26", "30.11.00").replace("30/11/2026", "30/11/0000"),
            "headers-only": "\n".join(line.split(": ")[0] for line in text.splitlines()),
            "cr-only": text.replace("\r\n", "\r").replace("\n", "\r"),
            "long-line": first + "\n" + first[:30] + "Анна: " + "слово " * 200_000 + "\n" + rest,
            "many": text * 300,
            "sender-path": text.replace("Анна Смирнова", "../../../etc/passwd").replace(
                "Anna Smirnova", "/etc/passwd"
            ),
            "sender-syntax": text.replace("Анна Смирнова", "[[A]] #t ^m-x %%").replace(
                "Anna Smirnova", "]] ^m-x"
            ),
        }
        for label, variant in variants.items():
            yield f"{name[:-4]}-{label}.txt", variant.encode("utf-8", "surrogatepass")


def jsonl_cases() -> Iterator[tuple[str, bytes]]:
    good = _jsonl([_JSONL_RECORD, {**_JSONL_RECORD, "id": 2, "text": "обещаю до пятницы"}])
    yield "chat.jsonl", good
    yield from _encodings("chat.jsonl", good.decode())
    yield from _cuts("chat.jsonl", good)
    for key in _JSONL_RECORD:
        yield f"jl-drop-{key}.jsonl", _jsonl([{k: v for k, v in _JSONL_RECORD.items() if k != key}])
        for odd, value in enumerate(ODD_VALUES):
            label = f"{key}-{odd}{_control_label(value)}"
            yield f"jl-odd-{label}.jsonl", _jsonl([{**_JSONL_RECORD, key: value}])
    times = {"offset": "2026-11-30T10:00:00+25:00", "zulu": "2026-11-30T10:00Z",
             "week": "2026-W48-1", "ordinal": "2026-334", "space": " "}  # fmt: skip
    for label, time in times.items():
        yield f"jl-time-{label}.jsonl", _jsonl([{**_JSONL_RECORD, "time": time}])
    chats = {"dotdot": "../../etc", "slash": "/", "dot": ".", "nul": "a\x00b", "long": "c" * 10_000,
             "control": "\x1b[31mteam", "rtl": "\u202eteam"}  # fmt: skip
    for label, chat in chats.items():
        yield f"jl-chat-{label}.jsonl", _jsonl([{**_JSONL_RECORD, "chat": chat}])
    yield (
        "jl-nan.jsonl",
        b'{"id": NaN, "time": "2026-11-30T10:00:00", "sender": "a", "text": "b"}\n',
    )
    yield "jl-dup.jsonl", _jsonl([_JSONL_RECORD, _JSONL_RECORD])
    yield (
        "jl-lone.jsonl",
        b'{"id": 1, "time": "2026-11-30T10:00:00", "sender": "\\ud800", "text": "\\udfff"}\n',
    )
    yield "jl-deep.jsonl", b"[" * 100_000 + b"\n"
    yield "jl-array.jsonl", b"[1, 2, 3]\n"
    yield "jl-blank.jsonl", b"\n\n  \n"
    yield "jl-huge.jsonl", _jsonl([{**_JSONL_RECORD, "id": n} for n in range(5_000)])


def notes_cases() -> Iterator[tuple[str, bytes]]:
    good = (
        "---\ndate: 2026-11-30\n---\n# Планёрка\n\n"
        "**Анна**: обещаю прислать отчёт до пятницы\n\nИгорь: ок\n"
    )
    yield "2026-11-30 Планёрка.md", good.encode()
    yield from _encodings("2026-11-30 meeting.md", good)
    yield from _cuts("2026-11-30 meeting.md", good.encode())
    bodies = {
        "date-zero": good.replace("2026-11-30", "0000-00-00"),
        "date-far": good.replace("2026-11-30", "9999-12-31"),
        "frontmatter-open": "---\ndate: 2026-11-30\n# never closed\n\nтекст\n",
        "only-frontmatter": "---\ndate: 2026-11-30\n---\n",
        "whitespace": " \n\t\n \n",
        "control": good.replace("Игорь: ок", "\x1b[31mИгорь\x1b[0m: \x1b]0;x\x07ок\x01"),
        "speaker-syntax": good.replace("**Анна**", "**[[A]] ^m-x %%**"),
        "huge-paragraph": "# Big\n\n" + "слово " * 500_000,
        "many-paragraphs": "# Many\n\n" + "абзац\n\n" * 5_000,
    }
    for label, body in bodies.items():
        yield f"2026-11-30 {label}.md", body.encode("utf-8", "surrogatepass")
    yield "0000-00-00 zero.md", good.encode()
    yield "2026-02-30 feb.md", good.encode()
    yield "9999-12-31 23-59 far.txt", good.encode()
    yield "notes.markdown", good.encode()


CASES: dict[str, Callable[[], Iterator[tuple[str, bytes]]]] = {
    "telegram": telegram_cases,
    "whatsapp": whatsapp_cases,
    "jsonl": jsonl_cases,
    "notes": notes_cases,
}


def write_exports(folder: Path, kind: str) -> list[Path]:
    """Every case of one format as a file in its own folder (names may repeat)."""
    written = []
    for number, (name, data) in enumerate(CASES[kind]()):
        path = folder / f"{kind}-{number:03d}" / name.replace("/", "_").replace("\x00", "_")
        path.parent.mkdir(parents=True)
        path.write_bytes(data)
        written.append(path)
    return written


# ---------------------------------------------------------------- CLI arguments

Template = tuple[str, ...]  # "{}" marks where the hostile value goes
CLI_TEMPLATES: tuple[Template, ...] = (
    ("init", "{}"),
    ("index", "--vault", "{}"),
    ("search", "{}"),
    ("search", "x", "-n", "{}"),
    ("search", "x", "--type", "{}", "--folder", "{}"),
    ("search", "title:{}"),
    ("links", "{}"),
    ("doctor", "--vault", "{}"),
    ("completion", "{}"),
    ("remember", "{}", "some text"),
    ("remember", "Maria Lopez", "{}"),
    ("remember", "Maria Lopez", "text", "--kind", "{}"),
    ("remember", "Maria Lopez", "text", "--due", "{}"),
    ("remember", "Maria Lopez", "text", "--confidence", "{}"),
    ("remember", "Maria Lopez", "text", "--by", "{}"),
    ("remember", "Maria Lopez", "text", "--src", "{}"),
    ("remember", "Maria Lopez", "text", "--tag", "{}"),
    ("remember", "Maria Lopez", "text", "--valid-until", "{}"),
    ("remember", "Maria Lopez", "text", "--today", "{}"),
    ("memory", "add", "{}", "text"),
    ("memory", "done", "{}"),
    ("memory", "archive", "{}", "--today", "{}"),
    ("memory", "supersede", "{}", "text"),
    ("memory", "list", "{}"),
    ("memory", "list", "Maria Lopez", "--kind", "{}"),
    ("memory", "show", "{}"),
    ("memory", "{}"),
    ("context", "{}"),
    ("context", "Maria Lopez", "--today", "{}"),
    ("commitments", "--person", "{}"),
    ("commitments", "--due-within", "{}"),
    ("commitments", "--today", "{}"),
    ("node", "add", "{}", "Title"),
    ("node", "add", "project", "{}"),
    ("node", "add", "project", "Title", "--owner", "{}"),
    ("node", "add", "project", "Title", "--rel", "{}"),
    ("node", "add", "project", "Title", "--today", "{}"),
    ("tidy", "--today", "{}"),
    ("models", "--model", "{}"),
    ("status", "--vault", "{}"),
    ("ingest", "{}"),
    ("ingest", "--since", "{}"),
    ("ingest", "--chat", "{}", "--dry-run"),
    ("ingest", "{export}", "--model", "{}"),
    ("ingest", "{export}", "--chat", "{}"),
    ("reflect", "--day", "{}"),
    ("digest", "--week", "{}"),
    ("digest", "--today", "{}"),
    ("due", "--today", "{}"),
    ("log", "-n", "{}"),
    ("undo", "{}"),
    ("watch", "--vault", "{}"),
    ("{}",),
)

# A date, week or duration outside the one range every option keeps
# (memory/user_options.py): once a digest of year 1, an exit 70, a daemon spinning a core.
OUT_OF_RANGE_OPTIONS: tuple[tuple[str, ...], ...] = (
    ("digest", "--week", "9999-W52"),
    ("digest", "--week", "0001-W01"),
    ("reflect", "--day", "0001-01-01"),
    ("daemon", "--tick", "inf"),
    ("daemon", "--tick", "nan"),
    ("daemon", "--tick=-inf"),
    ("daemon", "--tick", "1e-300"),
    ("commitments", "--due-within", "99999999999999999999d"),
)
