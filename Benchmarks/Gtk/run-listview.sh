#!/usr/bin/env bash
# Runs the GTK 4 GtkListView peer of TableFling under Xvfb (software Cairo rendering) in
# the four configurations TableFling measures, then TableFling itself, in one run.
#   bash Benchmarks/Gtk/run-listview.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
if ! pkg-config --exists gtk4; then
    echo "GTK 4 is missing: apt-get install libgtk-4-dev" >&2
    exit 1
fi
build="$(mktemp -d)"
trap 'rm -rf "$build"' EXIT
cc -O2 -o "$build/listview" "$here/listview.c" $(pkg-config --cflags --libs gtk4)
run() {  # rows width height scale
    GSK_RENDERER=cairo GDK_BACKEND=x11 GDK_SCALE="$4" NO_AT_BRIDGE=1 \
        xvfb-run -a -s "-screen 0 1600x1000x24" "$build/listview" "$1" "$2" "$3" 2>/dev/null
}
run 1000 390 844 2
run 1000000 390 844 2
run 1000 1280 800 1
run 1000000 1280 800 1
cd "$here/.."
swift build -c release --product TableFling >/dev/null
cc -O2 -shared -fPIC -o "$build/libmalloccount.so" "$here/../MallocCount/malloccount.c"
.build/release/TableFling
# The allocation counts, in a separate run (the counter slows every allocation a little).
LD_PRELOAD="$build/libmalloccount.so" .build/release/TableFling | sed 's/^/counted: /'
