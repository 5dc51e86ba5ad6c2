// The pairs of particles self-collision leaves alone (docs/physics.md,
// "Self-collision"): those the cloth holds next to each other. Particle p
// ignores the particles it shares a face with and those a structural spring
// joins it to (the edges of a cloth without faces, a rope): the first ring of
// its faces. Every membrane triangle and every spring but the flexion springs
// lies within it, and so does a bending hinge's edge; the particles two apart
// (a flexion spring's ends, a hinge's two wings) do collide, so that a fold
// sharper than the thickness is pushed open. On a grid p ignores the 3 × 3
// block around it; the nearest particles it does not ignore rest 2 spacings away.
#pragma once

#include "engine/scene/ClothTopology.h"

#include <algorithm>
#include <cstdint>
#include <span>
#include <vector>

namespace drape::engine {

struct SelfCollisionExclusion {
    /// Particle p ignores ignored[start[p] .. start[p + 1]), ascending by index.
    std::vector<std::uint32_t> start;
    std::vector<std::uint32_t> ignored;

    std::span<const std::uint32_t> of(std::size_t p) const
    {
        return {ignored.data() + start[p], ignored.data() + start[p + 1]};
    }
    bool ignores(std::size_t p, std::uint32_t q) const
    {
        const std::span<const std::uint32_t> list = of(p);
        return std::binary_search(list.begin(), list.end(), q);
    }
};

SelfCollisionExclusion selfCollisionExclusion(const ClothTopology& topology);

}  // namespace drape::engine
