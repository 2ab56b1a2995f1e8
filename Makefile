# haptui: author, preview and feel .hap.md haptic patterns.
# The two commands a new machine needs: `make run` and `make test`.
SWIFT ?= swift
BIN := .build/debug/haptui

.PHONY: deps build release run test lint format unit bench fuzz clean

deps:
	@bash scripts/deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

# Opens the editor on a default pattern.
run: build
	$(BIN) validate Patterns

lint:
	$(SWIFT) format lint --strict -r Sources Tests Package.swift

format:
	$(SWIFT) format -i -r Sources Tests Package.swift

unit: build
	@mkdir -p .build
	bash -o pipefail -c '$(SWIFT) test 2>&1 | tee .build/test.log'

# Every test: lint, unit and screen tests, end-to-end runs of the real binary.
test: deps lint unit
	@bash scripts/test-summary.sh .build/test.log

# Fuzz engineer: libFuzzer + AddressSanitizer over reading, validating, formatting and
# rendering (scripts/fuzz.sh). New crash inputs land in Tests/Fixtures/fuzz-regressions.
FUZZ_SECONDS ?= 300
fuzz: deps
	@bash scripts/fuzz.sh $(FUZZ_SECONDS)

clean:
	rm -rf .build
