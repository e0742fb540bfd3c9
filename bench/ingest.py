"""Ingest benchmarks: messages per second through the whole pipeline, in-process.

`bench_ingest` runs a chat in which every message is a dated promise, with the
scripted model (the pipeline's own overhead) and with SmolLM2 (the real model);
`bench_large_chat` imports a year-sized chat without a model, then imports it again
(what a re-run of the same export costs).
"""

from __future__ import annotations

import json
import shutil
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import date
from pathlib import Path

from vaultmind.agent.language_model import LanguageModel
from vaultmind.service import IngestRequest, VaultService

TEMPLATE = Path(__file__).resolve().parents[1] / "vault_template"
TODAY = date(2026, 12, 2)


def bench_ingest(messages: int = 500) -> list[str]:
    """Messages ingested per second: pipeline overhead (scripted model) and SmolLM2."""
    from vaultmind.agent.fake import ScriptedModel

    def scripted(service: VaultService) -> LanguageModel:
        return ScriptedModel(['{"people": []}'] * 1000)

    def default(service: VaultService) -> LanguageModel:
        model = service.model_for("extraction")
        assert model is not None, "the default model is not installed"
        return model

    return [
        _ingest_run("scripted model", scripted, messages),
        _ingest_run("default model (SmolLM2-135M)", default, messages // 5),  # ~1 min
    ]


def _ingest_run(label: str, pick: Callable[[VaultService], LanguageModel], messages: int) -> str:
    with _scratch_vault() as (scratch, vault):
        chat = _chat_export(scratch / "team.jsonl", messages)
        service = VaultService(vault)
        model = pick(service)
        started = time.perf_counter()
        report = service.ingest(IngestRequest((chat,), today=TODAY), model=model).model
        seconds = time.perf_counter() - started
        assert report is not None
    return (
        f"| ingest {messages} messages, {label} "
        f"(import, rules, {report.chunks_ok} chunk(s), day sections) "
        f"| {messages / seconds:.{0 if messages >= 10 * seconds else 1}f} messages/s "
        f"({seconds:.1f} s) | — |"
    )


def _chat_export(path: Path, messages: int) -> Path:
    senders = ("Дмитрий Кузнецов", "Ольга Иванова", "Maria Lopez")
    rows = []
    for i in range(messages):
        when = f"2026-11-{1 + i // 200:02d}T{8 + (i // 20) % 10:02d}:{i % 60:02d}:00"
        text = f"Обсудили задачу {i}: пришлю отчёт по ней к пятнице, детали в трекере"
        rows.append({"id": i, "time": when, "sender": senders[i % 3], "text": text})
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows), "utf-8")
    return path


SENDERS = ("Дмитрий Кузнецов", "Ольга Иванова", "Maria Lopez", "Игорь Петров")
PHRASES = (
    "Обсудили задачу {i}, детали в трекере",
    "Пришлю отчёт {i} к пятнице",
    "ok",
    "Созвон в 15:00 по релизу {i}",
    "I will send the draft {i} tomorrow",
)


def bench_large_chat(messages: int = 20_000, detector: bool = True) -> list[str]:
    """A year of a busy team chat, no model: 400 messages a day, two in five a promise;
    with the learned detector (the default) or the rules alone (`detector = false`)."""
    with _scratch_vault() as (scratch, vault):
        if not detector:
            settings = vault / "vaultmind.toml"
            settings.write_text(settings.read_text("utf-8") + "\ndetector = false\n", "utf-8")
        chat = scratch / "year.jsonl"
        rows = [
            {
                "id": i,
                "time": f"2025-{1 + i // 11_200 % 12:02d}-{1 + i // 400 % 28:02d}"
                f"T{8 + i // 40 % 10:02d}:{i % 60:02d}:00",
                "sender": SENDERS[i % 4],
                "text": PHRASES[i % 5].format(i=i),
            }
            for i in range(messages)
        ]
        chat.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows), "utf-8")
        service = VaultService(vault)
        first = _timed_import(service, chat)
        again = _timed_import(service, chat)
    return [
        f"| ingest {messages} messages, no model (import, {_reader(detector)}, day sections) "
        f"| {messages / first:.0f} messages/s ({first:.1f} s) | — |",
        f"| the same export again (nothing new) | {again:.1f} s | — |",
    ]


def _reader(detector: bool) -> str:
    return "rules + detector" if detector else "rules only"


def _timed_import(service: VaultService, chat: Path) -> float:
    started = time.perf_counter()
    service.ingest(IngestRequest((chat,), model="none", today=TODAY))
    return time.perf_counter() - started


@contextmanager
def _scratch_vault() -> Iterator[tuple[Path, Path]]:
    with tempfile.TemporaryDirectory() as scratch:
        vault = Path(scratch) / "vault"
        shutil.copytree(TEMPLATE, vault)
        yield Path(scratch), vault
