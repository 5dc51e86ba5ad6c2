// What the mesh-file tests ask of a load that should fail.
#pragma once

#include "engine/io/MeshLoader.h"

#include <QString>

namespace drape::test {

/// The message of the MeshLoadError `load` throws, or "" when it throws none.
template <typename Load>
QString loadError(Load load)
{
    try {
        load();
    } catch (const engine::MeshLoadError& e) {
        return QString::fromUtf8(e.what());
    }
    return {};
}

}  // namespace drape::test
