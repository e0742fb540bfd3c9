"""The local model and what it does: ingest, reflection, planning, answers (issue 4 onward)."""
