"""Daily reflection: a person's day collected without a model, told as a template
summary, optionally retold by the model (grounded in the collected events), written
to the day's note under `## Reflection — [[Person]]`."""
