"""Notes as data: reading, parsing, link resolution and safe writes.

No index, no model and no UI in here; everything above builds on these types.
"""
