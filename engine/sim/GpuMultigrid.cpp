#include "engine/sim/GpuMultigrid.h"

#include "engine/contract/GpuContract.h"

#include <epoxy/gl.h>

#include <algorithm>
#include <bit>
#include <limits>
#include <utility>

namespace drape::engine {
namespace {

constexpr unsigned int none = std::numeric_limits<std::uint32_t>::max();
static_assert(gpu::flatWorkgroupSize % GpuMultigrid::maxLanes == 0, "a row's lanes must lie in one workgroup");

}  // namespace

std::string GpuMultigrid::shaderDefines()
{
    return "#define DRAPE_MULTIGRID_BINDING_WORDS " + std::to_string(wordsBinding) + "\n" +
           "#define DRAPE_MULTIGRID_BINDING_VECTORS " + std::to_string(vectorsBinding) + "\n" +
           "#define DRAPE_MULTIGRID_SLICE_ROWS " + std::to_string(sliceRows) + "u\n";
}

GpuMultigrid::GpuMultigrid(const MultigridHierarchy& hierarchy, std::span<const std::uint32_t> solverOf,
                           std::size_t invocationsWanted)
    : m_invocationsWanted(invocationsWanted)
{
    // Level 0 in the solver's order: row and column i go to solverOf[i]. The
    // coarser levels' unknowns are the hierarchy's own.
    std::vector<std::uint32_t> userOf(solverOf.size());
    for (std::size_t i = 0; i < solverOf.size(); ++i)
        userOf[solverOf[i]] = std::uint32_t(i);
    const Renaming fine{userOf, solverOf}, none{};

    const auto& levels = hierarchy.levels();
    std::size_t wordCount = 0;
    // Before the slices' padding.
    const auto wordsOf = [](const SparseRows& op) { return std::size_t(op.rows() + 1 + 2 * op.nonZeros()); };
    for (const MultigridLevel& level : levels)
        wordCount += wordsOf(level.matrix) + wordsOf(level.restriction) + wordsOf(level.prolongation) +
                     std::size_t(level.inverseDiagonal.size());
    m_words.reserve(wordCount + wordsOf(hierarchy.coarseMatrix()) + 2 * std::size_t(hierarchy.coarseInverse().size()));
    unsigned int rows = 0;
    for (std::size_t l = 0; l <= levels.size(); ++l) {
        const Renaming& here = l == 0 ? fine : none;
        Level level;
        if (l < levels.size()) {
            const MultigridLevel& source = levels[l];
            level.matrix = append(source.matrix, here.rows, here.columns);
            level.restriction = append(source.restriction, {}, here.columns);
            level.prolongation = append(source.prolongation, here.rows, {});
            level.inverseDiagonal = append(source.inverseDiagonal, here.rows);
            level.weights = source.weights;
        } else {
            level.matrix = append(hierarchy.coarseMatrix(), here.rows, here.columns);
            level.weights = hierarchy.coarseWeights();
            if (!level.weights.empty())
                level.inverseDiagonal = append(hierarchy.coarseInverseDiagonal(), here.rows);
            else
                m_coarseInverse = append(SparseRows(hierarchy.coarseInverse().sparseView()), here.rows, here.columns);
        }
        // Level 0's right side first: the caller writes it at row 0.
        const unsigned int size = unsigned(level.matrix.rows);
        level.right = rows;
        level.correction = rows + size;
        level.scratch = rows + 2 * size;
        rows += 3 * size;
        m_levels.push_back(std::move(level));
    }
    planCycle(0);
    m_correctionOffset = m_levels.front().correction;
    m_wordBuffer = GlBuffer(m_words.size() * sizeof(std::uint32_t), m_words.data());
    const std::vector<float> zeros(4 * std::size_t(std::max(rows, 1u)), 0.0f);
    m_vectors = GlBuffer(zeros.size() * sizeof(float), zeros.data());
}

// Row r of the result is row sourceRow[r] of `op` (all rows in order where it is
// empty), each column c written as columnOf[c] (as it is where empty). The rows
// are stored in slices of sliceRows (sliced ELLPACK: Bell and Garland 2009,
// "Implementing sparse matrix-vector multiplication on throughput-oriented
// processors"): a slice's k-th entries side by side, its rows padded to its
// longest with zero values, so that the threads of a slice's rows read adjacent
// words at every entry. Each row's entries in turn, its own consecutive words,
// left a warp's loads spread over as many cache lines as it has rows.
GpuMultigrid::Operator GpuMultigrid::append(const SparseRows& op, std::span<const std::uint32_t> sourceRow,
                                            std::span<const std::uint32_t> columnOf)
{
    Operator result;
    result.rows = std::size_t(op.rows());
    const auto source = [&](std::size_t r) { return Eigen::Index(sourceRow.empty() ? r : sourceRow[r]); };
    const int* outer = op.outerIndexPtr();
    const int* inner = op.innerIndexPtr();
    const double* values = op.valuePtr();
    const std::size_t slices = (result.rows + sliceRows - 1) / sliceRows;
    result.rowStart = unsigned(m_words.size());
    m_words.resize(m_words.size() + 2 * slices);
    result.entries = unsigned(m_words.size());
    std::uint32_t first = 0;
    for (std::size_t slice = 0; slice < slices; ++slice) {
        const std::size_t top = slice * sliceRows, end = std::min(top + sliceRows, result.rows);
        int width = 0;
        for (std::size_t r = top; r < end; ++r)
            width = std::max(width, outer[source(r) + 1] - outer[source(r)]);
        m_words[result.rowStart + 2 * slice] = first;
        m_words[result.rowStart + 2 * slice + 1] = std::uint32_t(width);
        result.width = std::max(result.width, unsigned(width));
        const std::size_t base = m_words.size();
        m_words.resize(base + 2 * sliceRows * std::size_t(width), 0u);   // padding: value 0.0f
        for (std::size_t r = top; r < end; ++r) {
            std::uint32_t column = 0;
            for (int k = 0; k < width; ++k) {
                const int e = outer[source(r)] + k;
                const bool real = e < outer[source(r) + 1];
                // Padding reads the row's last column, already in the cache.
                if (real)
                    column = columnOf.empty() ? std::uint32_t(inner[e]) : columnOf[std::size_t(inner[e])];
                const std::size_t at = base + 2 * (std::size_t(k) * sliceRows + (r - top));
                m_words[at] = column;
                m_words[at + 1] = real ? std::bit_cast<std::uint32_t>(float(values[e])) : 0u;
            }
        }
        first += std::uint32_t(sliceRows) * std::uint32_t(width);
    }
    return result;
}

unsigned int GpuMultigrid::append(const Eigen::VectorXd& values, std::span<const std::uint32_t> sourceRow)
{
    const unsigned int offset = unsigned(m_words.size());
    for (Eigen::Index i = 0; i < values.size(); ++i)
        m_words.push_back(std::bit_cast<std::uint32_t>(float(values[sourceRow.empty() ? i : Eigen::Index(sourceRow[std::size_t(i)])])));
    return offset;
}

// The descriptor's words, in multigrid_apply.comp's order. The lanes double
// while the pass has fewer invocations than wanted and its longest row more
// entries than lanes.
void GpuMultigrid::plan(const Pass& pass)
{
    const std::size_t rows = pass.matrix ? pass.matrix->rows : pass.rows;
    if (rows == 0)
        return;
    unsigned int lanes = 1;
    while (pass.matrix && lanes < maxLanes && lanes < pass.matrix->width && rows * lanes < m_invocationsWanted)
        lanes *= 2;
    m_passes.push_back({unsigned(m_words.size()), rows * lanes});
    m_words.insert(m_words.end(), {unsigned(rows), pass.matrix ? pass.matrix->rowStart : none,
                                   pass.matrix ? pass.matrix->entries : none, pass.inverseDiagonal, pass.input,
                                   pass.add, pass.right, pass.output, std::bit_cast<std::uint32_t>(pass.scale), lanes});
}

// e ← e + w D⁻¹ (r − A e), or from zero e ← w D⁻¹ r (no matrix term).
void GpuMultigrid::planSweep(Level& level, double weight, bool fromZero)
{
    if (fromZero) {
        plan({level.matrix.rows, nullptr, level.inverseDiagonal, none, none, level.right, level.correction,
              float(weight)});
        return;
    }
    plan({0, &level.matrix, level.inverseDiagonal, level.correction, level.correction, level.right, level.scratch,
          float(weight)});
    std::swap(level.correction, level.scratch);
}

// MultigridHierarchy::cycleFrom, pass for pass; the swaps of correction and
// scratch happen here, once, in the plan.
void GpuMultigrid::planCycle(std::size_t index)
{
    Level& level = m_levels[index];
    if (index + 1 == m_levels.size() && level.weights.empty()) {
        plan({0, &m_coarseInverse, none, level.right, none, none, level.correction, -1.0f});
        return;
    }
    for (std::size_t k = 0; k < level.weights.size(); ++k)
        planSweep(level, level.weights[k], k == 0);
    if (index + 1 == m_levels.size())
        return;
    Level& next = m_levels[index + 1];
    plan({0, &level.matrix, none, level.correction, none, level.right, level.scratch, 1.0f});   // r − A e
    plan({0, &level.restriction, none, level.scratch, none, none, next.right, -1.0f});        // Rᵀ(r − A e)
    planCycle(index + 1);
    plan({0, &level.prolongation, none, next.correction, level.correction, none, level.scratch, -1.0f});   // e + P e_c
    std::swap(level.correction, level.scratch);
    for (auto weight = level.weights.rbegin(); weight != level.weights.rend(); ++weight)
        planSweep(level, *weight, false);
}

void GpuMultigrid::cycle(GlProgram& apply, const Dispatch& dispatch) const
{
    apply.use();
    m_wordBuffer.bindStorage(wordsBinding);
    m_vectors.bindStorage(vectorsBinding);
    for (const Planned& pass : m_passes) {
        apply.setUInt("u_pass", pass.descriptor);
        dispatch(apply, pass.invocations);
        glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT);
    }
}

}  // namespace drape::engine
