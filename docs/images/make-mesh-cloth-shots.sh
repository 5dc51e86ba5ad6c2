#!/usr/bin/env bash
# Remakes the pictures of docs/editor.md, "Cloth from a mesh": the 3D view alone
# (--view-only) of the three mesh-cloth examples after 2.5 s (150 frames), under
# Xvfb with default settings.
# Usage: docs/images/make-mesh-cloth-shots.sh [path/to/drape]
set -euo pipefail
cd "$(dirname "$0")/../.."
drape=${1:-build/release/app/drape}
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
for scene in round-tablecloth cape skirt; do
  XDG_CONFIG_HOME="$home/config" XDG_CACHE_HOME="$home/cache" xvfb-run -a -s "-screen 0 1600x1000x24" \
    "$drape" "resources/examples/$scene.drape" --frames 150 --view-only --screenshot "docs/images/$scene.png"
done
