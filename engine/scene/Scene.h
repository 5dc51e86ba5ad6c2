// Plain value types describing a cloth scene (docs/architecture.md, "Physics
// contract"; docs/scene-format.md), with the defaults a new scene starts from.
// Units: metres, kilograms, seconds, N/m.
#pragma once

#include "engine/scene/ClothSurface.h"
#include "engine/scene/Collider.h"
#include "engine/scene/Material.h"

#include <glm/vec3.hpp>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace drape::engine {

/// Grid coordinates of one particle: i along the u axis (column), j along v (row).
struct GridCoord {
    int i = 0;
    int j = 0;
    friend bool operator==(const GridCoord&, const GridCoord&) = default;
};

/// Stiffness per spring type, in N/m. Zero switches a type off.
struct SpringStiffness {
    double structural = 1500.0;
    double shear = 1000.0;
    double flexion = 500.0;
    friend bool operator==(const SpringStiffness&, const SpringStiffness&) = default;
};

/// Strain limiting (Provot's deformation constraints): after each step, a spring
/// of a limited type longer than (1 + limit) × its rest length is shortened to
/// that length by moving both ends (a pinned end stays). 0 leaves a type free.
struct StrainLimits {
    double structural = 0.0;   ///< largest strain, e.g. 0.1 = 10%
    double shear = 0.0;
    double flexion = 0.0;
    int iterations = 12;       ///< Jacobi passes per step: more hold the limit more tightly
    bool any() const { return structural > 0.0 || shear > 0.0 || flexion > 0.0; }
    friend bool operator==(const StrainLimits&, const StrainLimits&) = default;
};

/// Self-collision (docs/physics.md, "Self-collision"): particles of the cloth
/// that are not topological neighbours keep at least `thickness` apart, and
/// layers that touch rub with Coulomb friction. Absent from a scene, there is none.
struct SelfCollisionSpec {
    double thickness = 0.02;   ///< m: the least distance between two layers' particles
    double friction = 0.2;     ///< Coulomb coefficient μ ≥ 0 between layers
    friend bool operator==(const SelfCollisionSpec&, const SelfCollisionSpec&) = default;
};

/// Damping in physical units (docs/physics.md, "Damping"), independent of dt and
/// of the grid: neither slows a cloth that moves rigidly except `drag`.
struct DampingSpec {
    /// Kelvin–Voigt retardation time β, s: every spring and the bending resist the
    /// rate of their own deformation with β times their stiffness (Rayleigh
    /// stiffness-proportional damping). A vibration at ω rad/s decays with damping ratio β·ω/2.
    double internal = 3e-5;
    double drag = 0.0;  ///< γ, 1/s: a force −m γ v on every particle (still air's viscosity)
    friend bool operator==(const DampingSpec&, const DampingSpec&) = default;
};

/// Pinned particles that move together (docs/scene-format.md, "pinGroups"): at
/// each moment particle p is at pivot + position + R(rotation)(rest_p − pivot),
/// with the pose from the keys and the pivot the mean of the group's rest
/// positions; a group without keys stays at rest, as pins do.
struct PinGroup {
    std::string name = "Pin group";
    std::vector<GridCoord> particles;
    KeyedTransform motion;
    friend bool operator==(const PinGroup&, const PinGroup&) = default;
};

/// A cloth shaped by a mesh file (docs/scene-format.md, "cloth.mesh"), placed
/// like a mesh collider: scaled, then rotated, then moved.
struct ClothMeshSpec {
    std::string file;               ///< absolute in memory; relative to the scene file on disk
    glm::dvec3 position{0.0};       ///< m: where the file's origin goes
    glm::dvec3 rotation{0.0};       ///< degrees about x, then y, then z (world axes)
    double scale = 1.0;             ///< uniform, applied first: 0.01 for a file in centimetres
    double weld = 1e-6;             ///< m: corners closer than this once placed are one particle
    /// The surface as placed, read from `file` (engine/io/MeshCloth.h): shared by
    /// every copy of the scene, never changed; a new file or placement reads anew.
    std::shared_ptr<const ClothSurface> surface;

    /// The same file and placement and the same surface (by identity or by value).
    friend bool operator==(const ClothMeshSpec& a, const ClothMeshSpec& b)
    {
        return a.file == b.file && a.position == b.position && a.rotation == b.rotation && a.scale == b.scale &&
               a.weld == b.weld &&
               (a.surface == b.surface || (a.surface && b.surface && *a.surface == *b.surface));
    }
};

/// The cloth: a cols × rows grid of particles joined by springs, or a mesh's
/// particles. A mesh cloth is addressed as one row of its particles: cols is
/// its particle count, rows 1, particle p is GridCoord{p, 0}, and spacing is its
/// mean edge length, the length its particleMass stands for the square of.
struct ClothSpec {
    std::string name = "Cloth";                       ///< unique in its scene: its mesh's name in exports
    int cols = 64;
    int rows = 48;
    double spacing = 0.03;                            ///< metres between neighbours at rest
    glm::dvec3 origin{-0.945, 2.0, 0.0};              ///< rest position of particle (0, 0), metres
    glm::dvec3 uAxis{1.0, 0.0, 0.0};                  ///< unit direction of increasing i
    glm::dvec3 vAxis{0.0, -1.0, 0.0};                 ///< unit direction of increasing j
    /// kg of an inner particle; mass is lumped by area, so a particle on an edge
    /// carries half of it and a corner a quarter (particleMassAt).
    double particleMass = 0.002;
    DampingSpec damping;
    SpringStiffness springs;
    /// B, N·m: the isometric bending of Bergou et al. 2006 (docs/physics.md,
    /// "Bending"), resolution-independent, beside or instead of flexion springs.
    double bending = 0.0;
    /// When set, particleMass, springs and bending are derived from it (applyMaterial).
    std::optional<MaterialSpec> material;
    StrainLimits strainLimits;
    std::optional<SelfCollisionSpec> selfCollision;
    std::vector<GridCoord> pins{{0, 0}, {63, 0}};    ///< particles that never move
    /// Particles held to a keyed path; none of them is also in `pins`.
    std::vector<PinGroup> pinGroups;
    /// Set for a mesh cloth; its particles then come from the mesh, not the grid fields.
    std::optional<ClothMeshSpec> mesh;

    int particleCount() const { return cols * rows; }
    bool isMesh() const { return mesh.has_value(); }
    friend bool operator==(const ClothSpec&, const ClothSpec&) = default;
};

/// Which solver a scene asks for; Auto picks the GPU when OpenGL 4.3 compute is there.
enum class BackendChoice { Auto, Cpu, Gpu };

/// How a step advances the cloth (docs/physics.md, "Integrators").
enum class Integrator {
    Verlet,     ///< explicit, the article's: dt must stay below the stability bound (Stability.h)
    Implicit,   ///< backward Euler through projective dynamics: stable at any dt, and damping
};

/// Time stepping: frame k is the state at t = k / fps; each frame is `substeps` steps.
struct SimulationSpec {
    int fps = 60;
    int substeps = 40;
    /// Picks `substeps` from the stability bound (engine/scene/Stability.h) whenever
    /// mass, stiffness or fps change, instead of taking it as written.
    bool autoSubsteps = false;
    int frames = 240;                                 ///< frames in a bake, frame 0 included
    BackendChoice backend = BackendChoice::Auto;
    Integrator integrator = Integrator::Verlet;
    /// The implicit integrator's local–global iterations per step: a direct
    /// solve each on the CPU, one multigrid V-cycle each on the GPU.
    int iterations = 10;

    double timeStep() const { return 1.0 / (double(fps) * double(substeps)); }
    friend bool operator==(const SimulationSpec&, const SimulationSpec&) = default;
};

/// Air: aerodynamic drag on each triangle of the cloth from its velocity
/// relative to the wind (docs/physics.md). Absent from a scene, there is none.
struct AirSpec {
    glm::dvec3 wind{0.0};         ///< m/s, the mean wind
    double turbulence = 0.0;      ///< gusts, as a fraction of the wind speed (0 = steady)
    std::uint32_t seed = 1;       ///< the gusts' noise: the same seed gives the same bake
    double density = 1.2;         ///< kg/m³ (air at sea level)
    double drag = 1.0;            ///< drag coefficient C_d of a flat plate facing the flow
    friend bool operator==(const AirSpec&, const AirSpec&) = default;
};

/// A whole scene file (docs/scene-format.md).
struct Scene {
    std::string name = "Flag";
    /// At least one. The scene's particles are each cloth's in turn (ClothAssembly.h).
    std::vector<ClothSpec> cloths{ClothSpec{}};
    glm::dvec3 gravity{0.0, -9.81, 0.0};              ///< m/s²
    std::vector<ColliderSpec> colliders;
    std::optional<AirSpec> air;
    SimulationSpec simulation;
    friend bool operator==(const Scene&, const Scene&) = default;
};

/// Every held particle: the pins, then each pin group's particles.
inline std::vector<GridCoord> heldParticles(const ClothSpec& cloth)
{
    std::vector<GridCoord> held = cloth.pins;
    for (const PinGroup& group : cloth.pinGroups)
        held.insert(held.end(), group.particles.begin(), group.particles.end());
    return held;
}

/// Drops the pins and pin groups' particles outside the cloth's grid (after it
/// shrank), and the groups left empty.
inline void dropHeldOutsideGrid(ClothSpec& cloth)
{
    const auto outside = [&](GridCoord c) { return c.i >= cloth.cols || c.j >= cloth.rows; };
    std::erase_if(cloth.pins, outside);
    for (PinGroup& group : cloth.pinGroups)
        std::erase_if(group.particles, outside);
    std::erase_if(cloth.pinGroups, [](const PinGroup& group) { return group.particles.empty(); });
}

/// Whether anything in the scene follows keys: a collider or a pin group.
inline bool hasKeyedMotion(const Scene& scene)
{
    for (const ColliderSpec& collider : scene.colliders)
        if (collider.motion.animated())
            return true;
    for (const ClothSpec& cloth : scene.cloths)
        for (const PinGroup& group : cloth.pinGroups)
            if (group.motion.animated())
                return true;
    return false;
}

/// The particle index of (i, j) in the order every boundary uses: row-major, j * cols + i.
inline int particleIndex(const ClothSpec& cloth, GridCoord c) { return c.j * cloth.cols + c.i; }

/// A particle's share of an inner particle's area along one axis of n particles:
/// ½ at either end of the axis (it borders cells on one side only), else 1.
inline double areaShareAlong(int index, int n)
{
    return n > 1 && (index == 0 || index == n - 1) ? 0.5 : 1.0;
}

/// Mass of particle (i, j), kg: the inner mass times its share of the four cells
/// around an inner particle, so that the cloth's mass is spread by area.
inline double particleMassAt(const ClothSpec& cloth, GridCoord c)
{
    return cloth.particleMass * areaShareAlong(c.i, cloth.cols) * areaShareAlong(c.j, cloth.rows);
}

/// Rest position of particle (i, j): origin + i·spacing·u + j·spacing·v; a mesh
/// cloth's particle i where its mesh has it.
inline glm::dvec3 restPosition(const ClothSpec& cloth, GridCoord c)
{
    if (cloth.mesh)
        return cloth.mesh->surface->rest[std::size_t(c.i)];
    return cloth.origin + double(c.i) * cloth.spacing * cloth.uAxis + double(c.j) * cloth.spacing * cloth.vAxis;
}

}  // namespace drape::engine
