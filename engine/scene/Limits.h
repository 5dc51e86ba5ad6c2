// Hard limits on what a scene may ask for, so an absurd file is refused with a
// message before anything is allocated. docs/scene-format.md states them.
#pragma once

#include <cstdint>

namespace drape::engine::limits {

/// Most particles in one cloth: 2^25 (e.g. 5792 × 5792). The GPU backend needs
/// 48 bytes per particle (1.5 GiB here), the CPU backend 73 (2.3 GiB).
inline constexpr std::int64_t maxParticles = std::int64_t(1) << 25;
/// Most particles along one side, so i·spacing stays far from float overflow
/// and one side of a dispatch stays within every driver's workgroup-count limit.
inline constexpr int maxSide = 65535;
/// Frame rate and substep bounds that keep dt representable and loops sane.
inline constexpr int maxFps = 10000;
inline constexpr int maxSubsteps = 10000;
inline constexpr int maxFrames = 1000000;
/// The implicit integrator's iterations per step.
inline constexpr int maxIterations = 10000;
/// Colliders per scene, and mesh colliders among them (the GPU binds one 3D texture each).
inline constexpr int maxColliders = 32;
inline constexpr int maxCloths = 32;
inline constexpr int maxMeshColliders = 8;
/// Largest collider size or coordinate, metres: far inside float range on the GPU.
inline constexpr double maxColliderSize = 1.0e4;
/// Largest Coulomb friction coefficient (beyond it nothing changes: the contact sticks).
inline constexpr double maxFriction = 100.0;
/// Largest self-collision thickness, metres, and the largest over the cloth's
/// spacing: the solver ignores only the pairs that share a face
/// (engine/scene/SelfCollisionExclusion.h), and on a grid the next ones rest 2
/// spacings apart: 1.5 spacings leaves room for the cloth to be squeezed by a
/// quarter before it pushes itself apart.
inline constexpr double maxSelfCollisionThickness = 1.0;
inline constexpr double maxSelfCollisionThicknessPerSpacing = 1.5;
/// Keys of one collider or pin group, and pin groups of a cloth.
inline constexpr int maxKeys = 100000;
inline constexpr int maxPinGroups = 1024;
/// Mesh colliders' distance-field cells along the mesh's longest side.
inline constexpr int minSdfResolution = 8;
inline constexpr int maxSdfResolution = 256;

}  // namespace drape::engine::limits
