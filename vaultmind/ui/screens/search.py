"""Search as you type: a debounced query runs in an exclusive worker (the newer query
cancels the older), results show snippets with the matched words highlighted, and
Enter opens the note."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual import on, work
from textual.binding import BindingType
from textual.message import Message
from textual.timer import Timer
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option
from textual.worker import get_current_worker

from vaultmind.errors import VaultMindError
from vaultmind.ui.detail_text import Spot
from vaultmind.ui.plain import plain
from vaultmind.ui.screens.base import VaultScreen
from vaultmind.ui.widgets.list_detail import ListDetail
from vaultmind.ui.widgets.row_list import RowList
from vaultmind.ui.widgets.snippet import snippet_text

if TYPE_CHECKING:
    from textual.app import ComposeResult

    from vaultmind.index.fulltext import SearchHit

DEBOUNCE = 0.15  # seconds of quiet typing before the query runs
LIMIT = 50
INDEXING = "indexing… results will appear when the index is ready"


@dataclass
class SearchDone(Message):
    query: str
    hits: list[SearchHit]
    error: str | None = None


class SearchScreen(VaultScreen):
    SCOPE = "search"
    TITLE = "Search"
    BINDINGS: ClassVar[list[BindingType]] = [("down", "results", "Results")]
    DEFAULT_CSS = """
    SearchScreen Input { margin: 0 0; }
    SearchScreen #summary { padding: 0 1; color: $text-muted; height: 1; }
    SearchScreen OptionList, SearchScreen OptionList:focus { height: 1fr; border: none; }
    """

    def __init__(self) -> None:
        super().__init__()
        self._timer: Timer | None = None
        self._hits: dict[str, SearchHit] = {}
        self._shown = ""  # the query whose results are on screen
        self._open_when_found: str | None = None  # Enter came before this query's results
        self._to_results = False  # Down sent the focus to the results (it may be on its way)
        self._early = False  # the results on screen came before the app's index was ready

    def body(self) -> ComposeResult:
        yield Input(placeholder='Search the vault (words, "a phrase", title:…)', id="query")
        yield Static("type to search", id="summary")
        yield ListDetail(RowList(id="results"), self._spot)

    def _spot(self, option_id: str) -> Spot | None:
        hit = self._hits.get(option_id)
        if hit is None:
            return None
        fields = (("folder", hit.folder or "(the vault's top)"), ("type", hit.type or "note"))
        return Spot(hit.path, hit.title, fields=fields, words=_words(self._shown))

    def on_screen_resume(self) -> None:
        self._to_results = False
        self.query_one(Input).focus()
        if self._early and self.vm.index_ready:  # the build ended on another screen
            self.index_ready(True)

    @on(Input.Changed, "#query")
    def typed(self, event: Input.Changed) -> None:
        self._open_when_found, self._to_results = None, False
        if self._timer is not None:
            self._timer.stop()
        self._timer = self.set_timer(DEBOUNCE, lambda: self.run_search(event.value))

    @on(Input.Submitted, "#query")
    def submitted(self, event: Input.Submitted) -> None:
        """Enter in the box opens the highlighted result (the first if none is): keys
        typed in a burst reach the box before the focus has moved to the results."""
        if event.value.strip() and event.value != self._shown:  # its results are not in yet
            if self._timer is not None:
                self._timer.stop()
            self._open_when_found = event.value
            self.run_search(event.value)
            return
        self._open_highlighted()

    def _open_highlighted(self) -> None:
        results = self.query_one(OptionList)
        if not results.option_count:
            return
        if results.highlighted is None:
            results.highlighted = 0
        hit = self._hits.get(results.get_option_at_index(results.highlighted).id or "")
        if hit is not None:
            self.vm.open_note(hit.path)

    def action_results(self) -> None:
        """Down in the box: to the results; a second Down before the focus got there
        (a burst) moves on, as it would in the list."""
        results = self.query_one(OptionList)
        if not results.option_count:
            return
        if self._to_results and results.highlighted is not None:
            results.action_cursor_down()
            return
        self._to_results = True
        results.focus()
        if results.highlighted is None:
            results.highlighted = 0

    def vault_changed(self, paths: tuple[str, ...]) -> None:
        query = self.query_one(Input).value
        if query.strip():
            self.run_search(query)  # the same query again: its results may have changed

    def index_ready(self, changed: bool) -> None:
        """The start-up build ended: a query typed before it asks the full index now."""
        query = self.query_one(Input).value
        if query.strip() and (self._early or changed):
            self.run_search(query)

    @work(thread=True, exclusive=True, group="search", exit_on_error=False)
    def run_search(self, query: str) -> None:
        if not query.strip():
            self.post_message(SearchDone(query, []))
            return
        try:
            hits = self.service.search(query, LIMIT)
        except VaultMindError as exc:
            self.post_message(SearchDone(query, [], exc.message))
            return
        if not get_current_worker().is_cancelled:  # a newer query is on its way
            self.post_message(SearchDone(query, hits))

    def on_search_done(self, event: SearchDone) -> None:
        if event.query != self.query_one(Input).value:
            return  # typed on since: the newer query's results follow
        summary = self.query_one("#summary", Static)
        results = self.query_one(OptionList)
        kept = results.highlighted if event.query == self._shown else None
        self._shown = event.query
        results.clear_options()
        self._hits = {}
        if event.error:
            self._open_when_found = None
            summary.update(plain(event.error, "red"))
            return
        self._hits = {f"hit-{i}": hit for i, hit in enumerate(event.hits)}
        results.add_options([Option(_prompt(hit), id=key) for key, hit in self._hits.items()])
        if kept is not None and kept < results.option_count:
            results.highlighted = kept  # a refresh after an edit keeps the place
        pair = self.query_one(ListDetail)
        if pair.wide and results.option_count and results.highlighted is None:
            results.highlighted = 0  # the detail beside the list shows the first hit
        pair.show_highlighted()
        count = len(event.hits)
        more = "+" if count == LIMIT else ""
        self._early = not self.vm.index_ready
        if not event.query.strip():
            summary.update("type to search")
        elif self._early:
            summary.update(f"{count}{more} note(s) so far · {INDEXING}" if count else INDEXING)
        else:
            summary.update(f"{count}{more} note(s)")
        if self._open_when_found == event.query and not (self._early and not count):
            self._open_when_found = None
            self._open_highlighted()

    @on(OptionList.OptionSelected, "#results")
    def open_hit(self, event: OptionList.OptionSelected) -> None:
        hit = self._hits.get(event.option_id or "")
        if hit is not None:
            self.vm.open_note(hit.path)


def _words(query: str) -> tuple[str, ...]:
    """`title:oauth "roll back"` → `oauth`, `roll`, `back`: what the detail looks for."""
    return tuple(w.rsplit(":", 1)[-1].strip('"*()') for w in query.split())


def _prompt(hit: SearchHit) -> Text:
    prompt = plain(hit.title, "bold")
    prompt.append_text(plain(f"  {hit.path}", "dim"))
    if hit.snippet:
        prompt.append("\n")
        prompt.append_text(snippet_text(hit.snippet))
    return prompt
