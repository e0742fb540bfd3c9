"""How the CLI shows results: plain text for people, JSON for scripts, progress on a TTY.

Answers go to stdout; progress and messages go to stderr.
"""

from __future__ import annotations

import dataclasses
import os
import sys
from collections.abc import Iterable
from typing import IO, TYPE_CHECKING, Any

from vaultmind.cli_streams import unfiltered
from vaultmind.vault.escape import json_text
from vaultmind.vault.visible import visible

if TYPE_CHECKING:
    from vaultmind.index.fulltext import SearchHit
    from vaultmind.index.graph import Edge
    from vaultmind.index.indexer import UpdateReport
    from vaultmind.service import LinkReport
    from vaultmind.vault.doctor import Finding

BOLD_YELLOW, DIM, RESET = "\033[1;33m", "\033[2m", "\033[0m"


def use_colour(stream: IO[str]) -> bool:
    return stream.isatty() and not os.environ.get("NO_COLOR")


def print_json(data: Any) -> None:
    def default(value: Any) -> Any:
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            return dataclasses.asdict(value)
        return str(value)

    sys.stdout.write(json_text(data, indent=2, default=default) + "\n")


class ProgressBar:
    """A one-line bar on stderr when it is a terminal; silent when piped."""

    def __init__(self, label: str, stream: IO[str] | None = None) -> None:
        self.label = label
        self.stream = unfiltered(stream or sys.stderr)  # its own `\r` and `\033[K`
        self.enabled = self.stream.isatty()
        self._last = -1

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled or total <= 0:
            return
        percent = done * 100 // total
        if percent == self._last:
            return
        self._last = percent
        filled = percent * 30 // 100
        bar = "█" * filled + "░" * (30 - filled)
        self.stream.write(f"\r{self.label} {bar} {done}/{total}")
        if done >= total:
            self.stream.write("\r\033[K")
        self.stream.flush()


def render_update(report: UpdateReport) -> str:
    verb = "rebuilt" if report.rebuilt else "updated"
    parts = [f"{report.added} added", f"{report.updated} changed", f"{report.deleted} removed"]
    line = f"index {verb}: {', '.join(parts)}, {report.unchanged} unchanged"
    line += f" in {report.seconds:.2f} s"
    if report.problems:
        line += f"; {report.problems} file problem(s) — run `vaultmind doctor`"
    return line


def print_hits(hits: list[SearchHit]) -> None:
    """Coloured on a terminal: written past the filter, every vault string made visible."""
    colour = use_colour(sys.stdout)
    print(render_hits(hits, colour), file=unfiltered(sys.stdout) if colour else sys.stdout)


def render_hits(hits: list[SearchHit], colour: bool) -> str:
    if not hits:
        return "no matches"
    lines = []
    for hit in hits:
        snippet = _emphasise(visible(hit.snippet), colour)
        kind = f" [{visible(hit.type)}]" if hit.type else ""
        path = f"{DIM}{visible(hit.path)}{RESET}" if colour else hit.path
        lines.append(f"{hit.score:7.2f}  {visible(hit.title)}{kind}  {path}")
        if snippet:
            lines.append(f"         {snippet}")
    return "\n".join(lines)


def _emphasise(snippet: str, colour: bool) -> str:
    if not colour:
        return snippet
    parts = snippet.split("**")
    return "".join(f"{BOLD_YELLOW}{part}{RESET}" if i % 2 else part for i, part in enumerate(parts))


def render_links(report: LinkReport) -> str:
    hood, titles = report.neighbourhood, report.titles
    lines = [f"{report.note.title}  ({report.note.path})", "", "outgoing:"]
    lines += [f"  {_kind(e.kind)}{titles[e.target]}  ({e.target}){_at(e)}" for e in hood.outgoing]
    lines += [f"  ? {link.raw}  (unresolved, line {link.line})" for link in report.unresolved]
    if not hood.outgoing and not report.unresolved:
        lines.append("  (none)")
    lines += ["", "backlinks:"]
    lines += [f"  {_kind(e.kind)}{titles[e.source]}  ({e.source}){_at(e)}" for e in hood.backlinks]
    if not hood.backlinks:
        lines.append("  (none)")
    lines += ["", "two hops away:"]
    lines += [f"  {titles[path]}  ({path})" for path in hood.two_hop] or ["  (none)"]
    return "\n".join(lines)


def _at(edge: Edge) -> str:
    """Where the link is written: `line 9` of the source, or the `owner:` line of the target."""
    if edge.where == edge.target:
        return f"  its owner: line {edge.line}"
    return f"  line {edge.line}"


def _kind(kind: str) -> str:
    return "" if kind == "link" else f"{kind} → "


def links_json(report: LinkReport) -> dict[str, Any]:
    hood, titles = report.neighbourhood, report.titles

    def edge(path: str, kind: str, line: int, where: str) -> dict[str, Any]:
        return {"title": titles[path], "path": path, "kind": kind, "line": line, "in": where}

    return {
        "title": report.note.title,
        "path": report.note.path,
        "outgoing": [edge(e.target, e.kind, e.line, e.where) for e in hood.outgoing],
        "unresolved": [{"link": link.raw, "line": link.line} for link in report.unresolved],
        "backlinks": [edge(e.source, e.kind, e.line, e.where) for e in hood.backlinks],
        "two_hop": [{"title": titles[p], "path": p} for p in hood.two_hop],
    }


def render_findings(findings: Iterable[Finding], note_count: int) -> str:
    findings = list(findings)
    if not findings:
        return f"vault is healthy: {note_count} notes checked, no problems found"
    errors = sum(1 for f in findings if f.severity == "error")
    lines = [str(f) for f in findings]
    lines.append(f"{len(findings)} problem(s) ({errors} error(s)) in {note_count} notes")
    return "\n".join(lines)
