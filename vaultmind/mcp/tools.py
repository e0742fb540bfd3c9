"""The tools: each one's fixed description and schema, and what it calls. A handler
parses, calls the facade the CLI's `--json` calls, and returns what that prints;
nothing here writes to the vault. Descriptions never hold vault text."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import TYPE_CHECKING, Any

from vaultmind.mcp.arguments import Arguments

if TYPE_CHECKING:
    from vaultmind.service import VaultService

Handler = Callable[["VaultService", Arguments], Any]
TODAY = {"type": "string", "description": "answer as of this day (YYYY-MM-DD; default: today)"}


@dataclass(frozen=True)
class Tool:
    name: str
    description: str
    properties: dict[str, dict[str, Any]]
    required: tuple[str, ...]
    run: Handler
    wrap: str | None = None  # a list result's key in the structured result (an object)

    @property
    def schema(self) -> dict[str, Any]:
        return {"type": "object", "properties": self.properties,
                "required": list(self.required), "additionalProperties": False}  # fmt: skip


def _today(service: VaultService, args: Arguments) -> date:
    from vaultmind.memory.user_options import parse_user_date

    given = args.optional_text("today")
    return parse_user_date(given, "today") if given else service.today()


def search(service: VaultService, args: Arguments) -> Any:
    query = args.text("query")
    return service.search(query, args.number("k", 10), args.optional_text("type"),
                          args.optional_text("folder"))  # fmt: skip


def person_context(service: VaultService, args: Arguments) -> Any:
    return service.context(args.text("name"), _today(service, args))


def commitments(service: VaultService, args: Arguments) -> Any:
    from vaultmind.memory.user_options import parse_days

    span = args.optional_text("due_within")
    within = parse_days(span, "due_within") if span else None
    today, person = _today(service, args), args.optional_text("person")
    found = service.commitments(today, person, args.flag("overdue"), within)
    return found[: args.number("k", 50)]  # a vault-wide list runs to thousands


def ask(service: VaultService, args: Arguments) -> Any:
    """`ask --json`, asked as `as` within the server's own view (never wider)."""
    from vaultmind.service.ask_json import as_json

    no_llm = args.flag("no_llm", True)
    result = service.ask(args.text("question"), _today(service, args), args.number("k", 8),
                         args.optional_text("as"), False)  # fmt: skip
    model = None if no_llm else service.model_for("answers")
    answered = None
    if model is not None and result.worth_asking:
        from vaultmind.agent.ask.answer import ask_model

        retrieved = result.retrieval.sources
        answered = ask_model(model, result.question, retrieved, result.structural, None)
    return as_json(result.question, result, answered, no_llm)


def note(service: VaultService, args: Arguments) -> Any:
    return service.passage(args.text("path"))


def recent_changes(service: VaultService, args: Arguments) -> Any:
    from vaultmind.memory.user_options import parse_days, parse_user_date
    from vaultmind.vault.settings import vault_zone

    since = args.optional_text("since", "7d") or "7d"
    if since[:1].isdigit() and "-" not in since:  # a span back from today: 3d, 2w
        day = service.today() - timedelta(days=parse_days(since, "since"))
    else:
        day = parse_user_date(since, "since")
    zone = vault_zone(service.vault_settings.timezone)
    start = datetime.combine(day, time(), tzinfo=zone)
    return service.recent_changes(start, args.number("limit", 50))


def _text(about: str) -> dict[str, Any]:
    return {"type": "string", "description": about}


def _number(about: str, low: int, high: int, default: int) -> dict[str, Any]:
    return {"type": "integer", "description": about, "minimum": low, "maximum": high,
            "default": default}  # fmt: skip


def _flag(about: str, default: bool) -> dict[str, Any]:
    return {"type": "boolean", "description": about, "default": default}


TOOLS = (
    Tool("search", "Full-text search of the vault's notes (Russian and English word forms; "
         "title:, tag:, type:, \"phrases\", AND/OR/NOT, prefix*). Hits best first.",
         {"query": _text("the words to find"), "k": _number("at most this many hits", 1, 100, 10),
          "type": _text("only notes of this type (person, project, product, …)"),
          "folder": _text("only notes in this top-level folder (People, Projects, …)")},
         ("query",), search, wrap="hits"),
    Tool("person_context", "Everything known about one person, assembled without a model: "
         "profile, memories by kind, open commitments, owned nodes, tasks, reflections.",
         {"name": _text("the person's title, alias, path or slug"), "today": TODAY},
         ("name",), person_context),
    Tool("commitments", "Open commitments (memories and owned tasks), most urgent first.",
         {"person": _text("only this person's"), "overdue": _flag("only overdue ones", False),
          "due_within": _text("only those due within this span: 3d, 2w, 10"),
          "k": _number("at most this many, the most urgent", 1, 1000, 50), "today": TODAY},
         (), commitments, wrap="commitments"),
    Tool("ask", "Answer a question from the vault, citing block-level sources "
         "([[note#^block]]). Without a model: the structural answer and the ranked sources.",
         {"question": _text("the question"),
          "as": _text("ask as this person (never sees more than the server's own view)"),
          "no_llm": _flag("no model: structural answer and sources only (fast)", True),
          "k": _number("at most this many sources", 1, 50, 8), "today": TODAY},
         ("question",), ask),
    Tool("note", "The text of a note, or of one block or section in it.",
         {"path": _text("a note's path, title or slug, or a link into it: "
                        "People/Anna.md#^m-a3fecq, [[Note#Heading]]")},
         ("path",), note),
    Tool("recent_changes", "Notes whose files changed since a day, newest first, and the "
         "jobs VaultMind ran since (ingest, reflect, remember, …).",
         {"since": _text("a day (YYYY-MM-DD) or a span back from today: 1d, 2w (default 7d)"),
          "limit": _number("at most this many notes", 1, 500, 50)},
         (), recent_changes),
)  # fmt: skip
BY_NAME = {tool.name: tool for tool in TOOLS}
