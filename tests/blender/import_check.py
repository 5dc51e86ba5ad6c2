# Installs the Drape add-on (resources/blender/drape_import.py) from its file, as a
# user does, then runs import jobs one after another in a cleared scene and prints,
# one JSON object a line, what each left behind:
#   {"job": NAME, "result": "FINISHED", "reports": [...], "fps": 30, "frame_start": 0,
#    "frame_end": 11, "meshes": 1, "polygons": 40, "flat": 0, "on_selected": false}
#   {"job": NAME, "frame": F, "positions": [x0, y0, z0, x1, ...],
#    "objects": {OBJECT: [x0, y0, z0, ...]}}   for each Blender frame asked for
# Positions are the evaluated cloth's vertices and those of the objects the job's
# "track" names, in world space, converted back from Blender's Z-up to Drape's Y-up. Run with BLENDER_USER_SCRIPTS and BLENDER_USER_CONFIG set to
# a scratch folder, so that installing touches no one's Blender set-up.
# usage: blender -b --factory-startup --python import_check.py -- ADDON JOBS.json
# A job: {"name", "file", "how": "addon" | "gltf" | "fbx" | "meshcache", "frames": [FROM, TO],
#         "fps_before": scene fps set first (24 if absent),
#         "select": an OBJ imported and selected before the job (the add-on's PC2 target),
#         "track": names of objects whose vertices are printed each frame}
# The plain importers run with their default options: glTF with the scene's fps set to
# the job's "fps" first (the importer converts seconds with it) and numpy's bool
# restored; "meshcache" imports FILE's OBJ and adds a PC2 Mesh Cache modifier with
# the modifier's default frame settings ("obj" names another OBJ than FILE's: the
# user's own mesh of a mesh cloth).
import contextlib
import io
import json
import os
import sys

import bpy

arguments = sys.argv[sys.argv.index("--") + 1:]
addon, jobs = arguments[0], json.load(open(arguments[1]))

REPORTS = ("Info:", "Warning:", "Error:")

bpy.ops.preferences.addon_install(filepath=addon)
bpy.ops.preferences.addon_enable(module=os.path.splitext(os.path.basename(addon))[0])


def clear(scene, fps):
    for collection in (bpy.data.objects, bpy.data.meshes, bpy.data.armatures, bpy.data.actions,
                       bpy.data.materials):
        for thing in list(collection):
            collection.remove(thing)
    scene.render.fps, scene.render.fps_base = fps, 1.0
    scene.frame_start, scene.frame_end = 1, 250


def plain_import(job, scene):
    if job["how"] == "gltf":
        import numpy
        if "bool" not in numpy.__dict__:
            numpy.bool = bool  # Debian's Blender 3.4 glTF importer needs it with numpy >= 1.24
        scene.render.fps = job["fps"]
        return bpy.ops.import_scene.gltf(filepath=job["file"])
    if job["how"] == "fbx":
        return bpy.ops.import_scene.fbx(filepath=job["file"])
    result = bpy.ops.wm.obj_import(filepath=job.get("obj", os.path.splitext(job["file"])[0] + ".obj"))
    cache = [o for o in scene.objects if o.type == "MESH"][0].modifiers.new("cache", "MESH_CACHE")
    cache.cache_format = "PC2"
    cache.filepath = job["file"]
    return result


def cloth_of(job, context):
    if job["how"] == "addon":
        return context.view_layer.objects.active
    meshes = [o for o in context.scene.objects if o.type == "MESH"]
    moving = [o for o in meshes if o.data.shape_keys]  # beside colliders, which may have more vertices
    return max(moving or meshes, key=lambda o: len(o.data.vertices)) if meshes else None


def positions_at(thing, scene, frame):
    scene.frame_set(frame)
    evaluated = thing.evaluated_get(bpy.context.evaluated_depsgraph_get())
    mesh = evaluated.to_mesh()
    positions = []
    for vertex in mesh.vertices:
        x, y, z = evaluated.matrix_world @ vertex.co
        positions += [x, z, -y]  # Blender shows Drape's (x, y, z) as (x, -z, y)
    evaluated.to_mesh_clear()
    return positions


for job in jobs:
    context, scene = bpy.context, bpy.context.scene
    clear(scene, job.get("fps_before", 24))
    if "select" in job:
        bpy.ops.wm.obj_import(filepath=job["select"])
    selected = list(context.selected_objects)
    # Operators print their reports to Python's stdout (beside what importers print);
    # errors raise RuntimeError.
    reports = io.StringIO()
    try:
        with contextlib.redirect_stdout(reports):
            if job["how"] == "addon":
                result = bpy.ops.import_scene.drape_bake(filepath=job["file"])
            else:
                result = plain_import(job, scene)
    except RuntimeError as error:
        result = {"CANCELLED"}
        if str(error).strip() not in reports.getvalue():
            print(error, file=reports)
    cloth = cloth_of(job, context)
    record = {"job": job["name"], "result": ", ".join(sorted(result)),
              "reports": [line for line in reports.getvalue().splitlines() if line.startswith(REPORTS)],
              "fps": scene.render.fps, "fps_base": scene.render.fps_base,
              "frame_start": scene.frame_start, "frame_end": scene.frame_end,
              "meshes": sum(1 for o in scene.objects if o.type == "MESH")}
    if cloth is not None and cloth.type == "MESH":
        record["polygons"] = len(cloth.data.polygons)
        record["flat"] = sum(1 for polygon in cloth.data.polygons if not polygon.use_smooth)
        record["on_selected"] = cloth in selected
    print(json.dumps(record), flush=True)
    if "FINISHED" in result and cloth is not None:
        for frame in range(job["frames"][0], job["frames"][1] + 1):
            record = {"job": job["name"], "frame": frame, "positions": positions_at(cloth, scene, frame)}
            record["objects"] = {name: positions_at(scene.objects[name], scene, frame)
                                 for name in job.get("track", []) if name in scene.objects}
            print(json.dumps(record), flush=True)
