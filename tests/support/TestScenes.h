// Scenes and helpers the physics tests build on: small grids with chosen
// parameters, a solver of either backend, and position comparisons.
#pragma once

#include "engine/scene/Scene.h"
#include "engine/sim/Solver.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace drape::test {

/// A scene with no springs, no pins, no damping: edit what a test needs.
engine::Scene bareScene(int cols, int rows);

/// The scene's colliders made ready for a solver (engine/io/ColliderAssets); throws
/// std::runtime_error naming the first that cannot be used.
std::vector<engine::ColliderGeometry> colliderGeometry(const engine::Scene& scene);

/// Builds the "cpu" or "gpu" backend for `scene`, with its colliders (the GPU one needs ensureGpuContext first).
std::unique_ptr<engine::Solver> makeSolver(const engine::Scene& scene, const std::string& backend);

/// Current positions of a solver.
std::vector<glm::vec3> positionsOf(const engine::Solver& solver);

/// The mass-weighted mean of the positions (lumped masses, engine::particleMassAt), m.
glm::dvec3 centreOfMass(const engine::ClothSpec& cloth, const std::vector<glm::vec3>& x);

/// A deterministic value in [−1, 1] for index p and component c: the same for
/// the same arguments on every machine, spread as a hash spreads them.
double jitter(std::uint32_t p, std::uint32_t c);

/// Largest |a - b| over all particles and components.
double largestDifference(const std::vector<glm::vec3>& a, const std::vector<glm::vec3>& b);

/// Runs `scene` on the CPU and the GPU backend side by side for `frames` frames and
/// returns the largest difference between them at any frame (m). `cpuEnd`, when
/// given, receives the CPU's last positions. Needs ensureGpuContext first.
double largestGpuCpuDifference(const engine::Scene& scene, int frames, std::vector<glm::vec3>* cpuEnd = nullptr);

}  // namespace drape::test
