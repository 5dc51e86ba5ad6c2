// Cloth materials in physical units (docs/physics.md), independent of the grid's
// resolution, and their conversion to the article's per-particle mass and
// per-spring stiffness. A ClothSpec with a material takes its mass, springs and
// bending from it; without one, the raw per-spring values are used as written.
#pragma once

#include <array>
#include <span>
#include <string>

namespace drape::engine {

struct ClothSpec;
struct SpringStiffness;

struct MaterialSpec {
    std::string preset;          ///< a preset's name ("denim"), or empty for custom values
    double arealDensity = 0.2;   ///< kg/m²
    double stretch = 1500.0;     ///< N/m: tension per unit strain of a free strip pulled along a grid axis
    double shear = 400.0;        ///< N/m: membrane shear modulus
    double bending = 1e-5;       ///< N·m: bending rigidity
    friend bool operator==(const MaterialSpec&, const MaterialSpec&) = default;
};

/// The keys of a cloth in a scene file that a material sets, and that may not stand beside it.
inline constexpr std::array<const char*, 3> keysAMaterialSets = {"particleMass", "springs", "bending"};

/// The presets: silk, cotton, denim, leather, canvas, rubber.
std::span<const MaterialSpec> materialPresets();
/// The preset of that name, or nullptr.
const MaterialSpec* findMaterialPreset(const std::string& name);

/// Mass of an inner particle, kg: areal density × the area of one grid cell
/// (spacing² · |u × v|). Edge and corner particles carry half and a quarter.
double particleMassFor(const MaterialSpec& material, const ClothSpec& cloth);

/// The grid's C₁₁ for a free-strip stiffness Y and shear modulus G: the lattice's
/// C₁₂ equals G (Cauchy's relation for central springs), and a free strip's
/// stiffness is C₁₁ − C₁₂²/C₁₁, so C₁₁ = (Y + √(Y² + 4G²)) / 2.
double latticeC11(double stretch, double shear);

/// Spring stiffness for a material: shear = G, structural = C₁₁ − G, no flexion
/// springs (bending is the cloth's `bending`, B), whatever the spacing.
SpringStiffness springsFor(const MaterialSpec& material);

/// Empty when the material can be used on this cloth, else why not: its moduli
/// hold along perpendicular grid axes only.
std::string materialProblem(const MaterialSpec& material, const ClothSpec& cloth);

/// The material whose conversion gives the cloth's raw particleMass, springs and
/// bending (the inverse of particleMassFor and springsFor when there are no
/// flexion springs): C₁₁ = k_s + k_d + 4 k_f, G = k_d, Y = C₁₁ − G²/C₁₁,
/// B = bending, ρ_A = inner mass / cell area. No preset name.
MaterialSpec materialEquivalentTo(const ClothSpec& cloth);

/// Sets the cloth's particleMass, springs and bending from its material, when it has one.
void applyMaterial(ClothSpec& cloth);

}  // namespace drape::engine
