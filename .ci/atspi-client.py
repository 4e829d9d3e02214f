#!/usr/bin/python3
"""The AT-SPI client of the accessibility window test (.ci/atspi-test.sh): reads the
Catalog's element tree through pyatspi as Orca and Accerciser do, checks names, roles,
extents, states and actions, then activates buttons. Exits 1 on the first failure."""
import sys
import time

import pyatspi

WINDOW_X, WINDOW_Y = int(sys.argv[1]), int(sys.argv[2])
failures = []


def check(condition, message):
    print(("ok: " if condition else "FAIL: ") + message, flush=True)
    if not condition:
        failures.append(message)


def find_app(name, seconds=30):
    desktop = pyatspi.Registry.getDesktop(0)
    deadline = time.time() + seconds
    while time.time() < deadline:
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.name == name:
                return app
        time.sleep(0.2)
    return None


def walk(node, depth=0):
    yield node, depth
    for child in node:
        yield from walk(child, depth + 1)


def extents(node):
    e = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    return (e.x, e.y, e.width, e.height)


app = find_app("Catalog")
check(app is not None, "the Catalog is registered on the accessibility bus")
if app is None:
    sys.exit(1)
check(app.getRoleName() == "application", "the app's role is application")
for node, depth in walk(app):
    print("  " * depth + f"{node.getRoleName()} '{node.name}' {extents(node) if depth else ''}")

frames = [c for c in app if c.getRoleName() == "frame"]
check(len(frames) == 1 and frames[0].name == "OpenUIKit Catalog", "one frame named after the window title")
frame = frames[0]
check(extents(frame) == (WINDOW_X, WINDOW_Y, 640, 480), f"the frame's extents are the window's ({extents(frame)})")
check(frame.getState().contains(pyatspi.STATE_ACTIVE), "the key window's frame is active")

nodes = {node.name: node for node, _ in walk(frame)}
round_control = nodes.get("Round control")
enlarged = nodes.get("+20 pt")
four_state = nodes.get("Four-state button")
entry = nodes.get("Type here, then press Return")
check(round_control is not None and round_control.getRoleName() == "push button", "the round control is a push button")
check(enlarged is not None and enlarged.getRoleName() == "push button", "the +20 pt button is a push button")
check(four_state is not None and four_state.getRoleName() == "push button", "the four-state button is a push button")
check(entry is not None and entry.getRoleName() == "entry", "the text field is an entry named by its placeholder")
if failures:
    sys.exit(1)

# Frames in points from InteractiveScreen.swift, at the window's screen position.
check(extents(round_control) == (WINDOW_X + 40, WINDOW_Y + 60, 140, 140), f"round control extents {extents(round_control)}")
check(extents(enlarged) == (WINDOW_X + 230, WINDOW_Y + 340, 70, 30), f"+20 pt extents {extents(enlarged)}")
check(extents(entry) == (WINDOW_X + 40, WINDOW_Y + 430, 560, 34), f"text field extents {extents(entry)}")
state = enlarged.getState()
check(state.contains(pyatspi.STATE_ENABLED) and state.contains(pyatspi.STATE_FOCUSABLE) and state.contains(pyatspi.STATE_SHOWING),
      "the button is enabled, focusable and showing")
check(entry.getState().contains(pyatspi.STATE_EDITABLE), "the entry is editable")
check(entry.queryText().getText(0, -1) == "", "the entry's text is empty")
hit = frame.queryComponent().getAccessibleAtPoint(WINDOW_X + 110, WINDOW_Y + 130, pyatspi.DESKTOP_COORDS)
check(hit is not None and hit.name == "Round control", "the object at the round control's middle is the round control")
check(round_control.getIndexInParent() >= 0 and round_control.parent.name == frame.name, "the round control's parent is the frame")

action = round_control.queryAction()
names = [action.getName(i) for i in range(action.nActions)]
check(names == ["click", "Reset"], f"the round control's actions are click and its custom action ({names})")

# Activate: the +20 pt button through accessibilityActivate, the round control (a UIControl,
# accessibilityActivate false) through a tap at its middle, its custom action, and the
# four-state button, whose new selected state the tree then shows.
check(enlarged.queryAction().doAction(0), "click the +20 pt button")
check(action.doAction(0), "click the round control")
check(action.doAction(1), "perform the round control's Reset action")
check(not four_state.getState().contains(pyatspi.STATE_SELECTED), "the four-state button starts unselected")
check(four_state.queryAction().doAction(0), "click the four-state button")
selected = False
for _ in range(100):
    if four_state.getState().contains(pyatspi.STATE_SELECTED):
        selected = True
        break
    time.sleep(0.1)
check(selected, "after the click the four-state button is selected in the tree")

print("atspi-client: " + ("PASS" if not failures else f"{len(failures)} failures"), flush=True)
sys.exit(1 if failures else 0)
