#include "engine/io/MeshCloth.h"

#include "engine/collide/ColliderGeometry.h"
#include "engine/io/ClothMeshFile.h"

namespace drape::engine {

glm::dmat4 clothMeshPlacement(const ClothMeshSpec& mesh)
{
    const glm::dmat3 rotation = rotationFromEulerDegrees(mesh.rotation) * mesh.scale;
    glm::dmat4 placement(rotation);
    placement[3] = glm::dvec4(mesh.position, 1.0);
    return placement;
}

void readClothMesh(ClothMeshSpec& mesh)
{
    mesh.surface = std::make_shared<const ClothSurface>(
        loadClothSurface(mesh.file, ClothMeshImport{clothMeshPlacement(mesh), mesh.weld}));
}

}  // namespace drape::engine
