"""An open session (the TUI's, a chat's): readers, notes and the graph are kept across
calls, yet every answer reflects the vault as it is now; threads never share a reader."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from vaultmind.cancel import CancelToken
from vaultmind.errors import Cancelled
from vaultmind.index.fulltext import Searcher
from vaultmind.service import VaultService

NOTES = {
    "People/Ольга.md": "---\ntype: person\n---\n# Ольга\n\nОтвечает за [[Биллинг]].\n",
    "Projects/Биллинг.md": "# Биллинг\n\nПроект про счета.\n",
    "Projects/Склад.md": "# Склад\n\nПроект про остатки.\n",
}


@pytest.fixture
def vault(write_vault: WriteVault) -> Path:
    return write_vault(dict(NOTES))


def test_a_session_keeps_one_searcher_and_sees_what_changed(
    vault: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[Searcher] = []
    real_init = Searcher.__init__

    def counting(self: Searcher, *args: object) -> None:
        opened.append(self)
        real_init(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(Searcher, "__init__", counting)
    with VaultService(vault) as service:
        assert [h.path for h in service.search("остатки")] == ["Projects/Склад.md"]
        (vault / "Projects/Биллинг.md").write_text("# Биллинг\n\nПро остатки тоже.\n", "utf-8")
        service.update_paths(["Projects/Биллинг.md"])
        found = {h.path for h in service.search("остатки")}
    assert found == {"Projects/Склад.md", "Projects/Биллинг.md"}
    assert len(opened) == 1


def test_a_session_s_graph_follows_an_edit(vault: Path) -> None:
    with VaultService(vault) as service:
        before = service.links("Ольга")
        assert [e.target for e in before.neighbourhood.outgoing] == ["Projects/Биллинг.md"]
        note = vault / "People/Ольга.md"
        note.write_text(note.read_text("utf-8") + "И за [[Склад]].\n", "utf-8")
        service.update_paths(["People/Ольга.md"])
        after = service.links("Ольга")
    assert sorted(e.target for e in after.neighbourhood.outgoing) == [
        "Projects/Биллинг.md",
        "Projects/Склад.md",
    ]


def test_each_thread_of_a_session_has_its_own_readers_and_close_closes_them(
    vault: Path,
) -> None:
    service = VaultService(vault).__enter__()
    service.update_index()
    caches: list[object] = []
    errors: list[BaseException] = []

    def work() -> None:
        try:
            for _ in range(20):
                assert service.search("счета")[0].path == "Projects/Биллинг.md"
                with service._cache() as cache:
                    caches.append(cache)
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert len({id(cache) for cache in caches}) == 4  # one per thread, kept across calls
    service.close()
    with pytest.raises(Exception, match="closed"):
        caches[0].count()  # type: ignore[attr-defined]


def test_a_model_is_loaded_once_per_task_in_a_session(
    vault: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import vaultmind.agent.llama as llama
    from vaultmind.agent.fake import ScriptedModel

    loads: list[Path] = []

    def fake_load(path: Path, *args: object) -> ScriptedModel:
        loads.append(path)
        return ScriptedModel(["{}"])

    model = vault / "tiny.gguf"
    model.write_bytes(b"GGUF")
    monkeypatch.setattr(llama, "load", fake_load)
    monkeypatch.setenv("VAULTMIND_MODEL", str(model))
    with VaultService(vault) as service:
        first = service.model_for("extraction")
        assert service.model_for("extraction") is first
        assert service.model_for("answers") is not None
    assert len(loads) == 2  # extraction once, answers once


def test_a_cancelled_index_build_leaves_the_index_as_it_was(vault: Path) -> None:
    service = VaultService(vault)
    service.build_index()
    for i in range(30):
        (vault / f"Knowledge/Заметка {i}.md").parent.mkdir(exist_ok=True)
        (vault / f"Knowledge/Заметка {i}.md").write_text(f"# Заметка {i}\n\nслово{i}\n", "utf-8")
    cancel = CancelToken()

    def stop_at_ten(done: int, total: int) -> None:
        if done == 10:
            cancel.cancel()

    with pytest.raises(Cancelled):
        service.build_index(progress=stop_at_ten, cancel=cancel)
    assert service.search("слово3") == []  # nothing of the cancelled run was committed
    report = service.build_index()
    assert report.added == 30
    assert [h.path for h in service.search("слово3")] == ["Knowledge/Заметка 3.md"]
