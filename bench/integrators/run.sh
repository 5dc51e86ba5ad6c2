#!/usr/bin/env bash
# The integrator bench (docs/performance.md, "The implicit integrator"): bakes
# the scenes of make_scenes.py one after another, times each, and writes frames
# 60 and 239 of every 512² bake as PC2 point caches into OUT for compare.py,
# with a Verlet 512² reference at twice the automatic substeps, then compares
# them (compare.py).
#   bench/integrators/run.sh DRAPE_CLI OUT
set -uo pipefail
cd "$(dirname "$0")/../.."
cli="$1" out="$2"
scenes="$(mktemp -d)"
trap 'rm -rf "$scenes"' EXIT
names="$(python3 bench/integrators/make_scenes.py "$scenes" resources/examples/sphere-drape.drape)"
substeps() { "$cli" validate "$1" 2>&1 | grep -o '× [0-9]* substeps' | grep -o '[0-9]*'; }
# Runs a command with its output in $scenes/log, and prints the seconds it took.
timed() { local start=$EPOCHREALTIME; "$@" >"$scenes/log" 2>&1; python3 -c "print(round($EPOCHREALTIME - $start, 3))"; }
bake() {
  local name=$1 snapshot=() wall setup simulated
  [[ $name == *512* ]] && snapshot=(--snapshot "$out/$name.pc2" --snapshot-frames 60,239)
  echo "== $name: $(substeps "$scenes/$name.drape") substeps a frame"
  # --every 100000 writes frame 0 alone, so the export is short; the bake's
  # summary gives the simulation's own time ("simulated in").
  wall=$(timed "$cli" bake "$scenes/$name.drape" -o "$scenes/$name-all.pc2" --every 100000 "${snapshot[@]}")
  grep -v '^baking\|^exporting\|^will write\|^wrote' "$scenes/log"
  simulated=$(grep -o 'simulated in [0-9.e-]*' "$scenes/log" | grep -o '[0-9.e-]*$')
  # The same bake of frame 0 alone: start-up, reading the scene, the solver's set-up.
  setup=$(timed "$cli" bake "$scenes/$name.drape" -o "$scenes/$name-all.pc2" --frames 1 --quiet)
  echo "$name wall $wall s, simulation $simulated s, set-up $setup s"
  rm -f "$scenes/$name-all.pc2"
}
for name in $names; do
  bake "$name"
done
python3 - "$scenes" "$(substeps "$scenes/verlet512.drape")" <<'PY'
import json, sys
scene = json.load(open(sys.argv[1] + "/verlet512.drape"))
scene["simulation"]["substeps"] = 2 * int(sys.argv[2])
json.dump(scene, open(sys.argv[1] + "/verlet512_ref.drape", "w"))
PY
bake verlet512_ref
python3 bench/integrators/compare.py "$out"
