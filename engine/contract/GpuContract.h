// What the C++ side and the shaders must agree on besides the spring stencil
// (SpringStencil.h) and the collider limits (engine/scene/Limits.h): binding
// points and workgroup sizes. engine/contract/ShaderPrelude.cpp writes these values
// into the GLSL prelude every shader is compiled with, so that no shader repeats
// a number the C++ side binds or dispatches by; tests/tst_GpuContract.cpp checks
// what the compiled shaders see.
#pragma once

#include "engine/contract/TiledLayout.h"

namespace drape::engine::gpu {

/// The solver's state (shaders/cloth_state.glsl): storage buffers, or image units
/// in the image format. x and v are the current state, the next ones what a pass writes.
inline constexpr unsigned int positionsBinding = 0;
inline constexpr unsigned int stepsBinding = 1;
inline constexpr unsigned int nextPositionsBinding = 2;
inline constexpr unsigned int nextStepsBinding = 3;
/// The planar format's pin flags, one bit a particle.
inline constexpr unsigned int pinnedBitsBinding = 4;
/// Strain limiting's count of over-long springs per particle slot
/// (cloth_strain_count.comp writes it, cloth_strain_limit.comp reads it).
inline constexpr unsigned int strainCountsBinding = 6;
/// The storage buffer a kernel writes its result to beside the state: the first
/// diverged particle (cloth_health.comp), the row-major positions (cloth_publish.comp).
inline constexpr unsigned int resultBinding = 5;
/// Self-collision's kernels (engine/sim/GpuSelfCollision.h) beside the state:
/// its words (control, exclusion lists, the cell table, the sorted particles,
/// pair and contact counts), the positions at the last search, the pair lists.
/// No kernel binds these and the strain counts or a result at once.
inline constexpr unsigned int selfCollisionWordsBinding = 5;
inline constexpr unsigned int selfCollisionSearchedBinding = 6;
inline constexpr unsigned int selfCollisionPairsBinding = 7;
/// The keyed pins' places at the step's end beside the state (cloth_pin_places.comp),
/// bound by that pass alone.
inline constexpr unsigned int pinPlacesBinding = 7;
/// The uniform block of packed colliders (shaders/cloth_contacts.glsl).
inline constexpr unsigned int collidersBinding = 0;
/// The storage buffer the vertex shaders pull from: the cloth's positions
/// (cloth.vert, particles.vert) or a collider's triangles (collider.vert).
/// ScopedDrawState puts back what the editor had bound there.
inline constexpr unsigned int pulledVerticesBinding = 0;
/// A mesh cloth's drawing tables beside its positions (cloth_mesh.vert: each
/// vertex's particle and UV, each particle's triangles); ClothRenderer puts back
/// what was bound there.
inline constexpr unsigned int meshDrawTablesBinding = 1;
/// The benchmark kernels' x_prev, x and x_next (bench_copy.comp's storage
/// buffers, bench_gather.comp's images).
inline constexpr unsigned int benchPreviousBinding = 0;
inline constexpr unsigned int benchCurrentBinding = 1;
inline constexpr unsigned int benchNextBinding = 2;
/// bench_general.comp's adjacency (ClothTopology's, packed): each particle's
/// first spring end, the ends, and (compact ends) the rest positions.
inline constexpr unsigned int benchSpringStartBinding = 3;
inline constexpr unsigned int benchSpringEndsBinding = 4;
inline constexpr unsigned int benchRestBinding = 5;
/// Invocations per workgroup of the kernels that run one particle per invocation
/// in a flat order (bench_general).
inline constexpr int flatWorkgroupSize = 256;

/// Side of the square workgroups of the one-cell-per-thread kernels (cloth_step,
/// cloth_strain_limit, cloth_health, cloth_publish, bench_copy, bench_gather):
/// one tile of TiledLayout, so that a workgroup reads one contiguous block.
inline constexpr int workgroupSide = TiledLayout::tileSide;

/// cloth_step_blocked.comp: the side of the region of cells one workgroup loads
/// into shared memory, and its threads, each owning the same number of cells.
inline constexpr int blockedRegionSide = 48;
inline constexpr int blockedThreads = 768;
static_assert(blockedRegionSide * blockedRegionSide % blockedThreads == 0, "every thread owns whole cells");
static_assert(blockedRegionSide * blockedRegionSide * 3 * sizeof(float) <= 32768,
              "x of the region fits the shared memory every GL 4.3 device has");
static_assert(blockedThreads <= 1024, "every GL 4.3 device runs workgroups of this size");

}  // namespace drape::engine::gpu
