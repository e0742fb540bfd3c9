"""`vaultmind ask`: deterministic retrieval, structural answers and cited model answers."""
