#!/usr/bin/env bash
# Runs the GTK 4 GtkGridView peer of GridFling under Xvfb (software Cairo rendering) with
# 1,000 and 1,000,000 items at 1280x800, then GridFling itself, in one run.
#   bash Benchmarks/Gtk/run-gridview.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
if ! pkg-config --exists gtk4; then
    echo "GTK 4 is missing: apt-get install libgtk-4-dev" >&2
    exit 1
fi
build="$(mktemp -d)"
trap 'rm -rf "$build"' EXIT
cc -O2 -o "$build/gridview" "$here/gridview.c" $(pkg-config --cflags --libs gtk4)
run() {  # items
    GSK_RENDERER=cairo GDK_BACKEND=x11 GDK_SCALE=1 NO_AT_BRIDGE=1 \
        xvfb-run -a -s "-screen 0 1600x1000x24" "$build/gridview" "$1" 1280 800 2>/dev/null
}
run 1000
run 1000000
cd "$here/.."
swift build -c release --product GridFling >/dev/null
cc -O2 -shared -fPIC -o "$build/libmalloccount.so" "$here/../MallocCount/malloccount.c"
.build/release/GridFling
# The allocation counts, in a separate run (the counter slows every allocation a little).
LD_PRELOAD="$build/libmalloccount.so" .build/release/GridFling | sed 's/^/counted: /'
# The flow layout's general path (the delegate answers sizeForItemAt): same frames, O(n) prepare.
.build/release/GridFling sized
