// The CPU reference backend: a plain, single-threaded loop in double precision.
// It defines what the GPU backend must reproduce, so it favours clarity and
// bit-for-bit determinism over speed.
#pragma once

#include "engine/sim/Solver.h"
#include "engine/scene/SpringStencil.h"

#include <array>
#include <cstdint>

namespace drape::engine {

class CpuSolver final : public Solver {
public:
    /// `colliders`: the scene's colliders that can be used (engine/io/ColliderAssets).
    CpuSolver(const Scene& scene, std::vector<ColliderGeometry> colliders);

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
    glm::dvec3 airForce(int i, int j) const;
    void computeBending();
    void updateMasses();
    void limitStrain();

    ClothSpec m_cloth;
    LiveParameters m_parameters;
    double m_dt;
    std::array<double, springStencil.size()> m_restLength{};   ///< per stencil offset, metres
    std::vector<std::uint8_t> m_pinned;      ///< 1 where the particle never moves
    std::vector<ColliderGeometry> m_colliders;
    std::optional<Grab> m_grab;
    std::vector<glm::dvec3> m_previous, m_current, m_next;
    std::vector<glm::dvec3> m_velocity;      ///< m/s at the start of the step, for damping and the air's drag
    std::vector<double> m_mass;              ///< kg per particle, lumped by area
    std::vector<glm::dvec3> m_bendingInput, m_bendingForce, m_bendingScratch;
    std::vector<int> m_violated;             ///< strain limiting: over-long springs per particle
};

}  // namespace drape::engine
