#!/usr/bin/env bash
# `make fuzz`: builds the libFuzzer target (AddressSanitizer on) in its own scratch folder and
# runs it for FUZZ_SECONDS, seeded with the pattern library and the test fixtures. The working
# corpus lives in fuzz-corpus/ (git-ignored); every new crash, timeout or out-of-memory input
# is copied into Tests/Fixtures/fuzz-regressions/, which `swift test` replays.
# Usage: scripts/fuzz.sh [seconds]   (exit 1 when this run found a crash)
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-${FUZZ_SECONDS:-300}}
scratch=${FUZZ_SCRATCH:-.build-fuzz}
corpus=fuzz-corpus
seeds=$scratch/seeds
artifacts=$scratch/artifacts
regressions=Tests/Fixtures/fuzz-regressions
log=$scratch/fuzz.log
mkdir -p "$corpus" "$seeds" "$artifacts" "$regressions"

# SwiftPM's --sanitize fuzzer links libFuzzer's main but does not instrument Swift code for
# coverage, so the coverage kinds are passed by hand (see DECISIONS.md, "make fuzz").
echo "fuzz: building the fuzzer (release, -sanitize=fuzzer,address) in $scratch"
swift build -c release --product haptui-fuzz --scratch-path "$scratch" \
  --sanitize fuzzer --sanitize address \
  -Xswiftc -sanitize-coverage=edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table \
  -Xswiftc -DHAPTUI_FUZZ 2>&1 | grep -vE 'Cannot export local symbol|^\[[0-9]+/[0-9]+\]' || true
binary=$scratch/release/haptui-fuzz
[ -x "$binary" ] || { echo "fuzz: the build failed" >&2; exit 2; }

# The schema corpus holds bare blocks: wrap each in frontmatter and a fence so it reaches the
# validator instead of stopping at "no frontmatter".
if [ ! -f "$seeds/.done" ]; then
  mkdir -p "$seeds/schema-corpus"
  for file in Tests/Fixtures/schema-corpus/*.json; do
    [ -f "$file" ] || continue
    id=$(grep -o '"id" *: *"[a-z0-9-]*"' "$file" | head -1 | sed 's/.*"\([a-z0-9-]*\)"$/\1/' || true)
    { printf -- '---\nid: %s\n---\n\n```haptic\n' "${id:-x}"; cat "$file"; printf '\n```\n'; } \
      > "$seeds/schema-corpus/$(basename "$file" .json).hap.md"
  done
  touch "$seeds/.done"
fi
seed_dirs=(Patterns "$seeds")
# Every Tests/**/Fixtures folder, Tests/Fixtures (with the kept crash inputs) among them.
while IFS= read -r dir; do seed_dirs+=("$dir"); done < <(find Tests -type d -name Fixtures | sort)

rm -f "$artifacts"/*
echo "fuzz: running for ${seconds}s; seeds: ${seed_dirs[*]}; log: $log"
# Swift's own crash backtracer fights AddressSanitizer over the dying process, so it is off;
# leak checking is off because the Swift runtime keeps metadata caches for the process' life.
status=0
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0:handle_abort=1 \
  "$binary" -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
  -max_total_time="$seconds" -max_len=16384 -timeout=25 -rss_limit_mb=2048 \
  -dict=scripts/fuzz/hap-md.dict -artifact_prefix="$artifacts/" \
  "$corpus" "${seed_dirs[@]}" > "$log" 2>&1 || status=$?

# The last progress line of fork mode: `#N: cov: C ft: F corp: K exec/s: E oom/timeout/crash: ...`.
last=$(grep -E '^#[0-9]+: cov:' "$log" | tail -1 || true)
echo "fuzz: ${last:-no progress line; see $log}"

found=0
new=0
for artifact in "$artifacts"/crash-* "$artifacts"/timeout-* "$artifacts"/oom-*; do
  [ -f "$artifact" ] || continue
  found=$((found + 1))
  name=$(basename "$artifact")
  if [ ! -f "$regressions/$name" ]; then
    cp "$artifact" "$regressions/$name"
    new=$((new + 1))
    echo "fuzz: new input kept: $regressions/$name"
  fi
done
echo "fuzz: $found crash/timeout/oom inputs this run, $new new in $regressions"
if [ "$found" -gt 0 ]; then
  echo "fuzz: replay one with: $binary $regressions/<name>  (or swift test --filter FuzzRegression)"
  exit 1
fi
if [ "$status" -ne 0 ]; then
  echo "fuzz: libFuzzer exited with status $status; see $log" >&2
  exit "$status"
fi
