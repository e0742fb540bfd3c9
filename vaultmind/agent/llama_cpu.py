"""A guard around llama.cpp's AMX kernels, which crash this pinned build.

llama-cpp-python 0.3.36 loads a model's weights into AMX buffers on a CPU with Intel
AMX (Sapphire Rapids and later), and its AMX matrix product then segfaults on any
batch of two tokens or more: the tile configuration on the stack is optimised away
(ggml-org/llama.cpp#20824, fix proposed in #26954). Every prompt and every embedding
is such a batch. On such a CPU the weights are loaded without the extra buffer
types instead, which llama.cpp supports and which gives the same vectors and text.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

_CPUINFO = Path("/proc/cpuinfo")


def has_amx(cpuinfo: Path = _CPUINFO) -> bool:
    """Whether the CPU announces AMX (Linux; elsewhere llama.cpp builds no AMX kernels)."""
    try:
        with cpuinfo.open(encoding="ascii", errors="replace") as lines:
            for line in lines:
                if line.startswith("flags"):
                    return "amx_tile" in line.split()
    except OSError:
        return False
    return False


def avoid_amx_kernels() -> None:
    """Before a `Llama` is made: on an AMX CPU, model parameters without the extra
    (AMX) buffer types. Once per process; nothing elsewhere."""
    if not has_amx():
        return
    import llama_cpp.llama_cpp as lib

    original: Callable[[], Any] = lib.llama_model_default_params
    if getattr(original, "vaultmind_guard", False):
        return

    def without_amx() -> Any:
        params = original()
        params.use_extra_bufts = False
        return params

    without_amx.vaultmind_guard = True  # type: ignore[attr-defined]
    lib.llama_model_default_params = without_amx
