#!/usr/bin/env python3
"""Draws the app icons into public/icons/ (standard library only; the PNGs are committed).

A white warehouse with amber boxes in its open door, on the theme blue. Shapes are signed distance
functions, so every size is drawn directly with smooth edges.

    python3 src/app/pwa/generate-icons.py
"""
import math
import os
import struct
import zlib

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..', 'public', 'icons')

BLUE_TOP = (37, 99, 235)      # tailwind blue-600
BLUE_BOTTOM = (29, 78, 216)   # blue-700, the manifest's theme colour
WHITE = (255, 255, 255)
AMBER = (245, 158, 11)        # amber-500
AMBER_DARK = (180, 83, 9)     # amber-700
SLATE = (23, 37, 84)          # blue-950, the inside of the door


def rounded_rect(px, py, x0, y0, x1, y1, r):
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    hx, hy = (x1 - x0) / 2 - r, (y1 - y0) / 2 - r
    qx, qy = abs(px - cx) - hx, abs(py - cy) - hy
    outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
    return outside + min(max(qx, qy), 0.0) - r


def polygon(px, py, pts):
    d = (px - pts[0][0]) ** 2 + (py - pts[0][1]) ** 2
    sign = 1.0
    n = len(pts)
    j = n - 1
    for i in range(n):
        ax, ay = pts[i]
        bx, by = pts[j]
        ex, ey = bx - ax, by - ay
        wx, wy = px - ax, py - ay
        t = max(0.0, min(1.0, (wx * ex + wy * ey) / (ex * ex + ey * ey)))
        dx, dy = wx - ex * t, wy - ey * t
        d = min(d, dx * dx + dy * dy)
        c1 = py >= ay
        c2 = py < by
        c3 = ex * wy > ey * wx
        if (c1 and c2 and c3) or (not c1 and not c2 and not c3):
            sign = -sign
        j = i
    return sign * math.sqrt(d)


# The glyph in a unit square; the caller decides how much of the icon it covers.
HOUSE = [(0.06, 0.40), (0.50, 0.07), (0.94, 0.40), (0.94, 0.94), (0.06, 0.94)]
DOOR = (0.21, 0.50, 0.79, 1.2)
BOXES = [(0.255, 0.725, 0.485, 0.94), (0.515, 0.725, 0.745, 0.94), (0.385, 0.505, 0.615, 0.695)]


def glyph(u, v, unit):
    """Colour and coverage of the glyph at unit coordinates (u, v); unit = one pixel in glyph units."""
    def cover(dist):
        return max(0.0, min(1.0, 0.5 - dist / unit))

    house = polygon(u, v, HOUSE) - 0.035
    door = rounded_rect(u, v, *DOOR, 0.03)
    wall = max(house, -door)
    # the opening is darker than the sky around the building
    layers = [(WHITE, cover(wall)), (SLATE, cover(max(door, house)) * 0.45)]
    for x0, y0, x1, y1 in BOXES:
        box = rounded_rect(u, v, x0, y0, x1, y1, 0.02)
        inside = max(box, v - 0.94)
        layers.append((AMBER, cover(inside)))
        # packing tape down the middle of each box
        tape = max(abs(u - (x0 + x1) / 2) - 0.014, y0 - v, v - y1)
        layers.append((AMBER_DARK, min(cover(tape), cover(inside))))
    return layers


def blend(base, colour, alpha):
    return tuple(b + (c - b) * alpha for b, c in zip(base, colour))


def render(size, *, full_bleed, glyph_scale, corner=0.22):
    """full_bleed: background fills the square (maskable / Apple); otherwise a rounded tile."""
    rows = []
    g0 = (1 - glyph_scale) / 2
    unit = 1 / (size * glyph_scale)
    for y in range(size):
        row = bytearray([0])
        for x in range(size):
            px, py = (x + 0.5) / size, (y + 0.5) / size
            if full_bleed:
                alpha = 1.0
            else:
                tile = rounded_rect(px, py, 0.0, 0.0, 1.0, 1.0, corner)
                alpha = max(0.0, min(1.0, 0.5 - tile * size))
            if alpha <= 0:
                row += b'\0\0\0\0'
                continue
            colour = blend(BLUE_TOP, BLUE_BOTTOM, py)
            u, v = (px - g0) / glyph_scale, (py - g0) / glyph_scale
            if -0.05 < u < 1.05 and -0.05 < v < 1.05:
                for layer_colour, a in glyph(u, v, unit):
                    if a > 0:
                        colour = blend(colour, layer_colour, a)
            row += bytes([round(c) for c in colour] + [round(alpha * 255)])
        rows.append(bytes(row))
    return png(size, size, b''.join(rows))


def png(width, height, raw):
    def chunk(kind, data):
        body = kind + data
        return struct.pack('>I', len(data)) + body + struct.pack('>I', zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack('>IIBBBBB', width, height, 8, 6, 0, 0, 0)
    return b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', header) + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b'')


ICONS = {
    # purpose "any": a rounded tile, the glyph large
    'icon-192.png': dict(size=192, full_bleed=False, glyph_scale=0.64),
    'icon-512.png': dict(size=512, full_bleed=False, glyph_scale=0.64),
    'favicon-32.png': dict(size=32, full_bleed=False, glyph_scale=0.74, corner=0.18),
    # purpose "maskable": full bleed, the glyph inside the 80 % safe circle
    'icon-maskable-192.png': dict(size=192, full_bleed=True, glyph_scale=0.50),
    'icon-maskable-512.png': dict(size=512, full_bleed=True, glyph_scale=0.50),
    # iOS rounds the corners itself and shows transparency as black
    'apple-touch-icon.png': dict(size=180, full_bleed=True, glyph_scale=0.60),
}

if __name__ == '__main__':
    os.makedirs(OUT, exist_ok=True)
    for name, options in ICONS.items():
        with open(os.path.join(OUT, name), 'wb') as f:
            f.write(render(**options))
        print(name)
