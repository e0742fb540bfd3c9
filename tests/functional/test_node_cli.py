"""`vaultmind node add TYPE TITLE [--owner P] [--rel relation:Target]` on the demo vault."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.functional.conftest import Result, Runner, assert_one_line_error, ok

BILLING = "Knowledge/Billing Service.md"
TODAY = "2026-12-02"


def node_add(cli: Runner, vault: Path, *args: str) -> Result:
    return cli("node", "add", *args, "--today", TODAY, "--vault", vault)


def snapshot(vault: Path) -> dict[str, bytes]:
    return {str(p.relative_to(vault)): p.read_bytes() for p in vault.rglob("*.md")}


def frontmatter(text: str) -> list[str]:
    assert text.startswith("---\n"), text
    return text.split("\n---\n", 1)[0].splitlines()[1:]


@pytest.fixture
def billing(cli: Runner, demo_vault: Path) -> Path:
    """The demo vault with a Billing Service product owned by Дмитрий Кузнецов."""
    result = node_add(cli, demo_vault, "product", "Billing Service", "--owner",
                      "Дмитрий Кузнецов", "--rel", "depends_on:Internal CRM")  # fmt: skip
    assert ok(result).stdout.strip() == f"created {BILLING}"
    return demo_vault


def test_node_add_writes_a_typed_note(billing: Path) -> None:
    text = (billing / BILLING).read_text(encoding="utf-8")
    head = frontmatter(text)
    assert "type: product" in head
    assert 'owner: "[[Дмитрий Кузнецов]]"' in head
    assert "\n# Billing Service\n" in text
    relations = text.split("\n## Relations\n", 1)[1].splitlines()
    assert relations == ["- depends_on [[Internal CRM]]"]
    assert "{{" not in text  # the template's placeholders are filled in


def test_the_owner_becomes_responsible_for(cli: Runner, billing: Path) -> None:
    links: dict[str, Any] = json.loads(
        ok(cli("links", "Дмитрий Кузнецов", "--json", "--vault", billing)).stdout
    )
    assert {"path": BILLING, "kind": "responsible_for"}.items() <= next(
        edge for edge in links["outgoing"] if edge["path"] == BILLING
    ).items()
    context = ok(cli("context", "Дима", "--today", TODAY, "--vault", billing)).stdout
    responsible = context.split("## Responsible for\n", 1)[1].split("\n\n", 1)[0]
    assert "- Billing Service (product, owner)" in responsible.splitlines()
    crm: dict[str, Any] = json.loads(
        ok(cli("links", "Internal CRM", "--json", "--vault", billing)).stdout
    )
    assert BILLING in {edge["path"] for edge in crm["backlinks"]}


@pytest.mark.parametrize("title", ["Billing Service", "billing service"])
def test_adding_it_again_is_refused(cli: Runner, billing: Path, title: str) -> None:
    before = snapshot(billing)
    message = assert_one_line_error(node_add(cli, billing, "process", title), 2)
    assert "already exists" in message
    assert snapshot(billing) == before


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (["widget", "Coffee Machine"], "widget"),
        (["product", "Coffee Machine", "--rel", "likes:Internal CRM"], "likes"),
        (["product", "Coffee Machine", "--rel", "Internal CRM"], "RELATION:TARGET"),
        (["product", "Coffee/Machine"], "Coffee/Machine"),
        (["product", "Coffee: Machine"], "Coffee: Machine"),
    ],
    ids=["type", "relation", "rel-form", "slash", "colon"],
)
def test_bad_nodes_are_refused(cli: Runner, demo_vault: Path, args: list[str], named: str) -> None:
    before = snapshot(demo_vault)
    message = assert_one_line_error(node_add(cli, demo_vault, *args), 2)
    assert named in message
    assert snapshot(demo_vault) == before
    assert not list(demo_vault.rglob("*Coffee*"))


def test_a_new_person_takes_memories_by_slug(cli: Runner, demo_vault: Path) -> None:
    created = ok(node_add(cli, demo_vault, "person", "Пётр Сидоров")).stdout.strip()
    assert created == "created People/Пётр Сидоров.md"
    note = demo_vault / "People" / "Пётр Сидоров.md"
    assert "type: person" in frontmatter(note.read_text(encoding="utf-8"))
    before = note.read_bytes()
    ok(cli("remember", "pyotr-sidorov", "Plays chess on Fridays", "--today", TODAY,
           "--vault", demo_vault))  # fmt: skip
    after = note.read_text(encoding="utf-8")
    memory = after.split("## Memory\n", 1)[1].split("\n## ", 1)[0]
    assert "- [fact] Plays chess on Fridays " in memory
    assert before.decode("utf-8").split("## Memory\n", 1)[0] == after.split("## Memory\n", 1)[0]


def test_a_new_person_with_aliases_a_position_and_their_lead(cli: Runner, demo_vault: Path) -> None:
    ok(node_add(cli, demo_vault, "person", "Marta Lind", "--alias", "Марта", "--alias",
                "Marta L.", "--position", "Night shift lead", "--rel",
                "reports_to:Анна Смирнова"))  # fmt: skip
    text = (demo_vault / "People" / "Marta Lind.md").read_text(encoding="utf-8")
    fields = frontmatter(text)
    assert 'position: "Night shift lead"' in fields and "type: person" in fields
    assert "- reports_to [[Анна Смирнова]]" in text
    shown = ok(cli("context", "Марта", "--today", TODAY, "--vault", demo_vault)).stdout
    assert shown.startswith("# Marta Lind\naliases: Марта, Marta L. · position: Night shift lead")
    links = ok(cli("links", "Анна Смирнова", "--vault", demo_vault)).stdout
    assert "reports_to" in links and "Marta Lind" in links
    refused = node_add(cli, demo_vault, "project", "Peak", "--alias", "P")
    assert_one_line_error(refused, 2)
    assert "--alias and --position are for a person note" in refused.stderr
