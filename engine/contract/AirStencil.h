// What the air model's two backends share (docs/physics.md, "Wind and air"): the
// triangles around a particle that its drag is gathered over, and the period of
// the gusts' noise lattice. engine/sim/AirForce is the CPU side, cloth_air.glsl
// the GPU one, which gets these from the prelude (ShaderPrelude.cpp).
#pragma once

#include <array>

namespace drape::engine {

/// Seconds between the gusts' noise lattice points.
inline constexpr double gustPeriod = 0.5;

/// The six triangles around a particle as pairs of neighbour offsets (di, dj):
/// each grid cell split along its (0, 0)–(1, 1) diagonal.
inline constexpr std::array<std::array<int, 4>, 6> trianglesAroundParticle{{
    {1, 0, 1, 1}, {1, 1, 0, 1}, {-1, -1, 0, -1}, {-1, 0, -1, -1}, {0, 1, -1, 0}, {0, -1, 1, 0},
}};

}  // namespace drape::engine
