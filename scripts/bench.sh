#!/usr/bin/env bash
# Builds storyflow and the benchmarks in release mode and prints the benchmark table (docs/performance.md).
# Extra arguments go to storyflow-bench (--quick for small inputs, --huge to add 200 MB files, --work DIR to keep generated inputs).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build -c release --product storyflow
swift build -c release --package-path Benchmarks
Benchmarks/.build/release/storyflow-bench --storyflow .build/release/storyflow "$@"
