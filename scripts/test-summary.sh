#!/usr/bin/env bash
# Prints the counts of passed, failed and skipped tests from a `swift test` log; fails on failure.
set -uo pipefail
log=${1:-.build/test.log}
passed=$(grep -E '^(✔|􁁛) Test .* passed' "$log" | grep -cv ' Test run ' || true)
failed=$(grep -E '^(✘|􀢄) Test .* failed' "$log" | grep -cv ' Test run ' || true)
# A test that finds at run time that it cannot run here (Test.cancel) counts as skipped.
skipped=$(grep -cE '^(➜|􀙟) Test .* (skipped|was cancelled)' "$log" || true)
xc_passed=$(grep -cE "^Test Case '.*' passed" "$log" || true)
xc_failed=$(grep -cE "^Test Case '.*' failed" "$log" || true)
xc_skipped=$(grep -cE "^Test Case '.*' skipped" "$log" || true)
passed=$((passed + xc_passed)); failed=$((failed + xc_failed)); skipped=$((skipped + xc_skipped))
echo "tests: passed $passed, failed $failed, skipped $skipped"
grep -E '(➜|􀙟) Test .* (skipped|was cancelled)' "$log" | sed 's/^/  /' || true
if [ "$failed" -gt 0 ] || grep -qE 'error: (fatalError|Exited with)|Test run .* failed' "$log"; then
  exit 1
fi
