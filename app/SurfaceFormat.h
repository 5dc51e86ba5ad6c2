// The OpenGL format the editor asks for: 4.3 core (the GPU backend needs compute
// shaders), depth, and 4× multisampling except on software renderers, where it
// halves the frame rate (llvmpipe, 64×64 cloth: 36 → 75 frames/s drawn).
#pragma once

#include <QSurfaceFormat>

namespace drape::app {

/// 4.3 core with depth: set as the default before QApplication exists (macOS
/// needs a core profile requested that early).
QSurfaceFormat baseSurfaceFormat();
/// The base format with multisampling chosen for the renderer, found by a probe
/// context; call after QApplication exists, before any window.
QSurfaceFormat preferredSurfaceFormat();

}  // namespace drape::app
