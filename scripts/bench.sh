#!/usr/bin/env bash
# Builds storyflow and the benchmarks in release mode and prints the benchmark table (docs/performance.md).
# Extra arguments go to storyflow-bench (--quick for small inputs, --huge to add 200 MB files, --work DIR to keep generated inputs).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# Both binaries link Swift's runtime and Foundation statically, as a Linux release of a command-line tool ships
# (the baseline gets the same start-up as storyflow). The linker's "the use of `mktemp' is dangerous" comes from
# the toolchain's own FoundationEssentials archive.
swift build -c release --static-swift-stdlib --product storyflow
swift build -c release --static-swift-stdlib --product storyflow-swift-scan
# SwiftPM keeps the benchmarks' build plan while only files of the Storyflow package they depend on were added
# (it then misses the new files): dropping the plan makes it plan again, and unchanged modules stay built.
rm -f Benchmarks/.build/release.yaml
swift build -c release --static-swift-stdlib --package-path Benchmarks
Benchmarks/.build/release/storyflow-bench --storyflow .build/release/storyflow "$@"
