"""Derived data in `VAULT/.vaultmind/`: full-text index, parsed-note cache, link graph.

All of it can be deleted at any time; `Indexer.update` rebuilds it from the vault.
"""

from vaultmind.index.whoosh_loader import load_whoosh

load_whoosh()
