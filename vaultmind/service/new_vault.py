"""A new vault from the template (`vaultmind init`): needs no vault to exist yet."""

from __future__ import annotations

import shutil
from pathlib import Path

from vaultmind.errors import FileAccessError, UsageError, VaultMindError, describe_os_error

TEMPLATE_DIR = Path(__file__).resolve().parents[2] / "vault_template"


def init_vault(target: Path, template: Path = TEMPLATE_DIR) -> list[Path]:
    """A new vault from the template; refuses to overwrite any existing file."""
    if not template.is_dir():
        raise VaultMindError(f"the vault template is missing at {template}")
    sources = sorted(p for p in template.rglob("*") if p.is_file())
    clashes = [target / p.relative_to(template) for p in sources]
    existing = [p for p in clashes if p.exists()]
    if existing:
        shown = ", ".join(str(p) for p in existing[:3])
        more = f" and {len(existing) - 3} more" if len(existing) > 3 else ""
        raise UsageError(f"refusing to overwrite existing files: {shown}{more}")
    if target.exists() and not target.is_dir():
        raise UsageError(f"{target} exists and is not a folder")
    created: list[Path] = []
    try:
        for source, dest in zip(sources, clashes, strict=True):
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, dest)
            created.append(dest)
        for folder in ("People", "Projects", "Knowledge", "Daily", "Sources"):
            (target / folder).mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        for path in created:  # ours, seconds old: no half-made vault is left behind
            path.unlink(missing_ok=True)
        cause = describe_os_error(exc).removeprefix(f"{target}: ")
        raise FileAccessError(f"cannot create a vault in {target}: {cause}") from None
    return created
