"""A person's context, assembled deterministically from an indexed fixture team vault."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest

from tests.conftest import WriteVault
from vaultmind.index.cache import NoteCache
from vaultmind.index.indexer import Indexer
from vaultmind.index.paths import DataPaths
from vaultmind.memory.context import PersonContext, person_context
from vaultmind.memory.context_text import render_context

TODAY = date(2026, 12, 2)
DIMA = """---
type: person
aliases: [Дима]
position: Senior developer
team: Platform
---
# Dima

## Memory
- [fact] Knows Go [confidence:: 0.5] ^m-fact01
- [fact] Works here since 2024 [confidence:: 1.0] [by:: user] ^m-fact02
- [fact] Knows Java [confidence:: 0.5] [created:: 2026-12-02] ^m-fact03
- [fact] Knew Perl [confidence:: 0.8] [created:: 2024-12-02] ^m-fact04
- [fact] Old fact [status:: superseded] [superseded_by:: ^m-fact02] ^m-fact05
- [fact] Was in Berlin [valid_until:: 2026-11-01] ^m-fact06
- [trait] Calm [confidence:: 0.3] ^m-trait1
- [commitment] Finish auth [due:: 2026-12-04] [confidence:: 0.9] ^m-com001
- [commitment] Send report [due:: 2026-11-30] ^m-com002
- [commitment] Someday [confidence:: 0.9] ^m-com003
- [commitment] Closed one [due:: 2026-11-20] [status:: done] ^m-com004
- [preference] No calls [status:: archived] ^m-pref01

## Relations
- responsible_for [[Internal CRM]]
- related_to [[Billing]]
- [ ] Own task 🔽
"""
LAUNCH = """---
type: project
---
- [ ] Review PR [owner:: [[Dima]]] 📅 2026-12-10
- [ ] Old bug [owner:: [[Дима]]] 📅 2026-11-01
- [ ] Low thing with [[Dima]] 🔽
- [ ] High late with [[Dima]] ⏫ 📅 2026-12-20
- [ ] High soon with [[Dima]] ⏫ 📅 2026-12-05
- [ ] Medium thing with [[Dima]] 🔼
- [x] Closed with [[Dima]] ⏫
- [ ] Not about anyone ⏫
- [ ] Anna's [owner:: [[Anna]]] 📅 2026-11-01
"""
TEAM: dict[str, str | bytes] = {
    "People/Dima.md": DIMA,
    "People/Anna.md": "---\ntype: person\n---\nWorks with [[Dima]].\n",
    "Knowledge/Internal CRM.md": "---\ntype: product\n---\n# CRM\n",
    "Knowledge/Billing.md": "---\ntype: product\n---\n",
    "Knowledge/Deploy.md": '---\ntype: process\nowner: "[[Dima]]"\n---\n',
    "Knowledge/Payroll.md": '---\ntype: process\nowner: "[[Anna]]"\n---\nSee [[Dima]].\n',
    "Projects/Launch.md": LAUNCH,
}


def indexed(write_vault: WriteVault, files: dict[str, str | bytes]) -> NoteCache:
    vault = write_vault(files)
    Indexer(vault).update()
    return NoteCache(DataPaths.for_vault(vault).cache_file)


@pytest.fixture
def cache(write_vault: WriteVault) -> Iterator[NoteCache]:
    opened = indexed(write_vault, TEAM)
    yield opened
    opened.close()


def context_of(cache: NoteCache, path: str) -> PersonContext:
    person = cache.note(path)
    assert person is not None
    return person_context(cache, person, TODAY)


def test_profile_from_frontmatter(cache: NoteCache) -> None:
    ctx = context_of(cache, "People/Dima.md")
    assert (ctx.title, ctx.path, ctx.aliases) == ("Dima", "People/Dima.md", ("Дима",))
    assert ctx.profile == {"position": "Senior developer", "team": "Platform"}


def test_memories_by_kind_sorted_and_filtered(cache: NoteCache) -> None:
    ctx = context_of(cache, "People/Dima.md")
    ids = {kind: [s.memory.id for s in items] for kind, items in ctx.memories.items()}
    # 1.0 undated; 0.5 dated today beats 0.5 undated (recency); Perl 0.8 halved in 730 days;
    # "Send report" leaves its confidence out: 1, above the two 0.9s
    assert ids == {
        "fact": ["m-fact02", "m-fact03", "m-fact01", "m-fact04"],
        "trait": ["m-trait1"],
        "commitment": ["m-com002", "m-com001", "m-com003"],
    }
    perl = ctx.memories["fact"][-1]
    assert perl.confidence == pytest.approx(0.4)


def test_open_commitments_overdue_first_then_by_due(cache: NoteCache) -> None:
    ctx = context_of(cache, "People/Dima.md")
    rows = [(c.text, c.overdue, c.memory_id, c.path) for c in ctx.commitments]
    assert rows == [
        ("Old bug", True, None, "Projects/Launch.md"),  # task owned via the alias
        ("Send report", True, "m-com002", "People/Dima.md"),
        ("Finish auth", False, "m-com001", "People/Dima.md"),
        ("High soon with [[Dima]]", False, None, "Projects/Launch.md"),  # first link: his
        ("Review PR", False, None, "Projects/Launch.md"),
        ("High late with [[Dima]]", False, None, "Projects/Launch.md"),
        ("Someday", False, "m-com003", "People/Dima.md"),
        ("Own task", False, None, "People/Dima.md"),  # in his own note: his
        ("Low thing with [[Dima]]", False, None, "Projects/Launch.md"),
        ("Medium thing with [[Dima]]", False, None, "Projects/Launch.md"),
    ]  # not "Closed with [[Dima]]" (done), "Not about anyone", nor Anna's


def test_responsible_for_from_relations_and_owner(cache: NoteCache) -> None:
    ctx = context_of(cache, "People/Dima.md")
    nodes = [(n.title, n.type, n.via) for n in ctx.responsible_for]
    assert nodes == [("Deploy", "process", "owner"), ("Internal CRM", "product", "responsible_for")]


def test_tasks_they_own_are_listed_once_among_commitments(cache: NoteCache) -> None:
    """A task they own is a commitment (by due date); listed again under open tasks it
    read as two promises on the card and in `context`."""
    ctx = context_of(cache, "People/Dima.md")
    owned = [c.text.replace(" with [[Dima]]", "") for c in ctx.commitments if not c.memory_id]
    assert owned[:3] == ["Old bug", "High soon", "Review PR"]  # overdue, then by due date
    assert {"Own task", "Low thing", "Medium thing", "High late"} <= set(owned)
    assert ctx.tasks == []


def test_a_task_restating_their_commitment_is_not_listed_again_as_a_task(
    write_vault: WriteVault,
) -> None:
    """Their commitment memory and a project's task for the same work: the card shows
    the memory once, and the task under neither Commitments nor Open tasks."""
    person = ("---\ntype: person\n---\n# Olga\n\n## Memory\n- [ ] Найти резервного "
              "поставщика гранулята ПЭНД [confidence:: 0.6] 📅 2026-12-18 ^m-abc123\n")  # fmt: skip
    project = ("---\ntype: project\n---\n- [ ] Найти резервного поставщика гранулята "
               "[owner:: [[Olga]]] 📅 2026-12-18\n- [ ] Получить партию [owner:: [[Olga]]] "
               "📅 2026-12-08\n")  # fmt: skip
    cache = indexed(write_vault, {"People/Olga.md": person, "Projects/K1.md": project})
    try:
        ctx = context_of(cache, "People/Olga.md")
    finally:
        cache.close()
    assert sorted(c.text for c in ctx.commitments) == [
        "Найти резервного поставщика гранулята ПЭНД",
        "Получить партию",
    ]
    assert ctx.tasks == []


def test_open_tasks_they_do_not_own_by_priority_then_due(write_vault: WriteVault) -> None:
    tasks = (
        "- [ ] Low one with [[Dima]] [owner:: [[Anna]]] 🔽\n"
        "- [ ] High late with [[Dima]] [owner:: [[Anna]]] ⏫ 📅 2026-12-20\n"
        "- [ ] High soon with [[Dima]] [owner:: [[Anna]]] ⏫ 📅 2026-12-05\n"
    )
    cache = indexed(write_vault, {**TEAM, "Projects/Launch.md": tasks})
    try:
        ctx = context_of(cache, "People/Dima.md")
    finally:
        cache.close()
    assert [ref.task.text.split(" with")[0] for ref in ctx.tasks] == [
        "High soon",
        "High late",
        "Low one",
    ]


def test_backlinks_and_no_reflections_yet(cache: NoteCache) -> None:
    ctx = context_of(cache, "People/Dima.md")
    assert sorted(ctx.backlinks) == [
        ("Anna", "People/Anna.md"),
        ("Deploy", "Knowledge/Deploy.md"),
        ("Launch", "Projects/Launch.md"),
        ("Payroll", "Knowledge/Payroll.md"),
    ]
    assert ctx.reflections == []


def test_other_person_sees_only_their_own(cache: NoteCache) -> None:
    ctx = context_of(cache, "People/Anna.md")
    assert ctx.memories == {}
    assert [c.text for c in ctx.commitments] == ["Anna's"]
    assert [n.title for n in ctx.responsible_for] == ["Payroll"]
    assert sorted(ctx.backlinks) == [
        ("Launch", "Projects/Launch.md"),
        ("Payroll", "Knowledge/Payroll.md"),
    ]


def test_render_context_text(cache: NoteCache) -> None:
    text = render_context(context_of(cache, "People/Dima.md"))
    lines = text.splitlines()
    assert lines[0] == "# Dima"
    assert "aliases: Дима · position: Senior developer · team: Platform" in lines
    assert "- Works here since 2024 ^m-fact02" in lines
    assert "- Knows Go (probably, 0.50) ^m-fact01" in lines
    assert "- Calm (unconfirmed, 0.30) ^m-trait1" in lines
    assert "- [OVERDUE since 2026-11-30] Send report — ^m-com002" in lines
    assert "- [due 2026-12-10] Review PR — task in Projects/Launch.md" in lines
    assert "- Internal CRM (product, responsible_for)" in lines
    assert lines[lines.index("## Recent reflections") + 1] == "(none yet)"
    assert "## Backlinks (4)" in lines
    for hidden in ("Old fact", "Berlin", "Closed one", "No calls", "Not about anyone"):
        assert hidden not in text


def test_name_shared_with_another_note(write_vault: WriteVault) -> None:
    cache = indexed(
        write_vault,
        {
            "People/Alex.md": "---\ntype: person\n---\n",
            "Alex.md": "---\ntype: concept\n---\nThe Alex protocol.\n",
            "Projects/A.md": "- [ ] protocol [owner:: [[Alex]]] ⏫\n"
            "- [ ] person [owner:: [[People/Alex]]] 📅 2026-12-05\n",
            "Projects/B.md": '---\nowner: "[[Alex]]"\ntype: process\n---\n',
            "Projects/C.md": '---\nowner: "[[People/Alex]]"\ntype: process\n---\n',
            "Projects/D.md": "About [[Alex]] only.\n",
        },
    )
    try:
        ctx = context_of(cache, "People/Alex.md")
    finally:
        cache.close()
    assert [c.text for c in ctx.commitments] == ["person"]
    assert [n.path for n in ctx.responsible_for] == ["Projects/C.md"]
    assert [title for title, _ in ctx.backlinks] == ["A", "C"]
    assert ctx.tasks == []  # "person" is theirs: listed among the commitments


def test_relation_with_a_folder_path_resolves_to_that_note(write_vault: WriteVault) -> None:
    cache = indexed(
        write_vault,
        {
            "People/Alex.md": "## Relations\n- responsible_for [[Knowledge/Billing]]\n",
            "Billing.md": "---\ntype: concept\n---\n",
            "Knowledge/Billing.md": "---\ntype: product\n---\n",
        },
    )
    try:
        ctx = context_of(cache, "People/Alex.md")
    finally:
        cache.close()
    assert [n.path for n in ctx.responsible_for] == ["Knowledge/Billing.md"]


def test_backlinks_with_the_same_title_say_their_folder(write_vault: WriteVault) -> None:
    """A Daily note and a chat's Sources day are both `2026-11-30`: each says where it is."""
    days = {
        "Daily/2026-11-30.md": "Met [[Dima]].\n",
        "Sources/telegram/42/2026-11-30.md": "- 10:07 [[Dima]]: done ^tg-42-1\n",
    }
    cache = indexed(write_vault, {**TEAM, **days})
    try:
        ctx = context_of(cache, "People/Dima.md")
    finally:
        cache.close()
    titles = [title for title, _ in ctx.backlinks]
    assert "2026-11-30 · Daily" in titles and "2026-11-30 · Sources/telegram/42" in titles
    assert "Launch" in titles  # a title nobody else has stays as it is
    assert "- 2026-11-30 · Daily" in render_context(ctx)
