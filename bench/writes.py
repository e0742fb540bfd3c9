"""Writes to big notes and a very large export, as whole `vaultmind` processes.

`bench_big_note` times `remember` into a person note of 250 KB, 1 MB and 2 MB (the
job log used to diff the whole note quadratically: 2.5 s, 26 s, 95 s). `bench_huge_export`
ingests a 200 000-message export without a model and reports the time and the size
of `.vaultmind/` (33.6 minutes and 402 MB before); it takes many minutes, so it runs
only with `python -m bench.writes --huge`.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TEMPLATE = Path(__file__).resolve().parents[1] / "vault_template"
VAULTMIND = [sys.executable, "-m", "vaultmind"]
DIMA = "People/Дмитрий Кузнецов.md"
WORDS = (
    "Дима обещал прислать отчёт поставщику до пятницы релиз перенесли сроки горят "
    "meeting supplier report deadline [[Internal CRM]] #team"
).split()


def big_person_note(vault: Path, size: int) -> None:
    """Дмитрий's note grown to `size` bytes: half paragraphs, half memory lines."""
    note = vault / DIMA
    head, heading, rest = note.read_text(encoding="utf-8").partition("## Memory\n")
    memories, relations = rest.split("\n## Relations")
    chance = random.Random(1)
    paragraphs: list[str] = []
    lines: list[str] = []
    base = len(note.read_bytes())
    grown = 0
    while base + grown < size:
        words = " ".join(chance.choice(WORDS) for _ in range(10))
        if chance.random() < 0.5:
            lines.append(
                f"- [fact] {words} {len(lines)} [confidence:: 0.6] [by:: agent:extraction] "
                f"[src:: [[Sources/telegram/1/2026-11-30#^tg-1-{len(lines)}]]] "
                f"^m-{len(lines):06d}\n"
            )
            grown += len(lines[-1].encode())
        else:
            paragraphs.append(f"{words} {words}\n\n")
            grown += len(paragraphs[-1].encode())
    text = head + "".join(paragraphs) + heading + memories + "\n" + "".join(lines)
    note.write_text(text + "\n## Relations" + relations, encoding="utf-8")


def run(*args: str | Path) -> float:
    started = time.perf_counter()
    subprocess.run([*VAULTMIND, *map(str, args)], check=True, capture_output=True)
    return time.perf_counter() - started


def bench_big_note(
    sizes: tuple[int, ...] = (250_000, 1_000_000, 2_000_000), runs: int = 3
) -> list[str]:
    rows = []
    for size in sizes:
        with tempfile.TemporaryDirectory() as scratch:
            vault = Path(scratch) / "vault"
            shutil.copytree(TEMPLATE, vault)
            big_person_note(vault, size)
            run("index", "--vault", vault)
            times = [
                run("remember", "Дима", f"Big note memo {i}", "--vault", vault) for i in range(runs)
            ]
            undo = run("undo", "--vault", vault)
        rows.append(
            f"| `remember` into a {size / 1e6:g} MB person note (process, median of {runs}) "
            f"| {statistics.median(times) * 1000:.0f} ms (undo {undo * 1000:.0f} ms) "
            "| < 1 s at 2 MB |"
        )
    return rows


def bench_huge_export(messages: int = 200_000) -> list[str]:
    with tempfile.TemporaryDirectory() as scratch:
        vault = Path(scratch) / "vault"
        shutil.copytree(TEMPLATE, vault)
        chat = Path(scratch) / "huge.jsonl"
        senders = ["Дмитрий Кузнецов", "Ольга Иванова", "Игорь Петров", "Анна Смирнова"]
        # One message in ten is a promise, as in a busy team chat; the rest is talk.
        phrases = [
            "Пришлю отчёт {i} до пятницы",
            "Созвон по релизу {i} переносим на после обеда",
            "Ок, спасибо {i}",
            "Поставщик снова задерживает партию {i}",
            "Кто смотрел договор {i}?",
            "I will send the supplier report {i} by Monday",
            "The release checklist {i} is in the wiki",
            "Thanks, looks good {i}",
            "Any news on invoice {i}?",
            "Meeting notes {i} are up",
        ]
        with chat.open("w", encoding="utf-8") as out:
            for i in range(messages):
                phrase = phrases[(i * 7 + i // 4) % 10]
                if i % 2 and phrase in (phrases[0], phrases[5]):
                    phrase = "Ок {i}"
                row = {
                    "id": i,
                    "time": f"2025-{1 + i // 16_700 % 12:02d}-{1 + i // 600 % 28:02d}"
                    f"T{8 + i // 60 % 10:02d}:{i % 60:02d}:00",
                    "sender": senders[i // 2 % 4],
                    "text": phrase.format(i=i),
                }
                out.write(json.dumps(row, ensure_ascii=False) + "\n")
        env = {**os.environ, "VAULTMIND_MODEL": "none"}
        started = time.perf_counter()
        subprocess.run(
            [*VAULTMIND, "ingest", str(chat), "--vault", str(vault)],
            check=False,
            env=env,
            capture_output=True,
        )
        seconds = time.perf_counter() - started
        data = sum(p.stat().st_size for p in (vault / ".vaultmind").rglob("*") if p.is_file())
        export = chat.stat().st_size
    return [
        f"| ingest a {messages} message export ({export / 1e6:.0f} MB JSONL), no model, process "
        f"| {seconds / 60:.1f} min; `.vaultmind/` {data / 1e6:.0f} MB | ≤ 10 min |"
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--huge", action="store_true", help="also the 200 000-message export")
    args = parser.parse_args(argv)
    rows = bench_big_note()
    if args.huge:
        rows += bench_huge_export()
    print("\n".join(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
