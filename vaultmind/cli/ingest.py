"""Command-line commands that take in chats: `ingest`, and `models` (which model it uses)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from vaultmind.cli.commands import Command

if TYPE_CHECKING:
    from datetime import date

    from vaultmind.service import VaultService

PARTIAL = 75  # EX_TEMPFAIL: some chunks failed; running again retries them


def add_commands(command: Command) -> None:
    models = command("models", cmd_models, "the GGUF models VaultMind can see, active first")
    models.add_argument("--model", metavar="PATH", help="a GGUF file to use instead")
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
    ingest.add_argument("--model", metavar="PATH", help="a GGUF file, or `none` for no model")


def cmd_models(args: argparse.Namespace) -> int:
    from vaultmind.cli.render.common import print_json
    from vaultmind.service import VaultService

    found = VaultService(_vault_or_cwd(args)).models(args.model)
    if args.json:
        print_json([{"name": m.name, "path": str(m.path), "origin": m.origin} for m in found])
        return 0
    if not found:
        print("no model found: commands use their deterministic fallbacks (see models/README.md)")
        return 0
    for index, model in enumerate(found):
        mark = "*" if index == 0 else " "
        size = model.path.stat().st_size / 1e6
        print(f"{mark} {model.name}  {size:.0f} MB  [{model.origin}]  {model.path}")
    return 0


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
    from vaultmind.memory.decay import parse_iso
    from vaultmind.service import VaultService

    since = parse_iso(args.since) if args.since else None
    if args.since and since is None:
        from vaultmind.errors import UsageError

        raise UsageError(f"--since wants a date like 2026-11-01, not '{args.since}'")
    if since is not None:
        from vaultmind.memory.dates import plausible

        plausible(since, args.since)
    service = VaultService.open(args.vault)
    files = [Path(f) for f in args.files] or service.dropped_sources()
    if not files:
        print(
            "nothing to ingest: name a FILE, or drop meeting notes or an export into Sources/",
            file=sys.stderr,
        )
        return 0
    if args.dry_run:
        return _ingest(service, args, files, since)
    try:
        with service.job("ingest " + (" ".join(args.files) or "Sources/")):
            return _ingest(service, args, files, since)
    except KeyboardInterrupt:
        print(
            "interrupted: what was written is kept; run the same ingest again to continue",
            file=sys.stderr,
        )
        return 130


def _ingest(
    service: VaultService, args: argparse.Namespace, files: list[Path], since: date | None
) -> int:
    dropped = not args.files
    if dropped:
        print(f"{len(files)} file(s) dropped into Sources/", file=sys.stderr)
    skip = _skip_broken if dropped else None
    reports = service.ingest(files, args.dry_run, args.chat, since, skip)
    verb = "would write" if args.dry_run else "wrote"
    for r in reports:
        c = r.counts
        print(
            f"{r.source} «{r.title}»: {c.new} new, {c.updated} edited, {c.unchanged} already "
            f"imported, {r.skipped} skipped; {verb} {len(r.files)} file(s)"
        )
    if args.dry_run:
        return 0
    paths = sorted({path for r in reports for path in r.all_files})
    rules = service.extract_with_rules(paths, service.today(None))
    print(
        f"commitments found without a model: {rules.promises} in {rules.examined} new "
        f"message(s) ({rules.already} seen before): {rules.added} added, "
        f"{rules.reinforced} reinforced, {rules.superseded} superseded"
    )
    for path in rules.people_created:
        print(f"new person note: {path}")
    _near_misses(rules.near_misses)
    code = _model_extraction(service, paths, args.model)
    days = [Path(path).stem for path in paths]
    for day, outcome in service.summarise_days(days).items():
        if outcome != "unchanged":
            print(f"Daily/{day}.md ## Ingested: {outcome}")
    return code


def _near_misses(pairs: list[tuple[str, str]]) -> None:
    """A name that got a note of its own, though other notes look like it: the user
    decides (an alias there, and `tidy` proposes the merge)."""
    alike: dict[str, list[str]] = {}
    for name, existing in dict.fromkeys(pairs):
        alike.setdefault(name, []).append(f"«{existing}»")
    for name, titles in alike.items():
        print(
            f"note: «{name}» got a note of its own but may be {' or '.join(titles)}; if so, "
            "add the name to that note's aliases and run `vaultmind tidy`",
            file=sys.stderr,
        )


def _skip_broken(problem: str) -> None:
    """A broken file among the dropped ones is named and left alone; the rest go in."""
    print(f"skipped: {problem}", file=sys.stderr)


def _model_extraction(service: VaultService, paths: list[str], explicit: str | None) -> int:
    from vaultmind.cli.render.common import ProgressBar

    model = service.extraction_model(explicit)
    if model is None:
        print(
            "no model: only the rule-based commitments were extracted (see `vaultmind models`)",
            file=sys.stderr,
        )
        return 0
    report = service.extract_with_model(
        paths, model, service.today(None), ProgressBar("extracting")
    )
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
