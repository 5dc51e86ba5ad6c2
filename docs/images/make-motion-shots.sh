#!/usr/bin/env bash
# Remakes the pictures of docs/colliders.md's moving scenes: the curtain drawn
# open (frame 160, its rings bunched at the left), the tablecloth pulled off its
# table (frame 80, half way off) and the flag carried along (frame 150, the pole
# at full walking speed); and docs/editor.md's two sheets dropped on a bed
# (frame 150, both at rest); each in a 1280×800 window under Xvfb, default
# settings.
# Usage: docs/images/make-motion-shots.sh [path/to/drape]
set -euo pipefail
cd "$(dirname "$0")/../.."
drape=${1:-build/release/app/drape}
config=$(mktemp -d)
trap 'rm -rf "$config"' EXIT
shot() {
  XDG_CONFIG_HOME="$config" xvfb-run -a -s "-screen 0 1600x1000x24" \
    "$drape" "resources/examples/$1.drape" --frames "$2" --screenshot "docs/images/$1.png"
}
shot curtain-drawn 160
shot tablecloth-pull 80
shot flag-carried 150
shot two-sheets 150
