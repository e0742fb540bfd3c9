"""`ViewFile`: whoosh's segment files read in place must read exactly like BytesIO."""

from __future__ import annotations

import io
import os
import pickle
from array import array

import pytest

from vaultmind.index.view_file import ViewFile

DATA = pickle.dumps({"block": (1, 2.5, "ёлка")}, protocol=-1) + b"line one\nline two\ntail"


def test_reads_seeks_and_lines_like_bytesio() -> None:
    ours, theirs = ViewFile(memoryview(DATA)), io.BytesIO(DATA)
    for step in (
        lambda f: f.read(3),
        lambda f: f.seek(0),
        lambda f: pickle.load(f),
        lambda f: f.tell(),
        lambda f: f.readline(),
        lambda f: f.readline(4),
        lambda f: f.seek(-4, os.SEEK_END),
        lambda f: f.read(),
        lambda f: f.read(10),
        lambda f: f.seek(2, os.SEEK_SET),
        lambda f: f.seek(3, os.SEEK_CUR),
        lambda f: list(f),
    ):
        assert step(ours) == step(theirs)


def test_readinto_and_array_fromfile() -> None:
    numbers = array("i", [7, -3, 2**30])
    source = ViewFile(memoryview(numbers.tobytes()))
    loaded = array("i")
    loaded.fromfile(source, 3)
    assert loaded == numbers
    source.seek(0)
    target = bytearray(5)
    assert source.readinto(target) == 5 and bytes(target) == numbers.tobytes()[:5]


def test_is_read_only() -> None:
    with pytest.raises(OSError, match="read-only"):
        ViewFile(b"x").write(b"y")
