# Blender add-on: imports a cloth bake exported by Drape (.glb .gltf .fbx .pc2,
# or an OBJ sequence) in one step, on the frame numbering of docs/export.md
# ("Frame numbering"): Blender frame k - first shows baked frame k. It sets the
# scene's frame rate and range from the file's Drape metadata, turns smooth
# shading on and selects the cloths (a scene may have several). Install: Edit > Preferences > Add-ons >
# Install... this file, and tick "Import-Export: Import Drape bake". Then
# File > Import > Drape bake, or headless:
#   blender -b --python-expr "import bpy; bpy.ops.import_scene.drape_bake(filepath='/path/cloth.glb')"
import json
import math
import os
import re
import struct

import bpy
from bpy.props import StringProperty
from bpy_extras.io_utils import ImportHelper

bl_info = {
    "name": "Import Drape bake",
    "author": "Drape",
    "version": (1, 0, 0),
    "blender": (3, 4, 0),
    "location": "File > Import > Drape bake (.glb .gltf .fbx .pc2 .obj)",
    "description": "Imports a Drape cloth bake with its frame rate, frame range and smooth shading",
    "category": "Import-Export",
}

PC2_SIGNATURE = b"POINTCACHE2\0"
PC2_HEADER = struct.Struct("<12siiffi")
OBJ_TAG = re.compile(r"#\s*drape-bake\s+(.*)")
SEQUENCE_NAME = re.compile(r"(.*)_(\d{4,})\.obj", re.IGNORECASE)


class ImportFailed(Exception):
    """A problem with the file, reported as the operator's error."""


class Bake:
    """What a file says about its bake: fps, first baked frame, stride, exported frames."""

    def __init__(self, fps, first, every, frames):
        self.fps, self.first, self.every, self.frames = fps, first, every, frames

    @staticmethod
    def from_mapping(values):
        try:
            bake = Bake(float(values["fps"]), int(values["first"]), int(values["every"]), int(values["frames"]))
        except (KeyError, TypeError, ValueError):
            return None
        valid = bake.fps > 0 and bake.first >= 0 and bake.every >= 1 and bake.frames >= 1
        return bake if valid else None

    @property
    def span(self):
        """Blender frames from the first exported frame to the last: last - first."""
        return (self.frames - 1) * self.every


# --- Reading the files ---------------------------------------------------------


def gltf_bake(path):
    """asset.extras.drape of a .glb (its JSON chunk) or a .gltf."""
    with open(path, "rb") as file:
        data = file.read()
    if data[:4] == b"glTF":
        if len(data) < 20 or data[16:20] != b"JSON":
            raise ImportFailed(f"{path} is not a glTF binary file (no JSON chunk)")
        length = struct.unpack_from("<I", data, 12)[0]
        data = data[20:20 + length]
    try:
        document = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as error:
        raise ImportFailed(f"{path} is not glTF: {error}") from error
    extras = document.get("asset", {}).get("extras", {})
    return Bake.from_mapping(extras.get("drape", {})) if isinstance(extras, dict) else None


def obj_bake(path):
    """The `# drape-bake fps=… first=… every=… frames=…` line, the second of a Drape OBJ."""
    with open(path, encoding="utf-8", errors="replace") as file:
        lines = [file.readline(), file.readline()]
    match = OBJ_TAG.match(lines[1].strip())
    if not match:
        return None
    return Bake.from_mapping(dict(word.split("=", 1) for word in match.group(1).split() if "=" in word))


def obj_positions(path):
    """The `v` lines of an OBJ file, in order, as a flat list x0 y0 z0 x1 …"""
    positions = []
    with open(path, encoding="utf-8", errors="replace") as file:
        for line in file:
            if line.startswith("v "):
                positions.extend(float(word) for word in line.split()[1:4])
    return positions


def pc2_header(path):
    """(points, sample rate, samples) of a PC2 file whose size matches its header; Blender's
    Mesh Cache plays samples by index, so the start frame does not matter."""
    with open(path, "rb") as file:
        header = file.read(PC2_HEADER.size)
    if len(header) < PC2_HEADER.size:
        raise ImportFailed(f"{path} is too short for a PC2 header")
    signature, version, points, _, rate, samples = PC2_HEADER.unpack(header)
    if signature != PC2_SIGNATURE or version != 1:
        raise ImportFailed(f"{path} is not a PC2 point cache (bad signature or version)")
    expected = PC2_HEADER.size + points * samples * 12
    if points <= 0 or samples <= 0 or rate <= 0 or os.path.getsize(path) != expected:
        raise ImportFailed(f"{path}: bad PC2 header ({points} points, {samples} samples, "
                           f"{os.path.getsize(path)} bytes where the header needs {expected})")
    return points, rate, samples


def obj_sequence(path, bake):
    """The files of the sequence, [(baked frame, path)] in frame order: those the metadata
    names, or without it those from the file picked on."""
    folder, name = os.path.split(path)
    match = SEQUENCE_NAME.fullmatch(name)
    if not match:
        raise ImportFailed(f"{name} is not named as a Drape OBJ sequence (NAME_0000.obj; "
                           "for a point cache, pick its .pc2)")
    stem, picked = match.group(1), int(match.group(2))
    wanted = {bake.first + n * bake.every for n in range(bake.frames)} if bake else None
    files = []
    for other in os.listdir(folder or "."):
        found = SEQUENCE_NAME.fullmatch(other)
        if found and found.group(1) == stem:
            frame = int(found.group(2))
            if (frame in wanted) if wanted else frame >= picked:
                files.append((frame, os.path.join(folder, other)))
    if bake and len(files) != bake.frames:
        raise ImportFailed(f"{len(files)} of the sequence's {bake.frames} files are there")
    return sorted(files)


# --- Building the scene --------------------------------------------------------


def import_new_objects(importer, **options):
    """Runs a Blender importer and returns the objects it added."""
    before = set(bpy.data.objects)
    result = importer(**options)
    if "FINISHED" not in result:
        raise ImportFailed(f"Blender's importer did not finish ({', '.join(result)})")
    return [thing for thing in bpy.data.objects if thing not in before]


def import_obj_in_order(path):
    """Imports an OBJ mesh and checks that Blender kept its vertex order, which caches need."""
    objects = [o for o in import_new_objects(bpy.ops.wm.obj_import, filepath=path) if o.type == "MESH"]
    if len(objects) != 1:
        raise ImportFailed(f"{path}: expected one mesh, Blender's OBJ importer made {len(objects)}")
    cloth = objects[0]
    written = obj_positions(path)
    read = [0.0] * (3 * len(cloth.data.vertices))
    cloth.data.vertices.foreach_get("co", read)
    # Blender holds float32: equal to the text within its rounding.
    if len(read) != len(written) or any(abs(a - b) > 1e-6 * max(1.0, abs(b)) for a, b in zip(read, written)):
        raise ImportFailed(f"{path}: Blender's OBJ importer changed the vertex order")
    return cloth


def the_cloths(objects):
    """Of the imported objects, the meshes that move (shape keys or an armature), largest first:
    a scene's cloths; else the largest mesh."""
    meshes = [o for o in objects if o.type == "MESH"]
    if not meshes:
        raise ImportFailed("the file holds no mesh")
    moving = [o for o in meshes if o.data.shape_keys or any(m.type == "ARMATURE" for m in o.modifiers)]
    return sorted(moving, key=lambda o: -len(o.data.vertices)) or [max(meshes, key=lambda o: len(o.data.vertices))]


def action_span(objects):
    """The last frame of the actions on the objects and their shape keys, None without any."""
    ends = []
    for thing in objects:
        for owner in (thing, getattr(thing.data, "shape_keys", None)):
            animation = getattr(owner, "animation_data", None)
            if animation and animation.action:
                ends.append(animation.action.frame_range[1])
    return max(ends) if ends else None


def add_frame_keys(cloth, files, first):
    """One shape key per further file, fully on at its Blender frame (K - first), off at its neighbours'."""
    cloth.shape_key_add(name="Basis", from_mix=False)
    keys = cloth.data.shape_keys
    keys.use_relative = True
    action = bpy.data.actions.new(f"{cloth.name} frames")
    keys.animation_data_create().action = action
    times = [frame - first for frame, _ in files]
    vertices = len(cloth.data.vertices)
    for n in range(1, len(files)):
        frame, path = files[n]
        positions = obj_positions(path)
        if len(positions) != 3 * vertices:
            raise ImportFailed(f"{path} has {len(positions) // 3} vertices, the first file {vertices}")
        key = cloth.shape_key_add(name=f"frame {frame}", from_mix=False)
        key.data.foreach_set("co", positions)
        curve = action.fcurves.new(f'key_blocks["{key.name}"].value')
        points = [(times[n - 1], 0.0), (times[n], 1.0)] + ([(times[n + 1], 0.0)] if n + 1 < len(files) else [])
        curve.keyframe_points.add(len(points))
        for point, (time, value) in zip(curve.keyframe_points, points):
            point.co = (time, value)
            point.interpolation = "LINEAR"
        curve.update()


def add_mesh_cache(cloth, path, every):
    """A PC2 Mesh Cache modifier that plays sample n on Blender frame n·every."""
    modifier = cloth.modifiers.get("Drape bake") or cloth.modifiers.new("Drape bake", "MESH_CACHE")
    modifier.cache_format = "PC2"
    modifier.filepath = path
    modifier.time_mode = "FRAME"
    modifier.play_mode = "SCENE"
    modifier.frame_start = 0.0
    modifier.frame_scale = 1.0 / every
    modifier.interpolation = "LINEAR"


def use_fps(scene, fps):
    scene.render.fps = max(1, round(fps))
    scene.render.fps_base = 1.0


def allow_numpy_bool():
    # Debian's Blender 3.4 glTF importer uses numpy.bool, removed in numpy 1.24.
    import numpy
    if "bool" not in numpy.__dict__:
        numpy.bool = bool


class ImportDrapeBake(bpy.types.Operator, ImportHelper):
    """Import a cloth bake exported by Drape: frame rate, frame range and smooth shading set"""

    bl_idname = "import_scene.drape_bake"
    bl_label = "Import Drape bake"
    bl_options = {"REGISTER", "UNDO"}

    filter_glob: StringProperty(default="*.glb;*.gltf;*.fbx;*.pc2;*.obj", options={"HIDDEN"})

    def execute(self, context):
        path = os.path.abspath(bpy.path.abspath(self.filepath))
        if not os.path.isfile(path):
            self.report({"ERROR"}, f"Drape bake: no such file: {path}")
            return {"CANCELLED"}
        extension = os.path.splitext(path)[1].lower()
        readers = {".glb": self.gltf, ".gltf": self.gltf, ".fbx": self.fbx, ".pc2": self.pc2, ".obj": self.sequence}
        if extension not in readers:
            self.report({"ERROR"}, f"Drape bake: {extension or 'no extension'} is not a Drape export")
            return {"CANCELLED"}
        try:
            cloths, span, source = readers[extension](context, path)
        except (ImportFailed, OSError, RuntimeError) as error:  # RuntimeError: a Blender importer failed
            self.report({"ERROR"}, f"Drape bake: {error}")
            return {"CANCELLED"}
        scene = context.scene
        if span is not None:
            scene.frame_start = 0
            scene.frame_end = max(0, math.ceil(span - 1e-6))
        scene.frame_set(0)
        for thing in context.view_layer.objects:
            thing.select_set(False)
        for cloth in cloths:
            cloth.data.polygons.foreach_set("use_smooth", [True] * len(cloth.data.polygons))
            cloth.data.update()
            cloth.select_set(True)
        context.view_layer.objects.active = cloths[0]
        if source:
            self.report({"WARNING"}, f"Drape bake: {os.path.basename(path)} carries no Drape metadata; {source}")
        return {"FINISHED"}

    # Each reader returns (the cloths, largest first, last Blender frame or None, what stood in
    # for missing metadata or "").

    def gltf(self, context, path):
        bake = gltf_bake(path)
        if bake:
            use_fps(context.scene, bake.fps)  # the importer turns seconds into frames with it
        allow_numpy_bool()
        objects = import_new_objects(bpy.ops.import_scene.gltf, filepath=path)
        if bake:
            return the_cloths(objects), bake.span, ""
        return (the_cloths(objects), action_span(objects),
                "the scene's frame rate is kept and the range follows the animation")

    def fbx(self, context, path):
        # The file carries its frame rate, and its keys start one frame early for the
        # importer's default Animation Offset of 1: baked frame `first` lands on frame 0.
        objects = import_new_objects(bpy.ops.import_scene.fbx, filepath=path)
        span = action_span(objects)
        return the_cloths(objects), span, "" if span is not None else "the file has no animation"

    def pc2(self, context, path):
        points, rate, samples = pc2_header(path)
        mesh_path = os.path.splitext(path)[0] + ".obj"
        selected = [o for o in [context.active_object] + list(context.selected_objects)
                    if o and o.type == "MESH" and o.select_get()]
        matching = [o for o in selected if len(o.data.vertices) == points]
        if matching:
            cloth = matching[0]
        elif os.path.isfile(mesh_path):
            cloth = import_obj_in_order(mesh_path)
            if len(cloth.data.vertices) != points:
                raise ImportFailed(f"{mesh_path} has {len(cloth.data.vertices)} vertices, the cache {points}")
        else:
            raise ImportFailed(f"the cache's {points} points match no selected mesh and {mesh_path} is missing")
        # The header gives the stride and the frames; the mesh's metadata, the frame rate.
        every = max(1, round(rate))
        add_mesh_cache(cloth, path, every)
        bake = obj_bake(mesh_path) if os.path.isfile(mesh_path) else None
        if bake:
            use_fps(context.scene, bake.fps)
        return [cloth], (samples - 1) * every, "" if bake else "the scene's frame rate is kept"

    def sequence(self, context, path):
        bake = obj_bake(path)
        files = obj_sequence(path, bake)
        first = files[0][0]
        cloth = import_obj_in_order(files[0][1])
        add_frame_keys(cloth, files, first)
        if bake:
            use_fps(context.scene, bake.fps)
        return [cloth], files[-1][0] - first, "" if bake else "the scene's frame rate is kept"


def menu_entry(self, context):
    self.layout.operator(ImportDrapeBake.bl_idname, text="Drape bake (.glb .gltf .fbx .pc2 .obj)")


def register():
    bpy.utils.register_class(ImportDrapeBake)
    bpy.types.TOPBAR_MT_file_import.append(menu_entry)


def unregister():
    bpy.types.TOPBAR_MT_file_import.remove(menu_entry)
    bpy.utils.unregister_class(ImportDrapeBake)
