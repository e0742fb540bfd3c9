"""Temporary context and facts found without a model.

"OOO until Monday", "Alice moved to the Berlin office". Conservative on purpose — junk
is worse than a miss: the pattern must open the sentence (after a greeting or filler),
and a question, a condition («если», "if", "would") or a negation before it is no
statement. Context is the sender's; a fact is about the person its sentence opens with,
and is kept only when that name is a known person note (the caller checks).

Preferences are the learned detector's (`detector_step`): their rules went in session 28,
when switching them off lost no right item written or suggested on chats they were not
written from, and wrote fewer wrong ones (docs/decisions.md).
"""

from __future__ import annotations

import re
from dataclasses import replace

from vaultmind.agent.ingest.extract.statement_common import Statement, clean, first_clause
from vaultmind.agent.ingest.extract.statement_context import context, later_end
from vaultmind.agent.ingest.extract.statement_facts import fact
from vaultmind.agent.ingest.extract.statement_position import own_position
from vaultmind.agent.ingest.extract.statement_short_day import short_day
from vaultmind.agent.ingest.sources.formats import RawMessage
from vaultmind.vault.dates import find_date

__all__ = ["Statement", "find_statements"]

_FILLER = re.compile(
    # a reminder or a request announced («напоминаю, что», "just a reminder that", «прошу:»),
    # an apology ("sorry —"), a heading for an audience ("for the new folks:", «для новых:»),
    # one more piece of news («и ещё:», «ещё новость:», "small update:")
    r"^(?:(?:(?:напоминаю|напомню|(?:just\s+)?a\s+reminder|reminder),?\s+(?:что|that)"
    r"|(?:только\s+|сразу\s+|заранее\s+|честно\s+)?(?:прошу|говорю|скажу|предупреждаю)"
    r"(?:\s+(?:заранее|сразу|честно))?(?=\s*:)"
    # a call to keep something in mind before what follows ("pls remember:", «учтите:»)
    r"|(?:(?:please|pls|plz)\s+)?(?:remember|note|keep\s+in\s+mind|don't\s+forget)(?=\s*:)"
    r"|(?:имейте\s+в\s+виду|учтите|помните|не\s+забывайте)(?=\s*:)|ppl"
    r"|(?:small|quick|big|one|one more)\s+(?:thing|ask|request|note|update|news)"
    r"|(?:и\s+)?ещ[её](?:\s+(?:новость|одно|момент|одна\s+новость))?(?=\s*:)|just\s+a\s+reminder|sorry"
    r"|сорри|простите|извините|(?:for|для)\s+(?:[\w-]+\s+){0,2}?(?:folks|people|newcomers"
    r"|everyone|all|team|новеньких|новых|новичков|всех|команды)(?=\s*:)|ребят"
    r"|sure|ok|okay|yes|yeah|yep|hi|hello|hey|fyi|btw|also|so|well|guys|team|all"
    r"|everyone|folks|(?:just\s+)?(?:a\s+)?(?:quick\s+)?heads[\s-]up(?:\s+that)?"
    r"|just so you know|nb|n\.b|ps|p\.s|пс|п\.с|друзья|гайз|ок|окей|ага|да|привет"
    r"|всем привет|коллеги"
    r"|ребята|кстати|итак|в общем|короче|к сведению|fine|alright|хорошо|ладно|напоминаю"
    r"|новость|новости|(?:всем\s+)?доброе(?:\s+утро)?(?:\s+всем)?|fwiw|imo|psa|fun fact"
    r"|update|апдейт|кстати говоря|просьба"
    r"|у меня просьба|большая просьба|одна просьба|a request|one request|small request"
    r"|reminder|friendly reminder|quick reminder|note|news|всем просьба|всем(?=\s*[:,!]))(?!\w)"
    r"[\s,!:.—)-]*)+",  # «всем привет)»: a smile ends a greeting
    re.IGNORECASE,
)
# «Kevin, …»: an address opens the sentence («Корпоратив: …» is a topic, not an address)
_OPENER = re.compile(  # a name and a patronymic or surname too: «Анна Сергеевна, …»
    r"^(?![\w'’-]+[юу],)(?-i:[A-ZА-ЯЁ][\w'’-]+(?:\s+[A-ZА-ЯЁ][\w'’-]+)?),\s+"
)  # «Люблю,» is a verb
_IF_POSSIBLE = re.compile(  # politeness, not a condition: "…, if possible"
    r",?\s*(?:if possible|if you can|если можно|если возможно|по возможности)(?!\w)",
    re.IGNORECASE,
)
_HYPOTHETICAL = re.compile(
    r"(?<!\w)(?:if|would|could|might|maybe|perhaps|probably|likely|unless|если|бы|может"
    r"|возможно|вдруг|наверное|вероятно|imagine|suppose|представь\w*|допустим)(?!\w)",
    re.IGNORECASE,
)
# a joke anywhere in the message: no news about anyone in it («Петя уволился 😂»)
_JOKE = re.compile(
    r"(?<!\w)(?:шучу|шутка|jk|j/k|just kidding|kidding|lol|lmao|rofl|хаха\w*|ахах\w*|haha\w*)"
    r"(?!\w)|[😂🤣😜😝🙃]",
    re.IGNORECASE,
)
_ASKING = re.compile(  # a question without its mark: "Has Bob left the company"
    r"(?:did|does|do(?!\s+not\s)|has|have|is|are|was|were|кто|что|разве|неужели|правда\s+ли)\s",
    re.IGNORECASE,
)
# a condition after a dash begins a thought of its own: what is before it stands
_THEN_IF = re.compile(r"\s[—–-]\s+(?=(?:if|если|when|когда)\s)", re.IGNORECASE)
# a joke said outright takes back anything the message says
_TAKEN_BACK = re.compile(r"(?<!\w)(?:шучу|jk|j/k|just\s+kidding)(?!\w)", re.IGNORECASE)
# the proposal after a statement, put as a question to the team (session 6)
_PROPOSAL = re.compile(
    r",\s+(?:so\s+|then\s+|тогда\s+)?(?:can we|could we|shall we|should we|how about|maybe we"
    r"|можем|давайте|может,? (?:будем|договоримся|перенесём|перенесем|сделаем))(?!\w)[^,?]*\?\s*$",
    re.IGNORECASE,
)
# an emoji then a space ends a sentence too: chats seldom put a full stop after one
_SENTENCE_END = re.compile(r"(?<=[.!?;\u2600-\u27bf\U0001f300-\U0001faff])\s+|\n")
# how to reach an absent person is no condition on the absence: «…, если срочно — звоните»
_REACH_IF = re.compile(
    r"(?<!\w)(?:если\s+(?:что|срочно|очень\s+срочно|что-то\s+срочное|горит|что-то\s+горит)"
    r"|if\s+(?:(?:it(?:'s|’s| is)\s+|anything(?:'s|’s| is)?\s+)?urgent|anything\s+comes\s+up"
    r"|you\s+need\s+me))(?![\w-])(?:\s+(?:нужно|надо|is|it\s+is)(?!\w))?"
    # then how to reach: a pause, or a contact verb («…, если срочно — звоните Пете»)
    r"(?=\s*(?:$|[,.;:!—–])|\s+-|\s+(?:пишите|звоните|пингуйте|набирайте|обращайтесь|call|text"
    r"|ping|message|email|e-mail|reach|contact|ask|dm)(?!\w))",
    re.IGNORECASE,
)


def find_statements(message: RawMessage) -> list[Statement]:
    """At most one statement per sentence, the first pattern that fits it."""
    if not message.sender or not message.text.strip():
        return []
    found: list[Statement] = []
    joking = _JOKE.search(message.text) is not None
    if _TAKEN_BACK.search(message.text):
        return []  # «завтра опоздаю, шучу»: said and taken back
    sentences = _SENTENCE_END.split(message.text)
    for index, sentence in enumerate(sentences):
        statement = _statement(sentence, message)
        if statement is None or (statement.kind == "fact" and (joking or "?" in sentence)):
            continue  # "Leo left the company, right?": a fact is never asked or joked
        following = sentences[index + 1] if index + 1 < len(sentences) else ""
        _add(found, _ended_later(statement, sentence, following, message))
    return found


def _add(found: list[Statement], statement: Statement) -> None:
    """One state per person a message: «я заболел. сегодня и завтра на больничном» is one
    state until tomorrow, said in two sentences."""
    same = next(
        (i for i, s in enumerate(found) if s.kind == statement.kind != "fact"
         and (s.person, s.named) == (statement.person, statement.named)),
        None,
    )  # fmt: skip
    if same is None:
        found.append(statement)
        return
    first = found[same]
    ends = [d for d in (first.valid_until, statement.valid_until) if d is not None]
    more = statement.text[:1].lower() + statement.text[1:]
    text = clean(f"{first.text}; {more}")
    found[same] = replace(first, text=text, valid_until=max(ends) if ends else None)


def _ended_later(
    statement: Statement, sentence: str, following: str, message: RawMessage
) -> Statement:
    """ "I'm out sick. Back on Monday", «Я в отпуске. До 10 декабря»: a state whose
    sentence names no day ends where the next sentence, saying only that, says."""
    day = message.time.date()
    if statement.kind != "context" or find_date(sentence, day) is not None:
        return statement
    end = later_end(" ".join(following.split()), day) if len(following.split()) <= 6 else None
    if end is None:
        return statement
    said = end[1] if end[1][:2].isupper() else end[1][:1].lower() + end[1][1:]
    return replace(statement, text=clean(f"{statement.text}, {said}"), valid_until=end[0])


def _statement(sentence: str, message: RawMessage) -> Statement | None:
    text = _before_question(_IF_POSSIBLE.sub("", " ".join(sentence.split())))
    if not text or _ASKING.match(text):
        return None
    if _HYPOTHETICAL.search(text):
        before = _THEN_IF.split(text, maxsplit=1)[0]  # "I'm a morning person — if you …"
        if before != text and not _HYPOTHETICAL.search(before):
            found = _unconditional(before, message)  # "Leo left — if I heard right": a hedge
            return found if found is None or found.kind != "fact" else None
        return _despite_if(text, message)
    return _unconditional(text, message)


def _despite_if(text: str, message: RawMessage) -> Statement | None:
    """A conditional sentence states nothing, but for an absence with a way to reach the
    person («…, если срочно — звоните»): only an absence counts then."""
    reach = _REACH_IF.sub(",", text)
    if reach != text and not _HYPOTHETICAL.search(reach):
        found = _unconditional(reach, message)
        return found if found is not None and found.kind == "context" else None
    return None


def _unconditional(text: str, message: RawMessage) -> Statement | None:
    text = _opened(text).rstrip(" .!")
    found = _one(text, message)
    if found is None:  # "Hi all, I'm Priya, I joined the design team": a later clause
        for clause in _LATER_CLAUSE.finditer(text):  # «…, а …», «… — …»: with what follows
            if found := _one(opened := _opened(clause.group(1)), message):
                said = first_clause(opened)
                if found.kind == "context" and find_date(said, message.time.date()) is None:
                    found = None  # «…в понедельник, у меня отгул»: its day is elsewhere
                break
    return found


# a tag that reminds, not asks: «я в отпуске с 14-го, помнишь?», "…, remember?"
_REMINDING = re.compile(
    r",?\s*(?:помнишь|помните|не\s+забыл[аи]?|не\s+забыли|remember|you\s+remember"
    r"|as\s+you\s+know)\s*\?+\s*$",
    re.IGNORECASE,
)


# «…, а …», «… — …», "kid's sick so I'm WFH today", «…, так что я сегодня из дома»
_LATER_CLAUSE = re.compile(
    r"(?:,?\s+(?:so|так\s+что|поэтому)\s+|,\s+|\s[—–-]\s+)(?=(\S.*))", re.IGNORECASE
)


def _before_question(text: str) -> str:
    """ "I don't like long standups, can we timebox?": the statement before a proposal;
    nothing when the question is the statement itself ("Did Leo leave the company??") or
    is put to someone ("I don't like late retros, can you?")."""
    text = _REMINDING.sub("", text)
    if "?" not in text:
        return text
    proposal = _PROPOSAL.search(text)
    return text[: proposal.start()] if proposal else ""


def _opened(text: str) -> str:
    """Without the greetings, fillers, heading word or address that open it."""
    while True:
        shorter = _OPENER.sub("", _FILLER.sub("", text)).strip(" ,;:-—")
        if shorter == text or not shorter:
            return text
        text = shorter


def _one(text: str, message: RawMessage) -> Statement | None:
    sender = message.sender
    # "from Monday I'm on the night shift": a new position from a day on, with no end, is
    # a fact, not a state that would end on its first day
    found = own_position(text, sender) or context(text, message) or short_day(text, message)
    return found or fact(text, sender)
