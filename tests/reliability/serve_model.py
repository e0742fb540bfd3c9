"""llama-cpp-python's own OpenAI-compatible server, started the way the model tests
need it: with VaultMind's guard against this CPU's crashing AMX kernels
(`agent/llama_cpu.py`), which `python -m llama_cpp.server` alone does not have."""

import runpy

from vaultmind.agent.llama_cpu import avoid_amx_kernels

if __name__ == "__main__":
    avoid_amx_kernels()
    runpy.run_module("llama_cpp.server", run_name="__main__", alter_sys=True)
