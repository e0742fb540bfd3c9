"""Derived data in `VAULT/.vaultmind/`: full-text index, parsed-note cache, link graph.

All of it can be deleted at any time; `Indexer.update` rebuilds it from the vault.
Only the modules that search or index import whoosh (through `whoosh_loader`); the
cache, the job log and the state never load it.
"""
