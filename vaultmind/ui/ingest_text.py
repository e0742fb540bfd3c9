"""What the Ingest screen says, as text: each stage's line while it runs and once it
has finished, and the summary of a report. Pure functions over the service's report,
so the screen only places them and a test can read them without an app."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

from vaultmind.service.ingest import STAGES

if TYPE_CHECKING:
    from vaultmind.agent.ingest import ModelReport
    from vaultmind.service import IngestReport

Counts = dict[str, tuple[int, int]]  # stage → (done, total) as last told


def stage_lines(told: Counts, report: IngestReport | None = None) -> Text:
    """`✓ import  1/1`, `… model   2/5 chunk(s)`; with the finished run's `report`
    every stage that ran is done, and the model's line says what it really did (a
    re-ingest with nothing new reads nothing, which is not "0/1")."""
    text = Text()
    for stage in STAGES:
        text.append(_stage_line(stage, told, report) + "\n")
    text.rstrip()
    return text


def _stage_line(stage: str, told: Counts, report: IngestReport | None) -> str:
    if report is not None and stage == "model":
        return _model_line(report.model)
    if stage not in told:
        return f"  {stage}"
    done, total = told[stage]
    mark = "✓" if report is not None or (total and done >= total) else "…"
    unit = " chunk(s)" if stage == "model" else ""
    if total:
        return f"{mark} {stage:<7} {done}/{total}{unit}"
    return f"{mark} {stage:<7} nothing to do" if report is not None else f"{mark} {stage}"


def _model_line(model: ModelReport | None) -> str:
    if model is None:
        return "- model   not used: rules only"
    read = model.chunks_ok + model.chunks_failed
    if not read:
        return "✓ model   nothing new to read"
    return f"✓ model   {read}/{read} chunk(s)"


def summary_lines(report: IngestReport) -> list[str]:
    """The report as the screen lists it: files, chats, rules, the model, the days."""
    if not report.files:
        return ["nothing to ingest: name a file, or drop an export into Sources/"]
    where = " dropped into Sources/" if report.dropped else ""  # as the CLI says it
    lines = [f"{len(report.files)} file(s){where}"]
    lines += [f"skipped: {problem}" for problem in report.skipped]
    for chat in report.chats:
        c = chat.counts
        lines.append(f"{chat.source} «{chat.title}»: {c.new} new, {c.updated} edited, "
                     f"{c.unchanged} already there")  # fmt: skip
    lines += _rules_lines(report)
    lines += _model_summary(report.model)
    lines += [f"{day}: {outcome}" for day, outcome in sorted(report.days.items())]
    return lines


def _rules_lines(report: IngestReport) -> list[str]:
    r = report.rules
    if r is None:
        return []
    lines = [f"rules: {r.promises} promise(s), {r.facts} fact(s), "
             f"{r.preferences} preference(s), {r.contexts} context(s)"]  # fmt: skip
    if r.model_read:
        lines.append(f"read by the model (the rules found nothing): {r.model_read}")
    if r.model_decisions:
        lines.append(f"decisions read by the model: {r.model_decisions}")
    if r.task_evidence:
        lines.append(f"promise(s) matched an existing task: {r.task_evidence}")
    return lines


def _model_summary(model: ModelReport | None) -> list[str]:
    if model is None:
        return ["model: none (rules only)"]
    if not model.chunks_ok + model.chunks_failed:
        return [f"model {model.model}: nothing new to read (every message already read)"]
    lines = [f"model {model.model}: {model.chunks_ok} chunk(s) ok, "
             f"{model.chunks_failed} failed, {model.kept} item(s) kept"]  # fmt: skip
    if model.chunks_failed:
        lines.append("failed chunks (R retries them):")
        lines += [f"  {error}" for error in model.errors]
    return lines
