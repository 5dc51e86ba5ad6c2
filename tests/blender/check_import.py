# Imports a .glb/.gltf or .fbx file into Blender, headless, and prints the
# evaluated vertex positions of its one mesh at the exported frames asked for,
# converted back from Blender's Z-up to Drape's Y-up, one JSON object a line:
#   {"frame": 1, "positions": [x0, y0, z0, x1, ...]}
# usage: blender -b --factory-startup --python check_import.py -- FILE FPS FRAME...
# docs/export.md's measurements use it by hand; the tests use import_check.py.
# Exported frame k lands on Blender frame k in both: glTF time t on frame t·fps
# (the importer converts seconds with the scene's frame rate, so it is set
# before importing); FBX keys sit one frame early, at (k − 1)/fps, and the
# importer's Animation Offset of 1 frame puts them back on frame k; the file
# carries its own frame rate (docs/export.md, "Frame numbering").
import json
import sys

import numpy

# Debian's Blender 3.4 glTF importer still uses numpy.bool, gone in numpy 1.24.
if not hasattr(numpy, "bool"):
    numpy.bool = bool

import bpy

arguments = sys.argv[sys.argv.index("--") + 1:]
path, fps, frames = arguments[0], int(arguments[1]), [int(f) for f in arguments[2:]]
fbx = path.lower().endswith(".fbx")

scene = bpy.context.scene
scene.render.fps = fps
scene.render.fps_base = 1.0
for thing in list(bpy.data.objects):
    bpy.data.objects.remove(thing)
if fbx:
    bpy.ops.import_scene.fbx(filepath=path)
else:
    bpy.ops.import_scene.gltf(filepath=path)
meshes = [o for o in scene.objects if o.type == "MESH"]
if len(meshes) != 1:
    sys.exit(f"expected one mesh in {path}, found {len(meshes)}")
cloth = meshes[0]

for frame in frames:
    scene.frame_set(frame)
    depsgraph = bpy.context.evaluated_depsgraph_get()
    evaluated = cloth.evaluated_get(depsgraph)
    mesh = evaluated.to_mesh()
    world = evaluated.matrix_world
    positions = []
    for vertex in mesh.vertices:
        x, y, z = world @ vertex.co
        positions += [x, z, -y]  # Blender shows Y-up (x, y, z) as (x, -z, y)
    evaluated.to_mesh_clear()
    print(json.dumps({"frame": frame, "positions": positions}), flush=True)
