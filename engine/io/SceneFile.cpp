#include "engine/io/SceneFile.h"

#include "engine/io/AtomicFile.h"
#include "engine/io/ClothMeshJson.h"
#include "engine/io/ColliderJson.h"
#include "engine/io/JsonNesting.h"
#include "engine/io/JsonReader.h"
#include "engine/io/MotionJson.h"
#include "engine/scene/BackendKeyword.h"
#include "engine/scene/ClothAssembly.h"
#include "engine/scene/IntegratorKeyword.h"
#include "engine/scene/Limits.h"
#include "engine/scene/SceneDerivation.h"
#include "engine/scene/Stability.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>
#include <iomanip>
#include <limits>
#include <optional>
#include <set>
#include <sstream>
#include <system_error>
#include <utility>
#include <vector>

namespace drape::engine {
namespace {

using nlohmann::ordered_json;

constexpr long long intMax = std::numeric_limits<int>::max();

/// "line L, column C" for a byte offset into `text`, for JSON syntax errors.
std::string lineAndColumn(std::string_view text, std::size_t offset)
{
    offset = std::min(offset, text.size());
    std::size_t line = 1, column = 1;
    for (std::size_t k = 0; k < offset; ++k) {
        if (text[k] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

/// A first pass over the text (nlohmann-json's SAX interface) that follows the key
/// path, so the errors the parser itself finds can be reported as scene errors:
/// a syntax error; a number too large for a double, which the parser refuses
/// instead of reading it as infinity; and a key given twice, which the DOM parser
/// would silently resolve (the last one wins).
class JsonChecker {
public:
    JsonChecker(std::string_view text, const std::string& sourceName) : m_text(text), m_sourceName(sourceName) {}

    bool null() { return valueDone(); }
    bool boolean(bool) { return valueDone(); }
    bool number_integer(nlohmann::json::number_integer_t) { return valueDone(); }
    bool number_unsigned(nlohmann::json::number_unsigned_t) { return valueDone(); }
    bool number_float(nlohmann::json::number_float_t, const std::string&) { return valueDone(); }
    bool string(std::string&) { return valueDone(); }
    bool binary(nlohmann::json::binary_t&) { return valueDone(); }
    bool start_object(std::size_t)
    {
        m_levels.emplace_back();
        return true;
    }
    bool key(std::string& key)
    {
        Level& level = m_levels.back();
        level.key = key;
        if (!level.keys.insert(key).second)
            throw SceneError(m_sourceName + ": " + path() + ": given twice (expected each key once)");
        return true;
    }
    bool end_object()
    {
        m_levels.pop_back();
        return valueDone();
    }
    bool start_array(std::size_t)
    {
        m_levels.emplace_back().isArray = true;
        return true;
    }
    bool end_array()
    {
        m_levels.pop_back();
        return valueDone();
    }

    template <class Exception>
    bool parse_error(std::size_t byte, const std::string& token, const Exception& error)
    {
        // 406 is nlohmann-json's "number overflow"; `token` is the number as written.
        if (error.id == 406)
            throw SceneError(m_sourceName + ": " + path() + ": expected a finite number, got " + token +
                             " (out of range)");
        const bool truncated = byte >= m_text.size();
        throw SceneError(m_sourceName + ": not valid JSON at " + lineAndColumn(m_text, byte == 0 ? 0 : byte - 1) +
                         (truncated ? " (the file ends too early: truncated?)" : ""));
    }

private:
    /// One open object or array: where the parser is inside it.
    struct Level {
        bool isArray = false;
        std::size_t index = 0;          ///< arrays: the element being read
        std::string key;                ///< objects: the key being read
        std::set<std::string> keys;     ///< objects: the keys seen so far
    };

    bool valueDone()
    {
        if (!m_levels.empty() && m_levels.back().isArray)
            ++m_levels.back().index;
        return true;
    }

    /// "cloth.springs.shear", "gravity[1]", in JsonReader's notation.
    std::string path() const
    {
        std::string result;
        for (const Level& level : m_levels) {
            if (level.isArray)
                result += "[" + std::to_string(level.index) + "]";
            else
                result += (result.empty() ? "" : ".") + JsonReader::printableKey(level.key);
        }
        return result.empty() ? "(top level)" : result;
    }

    std::string_view m_text;
    std::string m_sourceName;
    std::vector<Level> m_levels;
};

double positiveNumber(const JsonReader& r, std::string_view key)
{
    const double v = r.number(key);
    if (v <= 0.0)
        r.fail(key, "expected a number > 0, got " + JsonReader::describe(v));
    return v;
}

glm::dvec3 unitVector(const JsonReader& r, std::string_view key)
{
    const glm::dvec3 v = r.vector3(key);
    const double length = std::sqrt(v.x * v.x + v.y * v.y + v.z * v.z);
    if (std::abs(length - 1.0) > 1e-3)
        r.fail(key, "expected a unit vector (length 1), got one of length " + std::to_string(length));
    return v;
}

SpringStiffness readSprings(const JsonReader& r)
{
    r.rejectUnknownKeys({"structural", "shear", "flexion"});
    SpringStiffness s;
    using Field = std::pair<const char*, double*>;
    for (auto [key, target] : {Field{"structural", &s.structural}, Field{"shear", &s.shear}, Field{"flexion", &s.flexion}}) {
        if (!r.has(key))
            continue;
        *target = r.number(key);
        if (*target < 0.0)
            r.fail(key, "expected a stiffness ≥ 0 N/m, got " + JsonReader::describe(*target));
    }
    return s;
}

std::vector<GridCoord> readPins(const JsonReader& r, int cols, int rows)
{
    const nlohmann::json& list = r.array("pins");
    std::vector<GridCoord> pins;
    std::set<std::pair<int, int>> seen;
    for (std::size_t n = 0; n < list.size(); ++n) {
        const std::string where = r.pathOf("pins") + "[" + std::to_string(n) + "]";
        const nlohmann::json& item = list[n];
        if (!item.is_array() || item.size() != 2 || !item[0].is_number_integer() || !item[1].is_number_integer())
            r.failAt(where, "expected a pair of integers [i, j], got " + JsonReader::describe(item));
        const long long i = item[0].get<long long>(), j = item[1].get<long long>();
        if (i < 0 || i >= cols || j < 0 || j >= rows)
            r.failAt(where, "pin " + item.dump() + " is outside the " + std::to_string(cols) + " × " +
                                std::to_string(rows) + " grid (i from 0 to " + std::to_string(cols - 1) +
                                ", j from 0 to " + std::to_string(rows - 1) + ")");
        if (!seen.insert({int(i), int(j)}).second)
            r.failAt(where, "pin " + item.dump() + " is listed twice");
        pins.push_back({int(i), int(j)});
    }
    return pins;
}

double numberAtLeast(const JsonReader& r, std::string_view key, double min, double max, std::string_view unit)
{
    const double v = r.number(key);
    if (v < min || v > max)
        r.fail(key, "expected " + std::string(unit) + " from " + JsonReader::describe(min) + " to " +
                        JsonReader::describe(max) + ", got " + JsonReader::describe(v));
    return v;
}

std::string presetList()
{
    std::string list;
    for (const MaterialSpec& preset : materialPresets())
        list += (list.empty() ? "\"" : ", \"") + preset.preset + "\"";
    return list;
}

MaterialSpec readMaterial(const JsonReader& r)
{
    if (r.node("material").is_string()) {
        const std::string name = r.string("material");
        if (const MaterialSpec* preset = findMaterialPreset(name))
            return *preset;
        r.fail("material", "expected a preset (" + presetList() + ") or an object of physical values, got \"" + name + "\"");
    }
    const JsonReader m = r.object("material");
    m.rejectUnknownKeys({"arealDensity", "stretch", "shear", "bending"});
    MaterialSpec material;
    material.arealDensity = positiveNumber(m, "arealDensity");
    material.stretch = positiveNumber(m, "stretch");
    material.shear = numberAtLeast(m, "shear", 0.0, 1e12, "a stiffness in N/m");
    material.bending = numberAtLeast(m, "bending", 0.0, 1e12, "a bending stiffness in N·m");
    return material;
}

StrainLimits readStrainLimits(const JsonReader& r)
{
    r.rejectUnknownKeys({"structural", "shear", "flexion", "iterations"});
    StrainLimits limits;
    using Field = std::pair<const char*, double*>;
    for (auto [key, target] : {Field{"structural", &limits.structural}, Field{"shear", &limits.shear},
                               Field{"flexion", &limits.flexion}})
        if (r.has(key))
            *target = numberAtLeast(r, key, 0.0, 10.0, "a strain (0 for none, 0.1 for 10%)");
    if (r.has("iterations"))
        limits.iterations = int(r.integer("iterations", 1, 64));
    return limits;
}

/// A number for a message, to 6 significant digits: "0.15", not "0.15000000000000002".
std::string shortNumber(double v)
{
    std::ostringstream text;
    text << std::setprecision(6) << v;
    return text.str();
}

/// `spacing`: the cloth's, m (a mesh cloth's mean edge length), which bounds the thickness.
SelfCollisionSpec readSelfCollision(const JsonReader& r, double spacing)
{
    r.rejectUnknownKeys({"thickness", "friction"});
    SelfCollisionSpec self;
    self.thickness = positiveNumber(r, "thickness");
    if (self.thickness > limits::maxSelfCollisionThickness)
        r.fail("thickness", "expected a thickness in metres of at most " + shortNumber(limits::maxSelfCollisionThickness) +
                                " m, got " + JsonReader::describe(self.thickness));
    const double thickest = limits::maxSelfCollisionThicknessPerSpacing * spacing;
    if (self.thickness > thickest)
        r.fail("thickness", "expected at most " + shortNumber(limits::maxSelfCollisionThicknessPerSpacing) +
                                " × the cloth's spacing (" + shortNumber(thickest) + " m for " + shortNumber(spacing) +
                                " m): a thicker cloth pushes apart its own particles two apart, got " +
                                JsonReader::describe(self.thickness));
    if (r.has("friction"))
        self.friction = numberAtLeast(r, "friction", 0.0, limits::maxFriction, "a friction coefficient");
    return self;
}

AirSpec readAir(const JsonReader& r)
{
    r.rejectUnknownKeys({"wind", "turbulence", "seed", "density", "drag"});
    AirSpec air;
    if (r.has("wind")) {
        air.wind = r.vector3("wind");
        for (int c = 0; c < 3; ++c)
            if (std::abs(air.wind[c]) > 1000.0)
                r.failAt(r.pathOf("wind") + "[" + std::to_string(c) + "]",
                         "expected a speed within ±1000 m/s, got " + JsonReader::describe(air.wind[c]));
    }
    if (r.has("turbulence"))
        air.turbulence = numberAtLeast(r, "turbulence", 0.0, 10.0, "a fraction of the wind speed");
    if (r.has("seed"))
        air.seed = std::uint32_t(r.integer("seed", 0, 4294967295LL));
    if (r.has("density"))
        air.density = numberAtLeast(r, "density", 0.0, 100.0, "a density in kg/m³");
    if (r.has("drag"))
        air.drag = numberAtLeast(r, "drag", 0.0, 100.0, "a drag coefficient");
    return air;
}

DampingSpec readDamping(const JsonReader& r)
{
    r.rejectUnknownKeys({"internal", "drag"});
    DampingSpec damping;
    if (r.has("internal"))
        damping.internal = numberAtLeast(r, "internal", 0.0, 1.0, "a retardation time in seconds");
    if (r.has("drag"))
        damping.drag = numberAtLeast(r, "drag", 0.0, 1000.0, "a drag rate in 1/s");
    return damping;
}

/// A version 1 cloth's per-step velocity damping d, until the scene's time step is known.
struct Version1Damping {
    double perStep = 0.01;
};

/// A cloth of a mesh file: its particles, mass and stiffness from the mesh and
/// its material, the rest as a grid's.
ClothSpec readMeshCloth(const JsonReader& r, const std::filesystem::path& baseDirectory, const ClothMeshSpec* loaded)
{
    r.rejectUnknownKeys({"name", "mesh", "material", "damping", "strainLimit", "selfCollision", "pins", "pinGroups"});
    if (!r.has("material"))
        r.fail("material", "missing: a mesh cloth takes its mass and stiffness from a material (a preset such as "
                           "\"cotton\", or physical values), since its particles are not a grid's");
    ClothSpec c;
    c.mesh = readClothMeshJson(r.object("mesh"), baseDirectory, loaded);
    c.material = readMaterial(r);
    if (r.has("damping"))
        c.damping = readDamping(r.object("damping"));
    if (r.has("strainLimit"))
        c.strainLimits = readStrainLimits(r.object("strainLimit"));
    if (r.has("selfCollision"))
        c.selfCollision = readSelfCollision(r.object("selfCollision"), meanEdgeLength(*c.mesh->surface));
    c.pins = r.has("pins") ? readMeshPins(r, c.mesh->surface->rest.size()) : std::vector<GridCoord>{};
    if (!r.has("pins"))
        for (std::uint32_t p : c.mesh->surface->pins)
            c.pins.push_back({int(p), 0});
    if (r.has("pinGroups"))
        c.pinGroups = readPinGroups(r, c);
    return c;
}

/// Keys and pin groups came in version 3: an older file that has them was not written by Drape.
void rejectVersion3Keys(const JsonReader& r, const Scene& scene, int version)
{
    const std::string inVersion = "not in version " + std::to_string(version) + " files (";
    if (!scene.cloths[0].pinGroups.empty())
        r.failAt("cloth.pinGroups", inVersion + "pin groups came in version 3)");
    for (std::size_t k = 0; k < scene.colliders.size(); ++k)
        if (scene.colliders[k].motion.animated())
            r.failAt("colliders[" + std::to_string(k) + "].motion", inVersion + "keys came in version 3)");
}

ClothSpec readGridCloth(const JsonReader& r, int version, Version1Damping& version1)
{
    r.rejectUnknownKeys({"name", "cols", "rows", "spacing", "origin", "uAxis", "vAxis", "particleMass", "material", "damping",
                         "springs", "bending", "strainLimit", "selfCollision", "pins", "pinGroups"});
    ClothSpec c;
    c.cols = int(r.integer("cols", 1, limits::maxSide));
    c.rows = int(r.integer("rows", 1, limits::maxSide));
    const long long particles = (long long)c.cols * c.rows;
    if (particles < 2)
        r.failAt(r.pathOf(""), "a cloth needs at least 2 particles (cols × rows), got 1 × 1");
    if (particles > limits::maxParticles)
        r.failAt(r.pathOf(""),
                 "the grid " + std::to_string(c.cols) + " × " + std::to_string(c.rows) + " has " +
                     std::to_string(particles) + " particles, more than the limit of " +
                     std::to_string(limits::maxParticles));
    c.spacing = positiveNumber(r, "spacing");
    if (r.has("material")) {
        for (const char* raw : keysAMaterialSets)
            if (r.has(raw))
                r.fail(raw, "not allowed together with cloth.material (the material sets the mass, the springs and "
                            "the bending)");
        c.material = readMaterial(r);
    } else {
        c.particleMass = positiveNumber(r, "particleMass");
    }
    if (r.has("origin"))
        c.origin = r.vector3("origin");
    if (r.has("uAxis"))
        c.uAxis = unitVector(r, "uAxis");
    if (r.has("vAxis"))
        c.vAxis = unitVector(r, "vAxis");
    const glm::dvec3 n{c.uAxis.y * c.vAxis.z - c.uAxis.z * c.vAxis.y, c.uAxis.z * c.vAxis.x - c.uAxis.x * c.vAxis.z,
                       c.uAxis.x * c.vAxis.y - c.uAxis.y * c.vAxis.x};
    if (std::sqrt(n.x * n.x + n.y * n.y + n.z * n.z) < 0.1)
        r.fail("vAxis", "expected a direction at an angle to uAxis, got one (nearly) parallel to it");
    if (version == 1) {
        c.damping = {0.0, 0.0};
        if (r.has("damping")) {
            version1.perStep = r.number("damping");
            if (version1.perStep < 0.0 || version1.perStep >= 1.0)
                r.fail("damping", "expected a number in [0, 1), got " + JsonReader::describe(version1.perStep));
        }
        if (r.has("bending"))
            r.fail("bending", "not in version 1 files (bending came in version 2)");
    } else if (r.has("damping")) {
        c.damping = readDamping(r.object("damping"));
    }
    if (r.has("springs"))
        c.springs = readSprings(r.object("springs"));
    if (r.has("bending")) {
        c.bending = numberAtLeast(r, "bending", 0.0, 1e12, "a bending stiffness in N·m");
        if (c.bending > 0.0)
            if (const std::string problem = materialProblem(MaterialSpec{}, c); !problem.empty())
                r.fail("bending", problem);
    }
    if (r.has("strainLimit"))
        c.strainLimits = readStrainLimits(r.object("strainLimit"));
    if (r.has("selfCollision"))
        c.selfCollision = readSelfCollision(r.object("selfCollision"), c.spacing);
    c.pins = r.has("pins") ? readPins(r, c.cols, c.rows) : std::vector<GridCoord>{};
    if (r.has("pinGroups"))
        c.pinGroups = readPinGroups(r, c);
    if (c.material) {
        if (const std::string problem = materialProblem(*c.material, c); !problem.empty())
            r.fail("material", problem);
    }
    return c;
}

ClothSpec readCloth(const JsonReader& r, int version, Version1Damping& version1,
                    const std::filesystem::path& baseDirectory, const ClothMeshSpec* loaded)
{
    if (r.has("mesh") && version == 1)
        r.fail("mesh", "not in version 1 files (mesh cloths came in version 2)");
    ClothSpec c = r.has("mesh") ? readMeshCloth(r, baseDirectory, loaded) : readGridCloth(r, version, version1);
    if (r.has("name")) {
        if (version < 4)
            r.fail("name", "not in version " + std::to_string(version) + " files (cloth names came in version 4)");
        c.name = r.string("name");
        if (c.name.empty())
            r.fail("name", "expected a name, got an empty one");
    }
    return c;
}

/// The cloths of "cloth" (one) or "cloths" (a list, version 4), each read
/// with its mesh's surface from `loaded` where that scene has it already.
std::vector<ClothSpec> readCloths(const JsonReader& r, int version, Version1Damping& version1,
                                  const std::filesystem::path& baseDirectory, const Scene* loaded)
{
    const auto loadedMesh = [&](std::size_t k) {
        return loaded && k < loaded->cloths.size() && loaded->cloths[k].mesh ? &*loaded->cloths[k].mesh : nullptr;
    };
    if (r.has("cloth") == r.has("cloths"))
        r.fail(r.has("cloth") ? "cloths" : "cloth",
               r.has("cloth") ? "not allowed together with \"cloth\" (one cloth, or a list of them)"
                              : "missing: a scene needs \"cloth\" (one) or \"cloths\" (a list)");
    if (r.has("cloth"))
        return {readCloth(r.object("cloth"), version, version1, baseDirectory, loadedMesh(0))};
    if (version < 4)
        r.fail("cloths", "not in version " + std::to_string(version) + " files (several cloths came in version 4)");
    const nlohmann::json& list = r.array("cloths");
    if (list.empty() || list.size() > std::size_t(limits::maxCloths))
        r.fail("cloths", "expected 1 to " + std::to_string(limits::maxCloths) + " cloths, got " +
                             std::to_string(list.size()));
    std::vector<ClothSpec> cloths;
    std::int64_t particles = 0;
    for (std::size_t k = 0; k < list.size(); ++k) {
        const JsonReader cloth(list[k], r.file(), r.pathOf("cloths") + "[" + std::to_string(k) + "]");
        if (!list[k].is_object())
            cloth.failAt(cloth.pathOf(""), "expected an object, got " + JsonReader::describe(list[k]));
        cloths.push_back(readCloth(cloth, version, version1, baseDirectory, loadedMesh(k)));
        particles += cloths.back().particleCount();
        if (particles > limits::maxParticles)
            cloth.failAt(cloth.pathOf(""), "the scene's cloths have " + std::to_string(particles) +
                                               " particles up to this one, more than the limit of " +
                                               std::to_string(limits::maxParticles));
    }
    return cloths;
}

SimulationSpec readSimulation(const JsonReader& r)
{
    r.rejectUnknownKeys({"fps", "substeps", "frames", "backend", "integrator", "iterations"});
    SimulationSpec s;
    if (r.has("fps"))
        s.fps = int(r.integer("fps", 1, limits::maxFps));
    if (r.has("substeps")) {
        if (r.node("substeps").is_string()) {
            if (r.string("substeps") != "auto")
                r.fail("substeps", "expected an integer from 1 to " + std::to_string(limits::maxSubsteps) +
                                       " or \"auto\", got \"" + r.string("substeps") + "\"");
            s.autoSubsteps = true;
        } else {
            s.substeps = int(r.integer("substeps", 1, limits::maxSubsteps));
        }
    }
    if (r.has("frames"))
        s.frames = int(r.integer("frames", 1, limits::maxFrames));
    if (r.has("backend")) {
        const std::string b = r.string("backend");
        const std::optional<BackendChoice> backend = parseBackendKeyword(b);
        if (!backend)
            r.fail("backend", "expected \"auto\", \"cpu\" or \"gpu\", got \"" + b + "\"");
        s.backend = *backend;
    }
    if (r.has("integrator")) {
        const std::optional<Integrator> integrator = parseIntegratorKeyword(r.string("integrator"));
        if (!integrator)
            r.fail("integrator", "expected \"verlet\" or \"implicit\", got \"" + r.string("integrator") + "\"");
        s.integrator = *integrator;
    }
    if (r.has("iterations"))
        s.iterations = int(r.integer("iterations", 1, limits::maxIterations));
    return s;
}

/// Version 1 took a fraction d of each particle's velocity away every step:
/// exactly a drag γ = d / dt at the file's own time step (its substeps as
/// written, or as "auto" picked them without the drag), and no internal damping.
void convertVersion1Damping(Scene& scene, double perStep)
{
    applyMaterial(scene.cloths[0]);
    const int substeps = scene.simulation.autoSubsteps
                             ? automaticSubsteps(scene.cloths[0], scene.simulation.fps, SpringDirections::AtRest)
                             : scene.simulation.substeps;
    scene.cloths[0].damping.drag = perStep * double(scene.simulation.fps) * double(substeps);
}

Scene readScene(const nlohmann::json& root, const std::string& sourceName, const std::filesystem::path& baseDirectory,
                MeshFiles meshFiles, const Scene* loaded)
{
    const JsonReader r(root, sourceName, "");
    if (!r.has("drape"))
        r.fail("drape", "missing: not a Drape scene (expected \"drape\": " + std::to_string(sceneFormatVersion) + " at the top)");
    const nlohmann::json& versionNode = root["drape"];
    if (!versionNode.is_number_integer() || versionNode.get<long long>() < 1 ||
        versionNode.get<long long>() > sceneFormatVersion)
        r.fail("drape", "expected 1 to " + std::to_string(sceneFormatVersion) +
                            " (the format versions this Drape reads), got " + JsonReader::describe(versionNode));
    const int version = int(versionNode.get<long long>());
    r.rejectUnknownKeys({"drape", "name", "cloth", "cloths", "gravity", "colliders", "air", "simulation"});
    Scene scene;
    scene.name = r.has("name") ? r.string("name") : std::filesystem::path(sourceName).stem().string();
    Version1Damping version1;
    scene.cloths = readCloths(r, version, version1, baseDirectory, loaded);
    if (r.has("gravity"))
        scene.gravity = r.vector3("gravity");
    if (r.has("colliders"))
        scene.colliders = readColliders(r.array("colliders"), sourceName, baseDirectory, meshFiles);
    if (r.has("air"))
        scene.air = readAir(r.object("air"));
    if (r.has("simulation"))
        scene.simulation = readSimulation(r.object("simulation"));
    if (version < 3)
        rejectVersion3Keys(r, scene, version);
    if (version == 1)
        convertVersion1Damping(scene, version1.perStep);
    for (ClothSpec& cloth : scene.cloths) {
        applyMeshShape(cloth);
        applyMaterial(cloth);
    }
    if (const std::optional<AssemblyProblem> problem = assemblyProblem(scene))
        r.failAt(problem->key, problem->message);
    deriveSceneValues(scene);
    return scene;
}

ordered_json vectorJson(const glm::dvec3& v)
{
    return ordered_json::array({v.x, v.y, v.z});
}

/// A preset by name when the values are the preset's, else the four values.
ordered_json materialJson(const MaterialSpec& material)
{
    if (const MaterialSpec* preset = findMaterialPreset(material.preset); preset && *preset == material)
        return material.preset;
    return {{"arealDensity", material.arealDensity},
            {"stretch", material.stretch},
            {"shear", material.shear},
            {"bending", material.bending}};
}

/// parseScene, with the surfaces of mesh cloths already read (readClothMeshJson) in `loaded`.
Scene parseScene(std::string_view json, const std::string& sourceName, const std::filesystem::path& baseDirectory,
                 MeshFiles meshFiles, const Scene* loaded)
{
    // Printing a value for a message recurses once per level of nesting.
    if (const std::optional<std::size_t> at = offsetBeyondNesting(json))
        throw SceneError(sourceName + ": arrays and objects nested deeper than " + std::to_string(maxJsonNesting)
                         + " levels at " + lineAndColumn(json, *at) + " (the most a scene file may have)");
    // The checker throws on every error the parser can find, so the second parse succeeds.
    JsonChecker checker(json, sourceName);
    nlohmann::json::sax_parse(json.begin(), json.end(), &checker);
    return readScene(nlohmann::json::parse(json.begin(), json.end()), sourceName, baseDirectory, meshFiles, loaded);
}

}  // namespace

Scene parseScene(std::string_view json, const std::string& sourceName, const std::filesystem::path& baseDirectory,
                 MeshFiles meshFiles)
{
    return parseScene(json, sourceName, baseDirectory, meshFiles, nullptr);
}

Scene loadScene(const std::filesystem::path& path)
{
    // A folder opens as a stream on Linux and would read as an empty, "truncated" file.
    std::error_code ignored;
    if (std::filesystem::is_directory(path, ignored))
        throw SceneError(path.string() + ": cannot open the file (it is a folder)");
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw SceneError(path.string() + ": cannot open the file (missing or unreadable)");
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad())
        throw SceneError(path.string() + ": cannot read the file");
    return parseScene(text.str(), path.string(), std::filesystem::absolute(path).parent_path());
}

namespace {

ordered_json clothJson(const ClothSpec& c, const std::filesystem::path& baseDirectory)
{
    ordered_json pins = ordered_json::array();
    for (const GridCoord& p : c.pins)
        pins.push_back(c.mesh ? ordered_json(p.i) : ordered_json{p.i, p.j});
    ordered_json cloth;
    // A lone cloth of the default name is written as before names came.
    if (c.name != ClothSpec{}.name)
        cloth["name"] = c.name;
    if (c.mesh) {
        cloth["mesh"] = writeClothMeshJson(*c.mesh, baseDirectory);
    } else {
        cloth["cols"] = c.cols;
        cloth["rows"] = c.rows;
        cloth["spacing"] = c.spacing;
        cloth["origin"] = vectorJson(c.origin);
        cloth["uAxis"] = vectorJson(c.uAxis);
        cloth["vAxis"] = vectorJson(c.vAxis);
    }
    if (c.material)
        cloth["material"] = materialJson(*c.material);
    else
        cloth["particleMass"] = c.particleMass;
    cloth["damping"] = {{"internal", c.damping.internal}, {"drag", c.damping.drag}};
    if (!c.material) {
        cloth["springs"] = {{"structural", c.springs.structural}, {"shear", c.springs.shear}, {"flexion", c.springs.flexion}};
        cloth["bending"] = c.bending;
    }
    if (c.strainLimits.any())
        cloth["strainLimit"] = {{"structural", c.strainLimits.structural},
                                {"shear", c.strainLimits.shear},
                                {"flexion", c.strainLimits.flexion},
                                {"iterations", c.strainLimits.iterations}};
    if (c.selfCollision)
        cloth["selfCollision"] = {{"thickness", c.selfCollision->thickness}, {"friction", c.selfCollision->friction}};
    cloth["pins"] = pins;
    if (!c.pinGroups.empty())
        cloth["pinGroups"] = pinGroupsJson(c);
    return cloth;
}

}  // namespace

std::string serializeScene(const Scene& scene, const std::filesystem::path& baseDirectory)
{
    ordered_json root;
    root["drape"] = sceneFormatVersion;
    root["name"] = scene.name;
    if (scene.cloths.size() == 1) {
        root["cloth"] = clothJson(scene.cloths[0], baseDirectory);
    } else {
        root["cloths"] = ordered_json::array();
        for (const ClothSpec& cloth : scene.cloths)
            root["cloths"].push_back(clothJson(cloth, baseDirectory));
    }
    root["gravity"] = vectorJson(scene.gravity);
    root["colliders"] = writeColliders(scene.colliders, baseDirectory);
    if (scene.air)
        root["air"] = {{"wind", vectorJson(scene.air->wind)},
                       {"turbulence", scene.air->turbulence},
                       {"seed", scene.air->seed},
                       {"density", scene.air->density},
                       {"drag", scene.air->drag}};
    root["simulation"] = {
        {"fps", scene.simulation.fps},
        {"substeps", scene.simulation.autoSubsteps ? ordered_json("auto") : ordered_json(scene.simulation.substeps)},
        {"frames", scene.simulation.frames},
        {"backend", std::string(backendKeyword(scene.simulation.backend))},
    };
    // Absent, the integrator is Verlet: files of the explicit method stay as they were.
    if (scene.simulation.integrator != Integrator::Verlet) {
        root["simulation"]["integrator"] = std::string(integratorKeyword(scene.simulation.integrator));
        root["simulation"]["iterations"] = scene.simulation.iterations;
    }
    // A name that is not valid UTF-8 (from code, not a file) is written with U+FFFD.
    return root.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

void saveScene(const Scene& scene, const std::filesystem::path& path)
{
    AtomicFile file(path);
    file.write(serializeScene(scene, std::filesystem::absolute(path).parent_path()));
    file.commit();
}

void validateScene(const Scene& scene, const std::string& sourceName, MeshFiles meshFiles)
{
    // One set of rules: the scene goes through the same reader a file does.
    parseScene(serializeScene(scene), sourceName, {}, meshFiles, &scene);
}

}  // namespace drape::engine
