#!/usr/bin/env bash
# Formats the tree with swift-format (configuration: .swift-format), or, with --check, fails when a file is not
# formatted or a line of Swift is over 160 characters (what CI runs).
#   bash scripts/format.sh           # format in place
#   bash scripts/format.sh --check   # lint only
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Sources Tests Examples Plugins Benchmarks/Sources Benchmarks/Package.swift Package.swift Fuzz/Package.swift)
if [[ "${1:-}" == "--check" ]]; then
  swift format lint --strict --recursive --parallel "${paths[@]}"
  long="$(LC_ALL=C.UTF-8 grep -rn --include='*.swift' '.\{161,\}' "${paths[@]}" || true)"
  if [[ -n "$long" ]]; then
    printf '%s\n' "$long" >&2
    echo "format: the lines above are over 160 characters; break them (a long string: a multi-line literal with \\ at each line's end)" >&2
    exit 1
  fi
else
  swift format --in-place --recursive --parallel "${paths[@]}"
fi
