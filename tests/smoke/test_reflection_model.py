"""The real default model reflects on the demo vault's last day: its reply parses
against the reflection schema, and whatever it says lands only where it is grounded."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from vaultmind.service import VaultService

SAMPLE = Path(__file__).resolve().parents[2] / "samples" / "telegram" / "result.json"


def test_real_reflection_parses_and_is_grounded(demo_vault: Path) -> None:
    service = VaultService(demo_vault)
    reports = service.import_exports([SAMPLE], dry_run=False, chat=None, since=None)
    service.extract_with_rules(sorted({p for r in reports for p in r.all_files}), date(2026, 12, 1))
    report = service.reflect(date(2026, 12, 1), "Дмитрий Кузнецов")
    assert report.model == "SmolLM2-135M-Instruct.Q4_1.gguf"
    [person] = report.people
    assert person.model_error is None  # valid JSON against the schema, first or second try
    text = (demo_vault / "Daily/2026-12-01.md").read_text(encoding="utf-8")
    section = text.split("## Reflection — [[Дмитрий Кузнецов]]\n", 1)[1].split("\n## ", 1)[0]
    for line in section.splitlines():
        if line.startswith("  - "):  # a model item: it names the evidence it rests on
            assert " — [[" in line, line
    for change in person.memories:
        assert "[confidence:: 0.6] [by:: agent:reflection]" in change.line
