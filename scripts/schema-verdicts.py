#!/usr/bin/env python3
"""Reference verdicts for haptic blocks: strict JSON reading plus the published JSON Schema.

Usage: schema-verdicts.py SCHEMA PATH...   (a PATH that is a folder contributes its *.json files)

Prints one JSON object per line: {"file": PATH, "verdict": V, "errors": [...]}, where V is
  "malformed" - the bytes are not one RFC 8259 JSON text (not UTF-8, NaN, trailing commas...);
  "invalid"   - valid JSON that breaks the schema, or an object with duplicate member names
                (RFC 8259 leaves duplicates undefined; haptui reports them as HAP002);
  "valid"     - everything else.
Exits 3 with a reason on stderr when the jsonschema module is missing.
"""
import json
import os
import sys

try:
    import jsonschema
except ImportError:
    sys.stderr.write("schema-verdicts: the Python module jsonschema is not installed (make deps)\n")
    sys.exit(3)

# Huge integer lexemes are valid JSON; Python would otherwise refuse to convert them.
if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)
sys.setrecursionlimit(20000)


class Duplicate(Exception):
    pass


def pairs(items):
    seen = set()
    for key, _ in items:
        if key in seen:
            raise Duplicate(key)
        seen.add(key)
    return dict(items)


def reject_constant(name):
    # Python accepts NaN, Infinity and -Infinity; RFC 8259 does not.
    raise ValueError("not JSON: " + name)


def verdict(data, validator):
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        return "malformed", [str(error)]
    try:
        value = json.loads(text, object_pairs_hook=pairs, parse_constant=reject_constant)
    except Duplicate as duplicate:
        return "invalid", ["duplicate member name %r" % duplicate.args[0]]
    except (ValueError, RecursionError) as error:
        return "malformed", [str(error)]
    errors = sorted(
        "%s: %s" % ("/".join(str(p) for p in e.absolute_path) or "(root)", e.message)
        for e in validator.iter_errors(value)
    )
    return ("invalid" if errors else "valid"), errors


def files(paths):
    for path in paths:
        if os.path.isdir(path):
            for name in sorted(os.listdir(path)):
                if name.endswith(".json"):
                    yield os.path.join(path, name)
        else:
            yield path


def main(argv):
    if len(argv) < 3:
        sys.stderr.write(__doc__)
        return 2
    with open(argv[1], "rb") as handle:
        schema = json.load(handle)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    for path in files(argv[2:]):
        with open(path, "rb") as handle:
            result, errors = verdict(handle.read(), validator)
        print(json.dumps({"file": path, "verdict": result, "errors": errors}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
