"""Ingest's second stage: memories from the messages in `Sources/`, by rules and by
the local model; nothing is written unless the messages it cites say it.

    rules_step          promises found without a model become commitments
    promises            the rules: a first-person promise with a date
    statements          the rules: preferences, temporary context, facts about people
    statement_memories  statements → memories in the right person notes
    lifecycle           a later message's event: done, postponed, cancelled; the matcher
    lifecycle_step      events applied to the sender's open commitments from the chat
    model_step          chunk → the model's JSON → grounding → memories
    chunks              messages in model-sized pieces
    reply_schema        what the model must return, and the prompt that asks for it
    known_names         the vault's names a chunk mentions, for the prompt
    grounding           whether the cited messages support an item
    people              senders and named people → person notes
    projects_and_links  projects, their action items, typed links
    topics              products, processes, customers, ideas
    day_summary         the model's title and summary of a chunk, kept in its Sources files
"""
