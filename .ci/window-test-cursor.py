#!/usr/bin/python3
"""Prints the X server's current cursor as XFixes reports it: width height xhot yhot and
the width and height of its drawn (mostly opaque) pixels. Used by .ci/window-test.sh."""
from Xlib import display

d = display.Display()
d.xfixes_query_version()
image = d.xfixes_get_cursor_image(d.screen().root)
w = image.width
opaque = [i for i, p in enumerate(image.cursor_image) if (p >> 24) & 0xFF > 0x80]
xs = [i % w for i in opaque]
ys = [i // w for i in opaque]
drawn_w = max(xs) - min(xs) + 1 if xs else 0
drawn_h = max(ys) - min(ys) + 1 if ys else 0
print(f"{image.width} {image.height} {image.xhot} {image.yhot} {drawn_w} {drawn_h}")
