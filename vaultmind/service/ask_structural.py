"""Structural answers built on the facade's own queries (commitments, context, the
cache's link tables): "who is responsible for X?", "what did P promise?", … See
`agent.ask.intent` for what is recognised and `agent.ask.structural` for the form."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from vaultmind.service.ask_changed import ChangedAnswers
from vaultmind.service.ask_items import cited, item_line, on_node, topic_paths, within

if TYPE_CHECKING:
    from datetime import date

    from vaultmind.agent.ask.question import Question
    from vaultmind.agent.ask.rank import Source
    from vaultmind.agent.ask.structural import StructuralAnswer
    from vaultmind.agent.ask.topic import Topic
    from vaultmind.memory.commitments import OpenCommitment
    from vaultmind.memory.context import PersonContext
    from vaultmind.vault.model import Note
    from vaultmind.vault.privacy import Privacy

RESPONSIBLE = ("responsible_for", "owns")


@dataclass(frozen=True, slots=True)
class Asked:
    """A structural question with what it is about."""

    q: Question
    today: date
    privacy: Privacy
    person: Note | None  # the first person it names
    node: Note | None  # the first other note it names
    ru: bool


class StructuralAnswers(ChangedAnswers):
    """Part of `VaultService` (through `AskCommands`)."""

    def structural_answer(
        self, question: Question, today: date, privacy: Privacy
    ) -> StructuralAnswer | None:
        """The answer taken whole from the vault's structure, or None when the question
        is not one of those (or names nobody it could be about)."""
        from vaultmind.agent.ask.intent import detect
        from vaultmind.agent.ask.structural import asked_in_russian

        intent = detect(question.text)
        if intent is None:
            return None
        with self._cache() as cache:
            named = [n for n in cache.notes_at(question.entity_paths) if privacy.allows(n)]
        order = {path: i for i, path in enumerate(question.entity_paths)}
        if intent.kind == "promised":  # "waiting on from Priya": Priya promised
            from vaultmind.agent.ask.unnamed import owed_by

            order.update(dict.fromkeys(owed_by(question), -1))
        named.sort(key=lambda n: order[n.path])
        person = next((n for n in named if n.type == "person"), None)
        node = next((n for n in named if n.type != "person"), None)
        ru = asked_in_russian(question.text, [(e.start, e.end) for e in question.entities])
        kind = intent.kind
        if kind == "responsible" and node is None:  # "who is X?" … "what is X responsible for"
            kind = "responsible_of"
            said = {e.path for e in question.entities if e.start >= 0}
            person = person if person is not None and person.path in said else None
        build = getattr(self, f"_answer_{kind}")
        answer: StructuralAnswer | None = build(Asked(question, today, privacy, person, node, ru))
        if answer is not None:
            answer.sources = self._with_evidence(answer.sources)
        return answer

    def _paths_saying(self, words: str, limit: int) -> list[str]:
        """The notes the full-text index finds for `words`, best first (`AskCommands`
        holds the index; none here)."""
        return []

    def _with_evidence(self, sources: list[Source]) -> list[Source]:
        """A memory's `source_ids`: the messages its `src` links name."""
        from dataclasses import replace

        from vaultmind.agent.ask.units import evidence_ids

        with self._cache() as cache:
            notes = {n.path: n for n in cache.notes_at({s.path for s in sources})}
        found = []
        for source in sources:
            note = notes.get(source.path)
            block = source.ref.partition("#^")[2]
            memory = next((m for m in note.memories if m.id == block), None) if note else None
            found.append(replace(source, source_ids=evidence_ids(memory)) if memory else source)
        return found

    def _answer_responsible(self, a: Asked) -> StructuralAnswer | None:
        privacy, node, ru = a.privacy, a.node, a.ru
        from vaultmind.agent.ask.structural import compose, fact
        from vaultmind.memory.people import LinkTargets

        assert node is not None
        lines: list[str] = []
        facts: list[Source] = []
        if (name := node.owner) is not None:
            lines.append(f"{name} (owner)")
            facts.append(fact(f"owner: {name}", node.path, node.title, 1))
        with self._cache() as cache:
            targets = LinkTargets(cache, node)
            for note, _ in targets.linking_notes():
                if not privacy.allows(note):
                    continue
                for rel in note.relations:
                    if rel.name in RESPONSIBLE and targets.reaches(rel.link, note.path):
                        lines.append(f"{note.title} ({rel.name})")
                        facts.append(fact(f"{note.title}: {rel.name} [[{node.title}]]",
                                          note.path, note.title, rel.link.line))  # fmt: skip
        if not lines:  # no relation: what its own note says, never a flat "nobody"
            from vaultmind.service.ask_unrecorded import unrecorded

            return unrecorded(self, node, privacy.allows, a.today, ru)
        return compose("responsible", node.title, lines, facts, ru)

    def _answer_responsible_of(self, a: Asked) -> StructuralAnswer | None:
        today, person, ru = a.today, a.person, a.ru
        from vaultmind.agent.ask.structural import compose, fact
        from vaultmind.vault.text import name_key

        if person is None:
            return None
        context = self._context_of(person, today)
        if not context.responsible_for:  # no relation: what the notes say the person does
            from vaultmind.service.ask_unrecorded import duties

            said = duties(self, person, a.privacy.allows, today, ru)
            if said is not None:
                return said
        lines, facts = [], []
        for ref in context.responsible_for:
            key = name_key(ref.title)
            rel = next((r for r in person.relations if r.name == ref.via
                        and name_key(r.link.target.split("/")[-1]) == key), None)  # fmt: skip
            lines.append(f"{ref.title} ({ref.via})")
            if rel is not None:
                facts.append(
                    fact(f"{rel.name} [[{ref.title}]]", person.path, person.title, rel.link.line)
                )
            else:
                facts.append(fact(f"owner: {person.title}", ref.path, ref.title, 1))
        return compose("responsible_of", person.title, lines, facts, ru)

    def _answer_prefers(self, a: Asked) -> StructuralAnswer | None:
        today, person, ru = a.today, a.person, a.ru
        from vaultmind.agent.ask.structural import compose, fact

        if person is None:
            return None
        from vaultmind.agent.ask.topic import about_words

        found = self._context_of(person, today).memories.get("preference", [])
        topic = self._topic(a, person)  # "… about meetings": the preferences on that only
        if topic is not None:
            found = [s for s in found if topic.holds(s.memory.raw)]
        lines = [s.memory.text for s in found]
        facts = [fact(s.memory.text, person.path, person.title, s.memory.line, s.memory.id,
                      "memory", None, s.confidence) for s in found]  # fmt: skip
        answer = compose("prefers", person.title, lines, facts, ru, about_words(topic, ru))
        answer.topical = topic is not None
        return answer

    def _answer_promised(self, a: Asked) -> StructuralAnswer | None:
        q, today, privacy, person, ru = a.q, a.today, a.privacy, a.person, a.ru
        from vaultmind.agent.ask.structural import compose
        from vaultmind.agent.ask.topic import about_words

        if person is None and a.node is None:
            from vaultmind.agent.ask.unnamed import unknown_name

            unknown = unknown_name(q)  # "What did Xenia promise?": not everyone's
            if unknown is not None:  # those naming her, else the notes' words answer
                return self._promised_by_unknown(a, unknown)
            return self._promised_by_anyone(a)
        if person is None:
            return None
        topic = self._topic(a, person)
        if q.range is not None:
            return self._promised_between(q, today, person, ru, topic)
        found = self._allowed(self._open_commitments(today, person), privacy)
        lines = [item_line(c) for c in found]
        if topic is not None:  # those on it, then the others (a topic said in other words)
            on = [topic.holds(c.text, c.path, topic_paths(a, person)) for c in found]
            other = "другое" if ru else "other"
            lines = [line if o else f"{other}: {line}" for line, o in zip(lines, on, strict=True)]
            order = sorted(range(len(found)), key=lambda n: not on[n])
            found, lines = (
                ([found[n] for n in order], [lines[n] for n in order]) if any(on) else ([], [])
            )
        answer = compose("promised", person.title, lines, [cited(c) for c in found], ru,
                         about_words(topic, ru))  # fmt: skip
        answer.topical = topic is not None
        return answer

    def _topic(self, a: Asked, person: Note) -> Topic | None:
        """What else than `person` the question is about (see `agent.ask.topic`)."""
        from vaultmind.agent.ask.topic import topic_of
        from vaultmind.agent.ask.unnamed import owed_by

        others = [e.path for e in a.q.entities if e.path != person.path and e.start >= 0]
        with self._cache() as cache:
            notes = [n for n in cache.notes_at(others) if a.privacy.allows(n)]
        if person.path in owed_by(a.q):  # "what is Tom waiting on from Priya?": Tom waits,
            notes = [n for n in notes if n.type != "person"]  # he is no topic of hers
        return topic_of(a.q, [n.names for n in notes])

    def _promised_by_unknown(self, a: Asked, name: str) -> StructuralAnswer | None:
        """The open commitments whose text or person says `name`, a name no note has
        ("Olaf: book the room" in a project note); None when none does: the notes'
        own words answer (retrieval says "not found" of a name no note says at all),
        never a "nothing recorded" built on a word that may be no person ("SSO")."""
        from vaultmind.agent.ask.structural import compose
        from vaultmind.agent.ask.unnamed import first_word, says_name

        found = self._allowed(self._open_commitments(a.today, None, ownerless=True), a.privacy)
        found = [c for c in found if says_name(f"{c.person} {first_word(c.text)}", name)]
        if not found:
            return None
        lines = [item_line(c, with_person=bool(c.person)) for c in found]
        return compose("promised", name, lines, [cited(c) for c in found], a.ru)

    def _promised_by_anyone(self, a: Asked) -> StructuralAnswer | None:
        """ "Who promised what?": every open commitment with its person (due in the
        asked days, if any); none found goes to retrieval, never to "nobody"."""
        from vaultmind.agent.ask.structural import compose, range_words

        found = self._allowed(self._open_commitments(a.today, None), a.privacy)
        window = ""
        if a.q.range is not None:
            found = [c for c in found if c.due is not None and a.q.range.holds(c.due)]
            window = range_words(a.q.range.start, a.q.range.end, a.ru)
        if not found:
            return None
        lines = [item_line(c, with_person=True) for c in found]
        return compose("promised_all", "", lines, [cited(c) for c in found], a.ru, window)

    def _promised_between(
        self, q: Question, today: date, person: Note, ru: bool, topic: Topic | None = None
    ) -> StructuralAnswer:
        """Commitments made in the asked days (any status but superseded), then the open
        ones (tasks too) due in them."""
        from vaultmind.agent.ask.structural import compose, fact, range_words
        from vaultmind.agent.ask.topic import about_words
        from vaultmind.memory.decay import effective_confidence

        assert q.range is not None
        lines, facts = [], []
        for m in person.memories:
            made = m.created_on
            wanted = m.kind == "commitment" and m.status != "superseded"
            wanted = wanted and (topic is None or topic.holds(m.text))
            if wanted and made is not None and q.range.holds(made):
                due = m.field("due")
                lines.append(
                    m.text
                    + (f" (due {due})" if due else "")
                    + ("" if m.status == "active" else f" [{m.status}]")
                )
                confidence = effective_confidence(m, today, self.half_lives)
                facts.append(fact(m.text, person.path, person.title, m.line, m.id, "memory", made,
                                  confidence, status=m.status))  # fmt: skip
        made_ids = {f.ref for f in facts}
        for c in self._open_commitments(today, person):
            item = cited(c)
            due_then = c.due is not None and q.range.holds(c.due)
            if due_then and item.ref not in made_ids and (topic is None or topic.holds(c.text)):
                lines.append(item_line(c))
                facts.append(item)
        window = about_words(topic, ru) + range_words(q.range.start, q.range.end, ru)
        answer = compose("promised", person.title, lines, facts, ru, window)
        answer.topical = topic is not None
        return answer

    def _answer_due(self, a: Asked) -> StructuralAnswer | None:
        q, today, privacy, person, ru = a.q, a.today, a.privacy, a.person, a.ru
        from vaultmind.agent.ask.structural import compose, range_words

        by = q.range.end if q.range is not None else None
        found = self._allowed(self._open_commitments(today, person, True, due_by=by), privacy)
        node = a.node if person is None else None
        found = on_node(found, node)
        window = ""
        if person is not None and not within(found, q):  # nothing hers: a task naming her?
            found = self._allowed(self._naming(person, today), privacy)
        if q.range is not None:
            found = [c for c in found if c.due is not None and q.range.holds(c.due)]
            window = range_words(q.range.start, q.range.end, ru)
        elif person is None and node is None:
            return None  # "what is due?" over the whole vault is `vaultmind commitments`
        about = person or node
        subject = (f" ({about.title})" if ru else f" for {about.title}") if about else ""
        lines = [item_line(c, with_person=person is None or not c.person) for c in found]
        answer = compose("due", subject, lines, [cited(c) for c in found], ru, window)
        answer.subject = about.title if about else ""  # whose lines may say otherwise
        return answer

    def _answer_overdue(self, a: Asked) -> StructuralAnswer | None:
        """Every open commitment and task past its date, oldest first (one person's
        when the question names one; a task's owner by the core rule)."""
        from vaultmind.agent.ask.structural import compose

        found = self._allowed(self._open_commitments(a.today, a.person, True, overdue=True),
                              a.privacy)  # fmt: skip
        about = a.person or a.node
        found = on_node(found, a.node if a.person is None else None)
        late = sorted((c for c in found if c.due is not None and c.due < a.today),
                      key=lambda c: c.due or a.today)  # fmt: skip
        if a.person is not None and not late:  # nothing hers: a task naming her?
            named = self._allowed(self._naming(a.person, a.today), a.privacy)
            late = sorted((c for c in named if c.due is not None and c.due < a.today),
                          key=lambda c: c.due or a.today)  # fmt: skip
        subject = f" ({about.title})" if about else ""
        lines = [item_line(c, with_person=a.person is None or not c.person) for c in late]
        return compose("overdue", subject, lines, [cited(c) for c in late], a.ru)

    def _answer_when_due(self, a: Asked) -> StructuralAnswer | None:
        q, today, privacy, person, node, ru = a.q, a.today, a.privacy, a.person, a.node, a.ru
        from vaultmind.agent.ask.question import is_hint
        from vaultmind.agent.ask.structural import compose, fact
        from vaultmind.agent.ask.words import stems

        lines: list[str] = []
        facts: list[Source] = []
        due = node.frontmatter.get("due") if node is not None else None
        if node is not None and due:
            lines.append(f"{node.title}: {due}")
            facts.append(fact(f"{node.title}: due {due}", node.path, node.title, 1))
        wanted = {s for w in q.keywords if not is_hint(w) for s in stems(w)}
        if wanted:
            found = self._allowed(self._open_commitments(today, person), privacy)
            overlap = {id(c): len(wanted & set(stems(c.text))) for c in found}
            best = max(overlap.values(), default=0)
            if best == len(wanted) or (best * 2 >= len(wanted) > 2):
                chosen = [c for c in found if overlap[id(c)] == best]
                lines += [item_line(c, with_person=True) for c in chosen]
                facts += [cited(c) for c in chosen]
        if not lines and node is None:
            return None
        subject = (
            node.title if node is not None else " ".join(w for w in q.keywords if not is_hint(w))
        )
        return compose("when_due", subject, lines, facts, ru)

    def _answer_role(self, a: Asked) -> StructuralAnswer | None:
        today, person, ru = a.today, a.person, a.ru
        from vaultmind.agent.ask.structural import compose, fact

        if person is None:
            return None
        profile = self._context_of(person, today).profile
        lines = [
            f"{key}: {value}"
            for key, value in profile.items()
            if key in ("position", "role", "team", "department")
        ]
        facts = [fact(line, person.path, person.title, 1) for line in lines]
        return compose("role", person.title, lines, facts, ru)

    def _answer_status(self, a: Asked) -> StructuralAnswer | None:
        from vaultmind.service.ask_status import status

        return status(self, a)

    def _naming(self, person: Note, today: date) -> list[OpenCommitment]:
        from vaultmind.service.ask_naming import naming

        return naming(self, person, today)

    def _context_of(self, person: Note, today: date) -> PersonContext:
        """`context`, for a note already in hand (no second freshness check)."""
        from vaultmind.memory.context import person_context
        from vaultmind.service.asker import owner_path

        me = owner_path(self)
        with self._cache() as cache:
            return person_context(cache, person, today, self.half_lives, me)

    def _open_commitments(
        self,
        today: date,
        person: Note | None,
        ownerless: bool = False,
        overdue: bool = False,
        due_by: date | None = None,
    ) -> list[OpenCommitment]:
        """`commitments`, for a note already in hand: all of them, or one person's;
        `ownerless`: with the dated tasks nobody owns (the whole vault's only).
        `overdue` / `due_by`: the whole vault's narrowed to those dated so by the cache's
        due index, so only their owners are decided (at 10 000 notes, a third of
        "what is overdue?")."""
        from vaultmind.memory.commitments import OpenCommitment, cached_commitments

        if person is not None:  # the context has them, without reading every open item
            return [OpenCommitment(person.title, c.text, c.due, c.overdue, c.path, c.line,
                                   c.memory_id, c.confidence)
                    for c in self._context_of(person, today).commitments]  # fmt: skip
        from vaultmind.service.asker import owner_path

        me = owner_path(self)
        with self._cache() as cache:
            within = None if due_by is None else (due_by - today).days
            return cached_commitments(cache, today, self.half_lives, overdue, within,
                                      ownerless=ownerless, me=me)  # fmt: skip

    def _allowed(self, found: list[OpenCommitment], privacy: Privacy) -> list[OpenCommitment]:
        if privacy.sees_private:
            return found
        with self._cache() as cache:
            notes = cache.notes_at({c.path for c in found})
        allowed = {n.path for n in notes if privacy.allows(n)}
        return [c for c in found if c.path in allowed]
