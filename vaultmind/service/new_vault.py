"""A new vault (`vaultmind init`): needs no vault to exist yet, and overwrites nothing.

`init DIR` makes an empty vault: the folders, Obsidian's templates, `vaultmind.toml`
(with the owner's name, the machine's time zone and language), one welcome note and,
when the owner is named, their person note. `init --demo DIR` copies the demo vault
of fictional colleagues instead; their names would collide with real chat members in
a vault that is meant to be used.
"""

from __future__ import annotations

import os
import re
from datetime import date
from pathlib import Path

from vaultmind.errors import FileAccessError, UsageError, VaultMindError, describe_os_error

TEMPLATE_DIR = Path(__file__).resolve().parents[2] / "vault_template"
SKELETON = (".gitignore", ".gitattributes", ".obsidian/", "Templates/", "Sources/README.md")
FOLDERS = ("People", "Projects", "Knowledge", "Daily", "Sources")
WELCOME = """# Welcome to VaultMind

This vault is yours: VaultMind reads every note in it and writes only its own
sections (`## Memory`, `## Ingested`). Everything it derives lives in `.vaultmind/`,
which can be deleted at any time.

- People, projects and knowledge go into `People/`, `Projects/` and `Knowledge/`
  (`vaultmind node add person "Name"` uses the templates in `Templates/`).
- Chat exports (Telegram `result.json`, WhatsApp `.txt`, JSONL) and meeting notes go
  through `vaultmind ingest FILE`, or drop them into `Sources/`.
- `vaultmind context NAME`, `vaultmind commitments` and `vaultmind search WORDS`
  answer from the notes; `vaultmind watch` keeps the index current while you edit.
- A task is a person's commitment (in `commitments`, `due`, Today, reflections) when
  it has `[owner:: [[Name]]]`, when its first link is a person note
  (`- [ ] [[Marta Lind]] order the racks 📅 2026-12-01`), when it starts with a
  person's name or alias and a colon (`- [ ] Marta Lind: send the access list`), or
  when it is in that person's own note. `vaultmind doctor --strict` lists the dated
  project tasks that belong to nobody.

Delete this note whenever you like.
"""


def init_vault(
    target: Path, demo: bool = False, me: str | None = None, template: Path = TEMPLATE_DIR
) -> list[Path]:
    """A new vault in `target`; refuses to overwrite any existing file."""
    if not template.is_dir():
        raise VaultMindError(f"the vault template is missing at {template}")
    if target.exists() and not target.is_dir():
        raise UsageError(f"{target} exists and is not a folder")
    files = _demo_files(template) if demo else _empty_vault_files(template, me)
    existing = [target / rel for rel in files if (target / rel).exists()]
    if existing:
        shown = ", ".join(str(p) for p in existing[:3])
        more = f" and {len(existing) - 3} more" if len(existing) > 3 else ""
        raise UsageError(f"refusing to overwrite existing files: {shown}{more}")
    created: list[Path] = []
    try:
        for rel, data in files.items():
            dest = target / rel
            dest.parent.mkdir(parents=True, exist_ok=True)
            with dest.open("xb") as handle:  # never replaces what appeared meanwhile
                created.append(dest)
                handle.write(data)
        for folder in FOLDERS:
            (target / folder).mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        for path in created:  # ours, seconds old: no half-made vault is left behind
            path.unlink(missing_ok=True)
        cause = describe_os_error(exc).removeprefix(f"{target}: ")
        raise FileAccessError(f"cannot create a vault in {target}: {cause}") from None
    return created


def _demo_files(template: Path) -> dict[str, bytes]:
    found = sorted(p for p in template.rglob("*") if p.is_file())
    return {p.relative_to(template).as_posix(): p.read_bytes() for p in found}


def _empty_vault_files(template: Path, me: str | None) -> dict[str, bytes]:
    every = _demo_files(template)
    files = {rel: data for rel, data in every.items() if rel.startswith(SKELETON)}
    settings = every["vaultmind.toml"].decode("utf-8")
    files["vaultmind.toml"] = vault_settings(settings, me).encode("utf-8")
    files["Welcome.md"] = WELCOME.encode("utf-8")
    if me is not None:
        files.update(_person_note(template, me))
    return files


def vault_settings(template: str, me: str | None) -> str:
    """The template's `vaultmind.toml` with this machine's time zone and language, and
    the owner (or a commented line saying how to name them)."""
    owner = f'me = "[[{me}]]"' if me else '# me = "[[Your Name]]"  (vaultmind init --me NAME)'
    text = re.sub(r"(?m)^me = .*$", owner.replace("\\", "\\\\"), template)
    text = re.sub(r'(?m)^language = ".*"$', f'language = "{_language()}"', text)
    return re.sub(r'(?m)^timezone = ".*"$', f'timezone = "{_timezone()}"', text)


def _person_note(template: Path, me: str) -> dict[str, bytes]:
    """The owner's person note, from the same template `node add person` uses."""
    from vaultmind.memory.nodes import NodeSpec, node_path, node_text

    if not me.strip() or '"' in me:
        raise UsageError(f"--me wants a person's name, not '{me}'")
    spec = NodeSpec("person", me.strip()).validated()
    return {node_path(spec): node_text(template, spec, date.today()).encode("utf-8")}


def _timezone() -> str:
    """The machine's IANA zone (`TZ`, else /etc/localtime's target), else UTC."""
    from zoneinfo import available_timezones

    zones = available_timezones()
    named = os.environ.get("TZ", "").lstrip(":")
    if named in zones:
        return named
    try:
        link = str(Path("/etc/localtime").readlink())
    except OSError:
        return "UTC"
    parts = link.split("zoneinfo/", 1)
    return parts[1] if len(parts) == 2 and parts[1] in zones else "UTC"


def _language() -> str:
    """`ru` when the machine speaks Russian (LANG/LC_ALL), else `en`."""
    locale = os.environ.get("LC_ALL") or os.environ.get("LANG") or ""
    return "ru" if locale.lower().startswith("ru") else "en"
