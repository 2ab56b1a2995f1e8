#!/usr/bin/env bash
# same-output.sh BASELINE_BIN NEW_BIN [GENERATED]: proves two haptui binaries print the same.
#
# Runs validate (human, --json, whole folders), fmt (--check and in place), render (every
# platform and profile, human and --json, --reduced, --haptics-off), explain, export (every
# platform and profile, into folders diffed recursively), play (what runs without a device),
# new, devices and every command's --help with both binaries over Patterns/, every fixture
# under Tests/ (schema-corpus blocks wrapped in a .hap.md) and GENERATED (default 300)
# generated patterns. Compares stdout, stderr and exit status of every run, prints how many
# runs were compared and every difference, and exits 1 when there is one.
#
# Speed: the folder-wide runs (fmt rewrites the inputs in place) go one after another; the
# per-file runs, which only read the inputs, go SAME_OUTPUT_JOBS at a time for each binary
# (default: half the processors, at least one), the two binaries at once. Every
# file of every group is exported on every profile by the folder-wide exports; per file, the
# corpus and the generated patterns are rendered on each platform's default profile, Patterns/
# and the fixtures on every profile.
set -u
if [ $# -lt 2 ]; then
  echo "usage: scripts/same-output.sh BASELINE_BIN NEW_BIN [GENERATED]" >&2
  exit 2
fi
base=$(realpath "$1")
new=$(realpath "$2")
generated=${3:-300}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
# SAME_OUTPUT_KEEP=1 keeps the runs' folder (its path is printed) to study the differences.
if [ -z "${SAME_OUTPUT_KEEP:-}" ]; then trap 'rm -rf "$work"' EXIT; fi

# The inputs, each a .hap.md file under inputs/<group>/.
inputs=$work/inputs
mkdir -p "$inputs/patterns" "$inputs/fixtures" "$inputs/corpus" "$inputs/generated"
cp "$root"/Patterns/*.hap.md "$inputs/patterns/"
find "$root/Tests" -name '*.hap.md' -print0 | while IFS= read -r -d '' f; do
  rel=${f#"$root"/Tests/}
  cp "$f" "$inputs/fixtures/${rel//\//--}"
done
for f in "$root"/Tests/Fixtures/fuzz-regressions/crash-* "$root"/Tests/Fixtures/fuzz-regressions/timeout-* "$root"/Tests/Fixtures/fuzz-regressions/oom-*; do
  [ -f "$f" ] && cp "$f" "$inputs/fixtures/$(basename "$f").hap.md"
done
# The schema corpus: one JSON block per file or per line (whichever the checkout holds).
python3 - "$root/Tests/Fixtures" "$inputs/corpus" <<'PY'
import json, os, sys
src, out = sys.argv[1], sys.argv[2]
blocks = []
folder = os.path.join(src, "schema-corpus")
if os.path.isdir(folder):
    for name in sorted(os.listdir(folder)):
        if name.endswith(".json"):
            with open(os.path.join(folder, name), encoding="utf-8", errors="surrogateescape") as f:
                blocks.append((name[:-5], f.read()))
for name in sorted(os.listdir(src)):
    if name.endswith(".jsonl"):
        with open(os.path.join(src, name), encoding="utf-8") as f:
            for n, line in enumerate(f):
                if line.strip():
                    row = json.loads(line)
                    text = row.get("block", row.get("text", row.get("json")))
                    label = row.get("name", row.get("id", "%s-%d" % (name, n)))
                    if isinstance(text, str):
                        blocks.append((label, text))
for label, text in blocks:
    with open(os.path.join(out, label + ".hap.md"), "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write("# " + label + "\n\n```haptic\n" + text + ("" if text.endswith("\n") else "\n") + "```\n")
PY
# Generated patterns: seeded, mostly conformant, some with values out of range.
python3 - "$inputs/generated" "$generated" <<'PY'
import random, sys
out, count = sys.argv[1], int(sys.argv[2])
rng = random.Random(20261201)
curves = ["linear", "easeIn", "easeOut", "easeInOut", "step", "wobble"]
intents = ["impact.light", "impact.medium", "impact.heavy", "impact.rigid", "impact.soft",
           "notify.success", "notify.warning", "notify.error", "selection", "tick", "buzz"]
caps = ["amplitude", "sharpness", "curve", "composition", "none", "vibrate"]
def num(lo, hi):
    v = rng.uniform(lo, hi)
    return rng.choice([round(v, 2), round(v, 3), int(v), v])
for i in range(count):
    pid = "gen-%03d" % i
    track = []
    at = 0
    for _ in range(rng.randint(0, 12)):
        at += rng.choice([0, 10, 30, 55, 100, 170, 400])
        kind = rng.choice(["transient", "continuous", "continuous", "pause", "tap"])
        parts = ['"at": %s' % (at if rng.random() > 0.03 else -5), '"type": "%s"' % kind]
        if rng.random() > 0.1:
            parts.append('"intensity": %s' % num(0, 1.08))
        if rng.random() > 0.3:
            parts.append('"sharpness": %s' % num(-0.02, 1))
        if kind == "continuous" and rng.random() > 0.05:
            parts.append('"duration": %s' % rng.choice([1, 20, 70, 250, 1200, 40000]))
        if rng.random() > 0.6:
            parts.append('"curve": "%s"' % rng.choice(curves))
        track.append("{ " + ", ".join(parts) + " }")
    members = ['"haptic": "0.1"', '"id": "%s"' % pid]
    if rng.random() > 0.4:
        members.append('"intent": "%s"' % rng.choice(intents))
    if track or rng.random() > 0.5:
        members.append('"track": [\n    ' + ",\n    ".join(track) + "\n  ]")
    if rng.random() > 0.6:
        members.append('"requiredCapability": "%s"' % rng.choice(caps))
    if rng.random() > 0.5:
        fb = []
        if rng.random() > 0.3:
            fb.append('"web": [%s]' % ", ".join(str(rng.choice([10, 30, 70, 100, 600])) for _ in range(rng.randint(0, 7))))
        if rng.random() > 0.5:
            fb.append('"reduced": "%s"' % rng.choice(intents))
        members.append('"fallbacks": { ' + ", ".join(fb) + " }")
    if rng.random() > 0.8:
        members.append('"x-note": {"by": "gen", "n": %d}' % i)
    front = ""
    if rng.random() > 0.3:
        front = "---\nid: %s\ntitle: Generated %d\nspec: \"0.1\"\n---\n\n" % (rng.choice([pid, pid, "other"]), i)
    body = "# Generated %d\n\nA generated pattern.\n\n" % i
    text = front + body + "```haptic\n{\n  " + ",\n  ".join(members) + "\n}\n```\n"
    if rng.random() > 0.95:
        text = text.replace("}\n```", "\n```")
    with open("%s/%s.hap.md" % (out, pid), "w") as f:
        f.write(text)
PY

profiles() { # "platform profile" pairs from the baseline's own list
  "$base" render --list-profiles --json | python3 -c '
import json, sys
for row in json.load(sys.stdin):
    print(row["platform"], row["profile"])
'
}
mapfile -t pairs < <(profiles)
if [ ${#pairs[@]} -eq 0 ]; then
  echo "same-output: could not read the profile list" >&2
  exit 2
fi
platforms=(ios android web react-native flutter gamepad)

# Every run is one line: a label and the arguments, run in the run folder.
plan=$work/plan
{
  echo "version|version"
  echo "help|--help"
  for c in edit validate fmt new render explain export devices play version; do echo "help-$c|$c --help"; done
  echo "profiles|render --list-profiles"
  echo "profiles-json|render --list-profiles --json"
  echo "devices|devices"
  echo "usage-bad|validate --bogus"
  echo "usage-none|render"
  echo "play-steps|play --device /nonexistent --steps 0+100@65535/0"
  echo "play-steps-bad|play --device /nonexistent --steps 0+x@1/2"
  echo "new-stdout|new --help"
  for g in patterns fixtures corpus generated; do
    echo "validate-$g|validate inputs/$g"
    echo "validate-json-$g|validate --json inputs/$g"
    echo "validate-jobs1-$g|validate --jobs 1 inputs/$g"
    echo "fmt-check-$g|fmt --check inputs/$g"
    echo "fmt-$g|fmt inputs/$g"
    for pk in "${pairs[@]}"; do
      set -- $pk
      echo "export-$g-$1-$2|export --platform $1 --profile $2 --out out/$g-$1-$2 inputs/$g"
    done
    echo "export-reduced-$g|export --platform android --reduced --out out/$g-reduced inputs/$g"
    echo "export-off-$g|export --platform ios --haptics-off --out out/$g-off inputs/$g"
  done
} >"$plan.folders"
{
  for f in "$inputs"/*/*.hap.md; do
    rel=${f#"$work"/}
    group=${rel#inputs/}
    group=${group%%/*}
    echo "v|validate $rel"
    echo "vj|validate --json $rel"
    echo "fc|fmt --check $rel"
    echo "e|explain $rel"
    if [ "$group" = corpus ] || [ "$group" = generated ]; then
      # Every profile sees these files in the folder-wide exports; per file, each platform's
      # default profile.
      for p in "${platforms[@]}"; do echo "rj-$p|render --platform $p --json $rel"; done
    else
      for pk in "${pairs[@]}"; do
        set -- $pk
        echo "rj-$1-$2|render --platform $1 --profile $2 --json $rel"
      done
    fi
    echo "pl|play --device /nonexistent $rel"
    if [ "$group" = patterns ] || [ "$group" = fixtures ]; then
      echo "er|explain --reduced $rel"
      echo "eo|explain --haptics-off --width 60 $rel"
      for pk in "${pairs[@]}"; do
        set -- $pk
        echo "r-$1-$2|render --platform $1 --profile $2 $rel"
      done
      for p in "${platforms[@]}"; do
        echo "rr-$p|render --platform $p --reduced $rel"
        echo "ro-$p|render --platform $p --haptics-off --json $rel"
        echo "x-$p|export --platform $p --out out/one-$p-$(basename "$rel" .hap.md) $rel"
        echo "pp-$p|play --device /nonexistent --platform $p $rel"
      done
    fi
  done
} >"$plan.files"

jobs=${SAME_OUTPUT_JOBS:-$(( $(nproc) / 2 > 0 ? $(nproc) / 2 : 1 ))}

run_one() { # BIN RESULTS N LABEL ARGS...: one run, its stdout, stderr and status
  local bin=$1 res=$2 n=$3 label=$4
  shift 4
  HOME=$PWD/home NO_COLOR=1 "$bin" "$@" >"$res/$n.$label.stdout" 2>"$res/$n.$label.stderr" </dev/null
  echo $? >"$res/$n.$label.status"
}
export -f run_one

run_all() { # BIN NAME: runs the plan with BIN in run-NAME, outputs in results-NAME
  local bin=$1 name=$2 n=0 label args
  local dir=$work/run-$name res=$work/results-$name
  mkdir -p "$dir/out" "$res"
  cp -r "$inputs" "$dir/inputs"
  cd "$dir" || exit 2
  # The folder-wide runs in order: fmt rewrites the inputs the later runs read.
  while IFS='|' read -r label args; do
    n=$((n + 1))
    # shellcheck disable=SC2086
    run_one "$bin" "$res" "f$n" "$label" $args
  done <"$plan.folders"
  # The per-file runs only read the inputs (each export has a folder of its own): in parallel.
  awk -F'|' '{ printf "p%d %s %s\n", NR, $1, $2 }' "$plan.files" |
    xargs -P "$jobs" -L 1 bash -c 'run_one "$0" "$1" "$2" "$3" "${@:4}"' "$bin" "$res"
  # fmt rewrote the inputs in place: the rewritten trees are compared too.
  mv "$dir/inputs" "$res/tree-inputs"
  mv "$dir/out" "$res/tree-out"
}

start=$(date +%s)
run_all "$base" base &
run_all "$new" new &
wait
seconds=$(($(date +%s) - start))

runs=$(($(wc -l <"$plan.folders") + $(wc -l <"$plan.files")))
files=$(find "$inputs" -name '*.hap.md' | wc -l)
outputs=$(find "$work/results-base" -type f | wc -l)
# The binaries' names appear in no output (both print "haptui"), so the trees must be equal.
differences=$(diff -rq "$work/results-base" "$work/results-new" | wc -l)
echo "same-output: $files input files, $runs runs per binary, $outputs outputs compared (stdout, stderr, status, written files), $seconds s with $jobs jobs per binary"
[ -n "${SAME_OUTPUT_KEEP:-}" ] && echo "same-output: runs kept in $work"
if [ "$differences" -ne 0 ]; then
  diff -rq "$work/results-base" "$work/results-new" | sed "s|$work/||g" | head -50
  diff -r "$work/results-base" "$work/results-new" | sed "s|$work/||g" | head -80
  echo "same-output: $differences differences"
  exit 1
fi
echo "same-output: 0 differences"
