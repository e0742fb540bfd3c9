"""`vaultmind links NOTE`: outgoing links with relation names, backlinks, two hops."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import WriteVault
from tests.functional.conftest import Runner, assert_one_line_error, ok

DIMA = "People/Дмитрий Кузнецов.md"
CRM = "Knowledge/Internal CRM.md"
DEPLOY = "Knowledge/Production deploy.md"
DB = "Knowledge/Database.md"
OAUTH = "Projects/OAuth Migration.md"
DAY = "Daily/2026-11-30.md"

NOTES: dict[str, str | bytes] = {
    DIMA: "---\ntype: person\naliases: [Дима]\n---\n# Дмитрий Кузнецов\n\n"
    "Knows [[Internal CRM]] and [[Nowhere Note]] well.\n\n"
    "## Relations\n- responsible_for [[Production deploy]]\n",
    CRM: "---\ntype: product\n---\n# Internal CRM\n\nStores data in [[Database]].\n",
    DEPLOY: "---\ntype: process\n---\n# Production deploy\n\nHow we ship.\n",
    DB: "# Database\n\nPostgres.\n",
    OAUTH: '---\ntype: project\nowner: "[[Дмитрий Кузнецов]]"\n---\n# OAuth Migration\n\n'
    "Moves the [[Internal CRM]] login to OAuth.\n",
    DAY: "# 2026-11-30\n\nTalked to [[Дима]] about the deploy.\n",
}


@pytest.fixture
def vault(write_vault: WriteVault) -> Path:
    return write_vault(NOTES)


def links_json(cli: Runner, vault: Path, name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(ok(cli("links", name, "--json", "--vault", vault)).stdout)
    return data


def test_links_json(cli: Runner, vault: Path) -> None:
    data = links_json(cli, vault, "Дмитрий Кузнецов")
    assert data["title"] == "Дмитрий Кузнецов"
    assert data["path"] == DIMA
    outgoing = {(edge["path"], edge["kind"]) for edge in data["outgoing"]}
    assert outgoing == {
        (CRM, "link"),
        (DEPLOY, "responsible_for"),  # a `## Relations` line
        (OAUTH, "responsible_for"),  # `owner:` in the project's frontmatter
    }
    assert {edge["title"] for edge in data["outgoing"]} == {
        "Internal CRM",
        "Production deploy",
        "OAuth Migration",
    }
    assert [u["link"] for u in data["unresolved"]] == ["[[Nowhere Note]]"]
    assert data["unresolved"][0]["line"] == 7
    assert {edge["path"] for edge in data["backlinks"]} == {OAUTH, DAY}
    assert [hop["path"] for hop in data["two_hop"]] == [DB]
    assert data["two_hop"][0]["title"] == "Database"


def test_links_text(cli: Runner, vault: Path) -> None:
    result = ok(cli("links", "Дмитрий Кузнецов", "--vault", vault))
    out = result.stdout
    assert out.splitlines()[0] == f"Дмитрий Кузнецов  ({DIMA})"
    outgoing, rest = out.split("backlinks:")
    backlinks, two_hop = rest.split("two hops away:")
    assert "responsible_for → Production deploy" in outgoing
    assert "responsible_for → OAuth Migration" in outgoing
    assert "Internal CRM" in outgoing
    assert "[[Nowhere Note]]" in outgoing and "unresolved" in outgoing
    assert "2026-11-30" in backlinks and "OAuth Migration" in backlinks
    assert "Database" in two_hop
    assert "Database" not in outgoing + backlinks


def test_backlinks_of_a_leaf(cli: Runner, vault: Path) -> None:
    data = links_json(cli, vault, "Database")
    assert data["outgoing"] == [] and data["unresolved"] == []
    assert [edge["path"] for edge in data["backlinks"]] == [CRM]
    assert {hop["path"] for hop in data["two_hop"]} == {DIMA, OAUTH}


@pytest.mark.parametrize(
    "name",
    [
        "Дмитрий Кузнецов",  # title
        "дмитрий кузнецов",  # case-insensitive
        "Дима",  # alias
        DIMA,  # path
        "People/Дмитрий Кузнецов",  # path without .md
        "dmitriy-kuznetsov",  # slug
    ],
)
def test_note_named_any_way(cli: Runner, vault: Path, name: str) -> None:
    assert links_json(cli, vault, name)["path"] == DIMA


def test_unknown_note(cli: Runner, vault: Path) -> None:
    line = assert_one_line_error(cli("links", "Nobody Atall", "--vault", vault), 1)
    assert "Nobody Atall" in line


def test_demo_vault_links(cli: Runner, demo_vault: Path) -> None:
    data = links_json(cli, demo_vault, "dmitriy-kuznetsov")
    assert data["title"] == "Дмитрий Кузнецов"
    assert data["outgoing"] and data["backlinks"] and data["two_hop"]
    kinds = {edge["kind"] for edge in data["outgoing"]}
    assert "responsible_for" in kinds
