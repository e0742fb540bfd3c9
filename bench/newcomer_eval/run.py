"""A newcomer's own vault, measured: `python -m bench.newcomer_eval.run [--set blind2|demo|…]`.

Each set (bench/newcomer_eval/blind*/, written by someone who read none of the code;
`blind` has since been read and is a development set, `blind2` is still blind) is a
team lead's Obsidian vault and two chat exports, with an answer key. It is
copied to a temporary folder, given a `vaultmind.toml`, both exports are ingested
through the real service without a model, and then what a lead sees is compared with
the key. Only figures are printed, never the set's text: it stays blind.

- people split: a person of the key with a second person note made for one of their
  chat names;
- tasks missed by `due`: the key's overdue and due-today tasks `due` does not list;
- versions read as dates: memory lines that quote a version or ticket string of the
  key (from a message that names no real date) whose due date is that string read as
  a date (2.4 → 2 April or 4 February; TCK-8 → the 8th);
- wrong completions: commitment lines marked done by a message the key says closes
  another promise, or nothing (a partial or an unrelated completion), of all lines
  marked done (the closing message is the line's last evidence, the promise its first);
- memory line length: visible characters (as Obsidian's reading view shows the line:
  link targets hidden behind their aliases, comments and the block id left out),
  median and 90th percentile, over every memory line of the vault after ingest.
"""

from __future__ import annotations

import argparse
import itertools
import json
import re
import shutil
import statistics
import tempfile
from datetime import date
from pathlib import Path
from typing import Any

from vaultmind.service import IngestRequest, VaultService

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
_LINK = re.compile(r"!?\[\[([^\]|]*)(?:\|([^\]]*))?\]\]")
_COMMENT = re.compile(r"%%.*?%%")
_BLOCK = re.compile(r"\s\^[A-Za-z0-9-]+\s*$")
_WORD = re.compile(r"\w+")


def visible(line: str) -> str:
    """A Markdown line as the reading view shows it (near enough for a length)."""
    line = _COMMENT.sub("", _BLOCK.sub("", line.rstrip("\n")))
    line = _LINK.sub(lambda m: m.group(2) or m.group(1).split("#")[0].split("/")[-1], line)
    return line.strip()


def words(text: str) -> str:
    return " ".join(_WORD.findall(text.casefold().replace("ё", "е")))


def memory_lines(vault: Path) -> list[str]:
    lines = []
    for note in vault.rglob("*.md"):
        in_memory = False
        for line in note.read_text(encoding="utf-8", errors="replace").splitlines():
            if line.startswith("## "):
                in_memory = line.strip() == "## Memory"
            elif in_memory and line.startswith("- ["):
                lines.append(line)
    return lines


def lengths(vault: Path) -> tuple[int, float, float]:
    sizes = sorted(len(visible(line)) for line in memory_lines(vault))
    if not sizes:
        return 0, 0.0, 0.0
    p90 = sizes[min(len(sizes) - 1, round(0.9 * (len(sizes) - 1)))]
    return len(sizes), statistics.median(sizes), float(p90)


def people_split(key: dict[str, Any], before: set[str], vault: Path) -> int:
    """Key people with a person note ingest made for one of their chat names."""
    made = {p.stem.casefold() for p in (vault / "People").glob("*.md") if p.name not in before}
    split = 0
    for title, identities in key["people"].items():
        names = {i["name"].casefold() for i in identities if i.get("name")}
        if (names - {title.casefold()}) & made:
            split += 1
    return split


_FIELD = re.compile(r"\[[^\[\]:]+::[^\]]*\]")


def task_words(text: str) -> str:
    """A task's words without its inline fields and link brackets: the key keeps
    them as written, `due` shows the task's own words."""
    return words(visible(_FIELD.sub(" ", text)))


def tasks_missed_by_due(key: dict[str, Any], service: VaultService, today: date) -> tuple[int, int]:
    """The key's overdue and due-today tasks that have an owner, and how many of them
    `due` does not list under that owner (the same words either way round)."""
    due = service.due(today)
    listed = [(c.person.casefold(), task_words(c.text)) for c in (*due.overdue, *due.due_today)]
    expected = [(owner, task_words(text)) for group in ("overdue", "due_today")
                for owner, texts in key["due_on_today"][group].items() if owner != "(none)"
                for text in texts]  # fmt: skip
    missed = 0
    for owner, wanted in expected:
        if not any(who == owner.casefold() and said and (wanted in said or said in wanted)
                   for who, said in listed):  # fmt: skip
            missed += 1
    return missed, len(expected)


_DUE = re.compile(r"(?:\[due:: |📅 ?)\d{4}-(\d\d)-(\d\d)")


def read_as(version: str) -> set[tuple[int, int]]:
    """The (month, day) pairs a version or ticket string would give if it were read as
    a date: «2.4» 2 April or 4 February, «TCK-8» or «v8» the 8th (any month: 0)."""
    numbers = [int(n) for n in re.findall(r"\d+", version)]
    days: set[tuple[int, int]] = set()
    for first, second in itertools.pairwise(numbers):
        days |= {(second, first), (first, second)}
    return days | ({(0, numbers[0])} if len(numbers) == 1 else set())


def versions_as_dates(key: dict[str, Any], vault: Path) -> tuple[int, int]:
    """Version or ticket strings (of messages that name no real date) quoted by a memory
    line whose due date is that string read as a date."""
    lines = [visible(line) for line in memory_lines(vault)]
    real = {(d["chat"], str(d["message"])) for d in (*key["dates"], *key["relative_dates"])}
    undated = [i for i in key["not_dates"] if (i["chat"], str(i["message"])) not in real]
    wrong = 0
    for item in undated:
        wrong_days = read_as(item["string"])
        for line in lines:
            due = _DUE.search(line)
            if item["string"] in line and due:
                month, day = int(due.group(1)), int(due.group(2))
                if (month, day) in wrong_days or (0, day) in wrong_days:
                    wrong += 1
                    break
    return wrong, len(undated)


_HEAD = re.compile(r"^- (\d\d:\d\d) (.+?): ")
_BLOCK_ID = re.compile(r"\^([A-Za-z0-9-]+)\s*$")
_SRC_LINK = re.compile(r"\[\[Sources/[^#\]|]+#\^([A-Za-z0-9-]+)")


def message_keys(vault: Path) -> dict[str, tuple[str, str]]:
    """Each Sources block → (chat, the key's name for its message): a Telegram id, or
    WhatsApp's `dd.mm.yyyy, hh:mm - sender`."""
    found: dict[str, tuple[str, str]] = {}
    for file in (vault / "Sources").rglob("*.md"):
        chat = file.relative_to(vault / "Sources").parts[0]
        day = file.stem.split("-")
        head = ""
        for line in file.read_text(encoding="utf-8").splitlines():
            if (start := _HEAD.match(line)) is not None:
                sender = visible(start.group(2)).strip("*")
                head = f"{day[2]}.{day[1]}.{day[0]}, {start.group(1)} - {sender}"
            block = _BLOCK_ID.search(line)
            if block is None:
                continue
            number = block.group(1).rsplit("-", 1)[-1]
            found[block.group(1)] = (chat, number if chat == "telegram" else head)
    return found


def wrong_completions(key: dict[str, Any], vault: Path) -> tuple[int, int]:
    """Commitment lines marked done by a message the key says closes something else
    (or nothing: a partial or an unrelated completion), and all lines marked done. The
    closing message is the last evidence (`set_status` adds it), the promise the first."""
    from vaultmind.vault.parse import scan_memories

    keys = message_keys(vault)
    promised = [(c["chat"], str(c["message"])) for c in key["chat_commitments"]]
    closes: dict[tuple[str, str], set[tuple[str, str]]] = {}
    for entry in key["completions"]:
        target = entry["closes"]
        closed = promised[target] if isinstance(target, int) else ("", "")
        closes.setdefault((entry["chat"], str(entry["message"])), set()).add(closed)
    wrong = done = 0
    for note in (vault / "People").glob("*.md"):
        for memory in scan_memories(note.read_text(encoding="utf-8"))[0]:
            links = _SRC_LINK.findall(" ".join(memory.sources))
            if memory.kind != "commitment" or memory.status != "done" or len(links) < 2:
                continue
            done += 1
            closer, promise = keys.get(links[-1]), keys.get(links[0])
            wrong += promise not in closes.get(closer or ("", ""), set())
    return wrong, done


def measure(root: Path, exports: list[Path], today: date) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="vm-newcomer-") as tmp:
        vault = Path(tmp) / "vault"
        shutil.copytree(root, vault)
        if not (vault / "vaultmind.toml").exists():
            (vault / "vaultmind.toml").write_text('timezone = "UTC"\n', "utf-8")
        before = {p.name for p in (vault / "People").glob("*.md")}
        service = VaultService.open(vault)
        if exports:
            service.ingest(IngestRequest(tuple(exports), model="none", today=today))
        figures: dict[str, Any] = {"lines": lengths(vault)}
        key_file = root.parent / "key.json"
        if key_file.exists():
            key = json.loads(key_file.read_text(encoding="utf-8"))
            figures["split"] = people_split(key, before, vault)
            figures["due"] = tasks_missed_by_due(key, service, today)
            figures["versions"] = versions_as_dates(key, vault)
            figures["completions"] = wrong_completions(key, vault)
        return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sets = sorted(p.name for p in HERE.glob("blind*") if (p / "key.json").exists())
    parser.add_argument("--set", choices=(*sets, "demo"), default="blind")
    args = parser.parse_args()
    if args.set == "demo":
        sample = REPO / "samples" / "telegram" / "result.json"
        figures = measure(REPO / "vault_template", [sample], date(2026, 12, 3))
    else:
        root = HERE / args.set
        key = json.loads((root / "key.json").read_text(encoding="utf-8"))
        exports = sorted(p for p in (root / "exports").rglob("*") if p.is_file())
        figures = measure(root / "vault", exports, date.fromisoformat(key["today"]))
    count, median, p90 = figures["lines"]
    print("| set | people split | tasks missed by due | versions as dates | wrong completions "
          "| memory lines (median / p90 visible chars) |\n|---|---|---|---|---|---|")  # fmt: skip
    split = figures.get("split", "–")
    due = "{} of {}".format(*figures["due"]) if "due" in figures else "–"
    versions = "{} of {}".format(*figures["versions"]) if "versions" in figures else "–"
    wrong = "{} of {} done".format(*figures["completions"]) if "completions" in figures else "–"
    print(f"| {args.set} | {split} | {due} | {versions} | {wrong} | {count}: {median:.0f} / "
          f"{p90:.0f} |")  # fmt: skip


if __name__ == "__main__":
    main()
