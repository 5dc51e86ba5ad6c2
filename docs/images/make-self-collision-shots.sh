#!/usr/bin/env bash
# Remakes the pictures of docs/editor.md, "Self-collision": the 3D view alone
# (--view-only) of the two self-collision examples after 2 s (120 frames),
# under Xvfb with default settings.
# Usage: docs/images/make-self-collision-shots.sh [path/to/drape]
set -euo pipefail
cd "$(dirname "$0")/../.."
drape=${1:-build/release/app/drape}
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
for scene in cloth-pile sphere-fold; do
  XDG_CONFIG_HOME="$home/config" XDG_CACHE_HOME="$home/cache" xvfb-run -a -s "-screen 0 1600x1000x24" \
    "$drape" "resources/examples/$scene.drape" --frames 120 --view-only --screenshot "docs/images/$scene.png"
done
