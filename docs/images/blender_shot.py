# Blender side of make-blender-shot.sh: installs the add-on from its file, imports
# the bake with it, frames the cloth in the 3D view on the frame asked for, and
# takes Blender's screenshot of the whole window once it has been drawn.
# Arguments after "--": ADDON BAKE FRAME PNG.
import sys

import bpy

addon, bake, frame, png = sys.argv[sys.argv.index("--") + 1:]
bpy.context.preferences.view.show_splash = False
bpy.ops.preferences.addon_install(filepath=addon)
bpy.ops.preferences.addon_enable(module="drape_import")
for thing in list(bpy.data.objects):
    bpy.data.objects.remove(thing)
bpy.ops.import_scene.drape_bake(filepath=bake)
bpy.context.scene.frame_set(int(frame))


def view_3d():
    for area in bpy.context.window.screen.areas:
        if area.type == "VIEW_3D":
            return area
    return None


def frame_the_cloth():
    area = view_3d()
    region = next(r for r in area.regions if r.type == "WINDOW")
    space = area.spaces.active
    space.shading.type = "SOLID"
    space.overlay.show_floor = True
    view = space.region_3d
    view.view_perspective = "PERSP"
    with bpy.context.temp_override(area=area, region=region):
        bpy.ops.view3d.view_axis(type="FRONT")
        bpy.ops.view3d.view_orbit(angle=0.5, type="ORBITLEFT")
        bpy.ops.view3d.view_orbit(angle=0.25, type="ORBITUP")
        bpy.ops.view3d.view_selected()
    # Unselected, so the outline does not hide the shading.
    for thing in bpy.context.scene.objects:
        thing.select_set(False)
    return 1.0  # draw once more before the screenshot


def shoot():
    bpy.ops.screen.screenshot(filepath=png)
    bpy.ops.wm.quit_blender()


steps = iter([frame_the_cloth, shoot])
bpy.app.timers.register(lambda: next(steps)(), first_interval=2.0)
