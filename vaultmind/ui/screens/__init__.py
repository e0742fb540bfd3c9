"""One screen per module; the app imports each on first use (see `vaultmind.ui.app`)."""
