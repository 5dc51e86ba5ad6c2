// The pin brush's size limits, shared by the viewport (which paints with it) and
// the Pins panel (which sets it). Logical pixels.
#pragma once

namespace drape::app {

inline constexpr int minPinBrushRadius = 2;
inline constexpr int maxPinBrushRadius = 200;
inline constexpr int defaultPinBrushRadius = 20;

}  // namespace drape::app
