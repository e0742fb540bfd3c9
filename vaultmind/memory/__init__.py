"""Typed memory, relations, person context and commitments (issue 3 onward)."""
