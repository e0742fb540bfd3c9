"""How `ask` shows an answer: the text, then a footer mapping each [n] to its note and
block, with the date. An answer with an INVALID citation (invented, or a source that
does not say it) is withdrawn: one line says why, then the answer without a model."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from vaultmind.cli.render.common import print_json
from vaultmind.service.ask_json import as_json

if TYPE_CHECKING:
    from vaultmind.agent.ask.answer import ModelAnswer
    from vaultmind.agent.ask.rank import Source
    from vaultmind.agent.ask.vectors import VectorReport
    from vaultmind.service.ask import AskResult

__all__ = [
    "as_json",
    "as_text",
    "print_json",
    "say_no_model",
    "say_shortened",
    "say_vectors_waiting",
    "vectors_waiting",
]


def say_no_model() -> None:
    print("no model: the answer is taken from the sources (see `vaultmind models`)",
          file=sys.stderr)  # fmt: skip


def say_shortened(notice: str | None) -> None:
    """A pasted wall of text is answered from its start: one line says so."""
    if notice is not None:
        print(notice, file=sys.stderr, flush=True)


def say_vectors_waiting(report: VectorReport | None) -> None:
    notice = vectors_waiting(report)
    if notice is not None:
        print(notice, file=sys.stderr)


def vectors_waiting(report: VectorReport | None) -> str | None:
    """The vector pass left notes unembedded (its per-question budget): say so once."""
    if report is None or not report.waiting:
        return None
    return (f"vector pass: {len(report.waiting)} changed notes not embedded yet, left out "
            "of it (`vaultmind index` embeds them all)")  # fmt: skip


def _source_line(n: int, source: Source) -> str:
    when = f" · {source.date}" if source.date else ""
    status = "" if source.status == "active" else f" · {source.status}"
    where = "" if "#^" in source.ref else f" (line {source.line})"
    return f"[{n}] [[{source.ref}]]{where} · {source.kind}{when}{status} · {source.text[:100]}"


def as_text(
    result: AskResult, answered: ModelAnswer | None, with_model: bool, shown: bool = False
) -> str:
    """What `ask` prints; `shown`: the answer itself was already streamed."""
    from vaultmind.agent.ask.rank import NOT_FOUND

    if answered is not None and answered.as_is:  # the structural answer, as without a model
        return as_text(result, None, False)
    if answered is not None and answered.withdrawn is not None:
        head = ["", ""] if shown else []  # after the sentences that held, if any streamed
        return "\n".join([*head, answered.withdrawn, "", as_text(result, None, False)])
    if answered is not None:
        lines = ["", ""] if shown else [answered.text, ""]
        for citation in answered.citations:
            if citation.source is None:
                lines.append(f"[{citation.number}] INVALID: {citation.problem}")
            else:
                lines.append(_source_line(citation.number, citation.source))
        if answered.uncited:
            lines.append("(the answer cites no source)")
        return "\n".join(lines).rstrip()
    answer = result.without_model
    if answer is None:
        return NOT_FOUND
    lines = [answer.text, ""]
    lines += [_source_line(n, s) for n, s in enumerate(answer.sources, start=1)]
    return "\n".join(lines).rstrip()
