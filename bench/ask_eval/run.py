"""The `ask` evaluation: recall@5/@8 of `ask --no-llm`'s sources, exact-match accuracy
of the structural answers, and "not found" correctness, over the demo vault with the
sample Telegram chat ingested.

``python -m bench.ask_eval.run [--only CATEGORY] [--show-misses] [--json]``
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
QUESTIONS = HERE / "questions.json"


def build_vault(root: Path) -> Path:
    """`init --demo`, then the sample chat ingested without a model and every suggestion
    of the review inbox accepted."""
    from vaultmind.cli.main import main

    os.environ.setdefault("VAULTMIND_HOME", str(root / "home"))
    os.environ["VAULTMIND_MODEL"] = "none"
    vault = root / "demo"
    shutil.copytree(REPO / "vault_template", vault)
    sample = REPO / "samples" / "telegram" / "result.json"
    with Path(os.devnull).open("w") as quiet:
        saved, sys.stdout = sys.stdout, quiet
        try:
            code = main(["--vault", str(vault), "ingest", "--model", "none", str(sample)])
            if code == 0:  # the inbox reviewed, all kept: the answers don't move with the detector
                code = main(["--vault", str(vault), "review", "accept", "--all-above", "0"])
        finally:
            sys.stdout = saved
    if code != 0:
        raise SystemExit(f"ingest failed ({code})")
    return vault


def cited(source: Any) -> str:
    """A structural item as the questions file names it: block ref, or path:line."""
    return source.ref if "#^" in source.ref else f"{source.ref}:{source.line}"


def hit(expected: str, sources: list[Any]) -> bool:
    """A block must be that block (a message also counts when the memory that rests
    on it stands in for it); a note is any unit of it."""
    refs = [s.ref for s in sources]
    if "#^" in expected:
        block = expected.partition("#^")[2]
        return expected in refs or any(block in s.source_ids for s in sources)
    return any(ref == expected or ref.startswith(expected + "#^") for ref in refs)


@dataclass
class Scores:
    recall5: list[float] = field(default_factory=list)
    recall8: list[float] = field(default_factory=list)
    structural: list[bool] = field(default_factory=list)
    not_found: list[bool] = field(default_factory=list)
    false_not_found: int = 0
    misses: list[str] = field(default_factory=list)

    def summary(self) -> dict[str, Any]:
        def mean(values: list[float] | list[bool]) -> float:
            return round(sum(values) / len(values), 3) if values else 0.0

        return {
            "retrieval questions": len(self.recall5),
            "recall@5": mean(self.recall5),
            "recall@8": mean(self.recall8),
            "structural questions": len(self.structural),
            "structural exact-match": mean(self.structural),
            "no-answer questions": len(self.not_found),
            "not-found correct": mean(self.not_found),
            "answerable questions reported not found": self.false_not_found,
        }


def evaluate(vault: Path, questions: list[dict[str, Any]], today: date) -> Scores:
    from vaultmind.service import VaultService

    scores = Scores()
    with VaultService.open(vault) as service:
        for item in questions:
            result = service.ask(item["q"], today, 8, item.get("as"))
            refs = [s.ref for s in result.retrieval.sources]
            nothing = not result.retrieval.found and result.structural is None
            if item.get("not_found"):
                scores.not_found.append(nothing)
                if not nothing:
                    scores.misses.append(f"not-found: {item['q']} -> {refs[:3]}")
                continue
            scores.false_not_found += nothing
            if item.get("expect"):
                wanted = item["expect"]
                for k, bucket in ((5, scores.recall5), (8, scores.recall8)):
                    found = result.retrieval.sources[:k]
                    bucket.append(sum(hit(e, found) for e in wanted) / len(wanted))
                if scores.recall8[-1] < 1:
                    scores.misses.append(
                        f"recall@8 {scores.recall8[-1]:.2f}: {item['q']} -> {refs}"
                    )
            if "structural" in item:
                structural = result.structural
                got = sorted({cited(s) for s in structural.items}) if structural else None
                scores.structural.append(got == item["structural"])
                if got != item["structural"]:
                    scores.misses.append(
                        f"structural: {item['q']}\n   want {item['structural']}\n   got  {got}"
                    )
    return scores


def model_citations(vault: Path, questions: list[dict[str, Any]], today: date) -> dict[str, Any]:
    """The default model on every question with sources: how many answers cite only
    sources it was given (and how many cite none at all)."""
    from vaultmind.agent.ask.answer import ask_model
    from vaultmind.service import VaultService

    os.environ.pop("VAULTMIND_MODEL", None)
    answered = valid = uncited = 0
    with VaultService.open(vault) as service:
        model = service.model_for("answers")
        if model is None:
            raise SystemExit("no model found (run `make install`)")
        for item in questions:
            result = service.ask(item["q"], today, 8, item.get("as"))
            if not result.retrieval.found and result.structural is None:
                continue
            answer = ask_model(model, item["q"], result.retrieval.sources, result.structural)
            answered += 1
            valid += not answer.invalid
            uncited += not answer.citations
    return {"model answers": answered, "all citations valid": valid, "citing nothing": uncited}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.ask_eval.run", description=__doc__)
    parser.add_argument("--only", help="only questions of this category")
    parser.add_argument("--show-misses", action="store_true")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--model", action="store_true", help="also run the default model")
    args = parser.parse_args(argv)
    data = json.loads(QUESTIONS.read_text(encoding="utf-8"))
    questions = [q for q in data["questions"] if not args.only or q["category"] == args.only]
    with tempfile.TemporaryDirectory(prefix="vaultmind-ask-eval-") as tmp:
        vault = build_vault(Path(tmp))
        today = date.fromisoformat(data["today"])
        scores = evaluate(vault, questions, today)
        summary = {"questions": len(questions), **scores.summary()}
        if args.model:
            summary.update(model_citations(vault, questions, today))
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        for key, value in summary.items():
            print(f"{key:42} {value}")
    if args.show_misses:
        print("\n".join(scores.misses))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
