"""Every user action of the TUI, once: the key bindings, the command palette, the
footer and the `?` help are all made from this one table, so they never disagree.
The machine settings' `[keys]` table (action id → keys) remaps it (`remap`)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, replace

from textual.binding import Binding

from vaultmind.errors import VaultMindError

APP = "app"  # a command available on every screen


@dataclass(frozen=True, slots=True)
class Command:
    scope: str  # APP, or the name of the screen that offers it
    key: str  # Textual key names, comma-separated
    action: str  # a Textual action of the scope (the app's for APP)
    title: str
    help: str
    footer: bool = True  # shown in the footer (the palette and the help show all)
    name: str = ""  # the id, where two screens' commands share a title but not a meaning

    @property
    def id(self) -> str:
        """The name `[keys]` calls it by: the title in snake case (`add_memory`)."""
        return self.name or re.sub(r"[^a-z0-9]+", "_", self.title.lower()).strip("_")


COMMANDS: tuple[Command, ...] = (
    Command(APP, "t,f2", "open('today')", "Today", "due commitments, recent ingests, backlog"),
    Command(APP, "slash,s,f3", "open('search')", "Search", "full-text search as you type"),
    Command(APP, "A,f4", "open('ask')", "Ask", "a question answered from the vault, cited"),
    Command(APP, "i,f5", "open('ingest')", "Ingest", "import a chat export and extract from it"),
    Command(APP, "v,f6", "open('review')", "Review", "suggested memories: accept, reject, edit"),
    Command(
        APP,
        "C,f7",
        "open('commitments')",
        "Commitments",
        "open commitments and owned tasks by person: done, postpone, source",
    ),
    Command(
        APP,
        "f9",
        "graph",
        "Graph",
        "links of the note in view (else yours)",
        False,
        name="graph_in_view",
    ),
    Command(APP, "f8", "due", "Due", "overdue, due today and tomorrow (as `vaultmind due`)", False),
    Command(APP, "W", "digest", "Digest", "write this week's digest, then open it", False),
    Command(APP, "P", "plan", "Plan", "break a goal into steps for a person", False),
    Command(APP, "ctrl+z", "undo", "Undo", "undo VaultMind's last write (asks first)"),
    Command(APP, "f", "reflect('today')", "Reflect on today", "write the day's reflections", False),
    Command(
        APP, "F", "reflect('yesterday')", "Reflect on yesterday", "yesterday's reflections", False
    ),
    Command(APP, "question_mark,f1", "help", "Help", "every key of this screen"),
    Command(APP, "ctrl+t", "toggle_theme", "Theme", "switch between dark and light"),
    Command(APP, "escape", "back", "Back", "the screen you came from (also from a text box)"),
    Command(APP, "q,ctrl+q", "quit", "Quit", "leave VaultMind"),
    Command("note", "enter", "follow", "Follow link", "open the highlighted link"),
    Command("note", "e", "edit", "Edit", "open the note in $EDITOR"),
    Command("note", "y", "copy_uri", "Copy URI", "copy the obsidian:// link of the note"),
    Command("note", "p", "person", "Person", "the person card of this note"),
    Command("note", "r", "graph", "Graph", "this note's neighbourhood by relation"),
    Command("note", "tab", "switch_pane", "Pane", "between the text and the links", footer=False),
    Command("person", "d", "done", "Done", "mark the highlighted commitment or task done"),
    Command("person", "p", "postpone", "Postpone", "a new date for the highlighted commitment"),
    Command("person", "a", "add_memory", "Add memory", "remember something about them"),
    Command("person", "x", "archive", "Archive", "archive the highlighted memory"),
    Command("person", "u", "supersede", "Supersede", "replace the highlighted memory"),
    Command("person", "o", "open_note", "Note", "the note the highlighted row is in"),
    Command(
        "person",
        "enter",
        "source",
        "Source",
        "a memory's source message, in its chat",
        footer=False,
    ),
    Command(
        "commitments",
        "escape",
        "clear_filter",
        "Back",
        "clear the / filter, else back",
        name="clear_filter",
    ),
    Command("commitments", "d", "done", "Done", "mark done: a commitment, or a task's checkbox"),
    Command("commitments", "p", "postpone", "Postpone", "a new date (friday, 12-10, next week)"),
    Command("commitments", "enter", "source", "Source", "the message it was said in, in context"),
    Command("commitments", "slash", "filter", "Filter", "show only rows with these words"),
    Command("commitments", "o", "open_note", "Note", "the note it is written in, at its line"),
    Command("commitments", "1", "show('open')", "All open", "every open commitment", False),
    Command("commitments", "2", "show('overdue')", "Overdue", "only overdue ones", False),
    Command(
        "commitments",
        "3",
        "show('within')",
        "Due within",
        "due within 7 days; again: 14, 30, 3",
        False,
    ),
    Command("commitments", "4", "show('done')", "Done this week", "closed since Monday", False),
    Command("ingest", "escape", "stop", "Stop", "stop the running ingest (else back)"),
    Command("ingest", "c", "cancel", "Cancel", "stop the running ingest after this step", False),
    Command("ingest", "R", "retry", "Retry", "run the last ingest again (retries failed chunks)"),
    Command("review", "a", "accept", "Accept", "write the suggested memory; the next follows"),
    Command("review", "r", "reject", "Reject", "not a memory: never suggested again"),
    Command(
        "review",
        "e",
        "edit",
        "Edit",
        "change text, date, person or kind, then accept",
        name="edit_suggestion",
    ),  # not the note's Edit ($EDITOR): remapped apart
    Command("review", "n", "skip", "Skip", "decide later: the next suggestion"),
    Command("graph", "o", "open_note", "Open", "the highlighted note"),
    Command("today", "d", "done", "Done", "mark the highlighted commitment or task done"),
    Command("today", "p", "postpone", "Postpone", "a new date for the highlighted commitment"),
    Command(
        "today",
        "o",
        "open_card",
        "Person",
        "the person's card (else the row's note)",
        name="person_card",
    ),
    Command(
        "today",
        "enter",
        "source",
        "Source",
        "a commitment's message, in its chat (else what the row names)",
        footer=False,
    ),
    Command("today", "R", "reload", "Reload", "read everything again"),
    Command("ask", "escape", "cancel", "Stop", "stop the answer being written (else back)"),
    Command("ask", "ctrl+s", "toggle_sources", "Sources", "show or hide the sources pane"),
    Command("ask", "ctrl+r", "history", "History", "earlier questions; Enter asks one again"),
    Command("ask", "ctrl+n", "new_chat", "New chat", "a chat: each question sees the turns before"),
    Command("ask", "ctrl+o", "resume_chat", "Resume chat", "continue the last chat", False),
    Command("ask", "ctrl+l", "leave_chat", "Leave chat", "back to one-shot questions", False),
)
READ_ONLY = ("note", "person", "graph", "today", "commitments")  # the views that take vim keys
VIM = tuple(
    Command(scope, key, action, title, help_, footer=False)
    for scope in READ_ONLY
    for key, action, title, help_ in (
        ("j", "down", "Down", "next line or row"),
        ("k", "up", "Up", "previous line or row"),
        ("g", "top", "Top", "to the first line or row"),
        ("G", "bottom", "Bottom", "to the last line or row"),
    )
)
COMMANDS += VIM
DEFAULTS = COMMANDS


def remap(keys: Mapping[str, str]) -> dict[str, str]:
    """The table with the user's keys (`{"search": "ctrl+f"}`; each replaces the
    action's default keys in every screen that has it), checked: an unknown action, no
    key, or a key two actions of one screen would share is one line. Returns the
    keymap for `App.set_keymap`, which rebinds the screens' bindings by their id."""
    global COMMANDS
    known = {c.id for c in DEFAULTS}
    keymap: dict[str, str] = {}
    for name, value in keys.items():
        if name not in known:
            raise VaultMindError(
                f"settings: keys.{name}: no such TUI action (one of: {', '.join(sorted(known))})"
            )
        wanted = [_key_name(k) for k in str(value).split(",") if k.strip()]
        if not wanted or any(" " in k for k in wanted):
            raise VaultMindError(f"settings: keys.{name}: '{value}' is not a key (e.g. ctrl+f)")
        keymap[name] = ",".join(wanted)
    table = tuple(replace(c, key=keymap.get(c.id, c.key)) for c in DEFAULTS)
    _refuse_clashes(table, set(keymap))
    COMMANDS = table
    return keymap


def _key_name(key: str) -> str:
    """A key as Textual names it: `?` → `question_mark`, `Ctrl+F` → `ctrl+f`."""
    key = key.strip()
    if len(key) == 1 and not key.isalnum():
        return unicodedata.name(key).lower().replace("-", "_").replace(" ", "_")
    return key if len(key) == 1 else key.lower()


def _refuse_clashes(table: tuple[Command, ...], remapped: set[str]) -> None:
    """A remapped key that another action of the same screen (or of every screen) has
    too; the defaults' own overlaps are meant (Esc stops an answer on Ask)."""
    for scope in sorted({c.scope for c in table}):
        seen: dict[str, Command] = {}
        for command in (c for c in table if c.scope in {scope, APP}):
            for key in command.key.split(","):
                other = seen.setdefault(key, command)
                if other is not command and {other.id, command.id} & remapped:
                    where = "" if scope == APP else f" on the {scope} screen"
                    raise VaultMindError(
                        f"settings: keys: '{key_label(key)}' would be both "
                        f"{other.title} and {command.title}{where}"
                    )


def commands_for(scope: str) -> list[Command]:
    return [c for c in COMMANDS if c.scope == scope]


def bindings_for(scope: str) -> list[Binding]:
    """The key bindings of a scope (the app's or one screen's)."""
    return [
        Binding(c.key, c.action, c.title, show=c.footer, tooltip=c.help, id=c.id)
        for c in commands_for(scope)
    ]


def keys_of(command_id: str) -> str:
    """The keys of a command as the help shows them (after `[keys]` remapping)."""
    return next((key_label(c.key) for c in COMMANDS if c.id == command_id), "")


def key_label(key: str) -> str:
    """`slash,s` → `/ s`, for the help screen."""
    names = {"slash": "/", "question_mark": "?", "escape": "Esc", "enter": "Enter", "tab": "Tab"}
    return " ".join(names.get(k, k) for k in key.split(","))
