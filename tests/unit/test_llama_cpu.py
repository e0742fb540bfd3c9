"""The AMX guard: llama.cpp's AMX kernels crash the pinned build on any batch of two
tokens (ggml-org/llama.cpp#20824); on a CPU that has AMX the weights are loaded
without AMX buffers. The real model's smoke tests are what crashed on such a CPU."""

from __future__ import annotations

from pathlib import Path

import pytest

from vaultmind.agent.llama_cpu import avoid_amx_kernels, has_amx

FLAGS = "flags\t\t: fpu vme sse2 avx2 avx512f"


@pytest.mark.parametrize(
    ("flags", "amx"),
    [(FLAGS, False), (f"{FLAGS} amx_bf16 amx_tile amx_int8", True), ("", False)],
)
def test_amx_is_read_from_the_cpu_flags(tmp_path: Path, flags: str, amx: bool) -> None:
    cpuinfo = tmp_path / "cpuinfo"
    cpuinfo.write_text(f"processor\t: 0\n{flags}\n", encoding="ascii")
    assert has_amx(cpuinfo) is amx
    assert has_amx(tmp_path / "missing") is False


def test_on_an_amx_cpu_models_load_without_the_amx_buffers() -> None:
    import llama_cpp.llama_cpp as lib

    avoid_amx_kernels()
    avoid_amx_kernels()  # once: not wrapped twice
    assert lib.llama_model_default_params().use_extra_bufts is (not has_amx())
