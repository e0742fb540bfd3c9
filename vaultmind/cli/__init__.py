"""The `vaultmind` command line: parse arguments, call `vaultmind.service`, render.

One module per command group, `render/` for output, `main` for the parser and the
error handling every command shares.
"""

from vaultmind.cli.main import main

__all__ = ["main"]
