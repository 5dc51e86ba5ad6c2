#!/usr/bin/env bash
# Remakes the pictures of the editor in docs/: docs/images/editor.png, the editor
# on the flag example after 90 frames (1.5 s of cloth), and
# docs/images/torus-drape.png, the cloth dropped over the torus mesh collider
# after 150 frames; each in a 1280×800 window under Xvfb, with default settings.
# Usage: docs/images/make-screenshot.sh [path/to/drape]
set -euo pipefail
cd "$(dirname "$0")/../.."
drape=${1:-build/release/app/drape}
config=$(mktemp -d)
trap 'rm -rf "$config"' EXIT
XDG_CONFIG_HOME="$config" xvfb-run -a -s "-screen 0 1600x1000x24" \
  "$drape" --frames 90 --screenshot docs/images/editor.png
XDG_CONFIG_HOME="$config" xvfb-run -a -s "-screen 0 1600x1000x24" \
  "$drape" resources/examples/torus-drape.drape --frames 150 --screenshot docs/images/torus-drape.png
