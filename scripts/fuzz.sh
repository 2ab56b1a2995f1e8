#!/usr/bin/env bash
# `make fuzz`: builds the libFuzzer target haptui-fuzz (AddressSanitizer on) in its own scratch
# folder and runs it, seeded with the pattern library and the test fixtures. The working corpus
# lives in fuzz-corpus/ (git-ignored). Every crash, timeout or out-of-memory input is kept in
# .build-fuzz/artifacts; the smallest input of each distinct crash that no file of
# Tests/Fixtures/fuzz-regressions already reproduces is copied there, and `swift test` replays
# that folder.
#
# Usage: scripts/fuzz.sh [--smoke] [SECONDS]     (default FUZZ_SECONDS or 300)
#   --smoke   a short run for `make test`: small seed set, a fresh corpus, and a one-line
#             result in .build/fuzz-smoke.txt that scripts/test-summary.sh prints.
# Exit status: 0 when no input crashed, 1 when one did, 2 when the fuzzer could not be built.
set -euo pipefail
cd "$(dirname "$0")/.."

smoke=false
if [ "${1:-}" = "--smoke" ]; then smoke=true; shift; fi
seconds=${1:-${FUZZ_SECONDS:-300}}
scratch=${FUZZ_SCRATCH:-.build-fuzz}
artifacts=$scratch/artifacts
regressions=Tests/Fixtures/fuzz-regressions
log=$scratch/fuzz.log
result=.build/fuzz-smoke.txt
mkdir -p "$scratch" "$artifacts" "$regressions" .build
if $smoke; then rm -f "$result"; fi

report() { # the smoke result line, also printed
  echo "$1"
  if $smoke; then echo "$1" > "$result"; fi
}

# SwiftPM's --sanitize fuzzer links libFuzzer's main but leaves Swift code without coverage
# instrumentation, so the coverage kinds are passed by hand (DECISIONS.md D025).
echo "fuzz: building haptui-fuzz (release, -sanitize=fuzzer,address) in $scratch"
swift build -c release --product haptui-fuzz --scratch-path "$scratch" \
  --sanitize fuzzer --sanitize address \
  -Xswiftc -sanitize-coverage=edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table \
  -Xswiftc -DHAPTUI_FUZZ 2>&1 | grep -vE 'Cannot export local symbol|^\[[0-9]+/[0-9]+\]' || true
binary=$scratch/release/haptui-fuzz
if [ ! -x "$binary" ]; then report "fuzz: FAILED: haptui-fuzz did not build"; exit 2; fi

# Swift's crash backtracer fights AddressSanitizer over the dying process, so it is off; leak
# checking is off because the Swift runtime keeps metadata caches for the process' life.
export SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0

if $smoke; then
  corpus=$scratch/smoke-corpus
  rm -rf "$corpus"
  seed_dirs=(Patterns Tests/HapModelTests/Fixtures Tests/Fixtures/fuzz-seeds "$regressions")
else
  corpus=fuzz-corpus
  # The schema corpus holds bare blocks: wrapped in frontmatter and a fence they reach the
  # validator and the renderer instead of stopping at "no frontmatter".
  seeds=$scratch/seeds
  if [ ! -f "$seeds/.done" ]; then
    mkdir -p "$seeds/schema-corpus"
    # The hand-written cases are files; the generated ones are lines of schema-corpus.jsonl.
    python3 - "$seeds/schema-corpus" Tests/Fixtures/schema-corpus Tests/Fixtures/schema-corpus.jsonl <<'PY'
import json, os, re, sys
target, folder, lines = sys.argv[1:]
cases = [(n[:-5], open(os.path.join(folder, n), "rb").read())
         for n in sorted(os.listdir(folder)) if n.endswith(".json")]
with open(lines, encoding="utf-8") as handle:
    cases += [(r["name"], r["block"].encode("utf-8")) for r in map(json.loads, handle)]
for name, block in cases:
    found = re.search(rb'"id" *: *"([a-z0-9-]*)"', block)
    slug = found.group(1) if found and found.group(1) else b"x"
    with open(os.path.join(target, name + ".hap.md"), "wb") as out:
        out.write(b"---\nid: " + slug + b"\n---\n\n```haptic\n" + block + b"\n```\n")
PY
    touch "$seeds/.done"
  fi
  seed_dirs=(Patterns "$seeds")
  # Every Tests/**/Fixtures folder; Tests/Fixtures holds the kept crash inputs.
  while IFS= read -r dir; do seed_dirs+=("$dir"); done < <(find Tests -type d -name Fixtures | sort)
  # The importers' seeds: AHAP, .haptic and Android XML made by others, read in place.
  if [ -d ../shared/testdata/interop ]; then seed_dirs+=(../shared/testdata/interop); fi
fi
mkdir -p "$corpus"
rm -f "$artifacts"/*

echo "fuzz: running ${seconds}s; corpus $corpus; seeds ${seed_dirs[*]}; log $log"
status=0
"$binary" -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
  -max_total_time="$seconds" -max_len=16384 -timeout=25 -rss_limit_mb=2048 \
  -dict=scripts/fuzz/hap-md.dict -artifact_prefix="$artifacts/" \
  "$corpus" "${seed_dirs[@]}" > "$log" 2>&1 || status=$?

# Fork mode's progress lines: `#EXECS: cov: C ft: F corp: N exec/s: E oom/timeout/crash: ...`.
last=$(grep -aE '^#[0-9]+: cov:' "$log" | tail -1 || true)
execs=$(sed -nE 's/^#([0-9]+):.*/\1/p' <<< "$last")
cov=$(sed -nE 's/.* cov: ([0-9]+) .*/\1/p' <<< "$last")
corp=$(sed -nE 's/.* corp: ([0-9]+) .*/\1/p' <<< "$last")
elapsed=$(sed -nE 's/.* time: ([0-9]+)s.*/\1/p' <<< "$last")
rate=$(( ${execs:-0} / (${elapsed:-1} > 0 ? ${elapsed:-1} : 1) ))

# A crash's identity: the invariants it broke, or the error and the first project frame.
signature() {
  case "$(basename "$1")" in
    timeout-*) echo "timeout"; return ;;
    oom-*) echo "out of memory"; return ;;
  esac
  local out checks kind frame
  out=$(timeout 120 "$binary" -runs=1 "$1" 2>&1 || true)
  checks=$(sed -n '/invariants broken:/,/^==/p' <<< "$out" | grep -aoE '^[a-z-]+:' | sort -u \
    | tr -d '\n' || true)
  if [ -n "$checks" ]; then echo "invariants ${checks%:}"; return; fi
  kind=$(grep -aoE 'Swift runtime failure: [A-Za-z ]+|AddressSanitizer: [a-z-]+|Fatal error: [^:]*' \
    <<< "$out" | head -1 || true)
  frame=$(grep -aoE '/Sources/[A-Za-z]+/[^ ]+\.swift:[0-9]+' <<< "$out" \
    | grep -v 'HaptuiFuzz/' | head -1 || true)
  kind=${kind%% }
  echo "${kind:-crash} at ${frame#/Sources/}"
}

crashes=$(find "$artifacts" -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' \) \
  | wc -l)
new=0
if [ "$crashes" -gt 0 ]; then
  declare -A known=() chosen=()
  for file in "$regressions"/*; do
    [ -f "$file" ] && [ "$(basename "$file")" != README.md ] || continue
    if ! timeout 120 "$binary" -runs=1 "$file" > /dev/null 2>&1; then
      known["$(signature "$file")"]=1
    fi
  done
  # The smallest input of each signature this run found.
  while IFS= read -r file; do
    sig=$(signature "$file")
    if [ -z "${chosen[$sig]:-}" ] || [ "$(wc -c < "$file")" -lt "$(wc -c < "${chosen[$sig]}")" ]
    then chosen["$sig"]=$file; fi
  done < <(find "$artifacts" -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' \))
  for sig in "${!chosen[@]}"; do
    if [ -n "${known[$sig]:-}" ]; then echo "fuzz: known, already kept: $sig"; continue; fi
    cp "${chosen[$sig]}" "$regressions/"
    new=$((new + 1))
    echo "fuzz: NEW: $sig -> $regressions/$(basename "${chosen[$sig]}")"
  done
fi

summary="${execs:-0} executions in ${elapsed:-0}s (${rate}/s), cov ${cov:-?}, corpus ${corp:-?}"
if [ "$crashes" -gt 0 ]; then
  report "fuzz: FAILED: $crashes crashing inputs ($new new kinds kept in $regressions); $summary"
  echo "fuzz: every input is in $artifacts; replay one: $binary FILE; log: $log"
  exit 1
fi
if [ "$status" -ne 0 ] || [ -z "$last" ]; then
  report "fuzz: FAILED: libFuzzer exited with status $status; see $log"
  exit 1
fi
report "fuzz: ok, no crashes: $summary"
