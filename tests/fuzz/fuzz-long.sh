#!/usr/bin/env bash
# Long random fuzzing, outside the CI gate (docs/reliability.md, "Fuzzing"):
#   tests/fuzz/fuzz-long.sh [SECONDS]     the three fuzzers side by side, SECONDS each (default 3600)
# libFuzzer picks a new seed each time. An input that fails is written into
# tests/fuzz/regressions/ or tests/fuzz/mesh_regressions/ (crash-…, leak-…,
# timeout-…, oom-…); rename it for what it did and commit it with the fix, and
# from then on every gate run replays it (both mesh fuzzers replay mesh_regressions/).
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-3600}"
build="${BUILD_DIR:-build/fuzz-long}"
mkdir -p "$build"
clangxx="$(command -v clang++)" || { echo "fuzz-long.sh: clang++ not found (apt-get install clang libclang-rt-14-dev)" >&2; exit 1; }

run() {
  cmake -DSOURCE_DIR="$PWD" -DCLANGXX="$clangxx" -DSECONDS="$seconds" "$@" -P cmake/RunFuzzer.cmake
}
run -DBUILD_DIR="$build/scene" -DFUZZER=fuzz_scene_file -DCORPUS=corpus -DREGRESSIONS=regressions \
    -DDICT=scene.dict -DMAX_LEN=1048576 > "$build-scene.log" 2>&1 &
scene=$!
run -DBUILD_DIR="$build/mesh" -DFUZZER=fuzz_mesh_collider -DCORPUS=mesh_corpus -DREGRESSIONS=mesh_regressions \
    -DLSAN_SUPPRESSIONS=mesh_lsan.supp > "$build-mesh.log" 2>&1 &
mesh=$!
run -DBUILD_DIR="$build/cloth" -DFUZZER=fuzz_cloth_mesh -DCORPUS=cloth_corpus -DREGRESSIONS=mesh_regressions \
    -DLSAN_SUPPRESSIONS=mesh_lsan.supp > "$build-cloth.log" 2>&1 &
cloth=$!
status=0
wait "$scene" || { status=1; echo "fuzz-long.sh: the scene fuzzer found a failure (log: $build-scene.log)" >&2; }
wait "$mesh" || { status=1; echo "fuzz-long.sh: the mesh fuzzer found a failure (log: $build-mesh.log)" >&2; }
wait "$cloth" || { status=1; echo "fuzz-long.sh: the cloth mesh fuzzer found a failure (log: $build-cloth.log)" >&2; }
for log in "$build-scene.log" "$build-mesh.log" "$build-cloth.log"; do
  echo "$log: $(grep -E '^stat::number_of_executed_units' "$log" | tail -1)"
done
exit "$status"
