#!/usr/bin/env python3
"""Writes torus.obj, the mesh collider of the "Cloth over a torus" example: a
closed torus around the y axis (major radius 0.35 m, tube radius 0.13 m),
48 x 24 quads split into 2304 triangles, faces wound counter-clockwise seen
from outside. Run: python3 make_torus.py > torus.obj"""
import math

MAJOR, MINOR, AROUND, TUBE = 0.35, 0.13, 48, 24

print("# torus: major radius 0.35 m, tube radius 0.13 m, around the y axis (make_torus.py)")
for a in range(AROUND):
    u = 2 * math.pi * a / AROUND
    for t in range(TUBE):
        v = 2 * math.pi * t / TUBE
        r = MAJOR + MINOR * math.cos(v)
        print(f"v {r * math.cos(u):.6f} {MINOR * math.sin(v):.6f} {r * math.sin(u):.6f}")
for a in range(AROUND):
    for t in range(TUBE):
        def index(da, dt):
            return ((a + da) % AROUND) * TUBE + (t + dt) % TUBE + 1
        p00, p10, p01, p11 = index(0, 0), index(1, 0), index(0, 1), index(1, 1)
        print(f"f {p00} {p01} {p11}")
        print(f"f {p00} {p11} {p10}")
