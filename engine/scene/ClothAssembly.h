// A scene's cloths as the one particle system both backends step (docs/physics.md,
// "Several cloths"): cloth k's particles follow cloth k − 1's, each cloth keeps
// its own springs, membranes, bending, mass and pins, and nothing joins two
// cloths, so that the system's self-collision is also the contact between cloths.
#pragma once

#include "engine/scene/ClothTopology.h"
#include "engine/scene/Scene.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace drape::engine {

/// Where one cloth's particles are among the scene's.
struct ParticleRange {
    std::uint32_t first = 0;
    std::uint32_t count = 0;
};

/// Each cloth's particles, in the scene's order.
std::vector<ParticleRange> clothRanges(const Scene& scene);

/// Every particle of every cloth.
std::size_t sceneParticleCount(const Scene& scene);

/// Why the scene's cloths cannot be stepped together: the key at fault
/// ("cloths[1].damping") and what is wrong. Cloths of one scene share their
/// damping and strain limits, and cloths of triangles the stretch and shear of
/// the cloth whose springs the system is in (docs/physics.md, "Several cloths").
struct AssemblyProblem {
    std::string key;
    std::string message;
};
std::optional<AssemblyProblem> assemblyProblem(const Scene& scene);

/// Copies the settings a scene's cloths share (damping, strain limits) from cloth
/// `from` (the last where `from` is past it) to the others: the editor edits one
/// cloth at a time, and the others follow it.
void shareClothSettings(Scene& scene, std::size_t from);

/// The contact between the cloths of a scene of several: the thickest and roughest
/// of their self-collisions, or where none has one the default friction and the
/// coarsest cloth's spacing as thickness; kept thin enough for the finest cloth's
/// spacing.
SelfCollisionSpec clothContact(const Scene& scene);

/// A scene whose cloths are one, and that one's topology, for a solver.
struct AssembledCloths {
    Scene scene;
    ClothTopology topology;
};

/// A scene of one cloth as it is, with clothTopology. Several become one mesh
/// cloth: its springs, bending and particle mass are reference values that each
/// spring's weights, each hinge's coefficient and each particle's mass share
/// scale to its own cloth's; a grid's plate bending becomes hinges of the same
/// energy (gridPlateHinges); self-collision is clothContact. Throws
/// std::invalid_argument with assemblyProblem's message.
AssembledCloths assembleCloths(const Scene& scene);

/// The grid's plate bending (GridBending.h) as hinges of zero rest curvature:
/// per particle, its D^u and D^v (coefficient s_p / h²) and its D^t (2 s_p / h²).
std::vector<BendingHinge> gridPlateHinges(const ClothSpec& cloth);

}  // namespace drape::engine
