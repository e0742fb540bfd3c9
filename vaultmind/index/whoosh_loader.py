"""Import whoosh without its three slow, unused imports.

`whoosh.compat` imports `urllib.request` (for a download helper we never call),
`whoosh.reading` imports the `cached_property` backport, which imports asyncio, and
`whoosh.query` compiles the English morphology tables of `whoosh.lang.morph_en`
(for term variations, which VaultMind's queries never ask for). Together they are
~110 ms of a `vaultmind search` that should take tens of milliseconds. While whoosh
is first imported, stand-ins take their place (a lazy `urlretrieve`,
`functools.cached_property`, a lazy `variations`); afterwards the real modules
import normally for anyone who asks. Nothing here opens a network connection.

Segment files are then read in place rather than copied (see `view_file`).
"""

from __future__ import annotations

import functools
import sys
import types
from typing import Any


def _lazy_urlretrieve(*args: Any, **kwargs: Any) -> Any:
    from urllib.request import urlretrieve

    return urlretrieve(*args, **kwargs)


def _lazy_variations(word: str) -> Any:
    from whoosh.lang.morph_en import variations

    return variations(word)


def _stand_in(name: str, **attrs: Any) -> types.ModuleType:
    module = types.ModuleType(name)
    for key, value in attrs.items():
        setattr(module, key, value)
    return module


def load_whoosh() -> None:
    if "whoosh.reading" in sys.modules:
        return
    stand_ins = {
        "urllib.request": _stand_in("urllib.request", urlretrieve=_lazy_urlretrieve),
        "cached_property": _stand_in("cached_property", cached_property=functools.cached_property),
        "whoosh.lang.morph_en": _stand_in("whoosh.lang.morph_en", variations=_lazy_variations),
    }
    installed = [name for name in stand_ins if name not in sys.modules]
    for name in installed:
        sys.modules[name] = stand_ins[name]
    try:
        import whoosh.compat
        import whoosh.query
        import whoosh.reading  # noqa: F401
    finally:
        for name in installed:
            del sys.modules[name]
    from vaultmind.index import view_file

    view_file.install()
