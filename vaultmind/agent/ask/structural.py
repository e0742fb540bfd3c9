"""Structural answers: facts taken whole from the vault's structure, each one cited.

The text lists every item (complete, not a top-k), in the question's language; the
items are the sources a model may rephrase from, and what the evaluation compares.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date

from vaultmind.agent.ask.rank import Source

_CYRILLIC = re.compile("[\u0400-\u04ff]")


@dataclass
class StructuralAnswer:
    intent: str
    text: str
    sources: list[Source] = field(default_factory=list)
    open_ended: bool = False  # the vault's text may say more: `ask` adds what it retrieved
    empty: bool = False  # "nothing recorded": dropped when a retrieved unit says otherwise
    subject: str = ""  # whom or what it is about (the name as the question gave it)
    topical: bool = False  # empty on a topic ("… about hiring"): only a unit on it says otherwise
    prose: int = 0  # the last sources are retrieved prose said of the subject, not its items

    @property
    def items(self) -> list[Source]:
        """The structure's own items (what the evaluation compares), without the prose."""
        return self.sources[: len(self.sources) - self.prose]


def russian(question: str) -> bool:
    return bool(_CYRILLIC.search(question))


def asked_in_russian(text: str, named: list[tuple[int, int]]) -> bool:
    """The question's own words are mostly Cyrillic, the names it says left out: "What is
    outstanding for Ирина?" is English, «Что обещал John Carter?» Russian. `named`: the
    word spans (start, end) of the notes it names; with nothing else, any Cyrillic."""
    from vaultmind.agent.ask.words import words

    covered = {i for start, end in named for i in range(start, end)}
    own = "".join(w for i, w in enumerate(words(text)) if i not in covered)
    cyrillic = len(_CYRILLIC.findall(own))
    latin = sum(c.isalpha() for c in own) - cyrillic
    return cyrillic > latin if own else russian(text)


def fact(text: str, path: str, title: str, line: int, block: str | None = None,
         kind: str = "note", day: date | None = None, confidence: float = 1.0,
         source_ids: tuple[str, ...] = (), status: str = "active") -> Source:  # fmt: skip
    """A cited fact: a line of a note, by block id when it has one."""
    stem = path[:-3] if path.endswith(".md") else path
    ref = f"{stem}#^{block}" if block else stem
    return Source(text, path, ref, kind, round(confidence, 4), day.isoformat() if day else None,
                  source_ids, status, title, line, 1.0, 0.0)  # fmt: skip


_EMPTY = {
    "responsible": ("Nobody is recorded as responsible for {s}.",
                    "{s}: ответственный не указан."),
    "responsible_of": ("{s} is not recorded as responsible for anything.",
                       "{s}: ничего не закреплено."),
    "prefers": ("No preferences of {s} are recorded{r}.", "{s}: предпочтения не записаны{r}."),
    "promised": ("No open commitments of {s} are recorded{r}.",
                 "{s}: открытых обещаний не записано{r}."),
    "due": ("Nothing is due{s}{r}.", "Сроки{s}{r}: нет."),
    "overdue": ("Nothing is overdue{s}.", "Просрочено{s}: ничего."),
    "promised_all": ("No open commitments are recorded{r}.", "Обещания{r}: ничего не записано."),
    "when_due": ("No due date for {s} is recorded.", "{s}: срок не записан."),
    "role": ("No role of {s} is recorded.", "{s}: роль не записана."),
}  # fmt: skip
_HEAD = {
    "responsible": ("Responsible for {s}:", "За {s} отвечает:"),
    "responsible_of": ("{s} is responsible for:", "{s} отвечает за:"),
    "prefers": ("{s} prefers{r}:", "{s}, предпочтения{r}:"),
    "promised": ("{s} promised{r}:", "{s} обещал(а){r}:"),
    "due": ("Due{s}{r}:", "Сроки{s}{r}:"),
    "overdue": ("Overdue{s}:", "Просрочено{s}:"),
    "promised_all": ("Open commitments{r}:", "Обещания{r}:"),
    "when_due": ("Due dates for {s}:", "{s}, сроки:"),
    "role": ("{s}:", "{s}:"),
}  # fmt: skip


def compose(intent: str, subject: str, lines: list[str], sources: list[Source],
            ru: bool, range_text: str = "") -> StructuralAnswer:  # fmt: skip
    """The answer's text: a head line and one line per item, [n] citing it; an item held
    twice (the same task with the same date in two project notes) is one line citing both."""
    template = (_HEAD if lines else _EMPTY)[intent][1 if ru else 0]
    head = template.format(s=subject, r=range_text)
    cited: dict[str, list[int]] = {}
    for n, line in enumerate(lines, start=1):
        cited.setdefault(line, []).append(n)
    body = [f"- {line} " + " ".join(f"[{n}]" for n in numbers) for line, numbers in cited.items()]
    return StructuralAnswer(intent, "\n".join([head, *body]), sources,
                            empty=not lines, subject=subject)  # fmt: skip


def range_words(start: date, end: date, ru: bool) -> str:
    if start == end:
        return f" {'на' if ru else 'on'} {start.isoformat()}"
    return f" {start.isoformat()}…{end.isoformat()}"
