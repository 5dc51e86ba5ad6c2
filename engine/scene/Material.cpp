#include "engine/scene/Material.h"

#include "engine/scene/Scene.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace drape::engine {
namespace {

// docs/physics.md, "Presets", names the measurements behind each: areal densities
// of typical fabrics of each kind; shear and bending from Kawabata (KES-F) data,
// G/Y between 0.024 and 0.03 as woven fabrics have; the tensile stiffness Y
// softened 6–15× to Y/ρ_A ≈ 6700 m²/s², what explicit steps reach at about 80
// substeps. Rubber is a 1 mm sheet of E = 1.8 MPa, ν = 0.5: Y = E t,
// G = E t / 2(1 + ν), B = E t³ / 12(1 − ν²).
const std::array<MaterialSpec, 6> presets{{
    {"silk", 0.06, 400.0, 10.0, 3e-6},
    {"cotton", 0.12, 800.0, 24.0, 8e-6},
    {"denim", 0.40, 2500.0, 60.0, 1e-4},
    {"leather", 0.80, 5000.0, 150.0, 4e-4},
    {"canvas", 0.50, 3500.0, 100.0, 3e-4},
    {"rubber", 1.10, 1800.0, 600.0, 2e-4},
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
