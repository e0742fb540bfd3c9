"""Answers a lead can trust, measured: `python -m bench.answer_eval.run [--set blind|dev]`.

A set is a folder with `vault/` (an Obsidian vault, or none: the demo vault is made;
`vault_more/`, when present, is copied over it) and `questions.json` (plus
`questions_more.json` when present); a `"base"` set named in `questions.json` is
prepared first and the set's own `vault_more/` copied over it (`dev_en`: English
questions over the dev vault and a few English notes, scored apart from `dev`;
`dev_absent`: questions with no answer, answers a structural "nothing" would get wrong,
and answerable ones in a newcomer's words, over `dev_en`'s vault). The
vault is copied to a temporary folder and indexed; every question goes through the
service call `vaultmind ask --no-llm` makes, as of the set's `today`, and the text
that command prints is scored:

- right: every `must` string and one string of every `any` group is in the answer
  (case-insensitive, and again with ё read as е);
- partly: at least half of them are, or the answer cites one of the `sources`;
- an `absent` question is right only when the answer says nothing is recorded;
- a false absence: a question the vault answers, answered "not found / not recorded".

Only figures are printed; `--show` prints each question with its answer (never for
the blind set during a session: it stays blind).
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import tempfile
import time
from collections import defaultdict
from datetime import date
from pathlib import Path
from typing import Any

from vaultmind.service import VaultService

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
_NOT_FOUND = re.compile(r"not found in the vault|в хранилище этого нет", re.I)
_NONE_CLAIM = re.compile(
    r"\bnothing\b|\bnobody\b|\bno one\b|\bnot recorded\b|\bno\b.*\b(?:is|are) recorded|"
    r"\bnot found\b|\bничего\b|\bникто не\b|\bне записан|\bне закреплен|\bне указан|"
    r"\bне найден|\bнет\.?$",
    re.I,
)


def says_absent(answer: str) -> bool:
    """The answer claims the vault holds nothing on the question: "not found", or a
    first line that says nothing/nobody/not recorded and cites no source."""
    if _NOT_FOUND.search(answer):
        return True
    head = answer.strip().splitlines()[0] if answer.strip() else ""
    return not re.search(r"\[\d+\]", head) and bool(_NONE_CLAIM.search(head))


def _norm(text: str) -> str:
    return text.casefold().replace("ё", "е")


def matched(answer: str, wanted: str) -> bool:
    return wanted.casefold() in answer.casefold() or _norm(wanted) in _norm(answer)


def grade(question: dict[str, Any], answer: str) -> tuple[str, bool]:
    """('right' | 'partly' | 'wrong', a false absence)."""
    absent_claim = says_absent(answer)
    if question.get("absent"):
        return ("right" if absent_claim else "wrong"), False
    checks = [matched(answer, m) for m in question.get("must", [])]
    checks += [any(matched(answer, a) for a in group) for group in question.get("any", [])]
    if checks and all(checks):
        return "right", absent_claim
    stems = {s[:-3] if s.endswith(".md") else s for s in question.get("sources", [])}
    cites = any(f"[[{stem}" in answer for stem in stems)
    if (checks and sum(checks) * 2 >= len(checks)) or cites:
        return "partly", absent_claim
    return "wrong", absent_claim


def load(root: Path) -> tuple[date, list[dict[str, Any]]]:
    data = json.loads((root / "questions.json").read_text(encoding="utf-8"))
    questions = list(data["questions"])
    more = root / "questions_more.json"
    if more.exists():
        questions += json.loads(more.read_text(encoding="utf-8"))["questions"]
    return date.fromisoformat(data["today"]), questions


def prepare(root: Path, tmp: Path) -> Path:
    vault = tmp / "vault"
    base = json.loads((root / "questions.json").read_text(encoding="utf-8")).get("base")
    if base:
        prepare(HERE / base, tmp)
    elif (root / "vault").exists():
        shutil.copytree(root / "vault", vault)
    else:  # the development set asks about the demo vault
        from vaultmind.service.new_vault import init_vault

        init_vault(vault, demo=True)
    if (root / "vault_more").exists():  # notes added over it (the dev set's newcomer-style ones)
        shutil.copytree(root / "vault_more", vault, dirs_exist_ok=True)
    if not (vault / "vaultmind.toml").exists():
        (vault / "vaultmind.toml").write_text('format = 1\ntimezone = "UTC"\n', "utf-8")
    return vault


def answer_text(service: VaultService, question: str, today: date) -> str:
    """What `vaultmind ask --no-llm` prints for the question."""
    from vaultmind.cli.render.ask import as_text

    return as_text(service.ask(question, today), None, False)


def run(root: Path, show: bool) -> dict[str, Any]:
    today, questions = load(root)
    with tempfile.TemporaryDirectory(prefix="vm-answers-") as tmp:
        vault = prepare(root, Path(tmp))
        service = VaultService.open(vault)
        service.update_index()
        tally: dict[str, Any] = {"class": defaultdict(lambda: defaultdict(int)),
                                 "lang": defaultdict(lambda: defaultdict(int)),
                                 "false_absent": 0, "absent_right": 0, "absent": 0,
                                 "seconds": []}  # fmt: skip
        for q in questions:
            started = time.perf_counter()
            answer = answer_text(service, q["q"], today)
            tally["seconds"].append(time.perf_counter() - started)
            verdict, false_absent = grade(q, answer)
            for key in ("all", q.get("class", "?")):
                tally["class"][key][verdict] += 1
                tally["class"][key]["false_absent"] += false_absent
            tally["lang"][q.get("lang", "?")][verdict] += 1
            tally["false_absent"] += false_absent
            if q.get("absent"):
                tally["absent"] += 1
                tally["absent_right"] += verdict == "right"
            if show:
                print(f"--- {q['id']} [{verdict}{' FALSE-ABSENT' if false_absent else ''}] "
                      f"{q['q']}\n{answer}\n")  # fmt: skip
        return tally


def report(name: str, tally: dict[str, Any]) -> None:
    print(f"set: {name}")
    print("| group | n | right | partly | wrong | right+partly | false absences |")
    print("|---|---|---|---|---|---|---|")
    rows = [("all", tally["class"]["all"])]
    rows += sorted((k, v) for k, v in tally["class"].items() if k != "all")
    rows += [(f"lang {k}", v) for k, v in sorted(tally["lang"].items())]
    for label, counts in rows:
        n = counts["right"] + counts["partly"] + counts["wrong"]
        both = (counts["right"] + counts["partly"]) / n if n else 0.0
        print(f"| {label} | {n} | {counts['right']} | {counts['partly']} | {counts['wrong']} "
              f"| {both:.2f} | {counts.get('false_absent', '')} |")  # fmt: skip
    seconds = tally["seconds"]
    mean = 1000 * sum(seconds) / len(seconds) if seconds else 0.0
    print(f"false absences: {tally['false_absent']}; absent questions answered "
          f"'not recorded': {tally['absent_right']} of {tally['absent']}; "
          f"mean latency {mean:.0f} ms")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", choices=("blind", "dev", "dev_en", "dev_absent"), default="dev")
    parser.add_argument("--show", action="store_true", help="print questions and answers")
    args = parser.parse_args()
    report(args.set, run(HERE / args.set, args.show))


if __name__ == "__main__":
    main()
