// The CPU reference backend: a plain, single-threaded loop in double precision
// over the cloth's topology (engine/scene/ClothTopology.h), so that one code
// steps a grid and any mesh. It defines what the GPU backend must reproduce, so
// it favours clarity and bit-for-bit determinism over speed.
#pragma once

#include "engine/sim/Solver.h"
#include "engine/sim/PinGroupMotion.h"
#include "engine/scene/ClothAssembly.h"
#include "engine/sim/ProjectiveDirectSolve.h"
#include "engine/sim/ProjectiveSystem.h"
#include "engine/sim/SelfCollision.h"

#include <cstdint>
#include <memory>
#include <optional>

namespace drape::engine {

class CpuSolver final : public Solver {
public:
    /// `colliders`: the scene's colliders that can be used (engine/io/ColliderAssets).
    /// The scene's cloths, grids or meshes, as one system (ClothAssembly.h).
    CpuSolver(const Scene& scene, std::vector<ColliderGeometry> colliders);
    /// A scene of one cloth, of any surface: `topology` replaces the scene's grid,
    /// whose material, damping and other settings it keeps.
    CpuSolver(const Scene& scene, std::vector<ColliderGeometry> colliders, ClothTopology topology);

    Backend backend() const override { return Backend::Cpu; }
    void setColliders(std::vector<ColliderGeometry> colliders) override;
    void setGrab(const std::optional<Grab>& grab) override;
    void readPositions(std::vector<glm::vec3>& out) const override;
    std::optional<std::string> findDivergence() override;
    std::optional<ImplicitReport> implicitReport() const override { return m_report; }

protected:
    void step(int count) override;
    void restoreRest() override;
    void applyLiveParameters(const LiveParameters& parameters, double stepScale) override;

private:
    CpuSolver(AssembledCloths assembled, std::vector<ColliderGeometry> colliders);
    /// Keyed colliders to the step's end, and where the keyed pins go in it (m_pinPlaces).
    void moveKeyed();
    void stepOnce();
    /// One backward Euler step (ProjectiveSystem.h) instead of Verlet's, then the same contacts and passes.
    void stepImplicit();
    /// The factor of A without the held particles: refactored when the grab moves to another particle.
    const ProjectiveDirectSolve& directSolve(int grabbed);
    double residualNorm(std::span<const glm::dvec3> x, std::vector<glm::dvec3>& scratch);
    /// Contacts, strain limiting and self-collision, after either integrator has proposed m_next.
    void finishStep();
    void computeElementForces();
    void addAirForces();
    void updateMasses();
    void limitStrain();
    void collideWithItself();

    ClothSpec m_cloth;
    ClothTopology m_topology;
    LiveParameters m_parameters;
    double m_dt;
    std::vector<ColliderGeometry> m_colliders;
    std::optional<Grab> m_grab;
    PinGroupMotion m_pinMotion;
    std::vector<int> m_keyedPin;             ///< per particle: its index in m_pinMotion.particles(), or -1
    std::vector<glm::dvec3> m_pinPlaces;     ///< where the keyed pins are at the end of the step
    std::vector<glm::dvec3> m_previous, m_current, m_next;
    std::vector<glm::dvec3> m_velocity;      ///< m/s at the start of the step, for damping and the air's drag
    std::vector<double> m_mass;              ///< kg per particle, lumped by area
    /// Air, bending and membrane forces of the step, N per particle.
    std::vector<glm::dvec3> m_elementForce;
    std::vector<glm::dvec3> m_bendingInput, m_bendingScratch;
    std::vector<int> m_violated;             ///< strain limiting: over-long springs per particle
    std::optional<SelfCollision> m_selfCollision;   ///< built when the scene has self-collision
    std::vector<double> m_inverseMass;       ///< self-collision: 1/m, 0 where a particle is held
    bool m_implicit = false;
    /// The implicit integrator's system for the live parameters, and its factor.
    std::optional<ProjectiveSystem> m_system;
    std::unique_ptr<ProjectiveDirectSolve> m_direct;
    int m_directGrabbed = -1;                ///< the grabbed particle m_direct holds, or -1
    std::vector<std::uint8_t> m_held;
    std::vector<glm::dvec3> m_constantSide, m_rightSide, m_product;
    std::optional<ImplicitReport> m_report;
};

}  // namespace drape::engine
