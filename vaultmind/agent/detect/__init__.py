"""The learned message detector: which messages carry a memory, and how surely.

    features   a message and its context → hashed binary features (pure)
    lemmas     lemmas and Russian grammar tags (pymorphy3), loaded on first use
    examples   labelled messages: the shipped sets and the user's own decisions
    weights    the linear model as numpy arrays: load, save, score
    train      fitting it (scikit-learn, imported only here: `make train`, `vaultmind train`)

Detection is learned; structure (who, what, when, which promise) stays with the rules.
"""
