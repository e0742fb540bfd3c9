"""`ask`'s answer as JSON: the shape `vaultmind ask --json` prints and the MCP server's
`ask` tool returns, made here so every face gives the same one."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from vaultmind.agent.ask.answer import ModelAnswer
    from vaultmind.agent.ask.rank import Source
    from vaultmind.service.ask import AskResult


def source_json(source: Source) -> dict[str, Any]:
    """One source with its block-level ref (`[[path#^block]]`), as the answer cites it."""
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
    """{question, answer, structural, found, sources[, related, citations]}; a model's
    answer whose citations failed is `withdrawn`, with the answer without a model."""
    from vaultmind.agent.ask.rank import NOT_FOUND

    structural = result.structural
    plain = result.without_model
    sources = plain.sources if plain is not None else []
    answer: str | None = plain.text if plain is not None else None
    data: dict[str, Any] = {"question": question}
    if answered is not None:
        data["citations"] = [{"n": c.number, "valid": c.valid} | ({"problem": c.problem}
                             if c.problem else {}) for c in answered.citations]  # fmt: skip
        if answered.withdrawn is None:
            answer = answered.text
        else:  # the answer without a model, and why
            data.update(withdrawn=answered.withdrawn, model_answer=answered.text)
    elif plain is None:
        answer = NOT_FOUND
    data.update(answer=answer, structural=structural is not None, found=result.retrieval.found)
    data["sources"] = [source_json(s) for s in sources]
    if plain is not None:
        data["related"] = [source_json(s) for s in result.retrieval.sources]
    return data
