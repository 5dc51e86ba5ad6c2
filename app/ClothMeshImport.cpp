#include "app/ClothMeshImport.h"

#include "engine/io/MeshCloth.h"
#include "engine/io/MeshLoader.h"
#include "engine/scene/Material.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace drape::app {

std::optional<engine::Scene> sceneWithClothMesh(const engine::Scene& scene, std::size_t clothIndex, const QString& path,
                                                QString& error)
{
    engine::ClothMeshSpec mesh;
    mesh.file = QFileInfo(path).absoluteFilePath().toStdString();
    try {
        engine::readClothMesh(mesh);
    } catch (const engine::MeshLoadError& e) {
        error = QString::fromUtf8(e.what());
        return std::nullopt;
    }
    engine::Scene after = scene;
    engine::ClothSpec& cloth = after.cloths.at(clothIndex);
    cloth.pins.clear();
    for (const std::uint32_t pin : mesh.surface->pins)
        cloth.pins.push_back({int(pin), 0});
    cloth.mesh = std::move(mesh);
    if (!cloth.material)
        cloth.material = *engine::findMaterialPreset("cotton");
    return after;
}

QString clothMeshFileFilter()
{
    return QCoreApplication::translate("drape::app::ClothMeshImport",
                                       "Meshes (*.obj *.ply *.gltf *.glb *.fbx *.stl);;All files (*)");
}

}  // namespace drape::app
