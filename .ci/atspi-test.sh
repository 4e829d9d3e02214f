#!/usr/bin/env bash
# The accessibility window test: the Catalog's interactive screen runs on Xvfb inside a
# private D-Bus session (dbus-run-session), where at-spi2-core's bus launcher and registry
# start on demand; a pyatspi client (.ci/atspi-client.py) reads the app's element tree
# (names, roles, extents, states, actions) and activates buttons, and the test checks the
# app's action log and a screenshot. Then the app without a D-Bus must run and say once
# that accessibility is off. Under CI=true missing tools are a failure, else a skip.
set -uo pipefail
cd "$(dirname "$0")/.."

fail() { echo "atspi-test: FAIL: $*" >&2; exit 1; }
skip_or_fail() {
  if [ "${CI:-}" = "true" ]; then fail "$*"; fi
  echo "atspi-test: SKIP: $* (set CI=true to make this a failure)"; exit 0
}

for tool in Xvfb xdotool import convert dbus-run-session; do
  command -v "$tool" >/dev/null 2>&1 || skip_or_fail "$tool is not installed (make deps installs it)"
done
[ -x /usr/libexec/at-spi-bus-launcher ] || skip_or_fail "at-spi2-core is not installed (make deps installs it)"
/usr/bin/python3 -c "import pyatspi" 2>/dev/null || skip_or_fail "python3-pyatspi is not installed (make deps installs it)"

CATALOG="${CATALOG:-.build/debug/Catalog}"
[ -x "$CATALOG" ] || swift build --product Catalog || fail "could not build the Catalog"
export CATALOG
OUT="out/window-test"
mkdir -p "$OUT"
export ATSPI_OUT="$OUT"
export ATSPI_DISPLAY="${ATSPI_TEST_DISPLAY:-:78}"

if [ "${1:-}" != "--in-session" ]; then
  unset AT_SPI_BUS_ADDRESS NO_AT_BRIDGE
  timeout 180 dbus-run-session -- "$0" --in-session
  status=$?
  [ $status -eq 0 ] || fail "the accessibility session failed (status $status; see above)"

  # Bad input: no session bus at all. The app runs, opens its window and logs once.
  LOG="$OUT/app-atspi-nobus.log"
  Xvfb "$ATSPI_DISPLAY" -screen 0 1280x1024x24 -nolisten tcp >"$OUT/xvfb-atspi.log" 2>&1 &
  XVFB_PID=$!
  trap 'kill $XVFB_PID 2>/dev/null' EXIT
  for _ in $(seq 1 50); do DISPLAY="$ATSPI_DISPLAY" xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
  env -u DBUS_SESSION_BUS_ADDRESS -u AT_SPI_BUS_ADDRESS XDG_RUNTIME_DIR=/nonexistent DISPLAY="$ATSPI_DISPLAY" \
    "$CATALOG" --screen=events-interactive >"$LOG" 2>&1 &
  APP_PID=$!
  for _ in $(seq 1 200); do grep -qs "catalog: window open" "$LOG" && break; sleep 0.1; done
  sleep 1
  kill -0 "$APP_PID" 2>/dev/null || { cat "$LOG"; fail "the app without a D-Bus exited"; }
  kill "$APP_PID"; wait "$APP_PID" 2>/dev/null
  cat "$LOG"
  grep -q "catalog: window open" "$LOG" || fail "the app without a D-Bus opened no window"
  [ "$(grep -c 'running without accessibility' "$LOG")" = 1 ] || fail "the app without a D-Bus should say once that accessibility is off"
  echo "atspi-test: PASS (screenshot $OUT/screenshot-atspi.png)"
  exit 0
fi

# Inside the private session bus.
LOG="$OUT/app-atspi.log"
SHOT="$OUT/screenshot-atspi.png"
rm -f "$LOG" "$SHOT"
Xvfb "$ATSPI_DISPLAY" -screen 0 1280x1024x24 -nolisten tcp >"$OUT/xvfb-atspi.log" 2>&1 &
XVFB_PID=$!
APP_PID=""
cleanup() { [ -n "$APP_PID" ] && kill "$APP_PID" 2>/dev/null; kill "$XVFB_PID" 2>/dev/null; wait 2>/dev/null; }
trap cleanup EXIT
export DISPLAY="$ATSPI_DISPLAY"
for _ in $(seq 1 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
xdotool getmouselocation >/dev/null 2>&1 || fail "Xvfb did not start on $DISPLAY"

"$CATALOG" --screen=events-interactive >"$LOG" 2>&1 &
APP_PID=$!
WID=""
for _ in $(seq 1 200); do
  WID=$(xdotool search --onlyvisible --name "OpenUIKit Catalog" 2>/dev/null | head -1)
  [ -n "$WID" ] && break
  kill -0 "$APP_PID" 2>/dev/null || break
  sleep 0.1
done
[ -n "$WID" ] || { cat "$LOG"; fail "no window opened"; }
for _ in $(seq 1 200); do grep -q "registered with the AT-SPI registry" "$LOG" && break; sleep 0.1; done
grep -q "registered with the AT-SPI registry" "$LOG" || { cat "$LOG"; fail "the app did not register with the AT-SPI registry"; }
sleep 0.3
eval "$(xdotool getwindowgeometry --shell "$WID")"   # X, Y, WIDTH, HEIGHT
echo "atspi-test: window $WID at $X,$Y size ${WIDTH}x$HEIGHT"

status=0
timeout 120 /usr/bin/python3 .ci/atspi-client.py "$X" "$Y" || status=1
sleep 0.5
import -window root "$SHOT" || fail "screenshot failed"
pixel() { convert "$SHOT" -crop "1x1+$1+$2" -depth 8 txt:- | tail -1 | grep -o '#[0-9A-Fa-f]\{6\}' | head -1; }
expect() { grep -q -- "$1" "$LOG" || { echo "atspi-test: missing in app output: $1" >&2; status=1; }; }
expect "ACTION enlarged button: touchUpInside"
expect "ACTION round control: touchUpInside"
expect "ACTION round control: reset (custom action)"
expect "ACTION four-state button: selected"
# The tap the round control's activation sent through the event path turned it red.
round_color=$(pixel $((X + 110)) $((Y + 130)))
echo "atspi-test: round control pixel $round_color"
[ "${round_color^^}" = "#FF0000" ] || { echo "atspi-test: the activated round control should be red, got $round_color" >&2; status=1; }
echo "--- app output (accessibility) ---"; cat "$LOG"
exit $status
