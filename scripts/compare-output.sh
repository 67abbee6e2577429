#!/usr/bin/env bash
# Compares what two storyflow binaries print, output and exit status, on every flow in Flows/ and Flows/broken/
# and every corpus storyboard, plus any files given after the two binaries: `check --format json`, or with
# --graph, `graph` in the json, dot, text and mermaid formats. Used to show that a performance change leaves the
# output byte for byte the same (docs/performance.md).
#   bash scripts/compare-output.sh [--graph] OLD_BINARY NEW_BINARY [FILE...]
set -uo pipefail
cd "$(dirname "$0")/.."
commands=("check --format json")
if [ "${1:-}" = "--graph" ]; then
    commands=("graph --format json" "graph --format dot" "graph --format text" "graph --format mermaid")
    shift
fi
old=$1; new=$2; shift 2
corpus=../shared/corpus/storyboards
files=(Flows/*.flow.xml Flows/broken/*.flow.xml "$@")
if [ -d "$corpus" ]; then files+=("$corpus"/*.storyboard); fi
differences=0
for file in "${files[@]}"; do
    for command in "${commands[@]}"; do
        # The command's words are split on purpose.
        # shellcheck disable=SC2086
        before=$("$old" $command "$file" 2>&1; echo "exit $?")
        # shellcheck disable=SC2086
        after=$("$new" $command "$file" 2>&1; echo "exit $?")
        if [ "$before" != "$after" ]; then
            differences=$((differences + 1))
            echo "differs: $command $file"
        fi
    done
done
echo "${#files[@]} files, ${#commands[@]} command(s) each, $differences differ"
[ "$differences" -eq 0 ]
