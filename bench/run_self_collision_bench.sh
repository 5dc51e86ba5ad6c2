#!/usr/bin/env bash
# Times Blender's cloth (bench/blender_cloth.py) and drape-cli's CPU backend on
# the same 48 × 48 sheet falling onto a sphere for 120 frames, with and without
# self-collision, one after the other in one run (docs/physics.md, "Self-collision").
#   bench/run_self_collision_bench.sh [path/to/drape-cli]
set -euo pipefail
cd "$(dirname "$0")/.."
cli="${1:-build/release/cli/drape-cli}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
for mode in off on; do
  blender -b --factory-startup --python bench/blender_cloth.py -- --self-collision "$mode" 2>/dev/null |
    grep '^blender '
  scene=bench/sheet-on-sphere.drape
  [ "$mode" = on ] && scene=bench/sheet-on-sphere-self-collision.drape
  start=$(date +%s%N)
  "$cli" bake "$scene" -o "$out/sheet.pc2" --frames 120 --backend cpu --quiet
  end=$(date +%s%N)
  ms=$(((end - start) / 1000000))
  printf 'drape-cli (cpu): 48 x 48 cloth, self-collision %s, 120 frames: %d.%02d s\n' "$mode" $((ms / 1000)) $((ms % 1000 / 10))
done
