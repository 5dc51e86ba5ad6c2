"""Blender's cloth on the scene of bench/sheet-on-sphere.drape, timed: the
benchmark Drape's self-collision is measured against (docs/physics.md,
"Self-collision").

A 48 x 48 grid 0.033 m apart, 1 m up, falls onto a UV sphere of radius 0.5 m
at the origin (Blender's z is up, Drape's y). The cloth is Blender's Cloth
modifier with its defaults but quality 5 steps per frame, with or without
self-collision; the sphere has a Collision modifier. Frames 1 to 120 are
stepped with scene.frame_set (frame 1 at rest, as Drape's frame 0), and the
wall time of the stepping is printed.

    blender -b --factory-startup --python bench/blender_cloth.py -- --self-collision on
"""

import argparse
import sys
import time

import bmesh
import bpy

COLS = ROWS = 48
SPACING = 0.033  # m
HEIGHT = 1.0  # m: the sheet's height, the sphere's centre at the origin
SPHERE_RADIUS = 0.5  # m


def arguments():
    argv = sys.argv[sys.argv.index("--") + 1:] if "--" in sys.argv else []
    parser = argparse.ArgumentParser(prog="blender_cloth.py", description=__doc__.splitlines()[0])
    parser.add_argument("--self-collision", choices=["on", "off"], required=True)
    parser.add_argument("--frames", type=int, default=120, help="frames stepped, the first at rest (default 120)")
    return parser.parse_args(argv)


def add_sheet(scene):
    mesh = bpy.data.meshes.new("Sheet")
    grid = bmesh.new()
    half = (COLS - 1) * SPACING / 2
    rows = [[grid.verts.new((i * SPACING - half, j * SPACING - half, HEIGHT)) for i in range(COLS)]
            for j in range(ROWS)]
    for j in range(ROWS - 1):
        for i in range(COLS - 1):
            grid.faces.new((rows[j][i], rows[j][i + 1], rows[j + 1][i + 1], rows[j + 1][i]))
    grid.to_mesh(mesh)
    grid.free()
    sheet = bpy.data.objects.new("Sheet", mesh)
    scene.collection.objects.link(sheet)
    return sheet


def add_sphere(scene):
    mesh = bpy.data.meshes.new("Sphere")
    sphere_mesh = bmesh.new()
    bmesh.ops.create_uvsphere(sphere_mesh, u_segments=32, v_segments=16, radius=SPHERE_RADIUS)
    sphere_mesh.to_mesh(mesh)
    sphere_mesh.free()
    sphere = bpy.data.objects.new("Sphere", mesh)
    scene.collection.objects.link(sphere)
    sphere.modifiers.new("Collision", "COLLISION")
    return sphere


def main():
    args = arguments()
    scene = bpy.context.scene
    for existing in list(scene.collection.objects):  # the factory startup's cube, camera and light
        bpy.data.objects.remove(existing)
    add_sphere(scene)
    sheet = add_sheet(scene)
    cloth = sheet.modifiers.new("Cloth", "CLOTH")
    cloth.settings.quality = 5
    cloth.collision_settings.use_self_collision = args.self_collision == "on"
    cloth.point_cache.frame_start = 1
    cloth.point_cache.frame_end = args.frames
    scene.frame_start = 1
    scene.frame_end = args.frames
    scene.frame_set(1)
    start = time.perf_counter()
    for frame in range(2, args.frames + 1):
        scene.frame_set(frame)
    elapsed = time.perf_counter() - start
    evaluated = sheet.evaluated_get(bpy.context.evaluated_depsgraph_get())
    lowest = min(v.co.z for v in evaluated.to_mesh().vertices)  # the sheet's transform is the identity
    print(f"blender {bpy.app.version_string}: {COLS} x {ROWS} cloth, self-collision {args.self_collision}, "
          f"{args.frames} frames: {elapsed:.2f} s (lowest point at the end {lowest:.3f} m)")


main()
