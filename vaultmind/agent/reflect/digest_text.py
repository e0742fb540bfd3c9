"""`## Weekly digest` as lines: the numbers first, then what stands behind them."""

from __future__ import annotations

from vaultmind.agent.reflect.digest import Digest, Promise
from vaultmind.agent.reflect.template import plural


def headline(d: Digest) -> str:
    done = sum(p.done for p in d.projects)
    added = sum(p.added for p in d.projects)
    return (
        f"Week {d.week} ({d.first.isoformat()} – {d.last.isoformat()}): "
        f"{plural(done, 'task')} done, {added} added; commitments: {len(d.kept)} kept, "
        f"{len(d.broken)} broken, {len(d.postponed)} postponed."
    )


def digest_lines(d: Digest) -> list[str]:
    lines = [headline(d)]
    for p in d.projects:
        if p.done or p.added or p.broken:
            broken = f"; broken: {', '.join(f'«{t}»' for t in p.broken)}" if p.broken else ""
            lines.append(f"- [[{p.title}]]: {p.done} done, {p.added} added{broken}")
    if d.moved:
        lines.append("- moved: " + ", ".join(f"[[{who}]] ({n} done)" for who, n in _top(d.moved)))
    if d.stalled:
        stalled = ", ".join(f"[[{who}]] ({n} broken)" for who, n in _top(d.stalled))
        lines.append(f"- stalled: {stalled}")
    for label, promises in (("kept", d.kept), ("broken", d.broken), ("postponed", d.postponed)):
        if promises:
            lines.append(f"- {label}:")
            lines += [f"  - {_promise(p)}" for p in promises]
    if d.risks:
        lines.append("- risks from the reflections:")
        lines += [f"  - {risk}" for risk in d.risks]
    return lines


def _top(counts: dict[str, int]) -> list[tuple[str, int]]:
    return sorted(counts.items(), key=lambda pair: (-pair[1], pair[0].casefold()))


def _promise(p: Promise) -> str:
    who = f" — [[{p.person}]]" if p.person else ""
    if p.later is not None and p.due is not None:
        return f"«{p.text}» {p.due.isoformat()} → {p.later.isoformat()}{who}"
    due = f" (due {p.due.isoformat()})" if p.due else ""
    return f"«{p.text}»{due}{who}"
