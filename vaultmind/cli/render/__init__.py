"""How the CLI shows results: plain text for people, JSON for scripts. Answers go to
stdout; progress and messages to stderr. One module per command group."""
