// Which neighbours a particle is joined to (docs/architecture.md, "Physics
// contract"): the 12 grid offsets of the structural, shear and flexion springs.
// Both backends gather forces over this table in this order, so their sums
// round the same way. The shaders get it from the prelude
// engine/contract/ShaderPrelude.cpp writes.
#pragma once

#include "engine/scene/Scene.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace drape::engine {

enum class SpringType { Structural, Shear, Flexion };

struct StencilOffset {
    int di = 0;
    int dj = 0;
    SpringType type = SpringType::Structural;
};

inline constexpr std::array<StencilOffset, 12> springStencil{{
    {1, 0, SpringType::Structural}, {-1, 0, SpringType::Structural},
    {0, 1, SpringType::Structural}, {0, -1, SpringType::Structural},
    {1, 1, SpringType::Shear}, {-1, 1, SpringType::Shear},
    {1, -1, SpringType::Shear}, {-1, -1, SpringType::Shear},
    {2, 0, SpringType::Flexion}, {-2, 0, SpringType::Flexion},
    {0, 2, SpringType::Flexion}, {0, -2, SpringType::Flexion},
}};

/// How far the stencil reaches along i or j: a cell at least this far from the
/// grid's border has all its neighbours.
inline constexpr int springReach = [] {
    int reach = 0;
    for (const StencilOffset& offset : springStencil)
        reach = std::max({reach, offset.di, -offset.di, offset.dj, -offset.dj});
    return reach;
}();

/// Stiffness (N/m) of one spring type.
inline double stiffnessOf(const SpringStiffness& springs, SpringType type)
{
    switch (type) {
    case SpringType::Structural: return springs.structural;
    case SpringType::Shear: return springs.shear;
    case SpringType::Flexion: return springs.flexion;
    }
    return 0.0;
}

/// The share of its type's stiffness a spring from particle `c` along `offset`
/// has: the grid's springs stand for its cells, and one along a border row or
/// column lies on one cell instead of two, so it carries half. The border is then
/// as stiff per width as the inside, as its mass is lumped by area (docs/physics.md,
/// "Materials"). A rope (one row or column) has no cells and keeps all of it.
inline double borderShare(int cols, int rows, GridCoord c, const StencilOffset& offset)
{
    if (offset.dj == 0 && rows > 1 && (c.j == 0 || c.j == rows - 1))
        return 0.5;
    if (offset.di == 0 && cols > 1 && (c.i == 0 || c.i == cols - 1))
        return 0.5;
    return 1.0;
}

/// The strain limit of one spring type (0 when that type is free).
inline double strainLimitOf(const StrainLimits& limits, SpringType type)
{
    switch (type) {
    case SpringType::Structural: return limits.structural;
    case SpringType::Shear: return limits.shear;
    case SpringType::Flexion: return limits.flexion;
    }
    return 0.0;
}

/// Rest length (m) of the spring along `offset`, from the rest geometry. The grid
/// is affine in (i, j), so the length is the same for every particle.
inline double restLengthOf(const ClothSpec& cloth, const StencilOffset& offset)
{
    const glm::dvec3 d = restPosition(cloth, {offset.di, offset.dj}) - restPosition(cloth, {0, 0});
    return std::sqrt(d.x * d.x + d.y * d.y + d.z * d.z);
}

}  // namespace drape::engine
