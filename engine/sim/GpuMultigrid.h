// A MultigridHierarchy on the GPU: its levels uploaded once per set of
// parameters (level 0 in the solver's particle order), and the V-cycle that
// MultigridHierarchy::cycle specifies, pass for pass, through
// shaders/multigrid_apply.comp. The cycle's passes are the same every time, so
// they are planned once as a table of descriptors beside the operators, and
// every level's vectors live in one buffer: a pass costs the GPU one dispatch
// and the CPU three calls (at 512² a cycle is 28 passes; per-pass bindings and
// uniforms had made the CPU, not the GPU, the limit). Made, used and destroyed
// with the solver's GL context current.
#pragma once

#include "engine/gl/GlBuffer.h"
#include "engine/gl/GlProgram.h"
#include "engine/sim/MultigridHierarchy.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

namespace drape::engine {

class GpuMultigrid {
public:
    /// Bindings of multigrid_apply.comp, above the implicit kernels'.
    static constexpr unsigned int wordsBinding = 15, vectorsBinding = 16;
    /// Rows per slice of the operators' sliced ELLPACK storage (append()): a
    /// warp of the GPUs that matter, whose threads then read adjacent words.
    static constexpr std::size_t sliceRows = 32;
    /// Invocations that fill a GPU: a pass over fewer rows shares each row among
    /// several invocations, its lanes (up to maxLanes, multigrid_apply.comp),
    /// so that the coarse levels' few long rows are not summed one thread each.
    static constexpr std::size_t gpuInvocations = std::size_t(1) << 17;
    static constexpr unsigned int maxLanes = 32;
    /// Runs a program over that many invocations.
    using Dispatch = std::function<void(const GlProgram&, std::size_t)>;

    static std::string shaderDefines();

    /// `solverOf`: the solver's index of each particle (level 0's rows).
    /// `invocationsWanted`: gpuInvocations on a GPU; 1 on a software renderer,
    /// where each lane costs a pass over its row's slice and workgroup barriers
    /// are slow, for one invocation a row.
    GpuMultigrid(const MultigridHierarchy& hierarchy, std::span<const std::uint32_t> solverOf,
                 std::size_t invocationsWanted);

    /// Every level's vectors (vec4 rows). Its first rows are level 0's right
    /// side, which the caller fills (one per particle, solver order).
    GlBuffer& vectors() { return m_vectors; }
    /// The first row of vectors() where a cycle leaves level 0's correction e.
    unsigned int correctionOffset() const { return m_correctionOffset; }
    /// One V-cycle from zero for A e = the right side.
    void cycle(GlProgram& apply, const Dispatch& dispatch) const;

private:
    /// An operator's place in the words: per slice of sliceRows rows its first
    /// entry and its width, then the slices' (column, value) pairs; its longest row.
    struct Operator {
        std::size_t rows = 0;
        unsigned int rowStart = 0, entries = 0, width = 0;
    };
    /// A level's operators and its three vectors' first rows in vectors().
    struct Level {
        Operator matrix, restriction, prolongation;
        unsigned int inverseDiagonal = 0;   ///< 1 / A_ii per row, in the words
        std::vector<double> weights;        ///< MultigridLevel::weights
        unsigned int right = 0, correction = 0, scratch = 0;
    };
    /// out = add + scale (right − M in) (multigrid_apply.comp); absent terms are `none`.
    struct Pass {
        std::size_t rows = 0;
        const Operator* matrix = nullptr;
        unsigned int inverseDiagonal, input, add, right, output;
        float scale;
    };
    /// A pass's descriptor in the words, and its invocations (rows × lanes).
    struct Planned {
        unsigned int descriptor = 0;
        std::size_t invocations = 0;
    };

    /// How level 0's rows and columns are renamed into the solver's order (empty: not renamed).
    struct Renaming {
        std::span<const std::uint32_t> rows, columns;
    };

    Operator append(const SparseRows& op, std::span<const std::uint32_t> sourceRow,
                    std::span<const std::uint32_t> columnOf);
    unsigned int append(const Eigen::VectorXd& values, std::span<const std::uint32_t> sourceRow);
    void plan(const Pass& pass);
    void planSweep(Level& level, double weight, bool fromZero);
    void planCycle(std::size_t index);

    std::vector<std::uint32_t> m_words;
    std::vector<Level> m_levels;   ///< the last is the coarsest
    Operator m_coarseInverse;      ///< rows = 0 where the coarsest level is only smoothed
    std::vector<Planned> m_passes;
    std::size_t m_invocationsWanted = 1;
    unsigned int m_correctionOffset = 0;
    GlBuffer m_wordBuffer, m_vectors;
};

}  // namespace drape::engine
