// The implicit integrator's iterations on the GPU (docs/physics.md,
// "Integrators"; shaders/implicit_iterate.comp): ProjectiveSystem's matrix,
// springs and triangles in GpuMeshSolver's particle order, uploaded whenever the
// live parameters change, and Chebyshev-accelerated Jacobi sweeps over them.
// GpuMeshSolver runs the step's first and last passes (implicit_start,
// implicit_finish) around iterate(). Made, used and destroyed with the solver's
// GL context current.
#pragma once

#include "engine/gl/GlBuffer.h"
#include "engine/gl/GlProgram.h"
#include "engine/sim/ProjectiveSystem.h"

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace drape::engine {

class GpuImplicitStep {
public:
    /// Bindings of the implicit kernels, above the mesh kernels' 0 to 7.
    static constexpr unsigned int baseBinding = 8, startBinding = 9, previousBinding = 10, currentBinding = 11,
                                  nextBinding = 12, systemBinding = 13;
    /// γ of the Jacobi sweeps, and the plain sweeps before Chebyshev's weights start (Wang 2015's S).
    static constexpr double relaxation = 0.9;
    static constexpr int warmUpIterations = 10;
    /// The most ρ Chebyshev's weights are made for. The local step makes the
    /// sweeps nonlinear, and with the linear ρ of a fine cloth (0.99998 for a
    /// 32² cotton sheet 12 mm apart) ω nears 2 and the iteration diverged at
    /// the cloth's edges; weights for a smaller ρ only converge more slowly
    /// (docs/physics.md, "Integrators").
    static constexpr double maxRadius = 0.995;

    /// The defines the implicit kernels need (their bindings).
    static std::string shaderDefines();

    /// `solverOf`: the solver's index of each user particle. `iterateProgram`: implicit_iterate.comp.
    GpuImplicitStep(const ClothTopology& topology, std::vector<std::uint32_t> solverOf, GlProgram iterateProgram);

    /// Rebuilds the system for new parameters or a new dt.
    void setParameters(const ClothSpec& cloth, const ClothTopology& topology, const LiveParameters& live, double dt);

    /// Binds b₀ and x⁰ for implicit_start.comp.
    void bindStart() const;
    /// Runs `iterations` sweeps; `dispatch` runs a program over the particles.
    /// Afterwards the result is bound at currentBinding for implicit_finish.comp.
    void iterate(int iterations, const std::function<void(const GlProgram&)>& dispatch);
    /// Back to rest: no step to report on.
    void forgetSteps() { m_lastIterations = 0; }
    /// The last step's residual, read back (ImplicitReport's meaning, measured as the CPU does).
    std::optional<ImplicitReport> report() const;
    /// The relaxed Jacobi iteration's spectral radius Chebyshev's weights were made for.
    double radius() const { return m_radius; }

private:
    double omega(int iteration) const;

    std::vector<std::uint32_t> m_solverOf;
    ProjectiveSystem m_system;     ///< in the user's order
    std::vector<std::uint8_t> m_pinned;
    GlProgram m_iterateProgram;
    GlBuffer m_words, m_base, m_start;
    std::array<GlBuffer, 3> m_iterates;
    const GlBuffer* m_result = nullptr;
    std::vector<double> m_omegas;
    double m_radius = 0.0;
    int m_lastIterations = 0;
};

}  // namespace drape::engine
