#!/usr/bin/env bash
# Draws the pictures in docs/graph.md with `storyflow graph`: docs/images/graph/APP.svg for each example app,
# and, where Chromium is installed, docs/images/graph/Ratings-html.png, the HTML page with Add Player clicked.
# A test checks that the committed SVGs draw the scenes and segues the flows have now.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product storyflow
mkdir -p docs/images/graph
for app in Ratings Homepwner Todo TableStyles ChildControllers; do
  .build/debug/storyflow graph "Flows/$app.flow.xml" -o "docs/images/graph/$app.svg"
done
if command -v chromium >/dev/null 2>&1; then
  scratch="$(mktemp -d)"
  .build/debug/storyflow graph Flows/Ratings.flow.xml -o "$scratch/Ratings.html"
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$scratch/profile" \
    --window-size=1400,420 --screenshot="$PWD/docs/images/graph/Ratings-html.png" \
    "file://$scratch/Ratings.html#scene=playerDetails" 2>/dev/null
  rm -rf "$scratch"
fi
