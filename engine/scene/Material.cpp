#include "engine/scene/Material.h"

#include "engine/scene/Scene.h"

#include <array>
#include <cmath>

namespace drape::engine {
namespace {

// Areal densities as users give them for these fabrics (docs/physics.md,
// "Presets"); membrane moduli and bending rigidities
// of the order measured for woven fabrics (Kawabata-style tests), rounded, and
// softer than the real ones where a real one would need thousands of substeps.
const std::array<MaterialSpec, 6> presets{{
    {"silk", 0.1, 600.0, 150.0, 1e-6},
    {"cotton", 0.2, 1500.0, 400.0, 1e-5},
    {"denim", 0.4, 4000.0, 1000.0, 1e-4},
    {"leather", 0.6, 6000.0, 2000.0, 5e-4},
    {"canvas", 0.5, 8000.0, 2000.0, 3e-4},
    {"rubber", 1.0, 150.0, 50.0, 2e-4},
}};

double length(const glm::dvec3& v)
{
    return std::sqrt(v.x * v.x + v.y * v.y + v.z * v.z);
}

}  // namespace

std::span<const MaterialSpec> materialPresets()
{
    return presets;
}

const MaterialSpec* findMaterialPreset(const std::string& name)
{
    for (const MaterialSpec& preset : presets)
        if (preset.preset == name)
            return &preset;
    return nullptr;
}

double particleMassFor(const MaterialSpec& material, const ClothSpec& cloth)
{
    const glm::dvec3 u = cloth.uAxis, v = cloth.vAxis;
    const double cellArea = length({u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x}) *
                            cloth.spacing * cloth.spacing;
    const double area = double(cloth.cols - 1) * double(cloth.rows - 1) * cellArea;
    if (area <= 0.0)
        return material.arealDensity * cloth.spacing * cloth.spacing;
    return material.arealDensity * area / double(cloth.particleCount());
}

SpringStiffness springsFor(const MaterialSpec& material, const ClothSpec& cloth)
{
    const double flexion = material.bending / (cloth.spacing * cloth.spacing);
    return {material.stretch - material.shear - 4.0 * flexion, material.shear, flexion};
}

std::string materialProblem(const MaterialSpec& material, const ClothSpec& cloth)
{
    const SpringStiffness springs = springsFor(material, cloth);
    if (springs.structural >= 0.0)
        return {};
    return "the stretch stiffness " + std::to_string(material.stretch) +
           " N/m is below what the shear and bending stiffness alone give at a spacing of " +
           std::to_string(cloth.spacing) + " m (" + std::to_string(material.shear + 4.0 * springs.flexion) +
           " N/m): raise the stretch, or lower the shear or the bending";
}

MaterialSpec materialEquivalentTo(const ClothSpec& cloth)
{
    MaterialSpec material;
    material.preset.clear();
    material.arealDensity = cloth.particleMass / (particleMassFor(MaterialSpec{"", 1.0, 0.0, 0.0, 0.0}, cloth));
    material.stretch = cloth.springs.structural + cloth.springs.shear + 4.0 * cloth.springs.flexion;
    material.shear = cloth.springs.shear;
    material.bending = cloth.springs.flexion * cloth.spacing * cloth.spacing;
    return material;
}

void applyMaterial(ClothSpec& cloth)
{
    if (!cloth.material)
        return;
    cloth.particleMass = particleMassFor(*cloth.material, cloth);
    cloth.springs = springsFor(*cloth.material, cloth);
}

}  // namespace drape::engine
