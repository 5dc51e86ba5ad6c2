#!/usr/bin/env python3
"""Writes the test meshes of this folder (see README.md): sphere.obj and l_block.obj.

Run from anywhere: python3 tests/data/meshes/make_meshes.py
Standard library only; the output is the same on every run.
"""
import itertools
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def normalized(v, length=1.0):
    n = math.sqrt(sum(c * c for c in v))
    return tuple(c * length / n for c in v)


def icosphere(subdivisions, radius):
    """Icosahedron (corners (0, ±1, ±φ) and their cyclic permutations) split 4-to-1
    `subdivisions` times, every corner on the sphere; faces counter-clockwise from outside."""
    phi = (1.0 + math.sqrt(5.0)) / 2.0
    corners = []
    for a in (-1.0, 1.0):
        for b in (-phi, phi):
            corners += [(0.0, a, b), (a, b, 0.0), (b, 0.0, a)]
    # Faces: the triples of corners two apart from each other (the edge length).
    def adjacent(u, v):
        return abs(math.dist(corners[u], corners[v]) - 2.0) < 1e-9
    faces = [t for t in itertools.combinations(range(12), 3)
             if adjacent(t[0], t[1]) and adjacent(t[1], t[2]) and adjacent(t[2], t[0])]
    vertices = [normalized(c, radius) for c in corners]
    for _ in range(subdivisions):
        middles = {}
        def middle(u, v):
            key = (min(u, v), max(u, v))
            if key not in middles:
                a, b = vertices[u], vertices[v]
                vertices.append(normalized(tuple(x + y for x, y in zip(a, b)), radius))
                middles[key] = len(vertices) - 1
            return middles[key]
        finer = []
        for a, b, c in faces:
            ab, bc, ca = middle(a, b), middle(b, c), middle(c, a)
            finer += [(a, ab, ca), (b, bc, ab), (c, ca, bc), (ab, bc, ca)]
        faces = finer
    return vertices, [outward(vertices, f) for f in faces]


def outward(vertices, face):
    """The face wound counter-clockwise seen from outside (the mesh is star-shaped around its centroid here)."""
    a, b, c = (vertices[i] for i in face)
    e1 = [b[k] - a[k] for k in range(3)]
    e2 = [c[k] - a[k] for k in range(3)]
    n = (e1[1] * e2[2] - e1[2] * e2[1], e1[2] * e2[0] - e1[0] * e2[2], e1[0] * e2[1] - e1[1] * e2[0])
    centre = [(a[k] + b[k] + c[k]) / 3.0 for k in range(3)]
    return face if sum(n[k] * centre[k] for k in range(3)) > 0.0 else (face[0], face[2], face[1])


def l_block():
    """The L-shaped prism: footprint [0, 1] × [0, 1] in x, z minus the notch [0.5, 1] × [0.5, 1],
    from y = 0 to y = 0.5. Corners of the L in (x, z), counter-clockwise seen from +y."""
    footprint = [(0.0, 0.0), (0.0, 1.0), (0.5, 1.0), (0.5, 0.5), (1.0, 0.5), (1.0, 0.0)]
    vertices = [(x, y, z) for y in (0.0, 0.5) for x, z in footprint]
    faces = []
    # Caps: the L as the quads 0-1-2-3 and 0-3-4-5; the top (+6) as seen from +y, the bottom reversed.
    for a, b, c in ((0, 1, 2), (0, 2, 3), (0, 3, 4), (0, 4, 5)):
        faces.append((a + 6, b + 6, c + 6))
        faces.append((a, c, b))
    # Walls: each side of the L as two triangles, wound to face outwards.
    for n in range(6):
        m = (n + 1) % 6
        faces += [(n, m, m + 6), (n, m + 6, n + 6)]
    return vertices, faces


def write_obj(name, comment, vertices, faces):
    with open(os.path.join(HERE, name), "w", newline="\n") as out:
        for line in comment:
            out.write("# " + line + "\n")
        for v in vertices:
            out.write("v %.9g %.9g %.9g\n" % tuple(0.0 if abs(c) < 5e-17 else c for c in v))
        for f in faces:
            out.write("f %d %d %d\n" % tuple(i + 1 for i in f))


def main():
    vertices, faces = icosphere(3, 0.5)
    write_obj("sphere.obj", ["Icosphere: radius 0.5, centred at the origin, subdivision 3:",
                             "%d vertices, %d triangles, closed, wound outwards." % (len(vertices), len(faces)),
                             "Written by make_meshes.py."], vertices, faces)
    vertices, faces = l_block()
    write_obj("l_block.obj", ["L-shaped prism: [0,1] x [0,0.5] x [0,1] minus the notch x > 0.5, z > 0.5.",
                              "%d vertices, %d triangles, closed, wound outwards." % (len(vertices), len(faces)),
                              "Written by make_meshes.py."], vertices, faces)


if __name__ == "__main__":
    main()
