#!/usr/bin/env bash
# Remakes the pictures of docs/physics.md: the 3D view alone (--view-only) of
# silk and of denim dropped over a sphere, the same scene but for the material,
# at 0.5 s and 1.5 s (frames 30 and 90), under Xvfb with default settings.
# Usage: docs/images/make-physics-shots.sh [path/to/drape]
set -euo pipefail
cd "$(dirname "$0")/../.."
drape=${1:-build/release/app/drape}
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
shoot() {  # scene frames picture
  XDG_CONFIG_HOME="$home/config" XDG_CACHE_HOME="$home/cache" xvfb-run -a -s "-screen 0 1600x1000x24" \
    "$drape" "resources/examples/$1" --frames "$2" --view-only --screenshot "docs/images/$3"
}
for material in silk denim; do
  shoot "$material-drape.drape" 30 "$material-0.5s.png"
  shoot "$material-drape.drape" 90 "$material-1.5s.png"
done
