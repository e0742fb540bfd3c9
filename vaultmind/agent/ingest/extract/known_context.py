"""A state already on record is not written again (issue 10, session 7).

«В отпуске до 10 декабря» on Friday, then on Monday «я в отпуске, но посмотрела PR»:
the second says nothing new, and as a line of its own it would be a second, shorter
holiday. The same for «Паша на больничном» said by a colleague while Pasha's own «на
больничном до пятницы» holds. A new context is left out when an active context of the
same person holds on its day, its state words (dates aside) are all among that one's,
and it ends no later; a longer absence («до 15-го» after «до 10-го») is news, written.
"""

from __future__ import annotations

from datetime import date

from vaultmind.agent.ingest.extract.lifecycle import content_words
from vaultmind.memory.store import Addition
from vaultmind.vault.escape import unescape_syntax
from vaultmind.vault.model import MemoryLine

_Held = tuple[frozenset[str], date]  # a context's state words, the day it ends


def new_contexts(additions: list[Addition], lines: list[MemoryLine]) -> list[Addition]:
    """The additions without the contexts a held one (in the note, or earlier in the
    batch) already says."""
    if not any(a.new.kind == "context" for a in additions):
        return additions
    held = [h for line in lines if (h := _held_line(line)) is not None]
    kept = []
    for addition in additions:
        new = addition.new
        if new.kind != "context" or new.valid_until is None:
            kept.append(addition)
            continue
        words = content_words(unescape_syntax(new.text))
        if words and any(
            words <= state and addition.today <= end and new.valid_until <= end
            for state, end in held
        ):
            continue
        held.append((words, new.valid_until))
        kept.append(addition)
    return kept


def _held_line(line: MemoryLine) -> _Held | None:
    if line.kind != "context" or line.status != "active":
        return None
    try:
        end = date.fromisoformat(line.field("valid_until") or "")
    except ValueError:
        return None
    return content_words(line.text), end
