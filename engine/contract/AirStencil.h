// What the air model's two backends share (docs/physics.md, "Wind and air"): the
// triangles around a particle that its drag is gathered over, and the period of
// the gusts' noise lattice. engine/sim/AirForce is the CPU side, cloth_air.glsl
// the GPU one, which gets these from the prelude (ShaderPrelude.cpp).
#pragma once

#include <array>

namespace drape::engine {

/// Seconds between the gusts' noise lattice points.
inline constexpr double gustPeriod = 0.5;

/// The grid cells a particle is a corner of, by the offset (di, dj) of each
/// cell's first corner: a particle takes a quarter of each one's drag.
inline constexpr std::array<std::array<int, 2>, 4> cellsAroundParticle{{{0, 0}, {-1, 0}, {0, -1}, {-1, -1}}};

/// A cell's two triangles, split along its (0, 0)–(1, 1) diagonal: corners 3t,
/// 3t + 1, 3t + 2 of triangle t as offsets (di, dj) from the cell's first corner,
/// counter-clockwise in (u, v).
inline constexpr std::array<std::array<int, 2>, 6> cellTriangleCorners{{{0, 0}, {1, 0}, {1, 1}, {0, 0}, {1, 1}, {0, 1}}};

}  // namespace drape::engine
