#!/usr/bin/env python3
"""Writes the cloth meshes of the mesh-cloth examples (docs/scene-format.md,
"cloth.mesh"), in metres, y up, faces counter-clockwise seen from outside:

- round-tablecloth.obj: a disc of radius 0.8 m in the x-z plane, triangles in
  24 rings about the centre (6 more per ring), with UVs from its plan view;
- cape.ply: a cape as modelled, a band of quads curving round the shoulders
  (a half cylinder of radius 0.2 m at the collar opening to 0.45 m at the hem,
  0.9 m long, behind the body), its collar row painted pure red so that it is
  pinned on import;
- skirt.obj: a tube of quads flaring from a waist of radius 0.17 m to a hem of
  0.42 m over 0.55 m, with a UV seam where the tube closes (u = 0 and u = 1);
- round-table.obj: the tablecloth's table, a closed cylinder of radius 0.5 m
  and height 0.8 m standing on y = 0, a mesh collider.

Run: python3 make_cloth_meshes.py (writes the three files beside itself)."""
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def write_round_tablecloth(path, radius=0.8, rings=24):
    vertices, uvs, faces = [(0.0, 0.0, 0.0)], [(0.5, 0.5)], []
    ring_start = [0]
    for r in range(1, rings + 1):
        ring_start.append(len(vertices))
        count = 6 * r
        for k in range(count):
            a = 2 * math.pi * k / count
            x, z = radius * r / rings * math.cos(a), radius * r / rings * math.sin(a)
            vertices.append((x, 0.0, z))
            uvs.append((0.5 + 0.5 * x / radius, 0.5 - 0.5 * z / radius))
    # Ring r (6r points) and ring r - 1 (6(r - 1), or the centre) are joined by
    # walking both in order of angle, a triangle per step.
    for r in range(1, rings + 1):
        inner_count, outer_count = 6 * (r - 1), 6 * r
        inner = lambda k: ring_start[r - 1] + (k % max(inner_count, 1))
        outer = lambda k: ring_start[r] + (k % outer_count)
        i = o = 0
        while o < outer_count or i < inner_count:
            if i == inner_count or (o < outer_count and (o + 1) / outer_count <= (i + 1) / inner_count):
                faces.append((inner(i), outer(o), outer(o + 1)))
                o += 1
            else:
                faces.append((inner(i), outer(o), inner(i + 1)))
                i += 1
    # Counter-clockwise seen from above (+y).
    def up(face):
        (ax, _, az), (bx, _, bz), (cx, _, cz) = (vertices[k] for k in face)
        return (bz - az) * (cx - ax) - (bx - ax) * (cz - az) > 0
    faces = [f if up(f) else (f[0], f[2], f[1]) for f in faces]
    with open(path, "w") as f:
        f.write("# round tablecloth: radius 0.8 m, 24 rings (make_cloth_meshes.py)\n")
        for x, y, z in vertices:
            f.write(f"v {x:.6f} {y:.6f} {z:.6f}\n")
        for u, v in uvs:
            f.write(f"vt {u:.6f} {v:.6f}\n")
        for a, b, c in faces:
            f.write(f"f {a + 1}/{a + 1} {b + 1}/{b + 1} {c + 1}/{c + 1}\n")


def write_cape(path, around=24, down=30, length=0.9, collar=0.2, hem=0.45):
    vertices, colours, faces = [], [], []
    for j in range(down + 1):
        t = j / down
        radius = collar + (hem - collar) * t
        for i in range(around + 1):
            # From the left shoulder (-x) round the back (-z) to the right (+x).
            a = math.pi * i / around
            vertices.append((-radius * math.cos(a), -length * t, -radius * math.sin(a)))
            colours.append((255, 0, 0) if j == 0 else (235, 235, 235))
    for j in range(down):
        for i in range(around):
            p = j * (around + 1) + i
            # Outside is away from the body (-z at the back).
            faces.append((p, p + 1, p + around + 2, p + around + 1))
    with open(path, "w") as f:
        f.write("ply\nformat ascii 1.0\ncomment cape: collar painted red (make_cloth_meshes.py)\n")
        f.write(f"element vertex {len(vertices)}\n")
        f.write("property float x\nproperty float y\nproperty float z\n")
        f.write("property uchar red\nproperty uchar green\nproperty uchar blue\n")
        f.write(f"element face {len(faces)}\nproperty list uchar int vertex_indices\nend_header\n")
        for (x, y, z), (r, g, b) in zip(vertices, colours):
            f.write(f"{x:.6f} {y:.6f} {z:.6f} {r} {g} {b}\n")
        for face in faces:
            f.write(f"{len(face)} " + " ".join(str(i) for i in face) + "\n")


def write_skirt(path, around=48, down=16, length=0.55, waist=0.17, hem=0.42):
    vertices, uvs, faces = [], [], []
    for j in range(down + 1):
        t = j / down
        radius = waist + (hem - waist) * t
        for i in range(around):
            a = 2 * math.pi * i / around
            vertices.append((radius * math.cos(a), -length * t, radius * math.sin(a)))
    for j in range(down + 1):
        for i in range(around + 1):  # one more column of UVs: the seam where the tube closes
            uvs.append((i / around, 1.0 - j / down))
    for j in range(down):
        for i in range(around):
            p = lambda di, dj: (j + dj) * around + (i + di) % around
            q = lambda di, dj: (j + dj) * (around + 1) + i + di
            # Outward normal: the ring runs from +x towards +z.
            faces.append(((p(0, 0), q(0, 0)), (p(1, 0), q(1, 0)), (p(1, 1), q(1, 1)), (p(0, 1), q(0, 1))))
    with open(path, "w") as f:
        f.write("# skirt: waist 0.17 m, hem 0.42 m, 0.55 m long (make_cloth_meshes.py)\n")
        for x, y, z in vertices:
            f.write(f"v {x:.6f} {y:.6f} {z:.6f}\n")
        for u, v in uvs:
            f.write(f"vt {u:.6f} {v:.6f}\n")
        for face in faces:
            f.write("f " + " ".join(f"{v + 1}/{t + 1}" for v, t in face) + "\n")


def write_round_table(path, radius=0.5, height=0.8, around=48):
    vertices = [(0.0, 0.0, 0.0), (0.0, height, 0.0)]
    for y in (0.0, height):
        for k in range(around):
            a = 2 * math.pi * k / around
            vertices.append((radius * math.cos(a), y, radius * math.sin(a)))
    bottom = lambda k: 2 + k % around
    top = lambda k: 2 + around + k % around
    faces = []
    for k in range(around):
        # The ring runs from +x towards +z, clockwise seen from above.
        faces.append((0, bottom(k), bottom(k + 1)))
        faces.append((1, top(k + 1), top(k)))
        faces.append((bottom(k), top(k), top(k + 1)))
        faces.append((bottom(k), top(k + 1), bottom(k + 1)))
    with open(path, "w") as f:
        f.write("# round table: radius 0.5 m, height 0.8 m (make_cloth_meshes.py)\n")
        for x, y, z in vertices:
            f.write(f"v {x:.6f} {y:.6f} {z:.6f}\n")
        for a, b, c in faces:
            f.write(f"f {a + 1} {b + 1} {c + 1}\n")


write_round_tablecloth(os.path.join(HERE, "round-tablecloth.obj"))
write_round_table(os.path.join(HERE, "round-table.obj"))
write_cape(os.path.join(HERE, "cape.ply"))
write_skirt(os.path.join(HERE, "skirt.obj"))
