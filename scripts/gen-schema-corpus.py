#!/usr/bin/env python3
"""Writes the generated half of the schema differential corpus as one JSON Lines file.

Each line is one case: {"name": "<expected>--gen-<what>", "expected": E, "block": TEXT}, where
E is the verdict the mutation was built to have: valid, invalid (breaks the schema or repeats a
member name) or malformed (not JSON), and TEXT is the block exactly as a checker reads it. The
differential test requires the reference validator (schema-verdicts.py), the Swift checker and
this expectation to agree on every case; another test regenerates the file and fails when it
differs from the committed one (`make corpus` rewrites it). Deterministic.

Usage: gen-schema-corpus.py OUTFILE   (Tests/Fixtures/schema-corpus.jsonl)
"""
import copy
import json
import re
import sys


class Raw:
    """A JSON lexeme written verbatim (numbers Python cannot print, such as 1e400 or -0)."""

    def __init__(self, text):
        self.text = text


def dump(value, indent, level=0):
    pad = "" if indent is None else "\n" + " " * (indent * (level + 1))
    end = "" if indent is None else "\n" + " " * (indent * level)
    sep = ", " if indent is None else ","
    if isinstance(value, Raw):
        return value.text
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        out = []
        for ch in value:
            if ch == '"' or ch == "\\":
                out.append("\\" + ch)
            elif ord(ch) < 0x20:
                out.append("\\u%04x" % ord(ch))
            else:
                out.append(ch)
        return '"' + "".join(out) + '"'
    if isinstance(value, list):
        if not value:
            return "[]"
        return "[" + sep.join(pad + dump(v, indent, level + 1) for v in value) + end + "]"
    if isinstance(value, Pairs):
        if not value.items:
            return "{}"
        return "{" + sep.join(
            pad + dump(k, indent) + ": " + dump(v, indent, level + 1) for k, v in value.items
        ) + end + "}"
    if isinstance(value, dict):
        return dump(Pairs(list(value.items())), indent, level)
    raise TypeError(value)


class Pairs:
    """An object that may repeat a member name."""

    def __init__(self, items):
        self.items = items


INTENTS = [
    "impact.light", "impact.medium", "impact.heavy", "impact.soft", "impact.rigid",
    "notification.success", "notification.warning", "notification.error", "selection",
]
CAPABILITIES = ["amplitude", "sharpness", "curve", "composition"]
CURVES = ["linear", "easeIn", "easeOut", "hold"]

BASES = {
    "minimal": {"haptic": "0.1", "id": "tap"},
    "intent": {"haptic": "0.1", "id": "light-tap", "intent": "impact.light"},
    "transient": {
        "haptic": "0.1", "id": "double-tap",
        "track": [
            {"at": 0, "type": "transient", "intensity": 0.8, "sharpness": 0.6},
            {"at": 120, "type": "transient", "intensity": 0.6, "sharpness": 0.4},
        ],
    },
    "continuous": {
        "haptic": "0.1", "id": "ramp-up", "intent": "notification.warning",
        "track": [
            {"at": 0, "type": "continuous", "intensity": 0.2, "sharpness": 0.3,
             "duration": 400, "curve": "easeIn", "primitive": "SLOW_RISE"},
        ],
        "requiredCapability": "curve",
    },
    "full": {
        "haptic": "0.1", "id": "heart-beat-2", "intent": "notification.success",
        "track": [
            {"at": 0, "type": "transient", "intensity": 1, "sharpness": 0.5},
            {"at": 150, "type": "continuous", "intensity": 0.5, "sharpness": 0.1,
             "duration": 200, "curve": "easeOut"},
            {"at": 600, "type": "transient", "intensity": 0.7},
        ],
        "requiredCapability": "amplitude",
        "fallbacks": {"web": [40, 110, 200, 250, 30], "reduced": "selection"},
    },
}

# Values of every JSON type, for type mutations.
ANY_TYPE = {
    "null": None, "true": True, "false": False, "zero": 0, "half": 0.5, "string": "x",
    "empty-string": "", "array": [], "array-of-one": [1], "object": {}, "object-of-one": {"a": 1},
}


def out(files, expected, name, value, indent=None):
    files.append((expected, name, copy.deepcopy(value), indent))


def event_paths(base):
    return [i for i, _ in enumerate(base.get("track", []))]


def generate():
    files = []
    layouts = [None, 2]
    for base_name, base in BASES.items():
        layout = layouts[len(files) % 2]
        out(files, "valid", base_name + "-as-is", base, layout)

        # Root: every member removed.
        for key in base:
            mutated = copy.deepcopy(base)
            del mutated[key]
            expected = "invalid" if key in ("haptic", "id") else "valid"
            if key == "track" and "requiredCapability" in mutated:
                expected = "valid"  # requiredCapability without a track is allowed
            out(files, expected, "%s-without-%s" % (base_name, key), mutated)

        # Root: every member replaced by a value of the wrong type (or the right one).
        for key in ("haptic", "id", "intent", "track", "requiredCapability", "fallbacks"):
            for type_name, value in ANY_TYPE.items():
                mutated = copy.deepcopy(base)
                mutated[key] = value
                ok = ((key == "fallbacks" and type_name in ("object", "object-of-one"))
                      or (key == "id" and type_name == "string"))
                out(files, "valid" if ok else "invalid",
                    "%s-%s-is-%s" % (base_name, key, type_name), mutated)

        # Unknown members at the root, in each event and in fallbacks: always ignored.
        for type_name, value in ANY_TYPE.items():
            mutated = copy.deepcopy(base)
            mutated["x-future-" + type_name] = value
            out(files, "valid", "%s-unknown-root-%s" % (base_name, type_name), mutated)
        for index in event_paths(base):
            mutated = copy.deepcopy(base)
            mutated["track"][index]["envelope"] = {"attack": 0.1, "nested": [{"deep": [1, 2]}]}
            out(files, "valid", "%s-unknown-in-event-%d" % (base_name, index), mutated)
        if "fallbacks" in base:
            mutated = copy.deepcopy(base)
            mutated["fallbacks"]["gamepad"] = [{"strong": 0.5, "weak": 0.2, "ms": 30}]
            out(files, "valid", "%s-unknown-in-fallbacks" % base_name, mutated)

        # Event-level mutations: removals, wrong types, ranges.
        for index in event_paths(base):
            event = base["track"][index]
            for key in list(event):
                mutated = copy.deepcopy(base)
                del mutated["track"][index][key]
                needed = key in ("at", "type") or (key == "duration" and event["type"] == "continuous")
                out(files, "invalid" if needed else "valid",
                    "%s-event%d-without-%s" % (base_name, index, key), mutated)
            for key in ("at", "type", "intensity", "sharpness", "duration", "curve", "primitive"):
                for type_name, value in ANY_TYPE.items():
                    mutated = copy.deepcopy(base)
                    mutated["track"][index][key] = value
                    ok = ((key == "primitive" and type_name in ("string", "empty-string"))
                          or (key in ("at", "duration") and type_name == "zero")
                          or (key in ("intensity", "sharpness") and type_name in ("zero", "half")))
                    out(files, "valid" if ok else "invalid",
                        "%s-event%d-%s-is-%s" % (base_name, index, key, type_name), mutated)

    # Number edges for each numeric field of one event, through lexemes.
    # Both readers hold numbers as IEEE doubles, so a lexeme that rounds to a whole double
    # (1.0000000000000000001) counts as an integer, as JSON Schema's `integer` is then judged.
    number_cases = [
        # (lexeme, valid for 0..1 unit, valid for milliseconds)
        ("0", True, True), ("-0", True, True), ("-0.0", True, True), ("0.0e5", True, True),
        ("1", True, True), ("1.0", True, True), ("1e0", True, True), ("1E-0", True, True),
        ("1.0000000000000000001", True, True), ("0.9999999999999999999", True, True),
        ("1.0001", False, False), ("-0.0001", False, False), ("0.5", True, False),
        ("5e-1", True, False), ("1e-400", True, True), ("-1e-400", True, True),
        ("1e400", False, False), ("-1e400", False, False), ("2", False, True),
        ("1e2", False, True), ("1.0e2", False, True), ("100.5", False, False),
        ("-1", False, False), ("9007199254740991", False, True),
        ("9007199254740992", False, False), ("1e20", False, False),
        ("123456789012345678901234567890", False, False),
    ]
    base = BASES["full"]
    for key, kind in (("intensity", 0), ("sharpness", 0), ("at", 1), ("duration", 1)):
        for lexeme, unit_ok, ms_ok in number_cases:
            mutated = copy.deepcopy(base)
            index = 1 if key == "duration" else 2
            mutated["track"][index][key] = Raw(lexeme)
            if key == "at":
                mutated["track"] = [mutated["track"][2]]  # ordering is outside the schema
            ok = unit_ok if kind == 0 else ms_ok
            out(files, "valid" if ok else "invalid",
                "number-%s-%s" % (key, lexeme), mutated)
    for lexeme, _, ms_ok in number_cases:
        mutated = copy.deepcopy(base)
        mutated["fallbacks"]["web"] = [40, Raw(lexeme), 30]
        out(files, "valid" if ms_ok else "invalid", "number-web-%s" % lexeme, mutated)

    # Tokens: every enum member is valid, near misses are not.
    for token in INTENTS:
        for field in ("intent", "reduced"):
            mutated = copy.deepcopy(BASES["full"])
            if field == "intent":
                mutated["intent"] = token
            else:
                mutated["fallbacks"]["reduced"] = token
            out(files, "valid", "token-%s-%s" % (field, token), mutated)
    near_intents = [
        "notify.success", "notify.warning", "notify.error", "selection.change", "Impact.Light",
        "impact.light ", " impact.light", "impact", "impact.", "impact.lighter", "IMPACT.HEAVY",
        "notification", "success", "impact_light", "impact-light", "impact.light\n",
    ]
    for token in near_intents:
        for field in ("intent", "reduced"):
            mutated = copy.deepcopy(BASES["full"])
            if field == "intent":
                mutated["intent"] = token
            else:
                mutated["fallbacks"]["reduced"] = token
            out(files, "invalid", "token-%s-%s" % (field, token), mutated)
    for token in CAPABILITIES:
        mutated = copy.deepcopy(BASES["full"])
        mutated["requiredCapability"] = token
        out(files, "valid", "token-capability-%s" % token, mutated)
    for token in ["Amplitude", "haptics", "curves", "composition ", "sharp", "none", "null"]:
        mutated = copy.deepcopy(BASES["full"])
        mutated["requiredCapability"] = token
        out(files, "invalid", "token-capability-%s" % token, mutated)
    for curve in CURVES:
        mutated = copy.deepcopy(BASES["continuous"])
        mutated["track"][0]["curve"] = curve
        out(files, "valid", "token-curve-%s" % curve, mutated)
    for curve in ["ease-in", "easein", "EaseOut", "Linear", "step", "holdd"]:
        mutated = copy.deepcopy(BASES["continuous"])
        mutated["track"][0]["curve"] = curve
        out(files, "invalid", "token-curve-%s" % curve, mutated)
    for kind in ["Transient", "CONTINUOUS", "impulse", "tap", "transient "]:
        mutated = copy.deepcopy(BASES["transient"])
        mutated["track"][0]["type"] = kind
        out(files, "invalid", "token-type-%s" % kind, mutated)

    # Strings with patterns: grammar version and slug.
    for version, ok in [("0.1", True), ("0.2", True), ("1.0", True), ("10.25", True),
                        ("00.00", True), ("0.1.2", False), ("v0.1", False), ("0.", False),
                        (".1", False), ("1", False), ("0.1 ", False), (" 0.1", False),
                        ("0.1\n", False), ("\u0660.\u0661", False), ("\uff10.\uff11", False),
                        ("0,1", False), ("0.1a", False), ("", False)]:
        mutated = copy.deepcopy(BASES["minimal"])
        mutated["haptic"] = version
        out(files, "valid" if ok else "invalid", "version-%r" % version, mutated)
    for slug, ok in [("a", True), ("0", True), ("a1-b2-c3", True), ("123-456", True),
                     ("", False), ("A", False), ("a_b", False), ("a--b", False), ("-a", False),
                     ("a-", False), ("a b", False), ("a\n", False), ("\u00e9", False),
                     ("a.b", False), ("Tap", False), ("\uff41", False), ("a/b", False)]:
        mutated = copy.deepcopy(BASES["minimal"])
        mutated["id"] = slug
        out(files, "valid" if ok else "invalid", "slug-%r" % slug, mutated)

    # The if/then rule: continuous needs duration, transients never do.
    mutated = copy.deepcopy(BASES["transient"])
    mutated["track"][0]["duration"] = 50
    mutated["track"][0]["curve"] = "hold"
    out(files, "valid", "transient-with-duration-and-curve", mutated)
    mutated = copy.deepcopy(BASES["transient"])
    mutated["track"][1]["type"] = "continuous"
    out(files, "invalid", "continuous-without-duration-second", mutated)
    mutated["track"][1]["duration"] = 0
    out(files, "valid", "continuous-with-duration-zero", mutated)

    # Sizes: a long track, a long web pattern, a track out of order (ordering is not schema).
    long_track = {"haptic": "0.1", "id": "long", "track": [
        {"at": i * 40, "type": "transient" if i % 3 else "continuous", "duration": 20,
         "intensity": (i % 11) / 10} for i in range(2000)]}
    out(files, "valid", "size-2000-events", long_track)
    mutated = copy.deepcopy(long_track)
    mutated["track"][1999]["intensity"] = 1.5
    out(files, "invalid", "size-2000-events-last-bad", mutated)
    out(files, "valid", "size-web-300-entries",
        {"haptic": "0.1", "id": "web", "fallbacks": {"web": [30] * 300}})
    out(files, "valid", "order-descending-at", {"haptic": "0.1", "id": "rev", "track": [
        {"at": 300, "type": "transient"}, {"at": 100, "type": "transient"}]})

    # Duplicate member names at every level.
    out(files, "invalid", "duplicate-root-id",
        Pairs([("haptic", "0.1"), ("id", "a"), ("id", "a")]))
    out(files, "invalid", "duplicate-root-unknown",
        Pairs([("haptic", "0.1"), ("id", "a"), ("x", 1), ("x", 2)]))
    out(files, "invalid", "duplicate-event-at", Pairs([("haptic", "0.1"), ("id", "a"), (
        "track", [Pairs([("at", 0), ("type", "transient"), ("at", 5)])])]))
    out(files, "invalid", "duplicate-fallbacks-web", Pairs([("haptic", "0.1"), ("id", "a"), (
        "fallbacks", Pairs([("web", [30]), ("web", [40])]))]))
    out(files, "invalid", "duplicate-deep-unknown", Pairs([("haptic", "0.1"), ("id", "a"), (
        "meta", [{"k": Pairs([("z", 1), ("z", 1)])}])]))
    return files


def main(argv):
    if len(argv) != 2:
        sys.stderr.write(__doc__)
        return 2
    target = argv[1]
    seen = set()
    lines = []
    for expected, name, value, indent in generate():
        slug = re.sub(r"[^A-Za-z0-9.+-]+", "_", name).strip("_")
        # Named by the expected verdict first so a listing reads as a checklist.
        case = "%s--gen-%s" % (expected, slug)
        while case in seen:
            case += "_"
        seen.add(case)
        record = {"name": case, "expected": expected, "block": dump(value, indent) + "\n"}
        lines.append(json.dumps(record, ensure_ascii=False) + "\n")
    lines.sort()
    with open(target, "w", encoding="utf-8", newline="\n") as handle:
        handle.writelines(lines)
    print("wrote %d cases to %s" % (len(lines), target))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
