"""Chat exports → frozen RawMessages: pure parsers, one module per format.

`parse_export(path, timezone)` picks the parser by content and name; each parser can
also be called on text directly. Broken input raises `UsageError` with one line that
names the file and the problem; nothing is ever returned half-parsed.
"""

from vaultmind.agent.ingest.sources.formats.detect import (
    check_readable,
    detect_format,
    parse_export,
)
from vaultmind.agent.ingest.sources.formats.jsonl import parse_jsonl
from vaultmind.agent.ingest.sources.formats.notes import parse_notes
from vaultmind.agent.ingest.sources.formats.records import (
    ParsedChat,
    ParsedExport,
    RawMessage,
    hashed_id,
)
from vaultmind.agent.ingest.sources.formats.telegram import parse_telegram
from vaultmind.agent.ingest.sources.formats.whatsapp import parse_whatsapp

__all__ = [
    "ParsedChat",
    "ParsedExport",
    "RawMessage",
    "check_readable",
    "detect_format",
    "hashed_id",
    "parse_export",
    "parse_jsonl",
    "parse_notes",
    "parse_telegram",
    "parse_whatsapp",
]
