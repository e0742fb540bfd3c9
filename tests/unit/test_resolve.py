"""Link targets resolve the way Obsidian resolves them, and never outside the vault."""

from __future__ import annotations

import unicodedata

import pytest

from vaultmind.vault.parse import parse_note
from vaultmind.vault.resolve import LinkResolver

FILES = [
    "People/Дмитрий Кузнецов.md",
    "People/Anna.md",
    "Note.md",
    "a/Note.md",
    "b/c/Note.md",
    "x/Deep/Target.md",
    "y/Target.md",
    "Projects/v1.2 release.md",
    "Projects/Crème brûlée.md",
    "attachments/pic.png",
    "docs/spec.pdf",
    "other/spec.pdf",
    "Daily/2026-12-04.md",
]
NOTES = [
    parse_note("People/Дмитрий Кузнецов.md", "---\naliases: [Дима, Dmitry Kuznetsov]\n---\n"),
    parse_note("People/Anna.md", "---\naliases: Boss\n---\n"),
]


def nfd(text: str) -> str:
    return unicodedata.normalize("NFD", text)


@pytest.fixture(scope="module")
def resolver() -> LinkResolver:
    return LinkResolver(FILES, NOTES)


@pytest.mark.parametrize(
    ("target", "source", "expected"),
    [
        ("Дмитрий Кузнецов", "", "People/Дмитрий Кузнецов.md"),
        ("дмитрий КУЗНЕЦОВ", "", "People/Дмитрий Кузнецов.md"),
        (nfd("Дмитрий Кузнецов"), "", "People/Дмитрий Кузнецов.md"),
        (nfd("People/Дмитрий Кузнецов"), "", "People/Дмитрий Кузнецов.md"),
        ("anna", "", "People/Anna.md"),
        ("people/anna", "", "People/Anna.md"),
        ("People/Anna.md", "", "People/Anna.md"),
        ("Anna.md", "", "People/Anna.md"),
        ("a/Note", "", "a/Note.md"),
        ("b/c/Note", "", "b/c/Note.md"),
        ("c/Note", "", "b/c/Note.md"),
        ("Deep/Target", "", "x/Deep/Target.md"),
        ("Дима", "", "People/Дмитрий Кузнецов.md"),
        ("dmitry kuznetsov", "", "People/Дмитрий Кузнецов.md"),
        ("boss", "", "People/Anna.md"),
        ("v1.2 release", "", "Projects/v1.2 release.md"),
        ("v1.2 release.md", "", "Projects/v1.2 release.md"),
        ("crème brûlée", "", "Projects/Crème brûlée.md"),
        (nfd("Crème Brûlée"), "", "Projects/Crème brûlée.md"),
        ("2026-12-04", "", "Daily/2026-12-04.md"),
        ("pic.png", "", "attachments/pic.png"),
        ("PIC.PNG", "", "attachments/pic.png"),
        ("attachments/pic.png", "", "attachments/pic.png"),
        ("docs/spec.pdf", "", "docs/spec.pdf"),
        ("./Note", "a/Note.md", "a/Note.md"),
        ("../People/Anna", "Projects/v1.2 release.md", "People/Anna.md"),
        ("../Anna", "People/Дмитрий Кузнецов.md", "People/Anna.md"),
        ("", "Projects/v1.2 release.md", "Projects/v1.2 release.md"),
        ("  ", "People/Anna.md", "People/Anna.md"),
    ],
)
def test_resolves(resolver: LinkResolver, target: str, source: str, expected: str) -> None:
    found = resolver.resolve(target, source)
    assert found.path == expected
    assert not found.ambiguous


@pytest.mark.parametrize(
    ("target", "expected", "candidates"),
    [
        ("Note", "Note.md", ("Note.md", "a/Note.md", "b/c/Note.md")),
        ("Target", "y/Target.md", ("y/Target.md", "x/Deep/Target.md")),
        ("spec.pdf", "docs/spec.pdf", ("docs/spec.pdf", "other/spec.pdf")),
    ],
)
def test_bare_name_shortest_path_wins_and_is_ambiguous(
    resolver: LinkResolver, target: str, expected: str, candidates: tuple[str, ...]
) -> None:
    found = resolver.resolve(target)
    assert (found.path, found.candidates, found.ambiguous) == (expected, candidates, True)


@pytest.mark.parametrize(
    ("target", "source"),
    [
        ("../../etc/passwd", "People/Anna.md"),
        ("../../../../etc/passwd", "a/Note.md"),
        ("/../x", ""),
        ("..", "Note.md"),
        ("a/../../Note", ""),
        ("../Note", "Note.md"),
        ("Missing note", ""),
        ("People", ""),
        ("spec", ""),
        ("Note.png", ""),
        ("", ""),
    ],
)
def test_never_resolves(resolver: LinkResolver, target: str, source: str) -> None:
    found = resolver.resolve(target, source)
    assert found.path is None
    assert not found.ambiguous


@pytest.mark.parametrize(
    ("target", "source"),
    [("../Note", "a/Note.md"), ("../../Note", "b/c/Note.md"), ("./Note", "Top.md")],
)
def test_explicit_path_to_a_root_note_is_not_ambiguous(
    resolver: LinkResolver, target: str, source: str
) -> None:
    found = resolver.resolve(target, source)
    assert (found.path, found.ambiguous) == ("Note.md", False)


def test_note_file_beats_an_alias_of_the_same_name() -> None:
    notes = [parse_note("People/Anna.md", "---\naliases: [Boss]\n---\n")]
    resolver = LinkResolver(["People/Anna.md", "Boss.md"], notes)
    assert resolver.resolve("Boss").path == "Boss.md"


def test_alias_shared_by_two_notes_is_ambiguous() -> None:
    notes = [
        parse_note("People/Anna.md", "---\naliases: [Lead]\n---\n"),
        parse_note("People/Bob.md", "---\naliases: lead\n---\n"),
    ]
    found = LinkResolver(["People/Anna.md", "People/Bob.md"], notes).resolve("LEAD")
    assert (found.path, found.ambiguous) == ("People/Bob.md", True)


def test_nfd_file_names_from_macos_resolve_nfc_links() -> None:
    resolver = LinkResolver([nfd("People/Ёлкин Йозеф.md"), nfd("img/ёлка.png")])
    assert resolver.resolve("Ёлкин Йозеф").path == "People/Ёлкин Йозеф.md"
    assert resolver.resolve("ёлка.png").path == "img/ёлка.png"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("![[pic.png]]", "attachments/pic.png"),
        ("![[pic.png|300]]", "attachments/pic.png"),
        ("[[docs/spec.pdf]]", "docs/spec.pdf"),
        ("[[Дмитрий Кузнецов#^m-a3fecq]]", "People/Дмитрий Кузнецов.md"),
        ("[[Anna#Work|the lead]]", "People/Anna.md"),
        ("[[#Heading]]", "Projects/v1.2 release.md"),
        ("| [[a/Note\\|alias]] |", "a/Note.md"),
    ],
)
def test_parsed_links_resolve(resolver: LinkResolver, text: str, expected: str) -> None:
    source = "Projects/v1.2 release.md"
    (link,) = parse_note(source, text).links
    assert resolver.resolve_link(link, source).path == expected
