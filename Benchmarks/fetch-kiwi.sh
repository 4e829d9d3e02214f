#!/usr/bin/env bash
# Fetches kiwi's C++ headers (kiwisolver 1.5.1's source distribution from PyPI) into
# Benchmarks/.kiwi/ (gitignored) and builds the harness there with g++ -O2.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
dest="$here/.kiwi"
mkdir -p "$dest"
if [ ! -f "$dest/kiwisolver-1.5.1/kiwi/kiwi.h" ]; then
    pip download --no-deps --no-binary :all: kiwisolver==1.5.1 -d "$dest" >/dev/null
    tar -xzf "$dest/kiwisolver-1.5.1.tar.gz" -C "$dest"
fi
if [ ! -x "$dest/harness" ] || [ "$here/Kiwi/harness.cpp" -nt "$dest/harness" ]; then
    g++ -O2 -std=c++17 -DNDEBUG -I "$dest/kiwisolver-1.5.1" "$here/Kiwi/harness.cpp" -o "$dest/harness"
fi
echo "$dest/harness"
