"""How `ask` shows an answer: the text, then a footer mapping each [n] to its note and
block, with the date. An answer with an INVALID citation (invented, or a source that
does not say it) is withdrawn: one line says why, then the answer without a model."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from vaultmind.cli.render.common import print_json

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
]


def say_no_model() -> None:
    print("no model: the structural answer and the sources only (see `vaultmind models`)",
          file=sys.stderr)  # fmt: skip


def say_shortened(notice: str | None) -> None:
    """A pasted wall of text is answered from its start: one line says so."""
    if notice is not None:
        print(notice, file=sys.stderr, flush=True)


def say_vectors_waiting(report: VectorReport | None) -> None:
    """The vector pass left notes unembedded (its per-question budget): say so once."""
    if report is not None and report.waiting:
        print(f"vector pass: {len(report.waiting)} changed notes not embedded yet, left out "
              "of it (`vaultmind index` embeds them all)", file=sys.stderr)  # fmt: skip


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
        if not answered.citations:
            lines.append("(the answer cites no source)")
        return "\n".join(lines).rstrip()
    if result.structural is not None:
        lines = [result.structural.text, ""]
        lines += [_source_line(n, s) for n, s in enumerate(result.structural.sources, start=1)]
        return "\n".join(lines).rstrip()
    sources = result.retrieval.sources
    if not sources:
        return NOT_FOUND if with_model else f"answer: null\n{NOT_FOUND}"
    lines = ["answer: null", "sources:"]
    lines += [_source_line(n, s) for n, s in enumerate(sources, start=1)]
    return "\n".join(lines)


def _source_json(source: Source) -> dict[str, Any]:
    data: dict[str, Any] = {"text": source.text, "path": source.path, "ref": f"[[{source.ref}]]",
            "kind": source.kind, "confidence": source.confidence, "date": source.date,
            "status": source.status, "source_ids": list(source.source_ids),
            "score": source.score, "note_score": source.note_score}  # fmt: skip
    if source.similarity is not None:  # only with the vector pass: else as before
        data["similarity"] = source.similarity
    return data


def as_json(
    question: str, result: AskResult, answered: ModelAnswer | None, no_llm: bool
) -> dict[str, Any]:
    from vaultmind.agent.ask.rank import NOT_FOUND

    structural = result.structural
    sources = structural.sources if structural is not None else result.retrieval.sources
    answer: str | None = structural.text if structural is not None else None
    data: dict[str, Any] = {"question": question}
    if answered is not None:
        data["citations"] = [{"n": c.number, "valid": c.valid} | ({"problem": c.problem}
                             if c.problem else {}) for c in answered.citations]  # fmt: skip
        if answered.withdrawn is None:
            answer = answered.text
        else:  # the answer without a model, and why
            data.update(withdrawn=answered.withdrawn, model_answer=answered.text)
    elif not result.retrieval.found and structural is None and not no_llm:
        answer = NOT_FOUND
    data.update(answer=answer, structural=structural is not None, found=result.retrieval.found)
    data["sources"] = [_source_json(s) for s in sources]
    if structural is not None:
        data["related"] = [_source_json(s) for s in result.retrieval.sources]
    return data
