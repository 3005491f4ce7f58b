#!/usr/bin/env bash
# Build (Release, in build/) and run every Criterion test through ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j "$(nproc)"
cd build
ctest --output-on-failure -j 2 "$@"
