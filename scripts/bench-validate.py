#!/usr/bin/env python3
"""The validation pipeline a user would write without haptui: the benchmark's baseline.

Usage: bench-validate.py [--regex-fence] SCHEMA FOLDER

For every *.hap.md under FOLDER: split off the YAML frontmatter (PyYAML, with the C loader
when it is available), find the fenced `haptic` blocks with markdown-it-py (CommonMark), parse
the one block with json (duplicate names and NaN refused), validate it with jsonschema
against the project's schema, and check what the schema cannot: one block, the frontmatter
id, events in `at` order. Prints `files N conformant M`. With --regex-fence the blocks are
found with one regular expression instead of markdown-it-py: the fastest pipeline a user would
write (it misses fences inside lists or quotes, which the generated benchmark files never have).
"""
import json
import os
import re
import sys

import jsonschema
import yaml
from markdown_it import MarkdownIt

Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def pairs(items):
    keys = [key for key, _ in items]
    if len(keys) != len(set(keys)):
        raise ValueError("duplicate member name")
    return dict(items)


def reject(name):
    raise ValueError("not JSON: " + name)


FENCE = re.compile(r"^```[ \t]*haptic[^\n]*\n(.*?)^```[ \t]*$", re.MULTILINE | re.DOTALL)


def conformant(text, markdown, validator):
    if text.startswith("\ufeff"):
        text = text[1:]
    lines = text.splitlines(keepends=True)
    if not lines or lines[0].rstrip("\r\n") != "---":
        return False
    end = next((i for i in range(1, len(lines)) if lines[i].rstrip("\r\n") == "---"), None)
    if end is None:
        return False
    try:
        front = yaml.load("".join(lines[1:end]), Loader=Loader)
    except yaml.YAMLError:
        return False
    if not isinstance(front, dict):
        return False
    body = "".join(lines[end + 1:])
    if markdown is None:
        blocks = FENCE.findall(body)
    else:
        blocks = [
            token.content for token in markdown.parse(body)
            if token.type == "fence" and token.info.split(" ")[0] == "haptic"
        ]
    if len(blocks) != 1:
        return False
    try:
        block = json.loads(blocks[0], object_pairs_hook=pairs, parse_constant=reject)
    except (ValueError, RecursionError):
        return False
    if not validator.is_valid(block):
        return False
    if front.get("id") != block["id"]:
        return False
    times = [event["at"] for event in block.get("track", [])]
    return all(a <= b for a, b in zip(times, times[1:]))


def main(argv):
    regex = "--regex-fence" in argv
    argv = [arg for arg in argv if arg != "--regex-fence"]
    if len(argv) != 3:
        sys.stderr.write(__doc__)
        return 2
    with open(argv[1], "rb") as handle:
        validator = jsonschema.Draft202012Validator(json.load(handle))
    markdown = None if regex else MarkdownIt("commonmark")
    files = good = 0
    for folder, _, names in os.walk(argv[2]):
        for name in sorted(names):
            if not name.endswith(".hap.md"):
                continue
            files += 1
            try:
                with open(os.path.join(folder, name), encoding="utf-8") as handle:
                    text = handle.read()
            except (OSError, UnicodeDecodeError):
                continue
            if conformant(text, markdown, validator):
                good += 1
    print("files %d conformant %d" % (files, good))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
