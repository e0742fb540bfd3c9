"""How the CLI shows search hits, a note's links and the vault's health."""

from __future__ import annotations

import sys
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from vaultmind.cli.render.common import BOLD_YELLOW, DIM, RESET, use_colour
from vaultmind.cli.streams import unfiltered
from vaultmind.vault.visible import visible

if TYPE_CHECKING:
    from vaultmind.index.fulltext import SearchHit
    from vaultmind.index.graph import Edge
    from vaultmind.service import LinkReport
    from vaultmind.vault.doctor import Finding


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
