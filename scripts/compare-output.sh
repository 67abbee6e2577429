#!/usr/bin/env bash
# Compares what two storyflow binaries print, output and exit status, on every flow in Flows/ and Flows/broken/
# and every corpus storyboard (../shared/corpus/storyboards, when it is there), plus any files given after the
# two binaries: `check --format json`, or with --graph, `graph` in the json, dot, text and mermaid formats and with
# --diagnostics, and `paths --strategy segues` (the walk search finds where a graph's unwinds land). Used to show
# that a performance change leaves the output byte for byte the same (docs/performance.md).
#   bash scripts/compare-output.sh [--graph] OLD_BINARY NEW_BINARY [FILE...]
set -uo pipefail
commands=("check --format json")
if [ "${1:-}" = "--graph" ]; then
    commands=("graph --format json" "graph --format dot" "graph --format text" "graph --format mermaid"
        "graph --diagnostics --format json" "paths --strategy segues")
    shift
fi
absolute() { case "$1" in /*) echo "$1" ;; *) echo "$PWD/$1" ;; esac; }
old=$(absolute "$1"); new=$(absolute "$2"); shift 2
given=()
for file in "$@"; do given+=("$(absolute "$file")"); done
cd "$(dirname "$0")/.."
corpus=../shared/corpus/storyboards
files=(Flows/*.flow.xml Flows/broken/*.flow.xml "${given[@]}")
if [ -d "$corpus" ]; then
    files+=("$corpus"/*.storyboard)
else
    echo "note: $corpus is not there, so no corpus storyboard is compared"
fi
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
