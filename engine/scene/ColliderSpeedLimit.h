// How fast a keyed collider may move through the cloth (docs/colliders.md,
// "Its speed limit"): the contact sees the collider at the end of each step, so
// a surface that moves further than its thickness plus its thinnest half-size
// in one step can pass a particle by. The automatic substeps take enough steps
// that no keyed collider moves further than that in one.
#pragma once

#include "engine/scene/Scene.h"

namespace drape::engine {

/// The farthest the collider's surface may move relative to the cloth in one step
/// without a particle getting through: its thickness plus its thinnest half-size
/// (a mesh: its thickness alone, its shape being unknown here); infinite for a
/// plane, whose solid side has no far side to be pushed out of.
double stepLimit(const ColliderSpec& collider);

/// An upper bound on how far any point of the collider's surface moves from frame
/// `from` to frame `to` on its keys: its centre's move plus the angle it turns
/// (radians) times its surface's farthest point from its centre (none for a
/// sphere, which turns in place; a mesh's turn is not counted).
double surfaceMove(const ColliderSpec& collider, double from, double to);

/// Sub-frame samples per frame at which motionSubsteps looks at the keys: a
/// smooth curve is fastest between keys, not at them.
inline constexpr int motionSamplesPerFrame = 8;

/// Fewest substeps per frame at which no keyed collider of `scene` moves further
/// than its stepLimit in one step, judged on its keys sampled
/// motionSamplesPerFrame times a frame; 1 when nothing is keyed, at most limits::maxSubsteps.
int motionSubsteps(const Scene& scene);

}  // namespace drape::engine
