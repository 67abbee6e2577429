#!/usr/bin/env bash
# Compares two storyflow binaries' start-up: `--version` and `check --format json` of a 1 KB flow, run in turn
# (150 pairs by default), so both see the same moments of the shared machine. Each row prints both medians and
# the median of the pairs' NEW/OLD ratios (the baseline is OLD, measured in the same run). Add instruction counts
# with callgrind (docs/performance.md, "The command") for figures that do not move with the machine's load.
#
#   bash scripts/compare-start-up.sh OLD_BINARY NEW_BINARY [PAIRS]
#
# Build the two in release mode first (`swift build -c release --static-swift-stdlib --product storyflow`, the
# older commit in a `git worktree` with its own `--scratch-path`).
set -euo pipefail
old=$1
new=$2
pairs=${3:-150}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A flow of about 1 KB: a list in a navigation controller that shows a detail scene.
cat > "$work/small.flow.xml" <<'FLOW'
<?xml version="1.0" encoding="UTF-8"?>
<flow version="1" name="Small" initial="nav">
  <navigationController id="nav">
    <root scene="list"/>
  </navigationController>
  <tableViewController id="list" class="ListViewController" title="List">
    <navigationItem title="List">
      <barButton placement="right" system="add">
        <segue id="add" kind="show" destination="detail"/>
      </barButton>
    </navigationItem>
    <tableView style="plain" content="prototypes" rowHeight="44">
      <prototype reuseIdentifier="Cell" style="basic" accessory="disclosureIndicator">
        <segue id="showDetail" kind="show" destination="detail"/>
      </prototype>
      <samples>
        <row prototype="Cell" text="One"/>
        <row prototype="Cell" text="Two"/>
      </samples>
    </tableView>
  </tableViewController>
  <viewController id="detail" class="DetailViewController" title="Detail">
    <navigationItem title="Detail"/>
    <label outlet="nameLabel" text="Name"/>
  </viewController>
</flow>
FLOW
python3 - "$old" "$new" "$pairs" "$work/small.flow.xml" <<'EOF'
import statistics, subprocess, sys, time
old, new, pairs, flow = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]

def seconds(binary, arguments):
    start = time.perf_counter()
    status = subprocess.run([binary] + arguments, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
    elapsed = time.perf_counter() - start
    if status != 0:
        sys.exit(f"{binary} {' '.join(arguments)} exited with status {status}: a failing run's time says nothing")
    return elapsed

for label, arguments in (("--version", ["--version"]), ("check --format json of a 1 KB flow", ["check", "--format", "json", flow])):
    before, after = [], []
    for index in range(pairs):
        # Each goes first in every other pair, so neither always runs on a cache the other warmed.
        if index % 2 == 0:
            before.append(seconds(old, arguments))
            after.append(seconds(new, arguments))
        else:
            after.append(seconds(new, arguments))
            before.append(seconds(old, arguments))
    ratio = statistics.median(b / a for a, b in zip(before, after))
    print(f"{label:36} old {statistics.median(before) * 1000:6.2f} ms   new {statistics.median(after) * 1000:6.2f} ms   new/old {ratio:.3f}")
EOF
