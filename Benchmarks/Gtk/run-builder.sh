#!/usr/bin/env bash
# Runs the GTK 4 GtkBuilder peer of NibLoadTiming under Xvfb (GTK needs a display to
# initialise), then NibLoadTiming itself, in one run.
#   bash Benchmarks/Gtk/run-builder.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
if ! pkg-config --exists gtk4; then
    echo "GTK 4 is missing: apt-get install libgtk-4-dev" >&2
    exit 1
fi
build="$(mktemp -d)"
trap 'rm -rf "$build"' EXIT
cc -O2 -o "$build/builder" "$here/builder.c" $(pkg-config --cflags --libs gtk4)
GDK_BACKEND=x11 GDK_SCALE=1 NO_AT_BRIDGE=1 xvfb-run -a -s "-screen 0 1280x1024x24" "$build/builder" 200 2>/dev/null
cd "$here/.."
swift build -c release --product NibLoadTiming >/dev/null
.build/release/NibLoadTiming
