"""Private stays private: a vault whose private notes hold made-up marker words, every
command run as someone who is not the owner, and then the owner's writing commands.
No marker may reach any output of the non-owner, nor any file that is not private.

The private material takes every shape a leak has taken: a private project owned by
a public person (structural answers, owned nodes), a private folder's note with a task
for that person (commitments, due, reflect, digest), a private person with memories
(names, slugs, memory ids), and links from private notes to public ones (backlinks).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.functional.conftest import Runner
from tests.functional.test_chat_cli import piped
from tests.unit.ask.conftest import build_demo
from vaultmind.vault.parse import parse_note
from vaultmind.vault.privacy import is_private

MARKERS = re.compile(r"zorblax|frumious|quirin|praxx", re.IGNORECASE)
AS_DMITRY = ("--as", "Дмитрий Кузнецов")
TODAY = ("--today", "2026-12-03")

PRIVATE_NOTES = {
    "Projects/Zorblax Deal.md": (
        '---\ntype: project\nprivate: true\nowner: "[[Дмитрий Кузнецов]]"\n---\n'
        "# Zorblax Deal\n\nThe zorblax merger terms stay between us.\n\n"
        "- [ ] Sign the zorblax contract [owner:: [[Дмитрий Кузнецов]]] 📅 2026-12-03\n"
        "- [x] Send the zorblax draft [owner:: [[Дмитрий Кузнецов]]] ✅ 2026-12-01\n\n"
        "## Relations\n- related_to [[Internal CRM]]\n"
    ),
    "Private/Frumious Health.md": (
        "# Frumious Health\n\n[[Дмитрий Кузнецов]] is on frumious sick leave.\n\n"
        "- [ ] Book the frumious doctor [owner:: [[Дмитрий Кузнецов]]] 📅 2026-12-02\n"
    ),
    "People/Quirin Praxx.md": (
        "---\ntype: person\nprivate: true\naliases: [Quirin, QP]\n---\n# Quirin Praxx\n\n"
        "Works with [[Дмитрий Кузнецов]] on [[Production deploy]].\n\n## Memory\n"
        "- [commitment] Pay the quirin bonus [due:: 2026-12-03] [confidence:: 0.9] [by:: user]"
        " ^m-qqqqqq\n"
        "- [fact] Quirin earns praxx money [confidence:: 1.0] [by:: user] ^m-pppppp\n"
    ),
}
# public, but the task's owner is a private person by an alias: shown as owned by nobody
PUBLIC_NOTES = {"Projects/Fence.md": "# Fence\n\n- [ ] QP: check the fence 📅 2026-12-03\n"}

AS_SOMEONE_ELSE: tuple[tuple[str, ...], ...] = (
    ("index",),
    ("search", "zorblax"),
    ("search", "frumious"),
    ("search", "quirin"),
    ("search", "type:project"),
    ("search", "type:person"),
    ("links", "Дмитрий Кузнецов"),
    ("links", "Internal CRM"),
    ("links", "Production deploy"),
    ("context", "dmitriy-kuznetsov", *TODAY),
    ("context", "Дмитрий Кузнецов", "--json", *TODAY),
    ("commitments", *TODAY),
    ("commitments", "--json", *TODAY),
    ("commitments", "--person", "Дмитрий Кузнецов", *TODAY),
    ("commitments", "--overdue", *TODAY),
    ("due", *TODAY),
    ("due", "--person", "Дмитрий Кузнецов", *TODAY),
    ("memory", "list", "Дмитрий Кузнецов", "--history"),
    ("memory", "show", "m-qqqqqq"),
    ("ask", "What is Dmitry responsible for?", "--no-llm", *TODAY),
    ("ask", "What did Dmitry promise?", "--no-llm", "--json", *TODAY),
    ("ask", "What is due this week?", "--no-llm", *TODAY),
    ("ask", "zorblax frumious quirin", "--no-llm", *TODAY),
    ("ask", "Who works on Production deploy?", "--no-llm", "--json", *TODAY),
    ("reflect", "--day", "2026-12-01", "--model", "none"),
    ("reflect", "--day", "2026-12-03", "--model", "none"),
    ("digest", "--week", "2026-W49", "--model", "none", *TODAY),
    ("plan", "Ship the CRM", "--person", "Дмитрий Кузнецов", "--model", "none", *TODAY),
    ("connect",),
    ("tidy",),
    ("status",),
    ("log",),
    ("doctor",),
)


@pytest.fixture(scope="module")
def vault(tmp_path_factory: pytest.TempPathFactory) -> Path:
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("VAULTMIND_HOME", str(tmp_path_factory.mktemp("home")))
        patch.setenv("VAULTMIND_MODEL", "none")
        root = build_demo(tmp_path_factory.mktemp("privacy") / "demo")
    for rel, text in {**PRIVATE_NOTES, **PUBLIC_NOTES}.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    return root


def leaks(text: str) -> list[str]:
    return sorted({m.group(0).lower() for m in MARKERS.finditer(text)})


def public_files(root: Path) -> dict[str, str]:
    """Every vault file anyone may read: not private by the one rule, not derived data."""
    found = {}
    for path in root.rglob("*"):
        rel = path.relative_to(root).as_posix()
        if not path.is_file() or rel.startswith((".vaultmind/", ".git/")):
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        if rel.endswith(".md") and is_private(parse_note(rel, text), ("Private",)):
            continue
        found[rel] = text
    return found


def test_the_owner_sees_the_markers(cli: Runner, vault: Path) -> None:
    """The probe can fail: the private notes are indexed and found by their owner."""
    assert cli("index", "--vault", vault).returncode == 0
    out = cli("search", "zorblax", "--vault", vault)
    assert leaks(out.stdout) == ["zorblax"]
    out = cli("commitments", "--person", "Дмитрий Кузнецов", *TODAY, "--vault", vault)
    assert "zorblax" in leaks(out.stdout) and "frumious" in leaks(out.stdout)
    fence = cli("commitments", "--person", "Quirin Praxx", *TODAY, "--vault", vault).stdout
    assert "QP: check the fence" in fence  # the owner: the alias names Quirin


@pytest.mark.parametrize("args", AS_SOMEONE_ELSE, ids=lambda a: " ".join(a)[:40])
def test_no_command_shows_a_private_word_to_someone_else(
    cli: Runner, vault: Path, args: tuple[str, ...]
) -> None:
    result = cli(*args, *AS_DMITRY, "--vault", vault)
    assert "Traceback" not in result.stderr and result.returncode != 70, result.stderr
    assert leaks(result.stdout + result.stderr) == [], result.stdout + result.stderr


def test_a_private_name_is_no_name_to_someone_else(cli: Runner, vault: Path) -> None:
    for args in (("context", "Quirin Praxx"), ("links", "Zorblax Deal"), ("remember",
                 "Quirin", "likes tea")):  # fmt: skip
        result = cli(*args, *AS_DMITRY, "--vault", vault)
        assert result.returncode not in (0, 70)
        assert result.stderr.startswith("vaultmind: error: no note named")


def test_chat_as_someone_else(vault: Path) -> None:
    questions = "What did Dmitry promise?\nzorblax frumious quirin?\nWhat is due?\n"
    result = piped(vault, questions, "--no-llm", *AS_DMITRY)
    assert result.returncode == 0, result.stderr
    assert leaks(result.stdout + result.stderr) == []


def test_what_the_owner_writes_from_private_notes_stays_private(cli: Runner, vault: Path) -> None:
    for args in (
        ("reflect", "--day", "2026-12-01", "--model", "none"),
        ("reflect", "--day", "2026-12-02", "--model", "none"),
        ("reflect", "--day", "2026-12-03", "--model", "none"),
        ("digest", "--week", "2026-W49", "--model", "none", *TODAY),
        ("digest", "--week", "2026-W48", "--model", "none", *TODAY),
    ):
        result = cli(*args, "--vault", vault)
        assert result.returncode == 0, result.stderr
    written = {rel: leaks(text) for rel, text in public_files(vault).items() if leaks(text)}
    assert written == {}
    twins = {
        p.name: p.read_text(encoding="utf-8") for p in (vault / "Daily").glob("* (private).md")
    }
    assert {"2026-12-01 (private).md", "2026-W49 (private).md"} <= set(twins)
    assert all(text.startswith("---\nprivate: true\n---\n") for text in twins.values())
    assert "zorblax" in leaks(twins["2026-12-01 (private).md"])  # the owner's whole day
    shown = cli("search", "zorblax", "--vault", vault).stdout  # the owner finds them
    assert "Daily/2026-12-01 (private).md" in shown


def test_after_the_owner_wrote_someone_else_still_sees_no_private_word(
    cli: Runner, vault: Path
) -> None:
    """The owner's writes (a reflection's twin, a memory in a private note) are in the
    job log and the index now: still nothing of them for anyone else."""
    assert cli("remember", "Quirin Praxx", "Quirin likes zorblax tea", "--vault", vault
               ).returncode == 0  # fmt: skip
    assert cli("reflect", "--day", "2026-12-01", "--model", "none", "--vault", vault
               ).returncode == 0  # fmt: skip
    assert "quirin" in leaks(cli("log", "--vault", vault).stdout)  # the probe can fail
    mine = cli("context", "Дмитрий Кузнецов", "--today", "2026-12-02", "--vault", vault)
    assert "Zorblax Deal 1/2 tasks done" in mine.stdout  # the owner reads the twin's day
    for args in (("log",), ("search", "zorblax"), ("ask", "zorblax tea", "--no-llm"),
                 ("context", "Дмитрий Кузнецов", "--today", "2026-12-02")):  # fmt: skip
        result = cli(*args, *AS_DMITRY, "--vault", vault)
        assert leaks(result.stdout + result.stderr) == [], args
    before = (vault / "Daily" / "2026-12-01 (private).md").read_bytes()
    refused = cli("undo", *AS_DMITRY, "--vault", vault)  # the newest job: the owner's reflect
    assert refused.returncode == 2 and "only the vault's owner can undo it" in refused.stderr
    assert (vault / "Daily" / "2026-12-01 (private).md").read_bytes() == before


def test_no_tui_screen_shows_a_private_word_to_someone_else(vault: Path) -> None:
    from tests.unit.ui.conftest import DAY, run, settle
    from vaultmind.ui.app import VaultMindApp

    async def scenario(asker: str | None) -> list[str]:
        app = VaultMindApp(vault, today=DAY, watch=False, asker=asker)
        seen: list[str] = []
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(app, pilot)
            seen.append(app.export_screenshot())  # Today
            assert (" · as Дмитрий Кузнецов · " in app.status_line) == (asker is not None)
            for open_it in (app.open_person, app.open_note, app.open_graph):
                open_it("People/Дмитрий Кузнецов.md")  # whom private notes link to
                await settle(app, pilot)
                seen.append(app.export_screenshot())
            await app.switch_mode("ingest")
            await settle(app, pilot)
            seen.append(app.export_screenshot())
            for words in ("merger", "bonus"):  # words of private notes, not markers
                await app.switch_mode("search")
                await settle(app, pilot)
                await pilot.press(*words)
                await pilot.pause(0.3)  # the search debounce
                await settle(app, pilot)
                seen.append(app.export_screenshot())
            await app.switch_mode("ask")
            await settle(app, pilot)
            from textual.widgets import Input

            app.screen.query_one(Input).value = "What did Dmitry promise? merger bonus sick leave"
            await pilot.press("enter")
            await settle(app, pilot)
            seen.append(app.export_screenshot())
        return seen

    screens = run(scenario("Дмитрий Кузнецов"))
    assert len(screens) == 8
    assert [leaks(svg) for svg in screens] == [[]] * 8
    assert any(leaks(svg) for svg in run(scenario(None)))  # the owner's: the probe can fail
