#include "engine/scene/ClothAssembly.h"

#include "engine/scene/Limits.h"

#include <algorithm>
#include <memory>
#include <stdexcept>

namespace drape::engine {
namespace {

std::string clothKey(std::size_t k, const std::string& field)
{
    return "cloths[" + std::to_string(k) + "]." + field;
}

/// The springs of the system: a cloth of membranes sets the stretch and shear
/// its membranes read (they take the system's moduli); else the stiffest of each type.
SpringStiffness referenceSprings(const Scene& scene, const std::vector<ClothTopology>& topologies)
{
    SpringStiffness reference{0.0, 0.0, 0.0};
    for (const ClothSpec& cloth : scene.cloths) {
        reference.structural = std::max(reference.structural, cloth.springs.structural);
        reference.shear = std::max(reference.shear, cloth.springs.shear);
        reference.flexion = std::max(reference.flexion, cloth.springs.flexion);
    }
    for (std::size_t k = 0; k < scene.cloths.size(); ++k)
        if (!topologies[k].membranes.empty()) {
            reference.structural = scene.cloths[k].springs.structural;
            reference.shear = scene.cloths[k].springs.shear;
            break;
        }
    return reference;
}

std::optional<AssemblyProblem> problemWith(const Scene& scene, const std::vector<ClothTopology>& topologies)
{
    const ClothSpec& first = scene.cloths.front();
    const SpringStiffness reference = referenceSprings(scene, topologies);
    const SelfCollisionSpec contact = clothContact(scene);
    for (std::size_t k = 0; k < scene.cloths.size(); ++k) {
        const ClothSpec& cloth = scene.cloths[k];
        const std::string name = "cloth \"" + cloth.name + "\"";
        for (std::size_t other = 0; other < k; ++other)
            if (scene.cloths[other].name == cloth.name)
                return AssemblyProblem{clothKey(k, "name"), "two cloths are called \"" + cloth.name +
                                                                "\": each cloth's name must be its own, it names its mesh"};
        if (cloth.damping != first.damping)
            return AssemblyProblem{clothKey(k, "damping"),
                                   name + " has other damping than the first cloth: the cloths of a scene share it"};
        if (cloth.strainLimits != first.strainLimits)
            return AssemblyProblem{clothKey(k, "strainLimit"), name + " has other strain limits than the first cloth: "
                                                                      "the cloths of a scene share them"};
        if (!topologies[k].membranes.empty() &&
            (cloth.springs.structural != reference.structural || cloth.springs.shear != reference.shear))
            return AssemblyProblem{clothKey(k, cloth.material ? "material" : "springs"),
                                   name + " is made of triangles, and its stretch and shear differ from those of the "
                                          "scene's other cloth of triangles: cloths of triangles in one scene share "
                                          "a material"};
        if ((reference.structural == 0.0 && cloth.springs.structural > 0.0) ||
            (reference.shear == 0.0 && cloth.springs.shear > 0.0))
            return AssemblyProblem{clothKey(k, "springs"),
                                   name + " has springs of a kind the scene's cloth of triangles has none of"};
        if (cloth.selfCollision && cloth.selfCollision->thickness > contact.thickness)
            return AssemblyProblem{clothKey(k, "selfCollision.thickness"),
                                   name + "'s thickness is more than " +
                                       std::to_string(limits::maxSelfCollisionThicknessPerSpacing) +
                                       " × the spacing of the scene's finest cloth, which the cloths' contact uses"};
    }
    return std::nullopt;
}

std::vector<ClothTopology> topologiesOf(const Scene& scene)
{
    std::vector<ClothTopology> topologies;
    for (const ClothSpec& cloth : scene.cloths)
        topologies.push_back(clothTopology(cloth));
    return topologies;
}

double ratio(double value, double reference) { return reference > 0.0 ? value / reference : 0.0; }

/// Appends `part` at particle `first` to `whole`, its stiffness and mass scaled
/// from its cloth's values to the system's reference values.
void append(ClothTopology& whole, ClothTopology part, const ClothSpec& cloth, const ClothSpec& system)
{
    const auto first = std::uint32_t(whole.rest.size());
    const auto firstSpring = std::uint32_t(whole.springs.size());
    if (part.gridSize) {
        part.hinges = gridPlateHinges(cloth);
        part.gridSize.reset();
    }
    const std::array<double, 3> springScale{ratio(cloth.springs.structural, system.springs.structural),
                                            ratio(cloth.springs.shear, system.springs.shear),
                                            ratio(cloth.springs.flexion, system.springs.flexion)};
    whole.rest.insert(whole.rest.end(), part.rest.begin(), part.rest.end());
    for (double share : part.massShare)
        whole.massShare.push_back(share * cloth.particleMass / system.particleMass);
    for (TopologySpring spring : part.springs) {
        spring.a += first;
        spring.b += first;
        for (std::size_t t = 0; t < 3; ++t)
            spring.weight[t] *= springScale[t];
        whole.springs.push_back(spring);
    }
    if (whole.springStart.empty())
        whole.springStart.push_back(0);
    const auto endBase = std::uint32_t(whole.springEnds.size());
    for (std::size_t p = 1; p < part.springStart.size(); ++p)
        whole.springStart.push_back(endBase + part.springStart[p]);
    for (SpringEnd end : part.springEnds)
        whole.springEnds.push_back({end.other + first, end.spring + firstSpring});
    for (MembraneTriangle membrane : part.membranes) {
        for (std::uint32_t& p : membrane.particle)
            p += first;
        whole.membranes.push_back(membrane);
    }
    if (cloth.bending > 0.0)
        for (BendingHinge hinge : part.hinges) {
            for (std::uint32_t& p : hinge.particle)
                p += first;
            hinge.coefficient *= cloth.bending / system.bending;
            whole.hinges.push_back(hinge);
        }
    for (AirFace face : part.airFaces) {
        for (std::uint32_t& p : face.particle)
            p += first;
        whole.airFaces.push_back(face);
    }
    whole.pinned.insert(whole.pinned.end(), part.pinned.begin(), part.pinned.end());
}

/// The cloths' faces and rest positions as one surface, for the system's ClothSpec.
std::shared_ptr<const ClothSurface> joinedSurface(const Scene& scene)
{
    auto joined = std::make_shared<ClothSurface>();
    for (const ClothSpec& cloth : scene.cloths) {
        const ClothSurface surface = cloth.mesh ? *cloth.mesh->surface : gridSurface(cloth);
        const auto first = std::uint32_t(joined->rest.size());
        joined->rest.insert(joined->rest.end(), surface.rest.begin(), surface.rest.end());
        for (SurfaceFace face : surface.faces) {
            for (std::size_t c = 0; c < face.corners; ++c)
                face.particle[c] += first;
            joined->faces.push_back(face);
        }
    }
    return joined;
}

}  // namespace

std::vector<ParticleRange> clothRanges(const Scene& scene)
{
    std::vector<ParticleRange> ranges;
    std::uint32_t first = 0;
    for (const ClothSpec& cloth : scene.cloths) {
        ranges.push_back({first, std::uint32_t(cloth.particleCount())});
        first += std::uint32_t(cloth.particleCount());
    }
    return ranges;
}

std::size_t sceneParticleCount(const Scene& scene)
{
    std::size_t count = 0;
    for (const ClothSpec& cloth : scene.cloths)
        count += std::size_t(cloth.particleCount());
    return count;
}

void shareClothSettings(Scene& scene, std::size_t from)
{
    if (scene.cloths.empty())
        return;
    const ClothSpec& source = scene.cloths[std::min(from, scene.cloths.size() - 1)];
    const DampingSpec damping = source.damping;
    const StrainLimits strainLimits = source.strainLimits;
    for (ClothSpec& cloth : scene.cloths) {
        cloth.damping = damping;
        cloth.strainLimits = strainLimits;
    }
}

SelfCollisionSpec clothContact(const Scene& scene)
{
    double finest = scene.cloths.front().spacing, coarsest = finest;
    std::optional<SelfCollisionSpec> set;
    for (const ClothSpec& cloth : scene.cloths) {
        finest = std::min(finest, cloth.spacing);
        coarsest = std::max(coarsest, cloth.spacing);
        if (cloth.selfCollision) {
            if (!set)
                set = cloth.selfCollision;
            set->thickness = std::max(set->thickness, cloth.selfCollision->thickness);
            set->friction = std::max(set->friction, cloth.selfCollision->friction);
        }
    }
    // Unset, the contact is one coarsest spacing thick: a particle of one cloth can
    // then not slip through a cell of another between its corners, which lie at
    // most spacing / √2 from any point of the cell.
    SelfCollisionSpec contact = set.value_or(SelfCollisionSpec{coarsest, SelfCollisionSpec{}.friction});
    contact.thickness = std::min(contact.thickness, limits::maxSelfCollisionThicknessPerSpacing * finest);
    return contact;
}

std::optional<AssemblyProblem> assemblyProblem(const Scene& scene)
{
    if (scene.cloths.size() < 2)
        return std::nullopt;
    return problemWith(scene, topologiesOf(scene));
}

AssembledCloths assembleCloths(const Scene& scene)
{
    if (scene.cloths.size() == 1)
        return {scene, clothTopology(scene.cloths.front())};
    const std::vector<ClothTopology> topologies = topologiesOf(scene);
    if (const std::optional<AssemblyProblem> problem = problemWith(scene, topologies))
        throw std::invalid_argument(problem->key + ": " + problem->message);

    AssembledCloths assembled{scene, {}};
    ClothSpec& system = assembled.scene.cloths.front();
    system = ClothSpec{};
    const ClothSpec& first = scene.cloths.front();
    system.name = scene.name;
    system.particleMass = first.particleMass;
    system.springs = referenceSprings(scene, topologies);
    system.damping = first.damping;
    system.strainLimits = first.strainLimits;
    system.selfCollision = clothContact(scene);
    system.pins.clear();
    system.bending = 0.0;
    system.spacing = first.spacing;
    for (const ClothSpec& cloth : scene.cloths) {
        system.bending = std::max(system.bending, cloth.bending);
        system.spacing = std::min(system.spacing, cloth.spacing);
    }
    const std::vector<ParticleRange> ranges = clothRanges(scene);
    for (std::size_t k = 0; k < scene.cloths.size(); ++k) {
        const ClothSpec& cloth = scene.cloths[k];
        const auto moved = [&](GridCoord c) { return GridCoord{int(ranges[k].first) + particleIndex(cloth, c), 0}; };
        for (GridCoord pin : cloth.pins)
            system.pins.push_back(moved(pin));
        for (PinGroup group : cloth.pinGroups) {
            for (GridCoord& c : group.particles)
                c = moved(c);
            system.pinGroups.push_back(std::move(group));
        }
        append(assembled.topology, topologies[k], cloth, system);
    }
    system.mesh = ClothMeshSpec{};
    system.mesh->surface = joinedSurface(scene);
    system.cols = int(sceneParticleCount(scene));
    system.rows = 1;
    system.origin = glm::dvec3(0.0);
    assembled.scene.cloths.resize(1);
    return assembled;
}

std::vector<BendingHinge> gridPlateHinges(const ClothSpec& cloth)
{
    std::vector<BendingHinge> hinges;
    const double h2 = cloth.spacing * cloth.spacing;
    const auto at = [&](int i, int j) { return std::uint32_t(particleIndex(cloth, {i, j})); };
    for (int j = 0; j < cloth.rows; ++j)
        for (int i = 0; i < cloth.cols; ++i) {
            const double share = areaShareAlong(i, cloth.cols) * areaShareAlong(j, cloth.rows);
            const bool alongU = i > 0 && i + 1 < cloth.cols, alongV = j > 0 && j + 1 < cloth.rows;
            const std::uint32_t p = at(i, j);
            // Weights summing to zero, the first particle's included, as every hinge's do.
            if (alongU)
                hinges.push_back({{p, at(i - 1, j), at(i + 1, j), p}, {-2.0, 1.0, 1.0, 0.0}, share / h2, glm::dvec3(0.0)});
            if (alongV)
                hinges.push_back({{p, at(i, j - 1), at(i, j + 1), p}, {-2.0, 1.0, 1.0, 0.0}, share / h2, glm::dvec3(0.0)});
            if (alongU && alongV)
                hinges.push_back({{at(i + 1, j + 1), at(i + 1, j - 1), at(i - 1, j + 1), at(i - 1, j - 1)},
                                  {0.25, -0.25, -0.25, 0.25},
                                  2.0 * share / h2,
                                  glm::dvec3(0.0)});
        }
    return hinges;
}

}  // namespace drape::engine
