// The implicit integrator's iterations on the GPU (docs/physics.md,
// "Integrators"): ProjectiveSystem's matrix, springs and triangles in
// GpuMeshSolver's particle order and a multigrid hierarchy of its A, rebuilt
// whenever the live parameters change. Each iteration is the local step with
// the global step's residual (shaders/implicit_residual.comp), one multigrid
// V-cycle for the correction (GpuMultigrid) and x ← x + e
// (shaders/implicit_correct.comp). GpuMeshSolver runs the step's first and
// last passes (implicit_start, implicit_finish) around iterate(). Made, used
// and destroyed with the solver's GL context current.
#pragma once

#include "engine/gl/GlBuffer.h"
#include "engine/gl/GlProgram.h"
#include "engine/sim/GpuMultigrid.h"
#include "engine/sim/MultigridHierarchy.h"
#include "engine/sim/ProjectiveSystem.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace drape::engine {

class GpuImplicitStep {
public:
    /// Bindings of the implicit kernels, above the mesh kernels' 0 to 7.
    static constexpr unsigned int baseBinding = 8, startBinding = 9, residualBinding = 10, currentBinding = 11,
                                  nextBinding = 12, systemBinding = 13, correctionBinding = 14;

    /// The programs of an iteration.
    struct Programs {
        GlProgram residual;   ///< implicit_residual.comp
        GlProgram correct;    ///< implicit_correct.comp
        GlProgram apply;      ///< multigrid_apply.comp
    };

    /// The defines the implicit kernels need (their bindings).
    static std::string shaderDefines();

    /// What the system and its hierarchy are built from: the live parameters
    /// that change A, the springs or the triangles, and dt.
    struct SystemInputs {
        SpringStiffness springs;
        double bending = 0.0, particleMass = 0.0, drag = 0.0, dt = 0.0;
        glm::dvec3 gravity{0.0};
        static SystemInputs of(const LiveParameters& live, double dt);
        friend bool operator==(const SystemInputs&, const SystemInputs&) = default;
    };
    /// The CPU's part of a rebuild: the system and the hierarchy of its A.
    struct Prepared {
        SystemInputs inputs;
        ProjectiveSystem system;
        MultigridHierarchy hierarchy;
    };
    /// Builds them without OpenGL, so on any thread: a solver's constructor
    /// prepares its first parameters' while it sets up the rest.
    static Prepared prepare(const ClothSpec& cloth, const ClothTopology& topology, const LiveParameters& live,
                            double dt);

    /// `solverOf`: the solver's index of each user particle;
    /// `multigridInvocations`: GpuMultigrid's invocationsWanted.
    GpuImplicitStep(std::vector<std::uint32_t> solverOf, Programs programs, std::size_t multigridInvocations);

    /// Rebuilds the system for new parameters or a new dt, from `ahead` where it
    /// was prepared for them; nothing when they are the last build's.
    void setParameters(const ClothSpec& cloth, const ClothTopology& topology, const LiveParameters& live, double dt,
                       std::optional<Prepared> ahead = std::nullopt);

    /// Binds b₀ and x⁰ for implicit_start.comp.
    void bindStart() const;
    /// Runs `iterations` iterations; `dispatch` runs a program over that many invocations.
    /// Afterwards the result is bound at currentBinding for implicit_finish.comp.
    void iterate(int iterations, const GpuMultigrid::Dispatch& dispatch);
    /// Back to rest: no step to report on.
    void forgetSteps() { m_lastIterations = 0; }
    /// The last step's residual, read back (ImplicitReport's meaning, measured as the CPU does).
    std::optional<ImplicitReport> report() const;

private:
    std::vector<std::uint32_t> m_solverOf;
    std::optional<SystemInputs> m_built;   ///< what the system was last built from
    ProjectiveSystem m_system;     ///< in the user's order
    Programs m_programs;
    std::optional<GpuMultigrid> m_multigrid;
    std::size_t m_multigridInvocations;
    GlBuffer m_words, m_base, m_start;
    std::array<GlBuffer, 2> m_iterates;
    const GlBuffer* m_result = nullptr;
    int m_lastIterations = 0;
};

}  // namespace drape::engine
