// The GPU backend for a cloth of any surface (docs/physics.md, "Cloth from a
// mesh"): CpuSolver's step over a ClothTopology, in float32, as GLSL compute
// shaders (shaders/cloth_mesh_*.comp). Per step, one pass per element kind
// (air faces, bending hinges, membranes) writes each element's force on each
// corner into a slot of its own; then one pass per particle adds up its slots
// and its springs, in fixed orders and without atomics, and takes the Verlet
// step with contacts and the grab; then strain limiting's Jacobi passes. The
// particles are stored along a Morton curve of their rest positions
// (GpuMeshLayout.h), relative to the centre of the rest shape, as x and the
// last step v = x − x_prev (GpuSolver.h says why); readback, the published
// buffer, pins and the grab keep the user's particle order. It runs in
// whatever OpenGL ≥ 4.3 context is current when it is made and must be used
// and destroyed with that context current.
#pragma once

#include "engine/gl/GlBuffer.h"
#include "engine/gl/GlProgram.h"
#include "engine/scene/ClothTopology.h"
#include "engine/sim/GpuClothState.h"
#include "engine/sim/GpuColliders.h"
#include "engine/sim/GpuFrameReadback.h"
#include "engine/sim/GpuImplicitStep.h"
#include "engine/sim/GpuMeshLayout.h"
#include "engine/sim/GpuPinPlaces.h"
#include "engine/sim/GpuSelfCollision.h"
#include "engine/sim/Solver.h"

#include <glm/vec4.hpp>

#include <array>
#include <future>
#include <optional>

namespace drape::engine {

class GpuMeshSolver final : public Solver {
public:
    /// `topology` replaces the scene's grid, whose material, damping and other
    /// settings it keeps, as in CpuSolver's constructor of the same arguments;
    /// `format` forces a state format (else GpuSolver::pick's for the device).
    /// Under the implicit integrator it steps grids too (their plate bending is
    /// in the system's matrix). Throws std::invalid_argument for a grid's topology
    /// under Verlet (gridSize set: its plate bending is GpuSolver's) or one without particles, and GlError when
    /// the context lacks compute shaders, when the driver reports less free GPU
    /// memory than the cloth needs, when a shader does not compile or memory runs out.
    GpuMeshSolver(const Scene& scene, std::vector<ColliderGeometry> colliders, ClothTopology topology,
                  std::optional<GpuStateFormat> format = std::nullopt);

    Backend backend() const override { return Backend::Gpu; }
    void setColliders(std::vector<ColliderGeometry> colliders) override;
    void setGrab(const std::optional<Grab>& grab) override;
    void readPositions(std::vector<glm::vec3>& out) const override;
    void waitForSteps() override;
    std::optional<std::string> findDivergence() override;
    void queueFrame() override;
    std::optional<std::string> takeFrame(std::vector<glm::vec3>& out) override;
    /// The published positions: a vec4 per particle in the user's order.
    unsigned int drawablePositionBuffer() const override { return m_published.id(); }
    GpuStateFormat stateFormat() const { return m_state.format(); }
    std::optional<ImplicitReport> implicitReport() const override;

protected:
    void step(int count) override;
    void restoreRest() override;
    void applyLiveParameters(const LiveParameters& parameters, double stepScale) override;

private:
    void checkHealth();
    std::optional<std::string> describeDivergence(unsigned int firstBad) const;
    void stepOnce();
    /// The air's and the hinges' element passes, with the step's bindings.
    void runForcePasses();
    /// The implicit integrator's step (GpuImplicitStep.h) in place of the Verlet pass.
    void stepImplicit();
    /// The passes after either integrator: strain limiting, self-collision.
    void finishStep();
    /// implicit_finish.comp with or without contacts, built on first use.
    GlProgram& implicitFinishProgram();
    /// Runs `program` once per element of `elements` (bound as the pass's elements), or per particle.
    void runPass(GlProgram& program, const GlBuffer& elements, std::size_t invocations);
    void limitStrain();
    void publish();
    void dispatchOver(const GlProgram& program, std::size_t invocations) const;
    /// The step kernel's variant for the scene as it is now (contacts, internal damping), built on first use.
    GlProgram& stepProgram();
    /// Everything a program reads that the live parameters, the grab or the colliders set.
    void setUniforms(GlProgram& program) const;
    void refreshUniforms();
    /// Whether this step runs cloth_mesh_air and cloth_mesh_hinges (the step pass then reads their
    /// slots); flat hinges' bending is the step's own gather instead (GpuMeshLayout::linearBending).
    bool airRuns() const;
    bool bendingRuns() const;
    GlProgram build(std::string_view shader, std::string_view defines = {}) const;
    /// True when the step kernel reads the neighbours' v, which it must then not overwrite.
    bool stepsDoubleBuffered() const { return m_live.damping.internal > 0.0; }

    ClothSpec m_cloth;
    ClothTopology m_topology;        ///< in the user's order: the springs' live stiffness comes from it
    GpuMeshLayout m_layout;
    double m_dt;
    /// The centre of the rest shape's bounding box: the state holds positions less
    /// it (docs/architecture.md, "Precision").
    glm::dvec3 m_anchor;
    std::vector<glm::vec4> m_restSolver;     ///< xyz rest less the anchor, w = 0 pinned / 1 free, solver order
    std::vector<glm::vec4> m_restPublished;  ///< xyz rest, w as above, user order
    GpuClothState m_state;
    GlBuffer m_tables;       ///< GpuMeshLayout::tables
    GlBuffer m_limitEnds;    ///< packedLimitEnds for the current strain limits
    GlBuffer m_springValues; ///< packedSpringValues for the current stiffness
    GlBuffer m_airFaces, m_hinges, m_membranes;
    GlBuffer m_forces;       ///< the element passes' slots, vec4 each
    GlBuffer m_strainCounts; ///< over-long springs per particle
    GlBuffer m_published;    ///< x in the user's order, written by publish()
    GlBuffer m_health;       ///< first diverged user particle index, or ~0u
    GlProgram m_airProgram, m_hingeProgram, m_membraneProgram;
    /// cloth_mesh_step.comp by what it compiles in: 1 contacts, 2 internal damping.
    std::array<GlProgram, 4> m_stepPrograms;
    GlProgram m_strainCountProgram, m_strainProgram, m_publishProgram, m_healthProgram;
    GpuColliders m_colliders;
    std::optional<GpuPinPlaces> m_pinPlaces;
    LiveParameters m_live;
    std::optional<Grab> m_grab;
    int m_grabbed = -1;              ///< the held particle's solver index, or -1
    GpuFrameReadback m_readback;   ///< the frames a bake queued and has not taken
    std::optional<GpuSelfCollision> m_selfCollision;  ///< built once the scene has self-collision
    float m_stepScale = 1.0f;        ///< pending rescale of v after the substeps changed
    bool m_implicit = false;
    std::optional<GpuImplicitStep> m_implicitStep;
    /// The first parameters' implicit system, prepared from the constructor on
    /// while it builds the rest. It reads m_cloth and m_topology, which nothing
    /// changes after construction and which, declared before it, outlive it.
    std::future<GpuImplicitStep::Prepared> m_systemAhead;
    GlProgram m_implicitStartProgram;
    std::array<GlProgram, 2> m_implicitFinishPrograms;  ///< by whether contacts are compiled in
    bool m_hasCurvedHinges = false;
};

}  // namespace drape::engine
