"""A session's readers are closed only when no read runs: the TUI's workers may still
be querying the cache when the app ends, and an sqlite connection closed under a
running query crashed the test process (a segfault in `cache.titles`)."""

from __future__ import annotations

import threading

from tests.conftest import WriteVault
from vaultmind.service import VaultService


def test_close_waits_for_a_read_running_in_another_thread(write_vault: WriteVault) -> None:
    root = write_vault({"People/Anna.md": "# Anna\n"})
    service = VaultService.open(root).__enter__()
    service.update_index()
    readers = service._readers
    assert readers is not None
    inside, leave, closed = threading.Event(), threading.Event(), threading.Event()

    def worker() -> None:
        with service._cache() as cache:  # a worker's read, as the Today screen makes
            inside.set()
            leave.wait(10)
            assert cache.titles(["People/Anna.md"]) == {"People/Anna.md": "Anna"}

    def closing() -> None:
        service.close()
        closed.set()

    reader = threading.Thread(target=worker)
    reader.start()
    assert inside.wait(10)
    threading.Thread(target=closing).start()
    assert not closed.wait(0.3)  # the read still runs: its connection stays open
    leave.set()
    reader.join(10)
    assert closed.wait(10)
