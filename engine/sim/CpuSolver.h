// The CPU reference backend: a plain, single-threaded loop in double precision
// over the cloth's topology (engine/scene/ClothTopology.h), so that one code
// steps a grid and any mesh. It defines what the GPU backend must reproduce, so
// it favours clarity and bit-for-bit determinism over speed.
#pragma once

#include "engine/sim/Solver.h"
#include "engine/scene/ClothTopology.h"
#include "engine/sim/SelfCollision.h"

#include <cstdint>
#include <optional>

namespace drape::engine {

class CpuSolver final : public Solver {
public:
    /// `colliders`: the scene's colliders that can be used (engine/io/ColliderAssets).
    /// The scene's cloth, a grid or a mesh (clothTopology).
    CpuSolver(const Scene& scene, std::vector<ColliderGeometry> colliders);
    /// A cloth of any surface: `topology` replaces the scene's grid, whose
    /// material, damping and other settings it keeps.
    CpuSolver(const Scene& scene, std::vector<ColliderGeometry> colliders, ClothTopology topology);

    Backend backend() const override { return Backend::Cpu; }
    void setColliders(std::vector<ColliderGeometry> colliders) override;
    void setGrab(const std::optional<Grab>& grab) override;
    void readPositions(std::vector<glm::vec3>& out) const override;
    std::optional<std::string> findDivergence() override;

protected:
    void step(int count) override;
    void restoreRest() override;
    void applyLiveParameters(const LiveParameters& parameters, double stepScale) override;

private:
    void stepOnce();
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
    std::vector<glm::dvec3> m_previous, m_current, m_next;
    std::vector<glm::dvec3> m_velocity;      ///< m/s at the start of the step, for damping and the air's drag
    std::vector<double> m_mass;              ///< kg per particle, lumped by area
    /// Air, bending and membrane forces of the step, N per particle.
    std::vector<glm::dvec3> m_elementForce;
    std::vector<glm::dvec3> m_bendingInput, m_bendingScratch;
    std::vector<int> m_violated;             ///< strain limiting: over-long springs per particle
    std::optional<SelfCollision> m_selfCollision;   ///< built when the scene has self-collision
    std::vector<double> m_inverseMass;       ///< self-collision: 1/m, 0 where a particle is held
};

}  // namespace drape::engine
