"""Issue 27: an evening's reflection for a 10-person team, without a model (target
≤ 10 s), as a call and as a `vaultmind reflect --all` process; and the model pass with
the scripted model (the pipeline's own cost, and how many calls a day with three quiet
people makes: one per person with something new).

The team vault: 10 person notes, each with an overdue promise, one due tomorrow, one
moved that day, one made that day, a context learnt that day and a leave note; 7 of
them wrote 20 messages that day (3 only have a promise falling due: nothing new).
`--background N` first fills the vault with `bench.make_vault`'s N notes (their people
are reflected on too, and are quiet that day), as a lead's real vault holds more than
the team. Medians of several runs; the Daily note is removed before each, so every
run writes the sections anew. The first run, on a vault never indexed, builds the
index as any first command does, and is shown apart.

    python -m bench.reflect [--background 2000] [--runs 5] [--model]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from bench.make_vault import make_vault
from bench.run import machine

if TYPE_CHECKING:
    from vaultmind.agent.language_model import LanguageModel
    from vaultmind.service.reflect import ReflectReport

DAY = date(2027, 3, 10)  # after every date make_vault writes: only the team is active
TEAM = 10
QUIET = 3  # people with only a promise falling due that day
MESSAGES = 20
NAMES = ("Irina Sokolova", "Timur Akhmetov", "Maria Lopez", "Oleg Petrov", "Dana Kim",
         "Pavel Orlov", "Lena Frost", "Igor Belov", "Sara Novak", "Ivan Grin")  # fmt: skip


def person_note(name: str, quiet: bool) -> str:
    """Standing promises, and (unless `quiet`) what the day added to them."""
    lines = [
        f"- [ ] Send the {name.split()[0]} audit [confidence:: 0.9] ➕ 2027-02-20 "
        "📅 2027-03-01 ^m-o{0}",
        "- [ ] Book the test rig ➕ 2027-03-01 📅 2027-03-11 ^m-t{0}",
    ]
    if quiet:
        lines.append("- [ ] Review the budget ➕ 2027-03-01 📅 2027-03-10 ^m-q{0}")
    else:
        lines += [
            "- [ ] Review the budget ➕ 2027-03-10 📅 2027-03-16 ^m-n{0}",
            "- [-] Review the budget [superseded_by:: [[#^m-n{0}]]] ➕ 2027-03-01 "
            "📅 2027-03-12 ❌ 2027-03-10 ^m-s{0}",
            "- [ ] Call the carrier ➕ 2027-03-10 📅 2027-03-15 ^m-c{0}",
            "- [context] Waiting for the supplier's drawings [created:: 2027-03-10] ^m-x{0}",
        ]
    lines.append("- [context] On vacation [valid_until:: 2027-03-14] [created:: 2027-03-09] "
                 "^m-v{0}")  # fmt: skip
    slug = "".join(c for c in name.lower() if c.isalpha())[:4]
    body = "\n".join(line.replace("{0}", slug) for line in lines)
    return f"---\ntype: person\n---\n# {name}\n\n## Memory\n{body}\n"


def chat(names: list[str]) -> str:
    head = (f'---\ntype: source\nsource: telegram\nchat: "9"\nchat_title: "Team"\n'
            f"date: {DAY}\n---\n# Team — {DAY}\n\n")  # fmt: skip
    lines = [
        f"- {9 + i // 60:02d}:{i % 60:02d} **{names[i % len(names)]}**: status update "
        f"number {i} on the rollout ^tg-9-{i}"
        for i in range(MESSAGES * len(names))
    ]
    return head + "\n".join(lines) + "\n"


def make_team(root: Path, background: int) -> None:
    if background:
        make_vault(root, background)
    root.mkdir(parents=True, exist_ok=True)
    for n, name in enumerate(NAMES[:TEAM]):
        note = root / "People" / f"{name}.md"
        note.parent.mkdir(parents=True, exist_ok=True)
        note.write_text(person_note(name, quiet=n >= TEAM - QUIET), encoding="utf-8")
    source = root / "Sources/telegram/9" / f"{DAY}.md"
    source.parent.mkdir(parents=True, exist_ok=True)
    source.write_text(chat(list(NAMES[: TEAM - QUIET])), encoding="utf-8")


def in_process(
    root: Path, runs: int, model: Callable[[], LanguageModel] | None = None
) -> tuple[list[float], ReflectReport]:
    from vaultmind.service import VaultService

    samples, reports = [], []
    for _ in range(runs):
        (root / "Daily" / f"{DAY}.md").unlink(missing_ok=True)
        service = VaultService(root)
        started = time.perf_counter()
        if model is None:
            reports.append(service.reflect(DAY, None, explicit_model="none"))
        else:
            reports.append(service.reflect(DAY, None, model=model()))
        samples.append(time.perf_counter() - started)
    return samples, reports[-1]


def as_process(root: Path, runs: int) -> list[float]:
    argv = [sys.executable, "-m", "vaultmind", "reflect", "--day", str(DAY), "--all",
            "--model", "none", "--vault", str(root)]  # fmt: skip
    samples = []
    for _ in range(runs):
        (root / "Daily" / f"{DAY}.md").unlink(missing_ok=True)
        started = time.perf_counter()
        subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        samples.append(time.perf_counter() - started)
    return samples


def scripted() -> LanguageModel:
    from vaultmind.agent.fake import ScriptedModel

    empty: dict[str, list[object]] = {
        "highlights": [],
        "commitments": [],
        "risks": [],
        "observations": [],
    }
    reply = json.dumps({"summary": "Status updates on the rollout.", **empty})
    return ScriptedModel([reply] * TEAM * 2)


def _row(label: str, samples: list[float], target: str = "≤ 10 s") -> str:
    return (f"| {label} | {statistics.median(samples):.2f} s median of {len(samples)} "
            f"(min {min(samples):.2f}, max {max(samples):.2f}) | {target} |")  # fmt: skip


def bench(background: int, runs: int, real_model: bool) -> list[str]:
    with tempfile.TemporaryDirectory(prefix="vm-reflect-") as tmp:
        root = Path(tmp) / "vault"
        make_team(root, background)
        notes = sum(1 for _ in root.rglob("*.md"))
        lines = [f"Machine: {machine()}", "",
                 f"Vault: {notes} notes ({TEAM} team members, {background} background notes), "
                 f"day {DAY}", "", "| measurement | time | target |", "|---|---|---|"]  # fmt: skip
        cold, _ = in_process(root, 1)  # a vault never indexed: the index is built first
        lines.append(_row("first run: the index built from nothing, then reflect", cold))
        samples, report = in_process(root, runs)
        written = len(report.people)
        lines.append(_row(f"reflect, no model, in process ({written} people written)", samples))
        lines.append(_row("`vaultmind reflect --all --model none` (process)", as_process(root, 3)))
        samples, report = in_process(root, runs, scripted)
        skipped = sum(1 for p in report.people if p.model_skipped)
        lines.append(_row(f"reflect, scripted model ({skipped} of {written} skipped: "
                          "nothing new)", samples, "—"))  # fmt: skip
        if real_model:
            lines.append(_row("reflect, bundled model (SmolLM2-135M)", _bundled(root), "—"))
        return lines


def _bundled(root: Path) -> list[float]:
    from vaultmind.service import VaultService

    (root / "Daily" / f"{DAY}.md").unlink(missing_ok=True)
    started = time.perf_counter()
    VaultService(root).reflect(DAY, None)
    return [time.perf_counter() - started]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--background", type=int, default=0, help="make_vault notes first")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--model", action="store_true", help="also the bundled model, once")
    args = parser.parse_args(argv)
    print("\n".join(bench(args.background, args.runs, args.model)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
