#!/usr/bin/env bash
# Fuzzes Storyflow with libFuzzer, one surface at a time (Tests/StoryflowFuzzTests/Harness/FuzzTarget.swift):
# flow (the reader of both dialects, every check and report format, the stepper driven by each input's own
# script), swift (check --swift), graph (every graph writer), lsp (the language server), coverage and baseline
# (their files), keys (the full-screen mode's key decoder and keys files), walks (the walk search and generator of
# `paths`), convert (`export`, `import` and `generate swift`).
#
#   bash scripts/fuzz.sh [--target NAME] [SECONDS] [-- LIBFUZZER-OPTIONS...]   default: flow, 300 seconds, both cores
#   bash scripts/fuzz.sh --build-only                                           what CI runs: the target still builds
#
# New interesting inputs go to .build-fuzz/corpus/NAME/; crashes to .build-fuzz/crash-*. Put a crash (renamed)
# into Fuzz/Corpus/NAME/ with its fix: `swift test` replays every file there (FuzzCorpusReplayTests).
set -euo pipefail
cd "$(dirname "$0")/.."
build() {
  # SwiftPM keeps the fuzz package's build plan while only files of the Storyflow package it depends on were
  # added (it then misses the new files and the build fails): dropping the plan makes it plan again, and
  # unchanged modules stay built (as scripts/bench.sh does for the benchmarks).
  rm -f .build-fuzz/release.yaml
  swift build --package-path Fuzz --scratch-path .build-fuzz -c release \
    --sanitize=address -Xswiftc -sanitize=fuzzer -Xswiftc -g
}
if [[ "${1:-}" == "--build-only" ]]; then
  build
  exit 0
fi
target=flow
if [[ "${1:-}" == "--target" ]]; then
  target="${2:-}"
  shift 2 || true
fi
if ! [[ "$target" =~ ^[a-z]+$ ]] || [[ ! -d "Fuzz/Corpus/$target" ]]; then
  echo "fuzz.sh: --target must be one of: $(ls Fuzz/Corpus | tr '\n' ' ')" >&2
  exit 2
fi
seconds="${1:-300}"
shift || true
[[ "${1:-}" == "--" ]] && shift
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || (( seconds < 1 || seconds > 86400 )); then
  echo "fuzz.sh: SECONDS must be a whole number from 1 to 86400, not '$seconds'" >&2
  exit 2
fi
build
mkdir -p ".build-fuzz/corpus/$target"
cp -n "Fuzz/Corpus/$target"/* ".build-fuzz/corpus/$target/" 2>/dev/null || true
cd .build-fuzz
STORYFLOW_FUZZ_TARGET="$target" exec ./release/FuzzStoryflow "corpus/$target" -max_total_time="$seconds" -timeout=10 \
  -rss_limit_mb=4096 -max_len=65536 -jobs=2 -workers=2 -print_final_stats=1 "$@"
