"""Which prompts a model is given: the small tier's, or the capable tier's.

- **small** (SmolLM2-135M, the 1–4B class): the prompts as they were sized for a small
  model — chunks ask for the day's summary (and, below 1B, people's items); from 1B,
  one message → one flat object (`model_reading`).
- **capable** (7–14B instruct models, usually behind a model server): one message with
  the one it answers, its neighbours and the open commitments it may concern → a
  bounded list of flat items, each naming its message and quoting it
  (`capable_reading`): the whole lifecycle, hand-overs and decisions.

`model_tier` in the machine settings: `auto` (the default) takes the model's size and
the context it runs with; `small` or `capable` overrides it.
"""

from __future__ import annotations

from typing import Literal

from vaultmind.agent.ingest.extract.capable_reading import CAPABLE_VERSION
from vaultmind.agent.ingest.extract.capable_step import CapableReader
from vaultmind.agent.ingest.extract.model_reading import Reader, message_reader
from vaultmind.agent.ingest.extract.promises import EXTRACTOR
from vaultmind.agent.language_model import LanguageModel

Tier = Literal["small", "capable"]
SETTINGS = ("auto", "small", "capable")
CAPABLE_PARAMETERS = 6_000_000_000  # a 7B model quantised still says ~7.2e9
CAPABLE_CONTEXT = 8192  # the guide, six messages, eight commitments and the reply, with room


def tier_of(model: LanguageModel, setting: str = "auto") -> Tier:
    """The setting if it names a tier, else capable for a 7B-class model that runs with a
    context of 8 192 tokens or more: the size says it can keep a list of items straight,
    the context that it is a current model with room for the prompt (a Llama-2-7B run
    at 4 096 is not given it)."""
    if setting in ("small", "capable"):
        return "capable" if setting == "capable" else "small"
    big = model.parameters >= CAPABLE_PARAMETERS
    return "capable" if big and model.context_size >= CAPABLE_CONTEXT else "small"


def readers_for(
    model: LanguageModel | None, setting: str = "auto"
) -> tuple[Reader | None, CapableReader | None, str]:
    """The rule step's model reader for this tier (a 1–4B model's one-object reading, or
    the capable reader), and the key each message read is recorded under: another tier
    or model reads the messages again (what the rules found is not written twice)."""
    if model is None:
        return None, None, EXTRACTOR
    if tier_of(model, setting) == "capable":
        return None, CapableReader(model), f"{EXTRACTOR}+reading:{model.name}@{CAPABLE_VERSION}"
    reader, key = message_reader(model)
    return reader, None, key
