#include "engine/sim/SelfCollision.h"

#include <glm/geometric.hpp>

#include <algorithm>
#include <cmath>

namespace drape::engine {

SelfCollision::SelfCollision(const ClothTopology& topology) : m_exclusion(selfCollisionExclusion(topology)) {}

bool SelfCollision::pairsAreStale(std::span<const glm::dvec3> x, double thickness) const
{
    if (m_searchRadius != (1.0 + selfCollisionSkin) * thickness || m_searchedAt.size() != x.size())
        return true;
    // Distances do not change when everything moves together, so each particle's
    // motion counts from the cloth's mean motion: two particles that each moved
    // less than half the skin from it came closer by less than the skin, and a
    // cloth falling as a whole keeps its pairs.
    glm::dvec3 mean(0.0);
    for (std::size_t p = 0; p < x.size(); ++p)
        mean += x[p] - m_searchedAt[p];
    mean /= double(x.size());
    const double allowed = 0.5 * selfCollisionSkin * thickness;
    for (std::size_t p = 0; p < x.size(); ++p) {
        const glm::dvec3 moved = x[p] - m_searchedAt[p] - mean;
        if (!(glm::dot(moved, moved) <= allowed * allowed))
            return true;
    }
    return false;
}

void SelfCollision::findPairs(std::span<const glm::dvec3> x, double thickness)
{
    m_searchRadius = (1.0 + selfCollisionSkin) * thickness;
    m_searchedAt.assign(x.begin(), x.end());
    m_grid.build(x, m_searchRadius);
    const double reach2 = m_searchRadius * m_searchRadius;
    m_pairStart.assign(1, 0);
    m_pairs.clear();
    for (std::size_t p = 0; p < x.size(); ++p) {
        const std::size_t first = m_pairs.size();
        m_grid.forEachNear(x[p], [&](std::uint32_t q) {
            const glm::dvec3 delta = x[p] - x[q];
            if (q != p && glm::dot(delta, delta) < reach2 && !m_exclusion.ignores(p, q))
                m_pairs.push_back(q);
        });
        std::sort(m_pairs.begin() + std::ptrdiff_t(first), m_pairs.end());
        m_pairs.erase(std::unique(m_pairs.begin() + std::ptrdiff_t(first), m_pairs.end()), m_pairs.end());
        m_pairStart.push_back(std::uint32_t(m_pairs.size()));
    }
}

// One pass, for each pair (p, q) closer than the thickness t, with n = (x_p − x_q)/d
// and w the inverse masses: p moves by w_p / (w_p + w_q) × (t − d) n, q by the
// rest the other way (a position-based contact constraint), and the pair's
// relative sliding r_t (the tangential part of the difference of their steps)
// is taken away up to μ (t − d) (Coulomb), shared the same way. Where a particle
// has several contacts their sum overshoots, so each pair's correction is
// divided by the larger of its two particles' contact counts over the
// relaxation ω (Macklin et al.'s averaging with over-relaxation, at least 1:
// a lone pair is separated exactly), the same divisor at both ends, so that a
// pass keeps the cloth's momentum (as strain limiting does, CpuSolver::limitStrain).
void SelfCollision::resolve(const SelfCollisionSpec& spec, std::span<glm::dvec3> x,
                            std::span<const glm::dvec3> previous, std::span<const double> inverseMass)
{
    const double t = spec.thickness;
    const double t2 = t * t;
    const std::size_t n = x.size();
    const auto touching = [&](std::size_t p, std::uint32_t q) {
        const glm::dvec3 delta = x[p] - x[q];
        const double d2 = glm::dot(delta, delta);
        return d2 < t2 && d2 > 0.0 && inverseMass[p] + inverseMass[q] > 0.0;
    };
    for (int pass = 0; pass < selfCollisionIterations; ++pass) {
        if (pairsAreStale(x, t))
            findPairs(x, t);
        m_contacts.assign(n, 0);
        bool any = false;
        for (std::size_t p = 0; p < n; ++p)
            for (std::uint32_t k = m_pairStart[p]; k < m_pairStart[p + 1]; ++k)
                if (touching(p, m_pairs[k])) {
                    ++m_contacts[p];
                    any = true;
                }
        if (!any)
            return;
        m_corrected.assign(x.begin(), x.end());
        for (std::size_t p = 0; p < n; ++p) {
            if (m_contacts[p] == 0 || inverseMass[p] == 0.0)
                continue;
            glm::dvec3 correction(0.0);
            for (std::uint32_t k = m_pairStart[p]; k < m_pairStart[p + 1]; ++k) {
                const std::uint32_t q = m_pairs[k];
                if (!touching(p, q))
                    continue;
                const glm::dvec3 delta = x[p] - x[q];
                const double d = std::sqrt(glm::dot(delta, delta));
                const glm::dvec3 normal = delta / d;
                const double depth = t - d;
                const glm::dvec3 sliding = (x[p] - previous[p]) - (x[q] - previous[q]);
                const glm::dvec3 tangential = sliding - glm::dot(sliding, normal) * normal;
                const double slide = std::sqrt(glm::dot(tangential, tangential));
                const double grip = spec.friction * depth;
                const glm::dvec3 friction = slide <= grip ? -tangential : (-grip / slide) * tangential;
                const double share = inverseMass[p] / (inverseMass[p] + inverseMass[q]);
                const double divisor =
                    std::max(1.0, double(std::max(m_contacts[p], m_contacts[q])) / selfCollisionRelaxation);
                correction += (share / divisor) * (depth * normal + friction);
            }
            m_corrected[p] = x[p] + correction;
        }
        std::copy(m_corrected.begin(), m_corrected.end(), x.begin());
    }
}

}  // namespace drape::engine
