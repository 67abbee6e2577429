#!/usr/bin/env bash
# Fuzzes Storyflow with libFuzzer: the reader (both dialects), every check and report format, and the stepper
# driven by each input's own script (see Tests/StoryflowFuzzTests/Harness/FuzzHarness.swift).
#
#   bash scripts/fuzz.sh [SECONDS] [-- LIBFUZZER-OPTIONS...]     default: 300 seconds, both cores
#   bash scripts/fuzz.sh --build-only                              what CI runs: the target still builds
#
# New interesting inputs go to .build-fuzz/corpus/; crashes to .build-fuzz/crash-*. Put a crash (renamed) into
# Fuzz/Corpus/ with its fix: `swift test` replays every file there (FuzzCorpusReplayTests).
set -euo pipefail
cd "$(dirname "$0")/.."
build() {
  swift build --package-path Fuzz --scratch-path .build-fuzz -c release \
    --sanitize=address -Xswiftc -sanitize=fuzzer -Xswiftc -g
}
if [[ "${1:-}" == "--build-only" ]]; then
  build
  exit 0
fi
seconds="${1:-300}"
shift || true
[[ "${1:-}" == "--" ]] && shift
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || (( seconds < 1 || seconds > 86400 )); then
  echo "fuzz.sh: SECONDS must be a whole number from 1 to 86400, not '$seconds'" >&2
  exit 2
fi
build
mkdir -p .build-fuzz/corpus
cp -n Fuzz/Corpus/* .build-fuzz/corpus/ 2>/dev/null || true
cd .build-fuzz
exec ./release/FuzzStoryflow corpus -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
  -max_len=65536 -jobs=2 -workers=2 -print_final_stats=1 "$@"
