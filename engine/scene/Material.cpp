#include "engine/scene/Material.h"

#include "engine/scene/Scene.h"

#include <algorithm>
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
    return material.arealDensity * cellArea;
}

double latticeC11(double stretch, double shear)
{
    return 0.5 * (stretch + std::sqrt(stretch * stretch + 4.0 * shear * shear));
}

SpringStiffness springsFor(const MaterialSpec& material)
{
    return {latticeC11(material.stretch, material.shear) - material.shear, material.shear, 0.0};
}

std::string materialProblem(const MaterialSpec&, const ClothSpec& cloth)
{
    const glm::dvec3 u = cloth.uAxis, v = cloth.vAxis;
    const double cosine = (u.x * v.x + u.y * v.y + u.z * v.z) / (length(u) * length(v));
    if (std::abs(cosine) <= 1e-6)
        return {};
    const double degrees = std::acos(std::clamp(cosine, -1.0, 1.0)) * 180.0 / 3.14159265358979323846;
    return "uAxis and vAxis are " + std::to_string(degrees) +
           "° apart: a material's stretch, shear and bending are measured along perpendicular threads, so the "
           "axes must be at 90°";
}

MaterialSpec materialEquivalentTo(const ClothSpec& cloth)
{
    MaterialSpec material;
    material.preset.clear();
    material.arealDensity = cloth.particleMass / particleMassFor(MaterialSpec{"", 1.0, 0.0, 0.0, 0.0}, cloth);
    const double c11 = cloth.springs.structural + cloth.springs.shear + 4.0 * cloth.springs.flexion;
    material.shear = cloth.springs.shear;
    material.stretch = c11 > 0.0 ? c11 - material.shear * material.shear / c11 : 0.0;
    material.bending = cloth.bending;
    return material;
}

void applyMaterial(ClothSpec& cloth)
{
    if (!cloth.material)
        return;
    cloth.particleMass = particleMassFor(*cloth.material, cloth);
    cloth.springs = springsFor(*cloth.material);
    cloth.bending = cloth.material->bending;
}

}  // namespace drape::engine
