// Cloth materials in physical units (docs/physics.md), independent of the grid's
// resolution, and their conversion to the article's per-particle mass and
// per-spring stiffness. A ClothSpec with a material takes its mass and springs
// from it; without one, the raw per-spring values are used as written.
#pragma once

#include <span>
#include <string>

namespace drape::engine {

struct ClothSpec;
struct SpringStiffness;

struct MaterialSpec {
    std::string preset;          ///< a preset's name ("denim"), or empty for custom values
    double arealDensity = 0.2;   ///< kg/m²
    double stretch = 1500.0;     ///< N/m: membrane tension per unit strain (uniaxial, along a grid axis)
    double shear = 400.0;        ///< N/m: membrane shear modulus
    double bending = 1e-5;       ///< N·m: bending rigidity
    friend bool operator==(const MaterialSpec&, const MaterialSpec&) = default;
};

/// The presets: silk, cotton, denim, leather, canvas, rubber.
std::span<const MaterialSpec> materialPresets();
/// The preset of that name, or nullptr.
const MaterialSpec* findMaterialPreset(const std::string& name);

/// Mass of one particle, kg: areal density × the cloth's rest area / particles
/// (areal density × spacing² for a cloth of no area, a rope).
double particleMassFor(const MaterialSpec& material, const ClothSpec& cloth);

/// Spring stiffness for the cloth's spacing h: shear = G, flexion = B / h²,
/// structural = Y − G − 4·B / h², so that the grid's uniaxial stretch modulus is Y.
/// Structural comes out negative when B / h² is too large for Y (see isMaterialUsable).
SpringStiffness springsFor(const MaterialSpec& material, const ClothSpec& cloth);

/// Empty when the material gives every spring a stiffness ≥ 0 at this spacing, else why not.
std::string materialProblem(const MaterialSpec& material, const ClothSpec& cloth);

/// The material whose conversion gives the cloth's raw particleMass and springs
/// (the inverse of particleMassFor and springsFor): Y = k_s + k_d + 4 k_f, G = k_d,
/// B = k_f h², ρ_A = mass / area per particle. No preset name.
MaterialSpec materialEquivalentTo(const ClothSpec& cloth);

/// Sets the cloth's particleMass and springs from its material, when it has one.
void applyMaterial(ClothSpec& cloth);

}  // namespace drape::engine
