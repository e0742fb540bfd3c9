"""The answer without a model when no structural template fits: the best unit's own
sentences, cited, then the next two as "Most relevant:". Never `null`, never a bare
list of sources; and a structural "nothing recorded" is dropped when a retrieved unit
about its subject says otherwise (issue 27: no absence the sources contradict)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from vaultmind.agent.ask.structural import StructuralAnswer
from vaultmind.agent.ask.words import STOP

if TYPE_CHECKING:
    from vaultmind.agent.ask.rank import Source

MAX_CHARS = 300  # the best unit's sentences shown whole up to about this length
_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+")
_BLOCK_ID = re.compile(r"\s\^[A-Za-z0-9-]+\s*$")
_MORE = ("Most relevant:", "Ещё по теме:")


def plain(text: str) -> str:
    """A unit's text on one line, without its block id, trimmed at a sentence end."""
    from vaultmind.agent.ask.grounding import unmarked

    flat = unmarked(_BLOCK_ID.sub("", " ".join(text.split())))  # no fence in an answer
    if len(flat) <= MAX_CHARS:
        return flat
    kept = ""
    for sentence in _SENTENCE_END.split(flat):
        if kept and len(kept) + len(sentence) > MAX_CHARS:
            break
        kept = f"{kept} {sentence}".strip()
    return kept if len(kept) <= MAX_CHARS else kept[:MAX_CHARS].rstrip() + "…"


def extractive(sources: list[Source], ru: bool) -> StructuralAnswer | None:
    """The best source's sentences [1], then the next two; None with no source."""
    if not sources:
        return None
    best, *rest = sources[:3]
    lines = [f"{_said(best)} [1]"]
    if rest:
        lines.append(_MORE[1 if ru else 0])
        lines += [f"- {_said(s)} [{n}]" for n, s in enumerate(rest, start=2)]
    return StructuralAnswer("extractive", "\n".join(lines), list(sources))  # all, as the footer


_DUTIES = (
    "responsib",
    "owns",
    "owner",
    "in charge",
    "runs ",
    "leads ",
    "lead ",
    "handles",
    "manages",
    "looks after",
    "takes care",
    "отвеча",
    "ведёт",
    "ведет",
    "занимается",
    "курирует",
    "руковод",
    "следит",
)


def _said(source: Source) -> str:
    """The unit's sentences, after the name of the note they are in when they do not
    name it («Ирина Соколова: Отвечает за закупки.»): who said or does it is often
    the answer. A message names its sender already."""
    text = plain(source.text)
    title = source.title
    if source.kind == "message" or not title or title.casefold() in text.casefold():
        return text
    return f"{title}: {text}"


_CUES = {  # words a unit says the intent's kind of fact with
    "prefers": ("prefer", "like", "want", "rather", "предпоч", "любит", "нрав", "удобн", "проси",
                "хочет", "лучше"),
    "responsible_of": _DUTIES,
    "responsible": _DUTIES,
    "promised": ("promis", "will ", "обещ", "сделаю", "пришлю", "подготовлю"),
    "role": ("role", "роль", "работает", "lead", "руковод"),
    "when_due": ("due", "deadline", "until", "срок", "дедлайн", "monday", "tuesday", "wednesday",
                 "thursday", "friday", "понедельн", "вторник", "сред", "четверг", "пятниц"),
}  # fmt: skip
_ASKING = frozenset(  # the question words of the intents: not its topic
    [
        "what", "who", "whom", "which", "does", "have", "has", "any", "about", "prefer",
        "prefers", "preferences", "like", "likes", "responsible", "owns", "promised", "promise",
        "role", "is", "are", "the", "for", "что", "кто", "какие", "какая", "какой", "есть", "ли",
        "любит", "предпочитает", "предпочтения", "отвечает", "обещал", "обещала", "обещали",
        "роль", "за", "про",
    ]
)  # fmt: skip


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", text.casefold().replace("ё", "е"))


RELEVANT = 5  # the best units read for a contradiction: about what k's first screen shows


def contradiction(answer: StructuralAnswer, question: str, sources: list[Source]) -> int | None:
    """The index of the retrieved unit that contradicts an empty structural answer
    ("nothing recorded"): a unit of the subject's note or naming it, which says the
    intent's kind of fact or shares a word of the question's topic. None: it stands."""
    if not answer.empty or not sources:
        return None
    subject = [w[: max(4, len(w) - 2)] for w in _words(answer.subject) if len(w) > 2]
    topic = [
        w[: max(4, len(w) - 2)]
        for w in _words(question)
        if len(w) > 3 and w not in _ASKING and w not in STOP
        and not any(w.startswith(s) for s in subject)
    ]  # fmt: skip
    cues = () if answer.topical else _CUES.get(answer.intent, ())
    for n, source in enumerate(sources[:RELEVANT]):
        text = " ".join(_words(source.text))
        about = f"{' '.join(_words(source.title))} {text}"
        if subject and not any(s in about for s in subject):
            continue
        if any(t in text for t in topic) or any(c in source.text.casefold() for c in cues):
            return n
        if answer.intent in _DATED and _names_a_day(source.text):
            return n
        if answer.intent == "role" and _opens_with_a_title(source, answer.subject):
            return n
    return None


TITLE_WORDS = 4  # "QA lead.", «Офис-менеджер.», "Finance analyst.": a note opening with its role


def _opens_with_a_title(source: Source, subject: str) -> bool:
    """A line of the subject's own note whose first sentence is a few words and no
    more: how a person note says the role no field records."""
    if source.kind != "note" or source.title.casefold() != subject.casefold():
        return False
    first = _SENTENCE_END.split(plain(source.text), maxsplit=1)[0]
    said = _words(first)
    return 0 < len(said) <= TITLE_WORDS and first.rstrip().endswith(".") and "[[" not in first


_DATED = frozenset(["when_due"])  # "no due date recorded": a unit on it naming a day says one


def _names_a_day(text: str) -> bool:
    """The text names a day: 2026-12-08, «15 января», "December 8"."""
    from vaultmind.agent.ask.support import keys

    return any(key.startswith("day:") for key in keys(text).exact)


def contradicted(answer: StructuralAnswer, question: str, sources: list[Source]) -> bool:
    return contradiction(answer, question, sources) is not None
