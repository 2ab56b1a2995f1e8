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
	$(BIN) edit Patterns/heartbeat.hap.md

lint:
	$(SWIFT) format lint --strict -r Sources Tests Package.swift

format:
	$(SWIFT) format -i -r Sources Tests Package.swift

unit: build
	@mkdir -p .build
	bash -o pipefail -c '$(SWIFT) test 2>&1 | tee .build/test.log'

# Every test: lint, unit and screen tests, end-to-end runs of the real binary, a short fuzz run.
test: deps lint unit fuzz-smoke
	@bash scripts/test-summary.sh .build/test.log

# Fuzz engineer: libFuzzer + AddressSanitizer over reading, validating, formatting and
# rendering (scripts/fuzz.sh). New crash inputs land in Tests/Fixtures/fuzz-regressions.
# `make test` runs it for FUZZ_SMOKE_SECONDS; the summary prints the result and fails on a crash.
FUZZ_SECONDS ?= 300
FUZZ_SMOKE_SECONDS ?= 30
fuzz: deps
	@bash scripts/fuzz.sh $(FUZZ_SECONDS)

.PHONY: fuzz-smoke
fuzz-smoke: deps
	-@bash scripts/fuzz.sh --smoke $(FUZZ_SMOKE_SECONDS)

clean:
	rm -rf .build .build-fuzz

# Measured figures (issue 6): a release build of haptui and the benchmark, which generates its
# own inputs and prints a table (BENCH_ARGS=--json for JSON, --no-guest to skip QEMU).
bench: deps
	$(SWIFT) build -c release --product haptui
	$(SWIFT) build -c release --product haptui-bench
	.build/release/haptui-bench $(BENCH_ARGS)
