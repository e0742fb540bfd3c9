"""A Russian verb the vault writes with another prefix: «болел» for «заболел».

Russian makes a verb's aspect and shade with a prefix («болел», «заболел»; «делал»,
«сделал»), and a lead asks with one the note did not use. The stemmer only cuts
endings, so the two never meet. When the question's word is in no note, its forms with
a common prefix put on are looked up in the index's terms; those the vault has stand
in for it, as a translation does. (Taking a prefix off leaves a root too bare to
mean one word: «сдавать», «отдавать» → «дава».)
"""

from __future__ import annotations

from collections.abc import Callable

PREFIXES = ("за", "по", "с", "у", "вы", "при", "про", "от", "на", "пере", "под", "раз", "до",
            "о", "об", "в")  # fmt: skip
MIN_ROOT = 4  # letters left without the prefix: «болел», not «ел»
MAX_FORMS = 2


def prefixed_forms(stem: str, terms_starting: Callable[[str], list[str]]) -> list[str]:
    """The vault's terms that are `stem` (a Russian word's stem the vault lacks) with a
    prefix put on; none for a Latin word or a short one."""
    if not stem.isalpha() or stem.isascii() or len(stem) < MIN_ROOT:
        return []
    if terms_starting(stem):
        return []  # the vault says it: nothing to stand in
    found = [p + stem for p in PREFIXES if _said(p + stem, terms_starting)]
    return found[:MAX_FORMS]  # a prefix taken off leaves a bare root («с|дава»): not tried


def _said(form: str, terms_starting: Callable[[str], list[str]]) -> bool:
    return form in terms_starting(form)
