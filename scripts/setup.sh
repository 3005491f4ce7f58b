#!/usr/bin/env bash
# Install what is missing (Debian packages), then configure and build a Release
# build in build/. The binary is build/simulate. With --fuzz, also what
# scripts/fuzz.sh needs (clang with libFuzzer, and OpenMP for clang).
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
command -v gcc >/dev/null || need+=(gcc)
command -v cmake >/dev/null || need+=(cmake)
command -v pkg-config >/dev/null || need+=(pkg-config)
[ -f /usr/include/csv.h ] || need+=(libcsv-dev)
pkg-config --exists criterion 2>/dev/null || need+=(libcriterion-dev)
# optional, for runs over MPI ranks (mpirun -np R build/simulate ...)
command -v mpirun >/dev/null || need+=(openmpi-bin)
[ -f /usr/lib/x86_64-linux-gnu/openmpi/include/mpi.h ] || command -v mpicc >/dev/null ||
    need+=(libopenmpi-dev)
# workbooks (--xlsx), figures (simulate plot) and their tests
pkg-config --exists xlsxwriter 2>/dev/null || need+=(libxlsxwriter-dev)
command -v gnuplot >/dev/null || need+=(gnuplot-nox)
/usr/bin/python3 -c "import openpyxl" 2>/dev/null || need+=(python3-openpyxl)
if [ "${1:-}" = "--fuzz" ]; then
  command -v clang >/dev/null || need+=(clang)
  dpkg -s libclang-rt-dev >/dev/null 2>&1 || need+=(libclang-rt-dev)
  dpkg -s libomp-dev >/dev/null 2>&1 || need+=(libomp-dev)
fi
if [ ${#need[@]} -gt 0 ]; then
  echo "installing: ${need[*]}" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q "${need[@]}"
fi

cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j "$(nproc)"
echo "built build/simulate" >&2
