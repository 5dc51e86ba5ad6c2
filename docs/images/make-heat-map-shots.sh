#!/usr/bin/env bash
# Remakes the strain heat-map pictures of docs/editor.md: the 3D view alone
# (--view-only) after 90 frames of the flag in the wind (heat-map red at 2%) and
# 120 frames of silk and of denim dropped over a sphere (red at 1%), under Xvfb
# with default settings.
# Usage: docs/images/make-heat-map-shots.sh [path/to/drape]
set -euo pipefail
cd "$(dirname "$0")/../.."
drape=${1:-build/release/app/drape}
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
shoot() {  # scene frames percent picture
  XDG_CONFIG_HOME="$home/config" XDG_CACHE_HOME="$home/cache" xvfb-run -a -s "-screen 0 1600x1000x24" \
    "$drape" "resources/examples/$1" --frames "$2" --heat-map-scale "$3" --view-only --screenshot "docs/images/$4"
}
shoot flag-wind.drape 90 2 heat-map-flag.png
shoot silk-drape.drape 120 1 heat-map-silk.png
shoot denim-drape.drape 120 1 heat-map-denim.png
