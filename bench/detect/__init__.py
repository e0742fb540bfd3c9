"""The learned detector's data and its honest measurement (issue 26)."""
