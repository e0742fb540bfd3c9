"""Ingest's first stage: chat exports and files dropped into `Sources/` become Sources
files, one list item per message, read back from there by the later stages (the file,
not a cache, is the truth).

    formats/          the export parsers: a file → frozen RawMessages
    importer          parsed chats into `Sources/<source>/<chat>/<YYYY-MM-DD>.md`, once
    file_format       how a Sources file holds messages: its path, list items, merging
    escape            message text that never makes links or tags; block ids
    read_back         a Sources file's messages, as the extractors see them
    extracted_record  which messages each extractor has seen, in the file's frontmatter
    dropped_files     what the user dropped into `Sources/`, waiting for ingest
"""
