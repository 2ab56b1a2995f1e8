#!/usr/bin/env python3
"""Reference verdicts for haptic blocks: strict JSON reading plus the published JSON Schema.

Usage: schema-verdicts.py SCHEMA PATH...
  A PATH that is a folder contributes its *.json files; a *.jsonl file contributes one case per
  line ({"name", "expected", "block"}, as gen-schema-corpus.py writes them), named by its name.

Prints one JSON object per line: {"file": PATH or NAME, "verdict": V, "errors": [...]}, where V is
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


def cases(paths):
    """Yields (name, bytes) for every block the paths hold."""
    for path in paths:
        if os.path.isdir(path):
            for name in sorted(os.listdir(path)):
                if name.endswith(".json"):
                    with open(os.path.join(path, name), "rb") as handle:
                        yield os.path.join(path, name), handle.read()
        elif path.endswith(".jsonl"):
            with open(path, encoding="utf-8") as handle:
                for line in handle:
                    record = json.loads(line)
                    yield record["name"], record["block"].encode("utf-8")
        else:
            with open(path, "rb") as handle:
                yield path, handle.read()


def main(argv):
    if len(argv) < 3:
        sys.stderr.write(__doc__)
        return 2
    with open(argv[1], "rb") as handle:
        schema = json.load(handle)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    for name, data in cases(argv[2:]):
        result, errors = verdict(data, validator)
        print(json.dumps({"file": name, "verdict": result, "errors": errors}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
