"""Import whoosh without its three slow, unused imports, once, from any thread.

`whoosh.compat` imports `urllib.request` (for a download helper we never call),
`whoosh.reading` imports the `cached_property` backport, which imports asyncio, and
`whoosh.query` compiles the English morphology tables of `whoosh.lang.morph_en`
(for term variations, which VaultMind's queries never ask for). Together they are
~110 ms of a `vaultmind search` that should take tens of milliseconds. While whoosh
is first imported, stand-ins take their place (a lazy `urlretrieve`,
`functools.cached_property`, a lazy `variations`); afterwards the real modules
import normally for anyone who asks. Nothing here opens a network connection.

Every module that imports whoosh calls `load_whoosh()` first. The swap happens under
a lock, so a thread that loads whoosh while another is loading it (the TUI searches
from worker threads) waits for the load to finish and never finds a stand-in left
behind or removed under it. A whoosh build that wants more from these modules than
the stand-ins give is imported plainly instead (slower, never broken).
"""

from __future__ import annotations

import functools
import sys
import threading
import types
from typing import Any

_lock = threading.RLock()
_loaded = False


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


def _stand_ins() -> dict[str, types.ModuleType]:
    return {
        "urllib.request": _stand_in("urllib.request", urlretrieve=_lazy_urlretrieve),
        "cached_property": _stand_in("cached_property", cached_property=functools.cached_property),
        "whoosh.lang.morph_en": _stand_in("whoosh.lang.morph_en", variations=_lazy_variations),
    }


def load_whoosh() -> None:
    """Import whoosh's core modules once per process; later calls return at once."""
    global _loaded
    if _loaded:
        return
    with _lock:
        if _loaded:
            return
        if not _import_with_stand_ins(_stand_ins()):
            import whoosh.compat
            import whoosh.query
            import whoosh.reading  # noqa: F401
        _loaded = True


def _import_with_stand_ins(stand_ins: dict[str, types.ModuleType]) -> bool:
    """False, with whoosh's half-imported modules dropped, if this whoosh needs more
    from a stood-in module than the stand-in gives."""
    before = set(sys.modules)
    installed = {name: module for name, module in stand_ins.items() if name not in sys.modules}
    sys.modules.update(installed)
    try:
        import whoosh.compat
        import whoosh.query
        import whoosh.reading  # noqa: F401
    except ImportError:
        for name in set(sys.modules) - before:
            if name.partition(".")[0] == "whoosh":
                del sys.modules[name]
        return False
    finally:
        for name, module in installed.items():
            if sys.modules.get(name) is module:
                del sys.modules[name]
    return True
