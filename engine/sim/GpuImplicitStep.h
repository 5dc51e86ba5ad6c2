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

    /// `solverOf`: the solver's index of each user particle.
    GpuImplicitStep(const ClothTopology& topology, std::vector<std::uint32_t> solverOf, Programs programs);

    /// Rebuilds the system for new parameters or a new dt.
    void setParameters(const ClothSpec& cloth, const ClothTopology& topology, const LiveParameters& live, double dt);

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
    ProjectiveSystem m_system;     ///< in the user's order
    std::vector<std::uint8_t> m_pinned;
    Programs m_programs;
    std::optional<GpuMultigrid> m_multigrid;
    GlBuffer m_words, m_base, m_start;
    std::array<GlBuffer, 2> m_iterates;
    const GlBuffer* m_result = nullptr;
    int m_lastIterations = 0;
};

}  // namespace drape::engine
