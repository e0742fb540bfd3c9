"""`vaultmind.agent.ingest` names the stages' entry points and imports each on first use."""

from __future__ import annotations

import pytest

import vaultmind.agent.ingest as ingest
from vaultmind.agent.ingest.sources import importer


def test_every_listed_name_is_the_one_its_stage_defines() -> None:
    for name in ingest.__all__:
        value = getattr(ingest, name)
        assert value.__name__ == name
        assert value.__module__.startswith("vaultmind.agent.ingest.")
    assert ingest.backlog is importer.backlog


def test_a_name_it_does_not_list_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="has no attribute 'make_chunks'"):
        _ = ingest.make_chunks
