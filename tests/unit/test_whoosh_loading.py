"""Who loads whoosh, and how: only searching and indexing do, once, from any thread.

Each check runs in a fresh interpreter, since a module is imported once per process.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from vaultmind.cli import main
from vaultmind.index.indexer import Indexer

STAND_INS = ("urllib.request", "cached_property", "whoosh.lang.morph_en")
CHECK_STAND_INS = f"""
def stand_ins():
    '''Stood-in modules still in sys.modules (a stand-in has no file).'''
    return [n for n in {STAND_INS!r}
            if n in sys.modules and getattr(sys.modules[n], "__file__", None) is None]
"""


def run_python(code: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_the_cache_the_job_log_and_the_state_do_not_import_whoosh() -> None:
    out = run_python(
        """
        import sys
        import vaultmind.index.cache, vaultmind.index.journal, vaultmind.index.state
        import vaultmind.index.undo, vaultmind.index.paths, vaultmind.index.lock
        import vaultmind.index.indexer, vaultmind.index.watch
        print(sorted(m for m in sys.modules if m.partition(".")[0] == "whoosh"))
        """
    )
    assert out == "[]"


def settled(vault: Path) -> Path:
    """Every file older than the index's racy window, so an update finds nothing to do."""
    past = time.time() - 60
    for path in vault.rglob("*"):
        os.utime(path, (past, past))
    Indexer(vault).update()
    return vault


def test_log_and_memory_list_do_not_import_whoosh(demo_vault: Path) -> None:
    assert main(["remember", "Maria Lopez", "likes green tea", "--vault", str(demo_vault)]) == 0
    vault = settled(demo_vault)
    out = run_python(
        f"""
        import sys
        from vaultmind.cli import main
        codes = [main(["log", "--vault", {str(vault)!r}]),
                 main(["memory", "list", "Maria Lopez", "--vault", {str(vault)!r}])]
        print("loaded:", codes, "whoosh" in sys.modules)
        """
    )
    assert "remember" in out and "likes green tea" in out  # the job, then Maria's memories
    assert out.splitlines()[-1] == "loaded: [0, 0] False"


def test_threads_loading_whoosh_together_wait_for_one_load() -> None:
    """Eight threads one after another while whoosh loads, through the loader or
    through modules that search: none fails, none sees a stand-in once it has
    whoosh, none is left behind."""
    script = (
        """
        import sys, threading, time
        from vaultmind.index.whoosh_loader import load_whoosh

        class Slow:  # whoosh.reading's imports are found a little later, so the load
            # lasts long enough for threads started one after another to meet it there
            def find_spec(self, name, path=None, target=None):
                if name.startswith("whoosh.") and "whoosh.reading" in sys.modules:
                    time.sleep(0.005)

        sys.meta_path.insert(0, Slow())
        """
        + textwrap.indent(CHECK_STAND_INS, "        ")
        + """
        errors, seen = [], []

        def work(number):
            try:
                time.sleep(number * 0.02)
                if number % 2:
                    load_whoosh()
                else:
                    __import__(["vaultmind.index.fulltext", "vaultmind.index.schema",
                                "vaultmind.index.snippets", "vaultmind.index.query"][number // 2])
                seen.extend(stand_ins())
                import whoosh.query, whoosh.reading, whoosh.compat
            except BaseException as exc:
                errors.append(repr(exc))

        threads = [threading.Thread(target=work, args=(n,)) for n in range(8)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        left = stand_ins()
        import urllib.request
        morph = sys.modules.get("whoosh.lang.morph_en")
        print(errors, seen, left, hasattr(urllib.request, "Request"),
              morph is None or hasattr(morph, "__file__"))
        """
    )
    for _ in range(2):  # the race, if any, is a matter of timing
        assert run_python(script) == "[] [] [] True True"


def test_a_whoosh_that_needs_more_than_a_stand_in_is_imported_plainly() -> None:
    """Another build importing more from `whoosh.lang.morph_en` than `variations`."""
    out = run_python(
        """
        import sys
        from vaultmind.index import whoosh_loader

        def scant():
            modules = dict(real())
            modules["whoosh.lang.morph_en"] = whoosh_loader._stand_in("whoosh.lang.morph_en")
            return modules

        real, whoosh_loader._stand_ins = whoosh_loader._stand_ins, scant
        from vaultmind.index import fulltext
        import whoosh.query.terms
        morph = sys.modules["whoosh.lang.morph_en"]
        print(hasattr(morph, "__file__"), whoosh.query.terms.variations.__module__)
        """
    )
    assert out == "True whoosh.lang.morph_en"  # the real module, not a broken stand-in
