#!/usr/bin/env bash
# Remakes docs/images/blender-flag.png: the flag-in-the-wind example baked for 91 frames
# (0 to 1.5 s) to .glb with drape-cli, imported into Debian's Blender with the
# add-on (resources/blender/drape_import.py, installed from its one file into a
# throw-away Blender profile), shown in Blender's own window under Xvfb on
# Blender frame 90 = baked frame 90, solid shading, then Blender's screenshot.
# Usage: docs/images/make-blender-shot.sh [path/to/drape-cli]
set -euo pipefail
cd "$(dirname "$0")/../.."
cli=${1:-build/release/cli/drape-cli}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$cli" bake resources/examples/flag-wind.drape -o "$work/flag.glb" --frames 91 --backend cpu --quiet
BLENDER_USER_CONFIG="$work/config" BLENDER_USER_SCRIPTS="$work/scripts" \
  xvfb-run -a -s "-screen 0 1600x900x24" blender --factory-startup \
  --python docs/images/blender_shot.py -- resources/blender/drape_import.py "$work/flag.glb" 90 docs/images/blender-flag.png
