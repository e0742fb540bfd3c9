"""The answer string of a JSON reply (`{"answer": "…", "used": […]}`), decoded as the
reply streams in, so the terminal shows the answer while the model is still writing.

A small model that runs out of things to say repeats itself ("#DMS #DMS #DMS …") until
the token limit: the stream stops showing it at the third repeat, and `cut_loop` cuts
the finished answer there."""

from __future__ import annotations

import json
import re
from collections.abc import Callable

_START = re.compile(r'^\s*\{\s*"answer"\s*:\s*"')
# a word or a group of up to three words said four times in a row; digits count as one
# shape, so that counting ("{ 1} { 2} { 3} …") is a loop too, but not citations ([1] [2])
_LOOP = re.compile(r"(?<!\S)(\S+(?:\s+\S+){0,2}?)(?:\s+\1(?!\S)){3}")
_DIGIT = re.compile(r"\[\d{1,3}\]|\d")


def _loop(text: str) -> re.Match[str] | None:
    shape = _DIGIT.sub(lambda d: d[0] if d[0].startswith("[") else "0", text)
    return _LOOP.search(shape)  # the same length: positions hold


_ESCAPES = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}


class AnswerStream:
    """Feed it the reply's pieces; it calls `out` with the answer's decoded text."""

    def __init__(self, out: Callable[[str], None]) -> None:
        self._out = out
        self._raw = ""
        self._at: int | None = None  # where the answer string's next character is
        self.done = False
        self.shown = ""

    def __call__(self, piece: str) -> None:
        self._raw += piece
        if self._at is None:
            start = _START.match(self._raw)
            if start is None:
                return
            self._at = start.end()
        text = []
        while not self.done and self._at < len(self._raw):
            char = self._raw[self._at]
            if char == '"':
                self.done = True
            elif char == "\\":
                decoded, used = _escape(self._raw, self._at)
                if decoded is None:
                    break  # the escape is not complete yet
                text.append(decoded)
                self._at += used
                continue
            else:
                text.append(char)
            self._at += 1
        if text:
            new = "".join(text)
            looping = _loop(self.shown + new)
            if looping is not None:  # show no more of it: the rest is the same words
                new = new[: max(0, looping.end() - len(self.shown))]
                self.done = True
            self.shown += new
            if new:
                self._out(new)


def cut_loop(text: str) -> str:
    """The answer up to where it starts saying the same words over and over, with "…"."""
    looping = _loop(text)
    if looping is None:
        return text
    return text[: looping.start() + len(looping.group(1))].rstrip() + " …"


def _escape(raw: str, at: int) -> tuple[str | None, int]:
    if at + 1 >= len(raw):
        return None, 0
    code = raw[at + 1]
    if code == "u":
        if at + 6 > len(raw):
            return None, 0
        try:
            return json.loads(f'"{raw[at : at + 6]}"'), 6
        except json.JSONDecodeError:
            return raw[at : at + 6], 6
    return _ESCAPES.get(code, code), 2
