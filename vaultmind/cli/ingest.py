"""Command-line commands that take in chats: `ingest`, and `models` (which model it uses)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from vaultmind.cli.commands import Command
from vaultmind.cli.open import open_service

if TYPE_CHECKING:
    from vaultmind.agent.ingest import ModelReport
    from vaultmind.agent.ingest.extract.lifecycle_step import LifecycleTally
    from vaultmind.service import IngestReport
    from vaultmind.service.models import ConfiguredEndpoint

PARTIAL = 75  # EX_TEMPFAIL: some chunks failed; running again retries them


def add_commands(command: Command) -> None:
    models = command(
        "models", cmd_models, "the GGUF models VaultMind can see and the model servers configured"
    )
    models.add_argument("--model", metavar="PATH", help="a GGUF file to use instead")
    models.add_argument(
        "--check", action="store_true", help="ask each model server whether it answers (seconds)"
    )
    models.add_argument("--json", action="store_true")
    ingest = command("ingest", cmd_ingest, "import chat exports into Sources/ (idempotent)")
    ingest.add_argument(
        "files",
        nargs="*",
        metavar="FILE",
        help="Telegram result.json, WhatsApp .txt, JSONL, or meeting notes "
        "(none: the files dropped into the vault's Sources/)",
    )
    ingest.add_argument(
        "--dry-run", action="store_true", help="say what would change; write nothing"
    )
    ingest.add_argument("--chat", help="only the chat with this title or id")
    ingest.add_argument("--since", metavar="DATE", help="only messages from this day on")
    ingest.add_argument(
        "--model", metavar="PATH", help="a GGUF file, a server URL#MODEL, or `none`"
    )


def cmd_models(args: argparse.Namespace) -> int:
    from vaultmind.cli.render.common import print_json
    from vaultmind.service import VaultService

    service = VaultService(_vault_or_cwd(args))
    found = service.models(args.model)
    servers = service.endpoints(check=args.check)
    if args.json:
        files = [{"name": m.name, "path": str(m.path), "origin": m.origin} for m in found]
        print_json(files if not servers else {"files": files, "servers": servers})
        return 0 if all(row.answers is not False for row in servers) else 1
    if not found and not servers:
        print("no model found: commands use their deterministic fallbacks (see models/README.md)")
        return 0
    for index, model in enumerate(found):
        mark = "*" if index == 0 and not servers else " "
        size = model.path.stat().st_size / 1e6
        print(f"{mark} {model.name}  {size:.0f} MB  [{model.origin}]  {model.path}")
    for row in servers:
        print(_server_line(row))
    return 0 if all(row.answers is not False for row in servers) else 1


def _server_line(row: ConfiguredEndpoint) -> str:
    """`server URL#MODEL [tasks]`, and with `--check` whether it answers."""
    line = f"  server {row.endpoint.label}  [{', '.join(row.tasks)}]"
    if row.answers is None:
        return line
    if not row.answers:
        return f"{line}  not answering: {row.problem}"
    return f"{line}  answers" + (f" ({row.problem})" if row.problem else "")


def _vault_or_cwd(args: argparse.Namespace) -> Path:
    """`models` works outside a vault too: the model does not belong to one."""
    from vaultmind.errors import VaultNotFoundError
    from vaultmind.vault.locate import find_vault

    try:
        return find_vault(args.vault)
    except VaultNotFoundError:
        if args.vault:
            raise
        return Path.cwd()


def cmd_ingest(args: argparse.Namespace) -> int:
    from vaultmind.memory.user_options import parse_user_date
    from vaultmind.service import IngestRequest

    since = parse_user_date(args.since, "--since") if args.since else None
    request = IngestRequest(
        tuple(Path(f) for f in args.files),
        args.dry_run,
        args.chat,
        since,
        args.model,
        remember=True,
    )
    service = open_service(args)
    told: list[str] = []  # "model server … not reachable; using rules only" says it all

    def notice(line: str) -> None:
        told.append(line)
        print(line, file=sys.stderr)

    service.on_notice = notice
    try:
        report = service.ingest(request, _progress_bars())
    except KeyboardInterrupt:
        print(INTERRUPTED, file=sys.stderr)
        return 130
    return _print_report(report, args.dry_run, bool(told))


INTERRUPTED = "interrupted: what was written is kept; run the same ingest again to continue"


def _progress_bars() -> Callable[[str, int, int], None]:
    """A bar for the model stage, the one that takes minutes."""
    from vaultmind.cli.render.common import ProgressBar

    bar = ProgressBar("extracting")

    def show(stage: str, done: int, total: int) -> None:
        if stage == "model" and done > 0:
            bar(done, total)

    return show


def _print_report(report: IngestReport, dry_run: bool, told: bool = False) -> int:
    if not report.files:
        print(
            "nothing to ingest: name a FILE, or drop meeting notes or an export into Sources/",
            file=sys.stderr,
        )
        return 0
    if report.dropped:
        print(f"{len(report.files)} file(s) dropped into Sources/", file=sys.stderr)
    for problem in report.skipped:
        print(f"skipped: {problem}", file=sys.stderr)
    verb = "would write" if dry_run else "wrote"
    for r in report.chats:
        c = r.counts
        print(
            f"{r.source} «{r.title}»: {c.new} new, {c.updated} edited, {c.unchanged} already "
            f"imported, {r.skipped} skipped; {verb} {len(r.files)} file(s)"
        )
    if report.rules is None:
        return 0
    rules = report.rules
    print(
        f"commitments found without a model: {rules.promises} in {rules.examined} new "
        f"message(s) ({rules.already} seen before); memories: {rules.added} added, "
        f"{rules.reinforced} reinforced, {rules.superseded} superseded"
    )
    if rules.preferences or rules.contexts or rules.facts:
        print(
            f"also found without a model: {rules.preferences} preference(s), "
            f"{rules.contexts} temporary context(s), {rules.facts} fact(s) about known people"
        )
    if rules.model_read or rules.model_unread:
        said = ", ".join(f"{n} {kind}" for kind, n in rules.model_kinds.most_common())
        print(f"messages the rules found nothing in, read by the model: {rules.model_read} "
              f"({said})")  # fmt: skip
    if rules.model_decisions:
        print(f"decisions read by the model: {rules.model_decisions} (in the days' "
              "## Ingested sections)")  # fmt: skip
    for why, count in sorted(rules.model_dropped.items()):
        print(f"model readings not kept ({why}): {count}")
    if rules.detected["write"]:
        print(f"found by the learned detector where the rules found nothing: "
              f"{rules.detected['write']} message(s)")  # fmt: skip
    if rules.task_evidence:
        print(f"{rules.task_evidence} promise(s) matched an existing task: the message was "
              "added to its evidence, no second line written")  # fmt: skip
    if rules.suggested:
        print(f"{rules.suggested} new suggestion(s) to review: `vaultmind review`")
    for problem in rules.model_unread:
        print(f"not read: {problem}", file=sys.stderr)
    for path in rules.people_created:
        print(f"new person note: {path}")
    _lifecycle(rules.lifecycle)
    _near_misses(rules.near_misses)
    _unsure(rules.unsure)
    code = _print_model(report.model, told)
    for day, outcome in report.days.items():
        if outcome != "unchanged":
            print(f"Daily/{day}.md ## Ingested: {outcome}")
    return code


def _lifecycle(tally: LifecycleTally) -> None:
    """What later messages did to commitments; what they could not be matched to goes to
    stderr, so the user can mark it by hand (`vaultmind memory done …`)."""
    if tally.completed or tally.postponed or tally.cancelled:
        print(
            f"commitments changed by later messages: {tally.completed} done, "
            f"{tally.postponed} postponed, {tally.cancelled} cancelled"
        )
    if tally.agreed:
        print(f"commitments agreed to (assignments, hand-overs): {tally.agreed}")
    if tally.unpromised:
        print(f"work reported done or dropped with no promise on record: {tally.unpromised}")
    for line in tally.unmatched:
        print(line, file=sys.stderr)


def _near_misses(pairs: list[tuple[str, str]]) -> None:
    """A name that got a note of its own, though other notes look like it: the user
    decides, with the one command that links the two (then `tidy` merges them)."""
    alike: dict[str, list[str]] = {}
    for name, existing in dict.fromkeys(pairs):
        alike.setdefault(name, []).append(existing)
    for name, titles in alike.items():
        which = " or ".join(f"«{t}»" for t in titles)
        target = _quoted(titles[0]) if len(titles) == 1 else "'<that note>'"
        print(
            f"note: «{name}» got a note of its own but may be {which}; if so, run "
            f"`vaultmind node alias {target} {_quoted(name)}` and then `vaultmind tidy`",
            file=sys.stderr,
        )


def _unsure(unsure: dict[str, str]) -> None:
    """A sender who is likely someone the vault knows: asked, not split."""
    for name, path in unsure.items():
        title = Path(path).stem
        print(
            f"note: «{name}» may be «{title}»: what they said waits in `vaultmind review`; "
            f"if it is them, run `vaultmind node alias {_quoted(title)} {_quoted(name)}` "
            "and later exports go straight to the note",
            file=sys.stderr,
        )


def _quoted(name: str) -> str:
    """A name as a shell argument the user can paste (a chat's name may hold `$(…)`)."""
    import shlex

    return shlex.quote(name)


def _print_model(report: ModelReport | None, told: bool = False) -> int:
    if report is None and told:
        return 0
    if report is None:
        print(
            "no model: only the rule-based commitments were extracted (see `vaultmind models`)",
            file=sys.stderr,
        )
        return 0
    print(
        f"model {report.model}: {report.chunks_ok} chunk(s) ok, {report.chunks_failed} failed; "
        f"{report.kept} grounded item(s) kept ({report.added} added, {report.reinforced} "
        f"reinforced, {report.superseded} superseded), {sum(report.dropped.values())} dropped"
    )
    graph = report.graph
    print(
        f"  projects: {len(graph.projects_created)} created, {graph.actions} action item(s); "
        f"topics: {len(graph.topics_created)} created, {graph.topic_memories} memory(ies); "
        f"{graph.links} relation(s) added; {report.summaries} day summary(ies)"
    )
    if report.task_evidence:
        print(f"  {report.task_evidence} promise(s) matched an existing task (added to its "
              "evidence)")  # fmt: skip
    for path in report.people_created + graph.projects_created + graph.topics_created:
        print(f"new note: {path}")
    _near_misses(report.near_misses)
    for reason, count in report.dropped.most_common():
        print(f"  dropped {count}: {reason}", file=sys.stderr)
    if report.chunks_failed:
        print(
            f"partial: {report.chunks_failed} chunk(s) failed ({report.errors[0]}); "
            "run the same ingest again to retry them",
            file=sys.stderr,
        )
        return PARTIAL
    return 0
