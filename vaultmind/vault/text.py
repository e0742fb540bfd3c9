"""Bytes ⇄ text without losing a byte.

A note is decoded once into `NoteText`; encoding it back gives the identical bytes
(BOM, CRLF, trailing spaces, missing final newline) as long as the file was valid
UTF-8. A file that was not (`lossy`) is never written back.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

BOM = b"\xef\xbb\xbf"
MAX_PARSED_BYTES = 2 * 1024 * 1024  # larger notes are parsed and indexed up to this cap


@dataclass(frozen=True, slots=True)
class NoteText:
    text: str
    bom: bool = False
    lossy: bool = False

    @property
    def newline(self) -> str:
        """The file's own line ending, used for lines VaultMind adds."""
        return "\r\n" if "\r\n" in self.text else "\n"

    def encode(self) -> bytes:
        return (BOM if self.bom else b"") + self.text.encode("utf-8")


def decode(data: bytes) -> NoteText:
    """Decode note bytes; invalid UTF-8 is replaced and the result marked lossy."""
    bom = data.startswith(BOM)
    body = data[len(BOM) :] if bom else data
    try:
        return NoteText(body.decode("utf-8"), bom=bom)
    except UnicodeDecodeError:
        return NoteText(body.decode("utf-8", errors="replace"), bom=bom, lossy=True)


def utf16_codec(head: bytes) -> str | None:
    """The codec of UTF-16 text (Windows Notepad's "Unicode"), by its BOM or, without
    one, by the NUL byte beside every ASCII character; None for anything else."""
    if head[:2] in (b"\xff\xfe", b"\xfe\xff"):
        return "utf-16"
    if len(head) < 4 or not looks_binary(head):
        return None
    odd, even = head[1::2].count(0), head[0::2].count(0)
    if odd > len(head) // 4 and not even:
        return "utf-16-le"
    if even > len(head) // 4 and not odd:
        return "utf-16-be"
    return None


def decode_utf16(data: bytes) -> str | None:
    """The text of a UTF-16 file (see `utf16_codec`); None if it is not UTF-16 text."""
    codec = utf16_codec(data[:8192])
    if codec is None:
        return None
    try:
        text = data.decode(codec)
    except UnicodeDecodeError:
        return None
    return None if "\x00" in text else text.removeprefix("\ufeff")


def looks_binary(data: bytes) -> bool:
    """A NUL byte in the first 8 KiB: not a text file, whatever its name says."""
    return b"\x00" in data[:8192]


def nfc(name: str) -> str:
    """Names are compared NFC-normalised: macOS file systems hand out NFD."""
    return unicodedata.normalize("NFC", name)


def name_key(name: str) -> str:
    """The key Obsidian effectively compares names by: NFC and case-insensitive."""
    return nfc(name).casefold()


_CASE_ENDINGS = (
    ("ию", "ий"), ("ия", "ий"), ("ием", "ий"), ("ии", "ий"), ("ой", "а"), ("ей", "я"),
    ("ей", "а"), ("ом", ""), ("ем", ""), ("е", "а"), ("е", "я"), ("у", "а"), ("ю", "я"),
    ("ы", "а"), ("и", "я"), ("у", ""), ("а", ""), ("я", "ь"), ("ю", "ь"), ("е", "ь"),
)  # fmt: skip


def cased_forms(key: str) -> list[str]:
    """The nominatives a Russian name key in another case may be of: «ирине» →
    «ирина», «олегом» → «олег», «диме» → «дима» (a task says «поручить Ирине», «за
    Олегом»). Latin keys have none."""
    if not key.isalpha() or not ("а" <= key[-1] <= "я" or key[-1] == "ё") or len(key) < 3:
        return []
    return [key[: -len(end)] + base for end, base in _CASE_ENDINGS if key.endswith(end)]


_INITIALS_AFTER = re.compile(r"^(\w{2,})\s+(\w)\.(?:\s*\w\.)?$")  # «соколова и. п.»
_INITIALS_BEFORE = re.compile(r"^(\w)\.\s*(?:\w\.\s*)?(\w{2,})$")  # «и. п. соколова»


def initialled(key: str) -> str:
    """How a formal list writes a name key of several words: «ирина соколова» →
    «соколова и.» (the last word, the first word's initial)."""
    said = key.split()
    return f"{said[-1]} {said[0][0]}."


def formal_key(key: str) -> str | None:
    """`initialled` of a name written with initials («соколова и. п.», «и. соколова»),
    else None."""
    found = _INITIALS_AFTER.match(key) or _INITIALS_BEFORE.match(key)
    if found is None:
        return None
    surname, initial = (found.group(1), found.group(2)) if found.re is _INITIALS_AFTER else (
        found.group(2), found.group(1))  # fmt: skip
    return f"{surname} {initial}."


def nominatives(key: str) -> set[str]:
    """The nominatives a name key of one or two words in another case may be of
    (`cased_forms` of each word: «саше киму» → «саша ким»); none for longer names."""
    said = [[word, *cased_forms(word)] for word in key.split()]
    if len(said) == 1:
        return set(said[0][1:])
    if len(said) != 2:
        return set()
    return {f"{first} {last}" for first in said[0] for last in said[1]} - {key}


def name_forms(name: str) -> list[str]:
    """The keys a written name may find its person by, in the order they are tried: as
    written (a surname with initials as `initialled` writes it), then the nominatives of
    a name in another case. The owner rule looks names up by them and the index files
    tasks under them, so `--person` and the whole list agree."""
    key = name_key(" ".join(name.split()))
    return [formal_key(key) or key, *sorted(nominatives(key))]


def first_name_key(key: str) -> str | None:
    """The first word of a name key of several words, if it can be a name on its own
    («олег» of «олег смирнов»): a task led by it may be theirs."""
    said = key.split()
    return said[0] if len(said) > 1 and len(said[0]) > 1 and said[0].isalpha() else None
