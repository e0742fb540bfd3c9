"""Words a chat message opens with before what it says, written once for the rules that
skip them. Each rule adds its own words after these, in its own module: the lists were
grown one rule at a time and differ (docs/decisions.md, issue 10 session 10)."""

# greetings every rule that skips a greeting knows (pointer_promise, reply_topic, task_text)
GREETINGS = "hi|hello|hey|привет|добрый день|доброе утро"
# fillers before the name a message addresses (agreements: an ask)
FILLERS = "ок|ok|okay|so|тогда|слушай|hey|hi"
