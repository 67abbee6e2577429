#!/usr/bin/env bash
# Compares what two storyflow binaries report: `check --format json` (output and exit status) on every flow in
# Flows/ and Flows/broken/ and every corpus storyboard, plus any files given after the two binaries.
# Used to show that a performance change leaves findings byte for byte the same (docs/performance.md).
#   bash scripts/compare-check-output.sh OLD_BINARY NEW_BINARY [FILE...]
set -uo pipefail
cd "$(dirname "$0")/.."
old=$1; new=$2; shift 2
corpus=../shared/corpus/storyboards
files=(Flows/*.flow.xml Flows/broken/*.flow.xml "$@")
if [ -d "$corpus" ]; then files+=("$corpus"/*.storyboard); fi
differences=0
for file in "${files[@]}"; do
    before=$("$old" check --format json "$file" 2>&1; echo "exit $?")
    after=$("$new" check --format json "$file" 2>&1; echo "exit $?")
    if [ "$before" != "$after" ]; then
        differences=$((differences + 1))
        echo "differs: $file"
    fi
done
echo "${#files[@]} files, $differences differ"
[ "$differences" -eq 0 ]
