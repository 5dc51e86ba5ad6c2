// File ▸ Import Cloth Mesh…: the scene with its cloth made from a mesh file
// (docs/editor.md, "Cloth from a mesh"). The editor does no physics: the file is
// read by the engine (engine/io/MeshCloth.h), and the edit goes through the
// document like any other, so it is one undo step.
#pragma once

#include "engine/scene/Scene.h"

#include <QString>

#include <cstddef>
#include <optional>

namespace drape::app {

/// `scene` with its cloth number `clothIndex` from the mesh file at `path`, as
/// modelled (no placement), pinned where the file's vertex colours are pure red, with the
/// cloth's material (cotton when it had raw per-spring values: a mesh needs a
/// material), damping and strain limits. Nothing, and `error` says why, when the
/// file cannot make a cloth.
std::optional<engine::Scene> sceneWithClothMesh(const engine::Scene& scene, std::size_t clothIndex, const QString& path,
                                                QString& error);

/// The file dialog's filter for the mesh formats a cloth can come from.
QString clothMeshFileFilter();

}  // namespace drape::app
