"""Extraction quality on the labelled chats: `python -m bench.extract_eval.run`.

Each chat of labels.json goes into a fresh temporary vault (empty, as `vaultmind
init` makes it — with `--me` when the chat names its `owner` — plus the chat's people
as person notes with their aliases, as a user's vault would have them) through the real
`VaultService.ingest`, without a model (`--model none`, the default) or with the
configured one (`--model default`: the bundled SmolLM2 unless settings say otherwise).
What was written is scored against the labels (bench/extract_eval/score.py) and printed
as a Markdown table. `--tier small|capable` sets `model_tier` for the run (as
`VAULTMIND_MODEL_TIER`); `--no-chunks` skips the chunk step, which for a model that
reads messages writes only the day's summaries, which nothing here scores.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date
from pathlib import Path
from typing import Any

from bench.extract_eval.score import CATEGORIES, Item, Score, label_items, score, vault_items
from vaultmind.agent.ingest import ModelReport
from vaultmind.service import IngestRequest, VaultService
from vaultmind.service.new_vault import init_vault

HERE = Path(__file__).resolve().parent
LABELS = HERE / "labels.json"
SETS = {
    "tuned": LABELS,
    "heldout": HERE / "heldout" / "labels.json",  # never tuned on
    "blind": HERE / "blind" / "labels.json",  # written without reading the extractor
    "blind2": HERE / "blind2" / "labels.json",  # a second blind set, session 7
    "blind3": HERE / "blind3" / "labels.json",  # a third blind set, session 8
    "blind4": HERE / "blind4" / "labels.json",  # a fourth blind set, session 9
    "blind5": HERE / "blind5" / "labels.json",  # a fifth blind set, session 10
    "blind6": HERE / "blind6" / "labels.json",  # a sixth blind set, session 12 (issue 26)
    "blind7": HERE / "blind7" / "labels.json",  # a seventh, session 24 (issue 26)
    "blind8": HERE / "blind8" / "labels.json",  # an eighth, session 26 (issue 26)
    "blind9": HERE / "blind9" / "labels.json",  # a ninth, session 28 (issue 26)
    "blind10": HERE / "blind10" / "labels.json",  # a tenth, session 30 (issue 26)
    "blind11": HERE / "blind11" / "labels.json",  # an eleventh, session 30 (issue 26)
    "blind12": HERE / "blind12" / "labels.json",  # a twelfth, session 31 (issue 26)
    "blind13": HERE / "blind13" / "labels.json",  # a thirteenth, session 32 (issue 26)
    "blind14": HERE / "blind14" / "labels.json",  # a fourteenth, session 32 (issue 26)
    "blind15": HERE / "blind15" / "labels.json",  # a fifteenth, session 32 (issue 26)
    "blind16": HERE / "blind16" / "labels.json",  # a sixteenth, session 32 (issue 26)
    "blind17": HERE / "blind17" / "labels.json",  # a seventeenth, session 32 (issue 26)
    "blind18": HERE / "blind18" / "labels.json",  # an eighteenth, session 32 (issue 26)
    "blind19": HERE / "blind19" / "labels.json",  # a nineteenth, session 32 (issue 26)
    "blind20": HERE / "blind20" / "labels.json",  # a twentieth, session 32 (issue 26)
    "blind21": HERE / "blind21" / "labels.json",  # a twenty-first, session 32 (issue 26)
    "blind22": HERE / "blind22" / "labels.json",  # a twenty-second, session 32 (issue 26)
    "blind23": HERE / "blind23" / "labels.json",  # a twenty-third, session 32 (issue 26)
    "blind24": HERE / "blind24" / "labels.json",  # a twenty-fourth, session 32 (issue 26)
    "blind25": HERE / "blind25" / "labels.json",  # a twenty-fifth, session 32 (issue 26)
    "blind26": HERE / "blind26" / "labels.json",  # a twenty-sixth, session 32 (issue 26)
    "blind27": HERE / "blind27" / "labels.json",  # a twenty-seventh, session 32 (issue 26)
    "blind28": HERE / "blind28" / "labels.json",  # a twenty-eighth, session 32 (issue 26)
    "blind29": HERE / "blind29" / "labels.json",  # session 34 (issue 26)
    "blind30": HERE / "blind30" / "labels.json",  # session 34 (issue 26)
    "blind31": HERE / "blind31" / "labels.json",  # session 34 (issue 26)
    "blind32": HERE / "blind32" / "labels.json",  # session 34 (issue 26)
    "blind33": HERE / "blind33" / "labels.json",  # session 34 (issue 26)
    "blind34": HERE / "blind34" / "labels.json",  # session 34 (issue 26)
    "blind35": HERE / "blind35" / "labels.json",  # session 34 (issue 26), judged R2 or R3
    "blind36": HERE / "blind36" / "labels.json",  # session 34 (issue 26), judged R2 or R3
    "blind37": HERE / "blind37" / "labels.json",  # session 34 (issue 26), judged R2 or R3
    "blind38": HERE / "blind38" / "labels.json",  # session 34 (issue 26), judged R2 or R3
    "blind39": HERE / "blind39" / "labels.json",  # session 35 (issue 26)
    "blind40": HERE / "blind40" / "labels.json",  # session 35 (issue 26)
    "blind41": HERE / "blind41" / "labels.json",  # session 35 (issue 26)
    "blind42": HERE / "blind42" / "labels.json",  # session 35 (issue 26)
    "blind43": HERE / "blind43" / "labels.json",  # session 35 (issue 26)
    "blind44": HERE / "blind44" / "labels.json",  # session 35 (issue 26)
    "blind45": HERE / "blind45" / "labels.json",  # session 35 (issue 26)
    "blind46": HERE / "blind46" / "labels.json",  # session 35 (issue 26)
    "blind47": HERE / "blind47" / "labels.json",  # session 35 (issue 26)
    "blind48": HERE / "blind48" / "labels.json",  # session 35 (issue 26)
    "blind49": HERE / "blind49" / "labels.json",  # session 35 (issue 26), not yet run
    "blind50": HERE / "blind50" / "labels.json",  # session 35 (issue 26), not yet run
}


def person_note(title: str, aliases: list[str]) -> str:
    shown = ", ".join(json.dumps(a, ensure_ascii=False) for a in aliases)
    return f"---\ntype: person\naliases: [{shown}]\n---\n# {title}\n\n## Memory\n"


def make_vault(folder: Path, chat: dict[str, Any]) -> Path:
    """An empty vault in the chat's language and Moscow time, knowing the chat's people."""
    vault = folder / "vault"
    init_vault(vault, me=chat.get("owner"))  # the owner's note, as `init --me NAME` makes it
    settings = vault / "vaultmind.toml"
    text = settings.read_text("utf-8")
    text = re.sub(r'(?m)^language = ".*"$', f'language = "{chat["language"]}"', text)
    text = re.sub(r'(?m)^timezone = ".*"$', 'timezone = "Europe/Moscow"', text)
    settings.write_text(text, "utf-8")
    for title, aliases in chat["people"].items():
        (vault / "People" / f"{title}.md").write_text(person_note(title, aliases), "utf-8")
    return vault


def evaluate_chat(chat: dict[str, Any], folder: Path, today: date, model: str | None) -> Score:
    """Ingest one labelled chat into a fresh vault and score what was written."""
    with tempfile.TemporaryDirectory(prefix="vm-extract-eval-") as scratch:
        vault = make_vault(Path(scratch), chat)
        request = IngestRequest((folder / chat["file"],), model=model, today=today)
        VaultService(vault).ingest(request)
        return score(label_items(chat["labels"]), scored_items(vault, chat.get("owner")))


def scored_items(vault: Path, owner: str | None) -> list[Item]:
    """What was written, but for the owner's note: a set whose chats name an owner
    (`"owner"` in labels.json) labels no promise of the owner's own."""
    return [item for item in vault_items(vault) if owner is None or item.person != owner]


def evaluate(
    model: str | None = "none", labels: Path = LABELS, only: str | None = None
) -> dict[str, Score]:
    """Scores per chat file (and `all`), for the chats whose file contains `only`."""
    data = json.loads(labels.read_text("utf-8"))
    today = date.fromisoformat(data["today"])
    scores: dict[str, Score] = {"all": Score()}
    for chat in data["chats"]:
        if only and only not in chat["file"]:
            continue
        scores[chat["file"]] = evaluate_chat(chat, labels.parent, today, model)
        scores["all"].add(scores[chat["file"]])
    return scores


def table(total: Score) -> str:
    """Precision and recall per category and overall, as Markdown."""
    rows = [
        "| category | labels | found | right | precision | recall |",
        "|---|---|---|---|---|---|",
    ]
    for category in (*CATEGORIES, None):
        name = category or "**all**"
        labels = Score.count(total.labels, category)
        found = Score.count(total.predicted, category)
        right = Score.count(total.matched, category)
        rows.append(
            f"| {name} | {labels} | {found} | {right} "
            f"| {total.precision(category):.2f} | {total.recall(category):.2f} |"
        )
    return "\n".join(rows)


def _no_chunks(self: VaultService, paths: object, model: Any, *rest: object) -> ModelReport:
    return ModelReport(model=model.name)


@contextmanager
def without_chunks() -> Iterator[None]:
    """The ingest's chunk step answers at once with nothing (the reading still runs)."""
    real = VaultService.extract_with_model
    VaultService.extract_with_model = _no_chunks  # type: ignore[method-assign,assignment]
    try:
        yield
    finally:
        VaultService.extract_with_model = real  # type: ignore[method-assign]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="none", help="none (default), 'default', or a GGUF file")
    parser.add_argument("--set", choices=SETS, default="tuned", help="which labelled set")
    parser.add_argument("--only", help="only the chats whose file name contains this")
    parser.add_argument("-v", "--verbose", action="store_true", help="list misses and junk")
    parser.add_argument("--tier", choices=("auto", "small", "capable"), help="model_tier")
    parser.add_argument("--no-chunks", action="store_true", help="skip the chunk step")
    args = parser.parse_args()
    model = None if args.model == "default" else args.model
    if args.tier:
        os.environ["VAULTMIND_MODEL_TIER"] = args.tier
    if args.no_chunks:
        with without_chunks():
            scores = evaluate(model, SETS[args.set], only=args.only)
    else:
        scores = evaluate(model, SETS[args.set], only=args.only)
    for name, result in scores.items():
        if name != "all" and args.verbose:
            print(f"\n{name}: P {result.precision():.2f} R {result.recall():.2f}")
            for item in result.missed:
                print(f"  missed   {item.kind:10} {item.person}: {item.text} {item.due or ''}")
            for item in result.spurious:
                print(f"  spurious {item.kind:10} {item.person}: {item.text} {item.due or ''}")
    print(table(scores["all"]))


if __name__ == "__main__":
    main()
