"""`vaultmind chat`: a conversation answered through `ask`, journalled and compacted."""
