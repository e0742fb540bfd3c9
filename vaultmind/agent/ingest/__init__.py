"""Chat exports and dropped notes into the vault, in three stages:

    sources/        exports → `Sources/` files, one list item per message, read back
    extract/        memories from those messages, by rules and by the local model
    daily_section   each day's `## Ingested` section in `Daily/`

The names below are what the service calls. Each is imported on first use, not with
the package: `vaultmind status` reads the backlog through here and must not load the
model's pydantic schema on the way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from vaultmind.agent.ingest.daily_section import days_to_write, ingested_lines, update_daily
    from vaultmind.agent.ingest.extract.model_step import ModelReport, extract_with_model
    from vaultmind.agent.ingest.extract.people import NoteFinder
    from vaultmind.agent.ingest.extract.rules_step import RuleExtraction, RulesReport
    from vaultmind.agent.ingest.sources.dropped_files import dropped_files
    from vaultmind.agent.ingest.sources.formats import (
        ParsedChat,
        ParsedExport,
        RawMessage,
        check_readable,
        parse_export,
    )
    from vaultmind.agent.ingest.sources.importer import (
        ChatReport,
        backlog,
        import_export,
        mark_processed,
    )
    from vaultmind.agent.ingest.sources.linking import relink_files
    from vaultmind.agent.ingest.sources.read_back import first_import_time

__all__ = [
    "ChatReport",
    "ModelReport",
    "NoteFinder",
    "ParsedChat",
    "ParsedExport",
    "RawMessage",
    "RuleExtraction",
    "RulesReport",
    "backlog",
    "check_readable",
    "days_to_write",
    "dropped_files",
    "extract_with_model",
    "first_import_time",
    "import_export",
    "ingested_lines",
    "mark_processed",
    "parse_export",
    "relink_files",
    "update_daily",
]

_HOMES = {
    "ChatReport": "sources.importer",
    "ModelReport": "extract.model_step",
    "NoteFinder": "extract.people",
    "ParsedChat": "sources.formats",
    "ParsedExport": "sources.formats",
    "RawMessage": "sources.formats",
    "RuleExtraction": "extract.rules_step",
    "RulesReport": "extract.rules_step",
    "backlog": "sources.importer",
    "check_readable": "sources.formats",
    "days_to_write": "daily_section",
    "dropped_files": "sources.dropped_files",
    "extract_with_model": "extract.model_step",
    "first_import_time": "sources.read_back",
    "import_export": "sources.importer",
    "ingested_lines": "daily_section",
    "mark_processed": "sources.importer",
    "parse_export": "sources.formats",
    "relink_files": "sources.linking",
    "update_daily": "daily_section",
}


def __getattr__(name: str) -> object:
    """A public name, imported from its module the first time it is asked for."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    # `__import__`, not `importlib.import_module`: only the former shows in `-X importtime`
    value = getattr(__import__(f"{__name__}.{home}", fromlist=[name]), name)
    globals()[name] = value
    return value
