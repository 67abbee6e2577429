#!/usr/bin/env bash
# Compares two storyflow binaries on the four figures a change to what a flow means must not slow down by more
# than 5%: `check` on a large flow (and on a large storyboard when one is given), `graph`, `paths`, and a walk of
# 10,000 steps. Both run in turn, seven times each, so they see the same moments of the shared machine; each row
# prints both medians and NEW/OLD (the baseline is OLD, measured in the same run).
#
#   bash scripts/compare-speed.sh OLD_BINARY NEW_BINARY [LARGE.storyboard]
#
# Build the two in release mode first (`swift build -c release --static-swift-stdlib --product storyflow`, the
# older commit in a `git worktree` with its own `--scratch-path`).
set -euo pipefail
old=$1
new=$2
storyboard=${3:-}
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A flow of 18,000 scenes: 30 navigation stacks (5 in tabs, the rest shown from code), each scene showing the next, presenting a sheet that
# unwinds, and holding a table of rows.
python3 - "$work/large.flow.xml" <<'EOF'
import sys
stacks, depth = 30, 300
lines = ['<flow version="1" initial="tabs">', '  <tabBarController id="tabs">']
lines += [f'    <tab scene="nav{s}" title="T{s}"/>' for s in range(5)]
lines.append('  </tabBarController>')
for s in range(stacks):
    identifier = f' storyboardIdentifier="Nav{s}"' if s >= 5 else ''
    lines.append(f'  <navigationController id="nav{s}"{identifier}><root scene="s{s}_0"/></navigationController>')
    for d in range(depth):
        scene = f's{s}_{d}'
        lines.append(f'  <tableViewController id="{scene}" title="Scene {s}.{d}">')
        lines.append('    <tableView content="prototypes"><prototype reuseIdentifier="Cell" style="basic"/>')
        lines.append('      <samples><row text="One"/><row text="Two"/></samples></tableView>')
        lines.append(f'    <unwindAction name="back{s}_{d}"/>')
        if d + 1 < depth:
            lines.append(f'    <button title="Next"><segue kind="show" destination="s{s}_{d + 1}"/></button>')
        lines.append(f'    <button title="Sheet"><segue kind="present" destination="sheet{s}_{d}"/></button>')
        lines.append('  </tableViewController>')
        lines.append(f'  <viewController id="sheet{s}_{d}" title="Sheet">')
        lines.append(f'    <button title="Done"><segue kind="unwind" action="back{s}_{d}"/></button>')
        lines.append('  </viewController>')
lines.append('</flow>')
open(sys.argv[1], 'w').write('\n'.join(lines) + '\n')
EOF

# 10,000 steps through Ratings: the walk's gestures again and again.
{
    for _ in $(seq 1 2500); do printf 'tap +\ntap Cancel\ntab Gestures\ntab Players\n'; done
} > "$work/long.walk"

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
seconds() {
    local start end
    start=$(date +%s.%N)
    "$@" > /dev/null 2>&1 || true
    end=$(date +%s.%N)
    echo "$end - $start" | bc
}

row() {
    local name=$1
    shift
    local old_times=() new_times=()
    for _ in 1 2 3 4 5 6 7; do
        old_times+=("$(seconds "$old" "$@")")
        new_times+=("$(seconds "$new" "$@")")
    done
    local old_median new_median
    old_median=$(printf '%s\n' "${old_times[@]}" | median)
    new_median=$(printf '%s\n' "${new_times[@]}" | median)
    printf '| %s | %.3f s | %.3f s | %.2f× |\n' "$name" "$old_median" "$new_median" "$(echo "$new_median / $old_median" | bc -l)"
}

echo "| figure | old | new | new/old |"
echo "| --- | --- | --- | --- |"
row "check, 18,000 scenes" check "$work/large.flow.xml"
if [ -n "$storyboard" ]; then row "check, $(basename "$storyboard")" check "$storyboard"; fi
row "graph --format json, 18,000 scenes" graph --format json "$work/large.flow.xml"
row "paths, 18,000 scenes" paths "$work/large.flow.xml"
row "run, 10,000 steps of Ratings" run Flows/Ratings.flow.xml --script "$work/long.walk" --quiet --width 80
