"""New messages merged into an existing day in one pass: the same text, in linear time.

A re-import of a busy day used to re-read the whole file once per new message; 20 000
messages into an existing day took minutes (found by the hostile-input corpus).
"""

from __future__ import annotations

import time

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.unit.ingest.test_sources import msg
from vaultmind.agent.ingest.sources.escape import block_id
from vaultmind.agent.ingest.sources.file_format import (
    new_file,
    render,
)
from vaultmind.agent.ingest.sources.formats import RawMessage
from vaultmind.agent.ingest.sources.merge_items import (
    MergeCounts,
    _merge_one,
    merge_messages,
)


def one_at_a_time(text: str, messages: list[RawMessage], newline: str) -> tuple[str, MergeCounts]:
    """The merge as it was: each message on its own, the file re-read every time."""
    counts = MergeCounts()
    written: dict[str, tuple[str, ...]] = {}
    for message in messages:
        block = block_id(message.source, message.chat_id, message.message_id)
        rendered = tuple(render(message))
        if written.get(block) == rendered:
            counts.unchanged += 1
            continue
        text = _merge_one(text, message, newline, counts)
        written[block] = rendered
    return text, counts


message = st.builds(
    msg,
    text=st.sampled_from(["a", "b\nc", "", "d"]),
    at=st.sampled_from(["08:00", "10:00", "10:05", "12:00", "23:59"]),
    message_id=st.sampled_from([str(n) for n in range(8)]),
)


@settings(max_examples=200, deadline=None)
@given(
    existing=st.lists(message, max_size=5, unique_by=lambda m: m.message_id),
    incoming=st.lists(message, max_size=12),
    newline=st.sampled_from(["\n", "\r\n"]),
    user_line=st.booleans(),
    in_order=st.booleans(),
)
def test_same_result_as_one_message_at_a_time(
    existing: list[RawMessage],
    incoming: list[RawMessage],
    newline: str,
    user_line: bool,
    in_order: bool,
) -> None:
    ordered = sorted(existing, key=lambda m: m.time) if in_order else existing
    text = new_file(ordered).replace("\n", newline) if ordered else ""
    if user_line:
        text += f"my own line{newline}"
    expected_text, expected = one_at_a_time(text, incoming, newline)
    merged, counts = merge_messages(text, incoming, newline)
    assert merged == expected_text
    assert (counts.new, counts.updated, counts.unchanged) == (
        expected.new,
        expected.updated,
        expected.unchanged,
    )


def test_a_busy_day_merges_in_linear_time() -> None:
    text = new_file([msg("first", "00:00", "0")])
    many = [msg(f"m{n}", f"{n // 60 % 24:02d}:{n % 60:02d}", str(n + 1)) for n in range(20_000)]
    started = time.perf_counter()
    merged, counts = merge_messages(text, many, "\n")
    assert time.perf_counter() - started < 5.0
    assert counts.new == 20_000 and merged.count("\n- ") == 20_001
