"""Retrieval over long histories (issue 27, part 3): evidence recall@10 of `ask`'s
sources, without a model, on months of team chat written blind.

``python -m bench.long_eval.run [--set blind|blind2|dev|dev2] [--k 10] [--json]``

Each set is a vault, three Telegram exports of five to seven months, and questions
with the messages that hold each answer. `blind/` and `blind2/` were written by
someone who had read none of the code: only this summary is read while work goes on
(`--show-misses` is for the end). `dev/` was written here; `dev2/` was written blind
like them, and is read.
"""

from __future__ import annotations

import argparse
import json
import shutil
import tempfile
import time
from collections import Counter, defaultdict
from datetime import date
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
SETS = ("blind", "blind2", "dev", "dev2")


def blocks_by_chat(exports: list[Path]) -> dict[str, str]:
    """Each chat's folder name → the Telegram chat id its message blocks carry."""
    return {
        path.parent.name: str(json.loads(path.read_text(encoding="utf-8"))["id"])
        for path in exports
    }


def evidence_blocks(item: dict[str, Any], chats: dict[str, str]) -> list[str]:
    return [f"tg-{chats[e['chat']]}-{e['message']}" for e in item["evidence"]]


def found(block: str, sources: list[Any]) -> bool:
    """The message's own unit, or a memory resting on it, among the sources."""
    return any(s.ref.endswith(f"#^{block}") or block in s.source_ids for s in sources)


def build(root: Path, set_dir: Path, figures: dict[str, Any]) -> tuple[Path, list[Path]]:
    """The set's vault with its exports ingested; with an `embedding_model` set
    (`VAULTMIND_EMBEDDING_MODEL`), every unit embedded too, as `vaultmind index` does."""
    from vaultmind.service import VaultService
    from vaultmind.service.ingest import IngestRequest

    vault = root / "vault"
    shutil.copytree(set_dir / "vault", vault)
    (vault / "vaultmind.toml").write_text('timezone = "UTC"\n', encoding="utf-8")
    exports = sorted((set_dir / "exports").glob("*/result.json"))
    with VaultService.open(vault) as service:
        service.ingest(IngestRequest(tuple(exports), model="none", today=date(2026, 12, 1)))
        started = time.perf_counter()
        report = service.update_vectors()
        if report is not None:
            seconds = time.perf_counter() - started
            figures["units embedded"] = report.embedded
            figures["embed seconds (load included)"] = round(seconds, 1)
    return vault, exports


def evaluate(
    vault: Path, questions: list[dict[str, Any]], chats: dict[str, str], k: int
) -> dict[str, Any]:
    from vaultmind.service import VaultService

    recall: dict[str, list[float]] = defaultdict(list)
    absent_quiet: list[bool] = []
    misses: list[str] = []
    empty: Counter[str] = Counter()  # questions with evidence that got no source, by why
    started = time.perf_counter()
    with VaultService.open(vault) as service:
        for item in questions:
            result = service.ask(item["question"], date.fromisoformat(item["today"]), k)
            sources = list(result.retrieval.sources)[:k]
            wanted = evidence_blocks(item, chats)
            if not wanted:
                absent_quiet.append(not result.retrieval.found and result.structural is None)
                continue
            share = sum(found(b, sources) for b in wanted) / len(wanted)
            if not sources:
                empty[result.retrieval.why or "structural"] += 1
            for key in ("all", item["kind"], item["lang"]):
                recall[key].append(share)
            if share < 1:
                misses.append(f"{item['id']} {share:.2f}: {item['question']} -> "
                              f"{[s.ref for s in sources][:5]}")  # fmt: skip
    seconds = time.perf_counter() - started
    return {
        f"evidence recall@{k}": {
            key: round(sum(v) / len(v), 3) for key, v in sorted(recall.items())
        },
        "questions": {key: len(v) for key, v in sorted(recall.items())},
        "absent questions with nothing claimed": f"{sum(absent_quiet)} of {len(absent_quiet)}",
        "answerable questions given no source, by why": dict(empty.most_common()),
        "ms per question": round(1000 * seconds / max(1, len(questions)), 1),
        "misses": misses,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", choices=SETS, default="blind")
    parser.add_argument("--k", type=int, default=10)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--show-misses", action="store_true", help="reads the set: at the end only")
    args = parser.parse_args(argv)
    set_dir = HERE / args.set
    questions = json.loads((set_dir / "questions.json").read_text(encoding="utf-8"))
    vectors: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="vm-long-") as tmp:
        started = time.perf_counter()
        vault, exports = build(Path(tmp), set_dir, vectors)
        built = time.perf_counter() - started
        figures = evaluate(vault, questions, blocks_by_chat(exports), args.k)
    misses = figures.pop("misses")
    figures["ingest seconds"] = round(built, 1)
    figures.update(vectors)
    if args.json:
        print(json.dumps(figures, ensure_ascii=False, indent=1))
    else:
        for key, value in figures.items():
            print(f"{key}: {value}")
    if args.show_misses:
        print("\n".join(misses))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
