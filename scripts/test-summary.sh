#!/usr/bin/env bash
# Prints the counts of passed, failed and skipped tests from a `swift test` log; fails on failure.
# --no-fuzz (make check): the run had no fuzz smoke run, so none is looked for.
set -uo pipefail
fuzz=true
if [ "${1:-}" = --no-fuzz ]; then fuzz=false; shift; fi
log=${1:-.build/test.log}
passed=$(grep -E '^(✔|􁁛) Test .* passed' "$log" | grep -cv ' Test run ' || true)
failed=$(grep -E '^(✘|􀢄) Test .* failed' "$log" | grep -cv ' Test run ' || true)
# A test that finds at run time that it cannot run here (Test.cancel) counts as skipped.
skipped=$(grep -cE '^(➜|􀙟) Test .* (skipped|was cancelled)' "$log" || true)
# Swift Testing's closing line counts every test it ran; trust it over per-test lines, which a
# busy pipe has been seen to drop.
run_total=$(grep -oE '(✔|✘|􁁛|􀢄) Test run with [0-9]+ tests?' "$log" | grep -oE '[0-9]+' | tail -n 1)
if [ -n "$run_total" ] && [ $((run_total - failed - skipped)) -gt "$passed" ]; then
  passed=$((run_total - failed - skipped))
fi
xc_passed=$(grep -cE "^Test Case '.*' passed" "$log" || true)
xc_failed=$(grep -cE "^Test Case '.*' failed" "$log" || true)
xc_skipped=$(grep -cE "^Test Case '.*' skipped" "$log" || true)
passed=$((passed + xc_passed)); failed=$((failed + xc_failed)); skipped=$((skipped + xc_skipped))
echo "tests: passed $passed, failed $failed, skipped $skipped"
grep -E '(➜|􀙟) Test .* (skipped|was cancelled)' "$log" | sed 's/^/  /' || true
# The short fuzz run of `make test` (scripts/fuzz.sh --smoke) leaves its one-line result here.
fuzz_result=$(dirname "$log")/fuzz-smoke.txt
fuzz_failed=0
if ! $fuzz; then
  :
elif [ -f "$fuzz_result" ]; then
  cat "$fuzz_result"
  grep -q '^fuzz: ok' "$fuzz_result" || fuzz_failed=1
else
  echo "fuzz: the smoke run left no result ($fuzz_result)"
  fuzz_failed=1
fi
if [ "$failed" -gt 0 ] || [ "$fuzz_failed" -eq 1 ] \
  || grep -qE 'error: (fatalError|Exited with)|Test run .* failed' "$log"; then
  exit 1
fi
