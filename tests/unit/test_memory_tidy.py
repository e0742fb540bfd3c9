"""`tidy`: merging one person under two names leaves every memory id on one line.

Two notes the user wrote in are merged by copying (both stay); a stub VaultMind made
is absorbed (tests/functional/test_people_split.py)."""

from __future__ import annotations

from collections import Counter
from datetime import date

from tests.conftest import WriteVault
from vaultmind.service import VaultService
from vaultmind.vault.parse import parse_note

TODAY = date(2026, 12, 2)
RU = "People/Дмитрий Кузнецов.md"
EN = "People/Dmitriy Kuznetsov.md"
NOTES: dict[str, str | bytes] = {
    RU: "---\ntype: person\n---\n# Дмитрий Кузнецов\n\n"
    "Works from the Kazan office since 2024.\n\n## Memory\n"
    "- [fact] Works on billing [confidence:: 0.9] ^m-ru0001\n"
    "- [fact] Likes tea ^m-ru0002\n",
    EN: "---\ntype: person\n---\n# Dmitriy Kuznetsov\n\n"
    "Met him at the supplier fair.\n\n## Memory\n"
    "- [preference] No calls after 16:00 [src:: [[Daily/2026-11-30]]] #meetings ^m-en0001\n",
}


def test_merged_people_share_no_memory_id(write_vault: WriteVault) -> None:
    vault = write_vault(NOTES)
    service = VaultService(vault)
    plan = service.tidy_plan(TODAY)
    assert any("look like one person" in action for action in plan.actions)
    assert sorted(service.apply_tidy(plan)) == sorted([RU, EN])
    ids = Counter(
        m.id
        for path in (RU, EN)
        for m in parse_note(path, (vault / path).read_text(encoding="utf-8")).memories
    )
    assert ids and max(ids.values()) == 1, ids
    keep = parse_note(RU, (vault / RU).read_text(encoding="utf-8"))
    [copy] = [m for m in keep.memories if m.kind == "preference"]
    assert copy.sources == ("[[Daily/2026-11-30]]", "[[Dmitriy Kuznetsov#^m-en0001]]")
    assert copy.tags == ("meetings",)
    other = parse_note(EN, (vault / EN).read_text(encoding="utf-8"))
    [old] = other.memories
    assert (old.status, old.field("superseded_by")) == (
        "superseded",
        f"[[Дмитрий Кузнецов#^{copy.id}]]",
    )
    kinds = {f.kind for f in service.doctor().findings}
    assert "duplicate-memory-id" not in kinds


def test_duplicates_within_a_note_merge_into_the_older_with_a_link(
    write_vault: WriteVault,
) -> None:
    memory = "- [fact] Likes tea ^m-aaaaaa\n- [fact] likes tea! ^m-bbbbbb\n"
    memory += "- [fact] Does not like tea ^m-cccccc\n"
    vault = write_vault({RU: f"# Дмитрий Кузнецов\n\n## Memory\n{memory}"})
    service = VaultService(vault)
    service.apply_tidy(service.tidy_plan(TODAY))
    memories = parse_note(RU, (vault / RU).read_text(encoding="utf-8")).memories
    assert [(m.id, m.status, m.field("superseded_by")) for m in memories] == [
        ("m-aaaaaa", "active", None),
        ("m-bbbbbb", "superseded", "[[#^m-aaaaaa]]"),
        ("m-cccccc", "active", None),
    ]


def test_a_private_person_is_never_merged_into_a_public_note(write_vault: WriteVault) -> None:
    secret = str(NOTES[EN]).replace("type: person\n", "type: person\nprivate: true\n")
    vault = write_vault({RU: NOTES[RU], EN: secret})
    plan = VaultService(vault).tidy_plan(TODAY)
    assert plan.after == {}  # nothing to write: the private memory stays where it is
    assert any("one is private, so they are left apart" in a for a in plan.actions)
