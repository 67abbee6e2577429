#!/usr/bin/env python3
"""Validates a JSON document (standard input) against a JSON Schema file (the first argument).

Used by the tests for `storyflow graph --format json` and docs/graph.schema.json; `jsonschema` comes from
`scripts/setup.sh --test-tools`. Prints one line per error and exits 1 when the document is invalid, 3 when
jsonschema is missing.
"""
import json
import sys

try:
    import jsonschema
except Exception as error:  # noqa: BLE001 - any failure to load the tool means "not available"
    print(f"validate-json: jsonschema not available: {error}", file=sys.stderr)
    sys.exit(3)

with open(sys.argv[1], encoding="utf-8") as file:
    schema = json.load(file)
document = json.load(sys.stdin)
errors = sorted(jsonschema.Draft7Validator(schema).iter_errors(document), key=lambda error: list(error.path))
for error in errors:
    print(f"{'/'.join(str(part) for part in error.path) or '(root)'}: {error.message}")
sys.exit(1 if errors else 0)
