// A mesh file as a cloth's surface, in passes over the meshes where the file's
// nodes place them: the corners are counted while the scene is as the importer
// read it (MeshFileReader), before anything else is done; after Assimp's
// ValidateDataStructure the vertices that faces use are transformed, checked and
// welded into particles; then the faces are built from the particles (the
// zero-area test needs the particles' extent, known only once all are welded),
// and their edges counted. Assimp itself triangulates, welds and transforms
// nothing: quads stay quads, and the order of particles is the file's.
#include "engine/io/ClothMeshFile.h"

#include "engine/io/MeshFileReader.h"
#include "engine/io/ObjVertexOrder.h"
#include "engine/io/PolygonTriangles.h"

#include <assimp/Importer.hpp>
#include <assimp/postprocess.h>
#include <assimp/scene.h>

#include <glm/geometric.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <limits>
#include <numeric>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace drape::engine {
namespace {

/// An importer's malformed output (a face without corners, an index beyond its mesh)
/// becomes an error here instead of tripping up what follows.
constexpr unsigned postProcessing = aiProcess_ValidateDataStructure;

constexpr std::uint32_t noParticle = std::numeric_limits<std::uint32_t>::max();

std::string number(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

void checkOptions(const ClothMeshImport& options)
{
    if (!std::isfinite(options.weldTolerance) || !(options.weldTolerance > 0.0))
        throw std::invalid_argument("ClothMeshImport: the weld tolerance must be a finite length above zero, not "
                                    + number(options.weldTolerance));
    const glm::dmat4& m = options.transform;
    for (glm::length_t column = 0; column < 4; ++column)
        for (glm::length_t row = 0; row < 4; ++row)
            if (!std::isfinite(m[column][row]))
                throw std::invalid_argument("ClothMeshImport: the transform has a non-finite entry");
    if (m[0][3] != 0.0 || m[1][3] != 0.0 || m[2][3] != 0.0 || m[3][3] != 1.0)
        throw std::invalid_argument("ClothMeshImport: the transform is not affine (its bottom row must be 0 0 0 1)");
}

/// A face of three or more corners: what a cloth is made of (points and lines are left out).
bool isPolygon(const aiFace& face)
{
    return face.mNumIndices >= 3 && face.mIndices;
}

/// Polygon corners over every placement of every mesh, counted until there are more than maxClothMeshCorners.
std::size_t placedCorners(const aiScene& scene, std::string_view name)
{
    std::vector<std::size_t> perMesh(scene.mNumMeshes, 0);
    for (unsigned m = 0; m < scene.mNumMeshes; ++m) {
        const aiMesh* mesh = scene.mMeshes[m];
        for (unsigned f = 0; mesh && mesh->mFaces && f < mesh->mNumFaces; ++f)
            if (isPolygon(mesh->mFaces[f]))
                perMesh[m] += mesh->mFaces[f].mNumIndices;
    }
    std::size_t total = 0;
    forEachNode(scene, name, [&](const aiNode& node, const glm::dmat4&) {
        for (unsigned n = 0; node.mMeshes && n < node.mNumMeshes; ++n)
            if (node.mMeshes[n] < scene.mNumMeshes)
                total += perMesh[node.mMeshes[n]];
        return total <= maxClothMeshCorners;
    });
    return total;
}

/// Refuses a file without faces, or with too many corners for a cloth, before the post-processing.
MeshFileRead clothRead(std::string_view name)
{
    return {[name](const aiScene& scene) {
                refuseLargePolygons(scene, name, "a cloth from a mesh");
                const std::size_t corners = placedCorners(scene, name);
                if (corners == 0)
                    failMeshFile(name, "has no faces (only points, lines or nothing at all)");
                if (corners > maxClothMeshCorners)
                    failMeshFile(name, "has more than " + std::to_string(maxClothMeshCorners)
                                           + " face corners (a mesh counted once for each node that uses it), the "
                                             "most a cloth from a mesh may have");
            },
            postProcessing};
}

glm::dvec2 uvOf(const aiMesh& mesh, unsigned vertex)
{
    if (!mesh.mTextureCoords[0])
        return glm::dvec2(0.0);
    const aiVector3D& uv = mesh.mTextureCoords[0][vertex];
    return {double(uv.x), mesh.mNumUVComponents[0] == 1 ? 0.0 : double(uv.y)};
}

/// Refuses a vertex with a coordinate or texture coordinate that is not finite.
void refuseNonFinite(const aiMesh& mesh, unsigned v, std::string_view name)
{
    const aiVector3D& p = mesh.mVertices[v];
    if (!std::isfinite(p.x) || !std::isfinite(p.y) || !std::isfinite(p.z))
        failMeshFile(name, "has a vertex with a non-finite coordinate " + coordinateText({p.x, p.y, p.z}));
    const glm::dvec2 uv = uvOf(mesh, v);
    if (!std::isfinite(uv.x) || !std::isfinite(uv.y))
        failMeshFile(name, "has a vertex with a non-finite texture coordinate " + coordinateText({uv.x, uv.y}));
}

/// A mesh's vertices that its faces use, in vertex order: what becomes particles.
struct UsedVertices {
    std::vector<unsigned> vertices;
    std::vector<std::uint32_t> rank;  ///< per vertex of the mesh, its index in `vertices`, or noParticle
    /// Per used vertex, the index of the first used vertex at exactly its position (its own
    /// when it is the first): where several vertices share a position, as an OBJ's corners
    /// do, only the first needs looking up in the weld grid.
    std::vector<std::uint32_t> firstAlike;
};

/// Refuses the used vertices that are not finite; finds the first alike of each.
UsedVertices usedVertices(const aiMesh& mesh, std::string_view name)
{
    UsedVertices used;
    used.rank.assign(mesh.mNumVertices, noParticle);
    for (unsigned f = 0; f < mesh.mNumFaces; ++f) {
        const aiFace& face = mesh.mFaces[f];
        for (unsigned c = 0; isPolygon(face) && c < face.mNumIndices; ++c) {
            if (face.mIndices[c] >= mesh.mNumVertices)
                failMeshFile(name, "a face refers to vertex " + std::to_string(face.mIndices[c])
                                       + " of a mesh that has " + std::to_string(mesh.mNumVertices));
            used.rank[face.mIndices[c]] = 0;
        }
    }
    for (unsigned v = 0; v < mesh.mNumVertices; ++v)
        if (used.rank[v] != noParticle) {
            refuseNonFinite(mesh, v, name);
            used.rank[v] = std::uint32_t(used.vertices.size());
            used.vertices.push_back(v);
        }
    // Sorted by the position's bits (a total order, NaN or not), then by index: equal
    // positions in runs, each run's first the lowest index.
    const auto bits = [&](std::uint32_t k) {
        const aiVector3D& p = mesh.mVertices[used.vertices[k]];
        return std::array{std::bit_cast<std::uint32_t>(p.x), std::bit_cast<std::uint32_t>(p.y),
                          std::bit_cast<std::uint32_t>(p.z)};
    };
    std::vector<std::uint32_t> order(used.vertices.size());
    std::iota(order.begin(), order.end(), 0u);
    std::sort(order.begin(), order.end(),
              [&](std::uint32_t a, std::uint32_t b) { return std::pair(bits(a), a) < std::pair(bits(b), b); });
    used.firstAlike.resize(order.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        const bool alike = i > 0 && bits(order[i]) == bits(order[i - 1]);
        used.firstAlike[order[i]] = alike ? used.firstAlike[order[i - 1]] : order[i];
    }
    return used;
}

/// A mesh where a node puts it: the node's transform, then the caller's.
struct Placement {
    const aiMesh* mesh = nullptr;
    const UsedVertices* used = nullptr;
    glm::dmat4 toCloth{1.0};
};

/// The meshes with faces where the nodes place them, in node order (a node's meshes,
/// then its children's). A mesh's used vertices are found once, however many nodes
/// use it, and each placement holds only those: what a placement costs is bounded by
/// its corners, which are counted (maxClothMeshCorners), not by its mesh's vertices.
struct Placements {
    std::vector<UsedVertices> used;  ///< per mesh of the scene; empty for a mesh no node places
    std::vector<Placement> placed;
};

Placements placements(const aiScene& scene, std::string_view name, const glm::dmat4& transform)
{
    Placements result;
    result.used.resize(scene.mNumMeshes);  // never resized again: the placements point into it
    std::vector<bool> found(scene.mNumMeshes, false);
    forEachNode(scene, name, [&](const aiNode& node, const glm::dmat4& toRoot) {
        for (unsigned n = 0; node.mMeshes && n < node.mNumMeshes; ++n) {
            const unsigned m = node.mMeshes[n];
            const aiMesh* mesh = m < scene.mNumMeshes ? scene.mMeshes[m] : nullptr;
            if (!mesh || !mesh->mFaces || !mesh->mVertices)
                continue;
            if (!found[m])
                result.used[m] = usedVertices(*mesh, name);
            found[m] = true;
            result.placed.push_back({mesh, &result.used[m], transform * toRoot});
        }
        return true;
    });
    return result;
}

/// The particles so far, by position: a hash grid of cells twice the weld tolerance
/// wide, so that the particles closer than the tolerance to a position are in its
/// cell or in the cells beside it on the sides it is nearer to: 8 cells to look in.
class WeldGrid {
public:
    explicit WeldGrid(double tolerance) : m_tolerance(tolerance), m_cellSize(std::max(2.0 * tolerance, smallestCell))
    {}

    /// The first particle closer than the tolerance to `p`.
    std::optional<std::uint32_t> find(const glm::dvec3& p, const std::vector<glm::dvec3>& rest) const
    {
        const glm::dvec3 scaled = p / m_cellSize, cell = glm::floor(scaled);
        // Towards the nearer side of the cell on each axis.
        const glm::dvec3 side =
            glm::mix(glm::dvec3(1.0), glm::dvec3(-1.0), glm::lessThan(scaled - cell, glm::dvec3(0.5)));
        std::optional<std::uint32_t> first;
        for (int corner = 0; corner < 8; ++corner) {
            const glm::dvec3 look = cell + side * glm::dvec3(corner & 1, (corner >> 1) & 1, (corner >> 2) & 1);
            const auto found = m_newest.find(key(look));
            const std::uint32_t newest = found == m_newest.end() ? noParticle : found->second;
            for (std::uint32_t q = newest; q != noParticle; q = m_older[q])
                if (glm::distance(rest[q], p) < m_tolerance && (!first || q < *first))
                    first = q;
        }
        return first;
    }

    /// `particle`, at `p`, is the newest particle.
    void add(std::uint32_t particle, const glm::dvec3& p)
    {
        auto [found, added] = m_newest.try_emplace(key(glm::floor(p / m_cellSize)), particle);
        m_older.push_back(added ? noParticle : found->second);
        found->second = particle;
    }

private:
    using Cell = std::array<std::int64_t, 3>;
    /// Cells side by side along x get buckets side by side: a mesh's vertices come mostly in
    /// spatial order, so the lookups stay in the cache (on a 1000 × 1000 grid they take a
    /// fifth of the time they take with a hash that scatters the cells).
    struct CellHash {
        std::size_t operator()(const Cell& cell) const
        {
            constexpr std::uint64_t stride = 0x100000001b3u;  // odd, about 2^40: rows and layers far apart
            const auto [x, y, z] = cell;
            return std::size_t(std::uint64_t(x) + stride * (std::uint64_t(y) + stride * std::uint64_t(z)));
        }
    };

    /// Cells no smaller than this keep cell numbers within ±2^40 for coordinates within
    /// maxClothCoordinate; a tolerance below half of it (4.5 nm) only puts more particles in a cell.
    static constexpr double smallestCell = maxClothCoordinate / double(std::int64_t(1) << 40);

    static Cell key(const glm::dvec3& cell)
    {
        return {std::int64_t(cell.x), std::int64_t(cell.y), std::int64_t(cell.z)};
    }

    double m_tolerance, m_cellSize;
    std::unordered_map<Cell, std::uint32_t, CellHash> m_newest;  ///< each cell's newest particle
    std::vector<std::uint32_t> m_older;  ///< per particle, the one added to its cell before it, or noParticle
};

/// The welded particles, and for each placement the particle of each of its used vertices.
struct Particles {
    std::vector<glm::dvec3> rest;
    std::vector<std::uint8_t> pinned;  ///< per particle, 1 where one of its vertices paints a pin
    std::vector<std::vector<std::uint32_t>> ofUsed;  ///< per placement, in the order of UsedVertices::vertices

    std::uint32_t of(std::size_t placement, const Placement& placed, unsigned vertex) const
    {
        return ofUsed[placement][placed.used->rank[vertex]];
    }
};

/// Where vertex `v` of the placed mesh is, metres; refuses a position beyond maxClothCoordinate.
glm::dvec3 placedVertex(const Placement& placement, unsigned v, std::string_view name)
{
    const aiVector3D& p = placement.mesh->mVertices[v];
    const glm::dvec3 placed(placement.toCloth * glm::dvec4(double(p.x), double(p.y), double(p.z), 1.0));
    // Not `> max`: a NaN the transforms made is refused too.
    if (!(std::abs(placed.x) <= maxClothCoordinate && std::abs(placed.y) <= maxClothCoordinate
          && std::abs(placed.z) <= maxClothCoordinate))
        failMeshFile(name, "has a vertex at " + coordinateText({placed.x, placed.y, placed.z})
                               + " m once transformed, beyond the " + number(maxClothCoordinate)
                               + " m a cloth's coordinates may reach");
    return placed;
}

/// Pure red paints a pin: the first colour channel's red at least ½, its green and blue below.
bool paintsPin(const aiMesh& mesh, unsigned v)
{
    if (!mesh.mColors[0])
        return false;
    const aiColor4D& c = mesh.mColors[0][v];
    return c.r >= 0.5f && c.g < 0.5f && c.b < 0.5f;
}

Particles weld(const std::vector<Placement>& placements, double tolerance, std::string_view name)
{
    Particles particles;
    WeldGrid grid(tolerance);
    for (const Placement& placement : placements) {
        const UsedVertices& used = *placement.used;
        std::vector<std::uint32_t>& ofUsed = particles.ofUsed.emplace_back();
        ofUsed.reserve(used.vertices.size());
        for (std::size_t k = 0; k < used.vertices.size(); ++k) {
            const bool pin = paintsPin(*placement.mesh, used.vertices[k]);
            // The particle of an earlier vertex at this very position is this one's: none closer came since.
            if (used.firstAlike[k] != k) {
                ofUsed.push_back(ofUsed[used.firstAlike[k]]);
                particles.pinned[ofUsed.back()] |= std::uint8_t(pin);
                continue;
            }
            const glm::dvec3 p = placedVertex(placement, used.vertices[k], name);
            if (const std::optional<std::uint32_t> particle = grid.find(p, particles.rest)) {
                ofUsed.push_back(*particle);
                particles.pinned[*particle] |= std::uint8_t(pin);
                continue;
            }
            if (particles.rest.size() == maxClothMeshVertices)
                failMeshFile(name, "has more than " + std::to_string(maxClothMeshVertices)
                                       + " vertices once those closer than " + number(tolerance)
                                       + " m are welded, the most a cloth from a mesh may have");
            ofUsed.push_back(std::uint32_t(particles.rest.size()));
            grid.add(ofUsed.back(), p);
            particles.rest.push_back(p);
            particles.pinned.push_back(std::uint8_t(pin));
        }
    }
    return particles;
}

/// The area below which a face has none: minClothFaceArea of the particles' bounding box's squared diagonal.
double smallestArea(const std::vector<glm::dvec3>& rest)
{
    glm::dvec3 low(std::numeric_limits<double>::max()), high(std::numeric_limits<double>::lowest());
    for (const glm::dvec3& p : rest) {
        low = glm::min(low, p);
        high = glm::max(high, p);
    }
    return minClothFaceArea * glm::dot(high - low, high - low);
}

/// One face of the file, its repeated particles dropped, as it becomes one or more of the surface's.
class FileFace {
public:
    FileFace(std::size_t number, std::string_view fileName) : m_number(number), m_fileName(fileName) {}

    void addCorner(std::uint32_t particle, glm::dvec2 uv)
    {
        ++m_cornersInFile;
        if (std::find(m_particles.begin(), m_particles.end(), particle) == m_particles.end()) {
            m_particles.push_back(particle);
            m_uvs.push_back(uv);
        }
    }

    /// Appends the face to `faces`, split into triangles if it has more than four
    /// corners; refuses it when it, or one of those triangles, has no area.
    void appendTo(std::vector<SurfaceFace>& faces, const std::vector<glm::dvec3>& rest, double smallest) const
    {
        const std::string face = "face " + std::to_string(m_number);
        if (m_particles.size() < 3)
            failMeshFile(m_fileName, face + " has zero area once welded: its " + std::to_string(m_cornersInFile)
                                         + " corners are " + std::to_string(m_particles.size())
                                         + (m_particles.size() == 1 ? " particle" : " particles")
                                         + " (closer to one another than the weld tolerance)");
        std::vector<glm::dvec3> corners;
        for (const std::uint32_t particle : m_particles)
            corners.push_back(rest[particle]);
        refuseNoArea(corners, smallest, face + " has zero area once welded");
        if (m_particles.size() <= 4) {
            faces.push_back(surfaceFace({0, 1, 2, 3}, std::uint8_t(m_particles.size())));
            return;
        }
        for (const std::array<std::size_t, 3>& t : polygonTriangles(corners)) {
            refuseNoArea(std::array{corners[t[0]], corners[t[1]], corners[t[2]]}, smallest,
                         face + ", a polygon of " + std::to_string(m_particles.size())
                             + " corners, splits into a triangle of zero area");
            faces.push_back(surfaceFace({t[0], t[1], t[2], 0}, 3));
        }
    }

private:
    /// Refuses corners of `smallest` area or less, saying `what`.
    void refuseNoArea(std::span<const glm::dvec3> corners, double smallest, const std::string& what) const
    {
        const double area = 0.5 * glm::length(polygonNormal(corners));
        if (!(area > smallest))
            failMeshFile(m_fileName, what + " (" + number(area)
                                         + " m², its corners on one line or nearly: a face needs more than "
                                         + number(minClothFaceArea)
                                         + " of the squared diagonal of the particles' bounding box)");
    }

    SurfaceFace surfaceFace(std::array<std::size_t, 4> corners, std::uint8_t count) const
    {
        SurfaceFace face;
        face.corners = count;
        for (std::size_t c = 0; c < count; ++c) {
            face.particle[c] = m_particles[corners[c]];
            face.uv[c] = m_uvs[corners[c]];
        }
        return face;
    }

    std::size_t m_number;
    std::string_view m_fileName;
    unsigned m_cornersInFile = 0;
    std::vector<std::uint32_t> m_particles;
    std::vector<glm::dvec2> m_uvs;
};

std::vector<SurfaceFace> surfaceFaces(const std::vector<Placement>& placements, const Particles& particles,
                                      std::string_view name)
{
    const double smallest = smallestArea(particles.rest);
    std::vector<SurfaceFace> faces;
    std::size_t number = 0;
    for (std::size_t p = 0; p < placements.size(); ++p) {
        const aiMesh& mesh = *placements[p].mesh;
        for (unsigned f = 0; f < mesh.mNumFaces; ++f) {
            const aiFace& face = mesh.mFaces[f];
            if (!isPolygon(face))
                continue;
            FileFace fileFace(number++, name);
            for (unsigned c = 0; c < face.mNumIndices; ++c)
                fileFace.addCorner(particles.of(p, placements[p], face.mIndices[c]), uvOf(mesh, face.mIndices[c]));
            fileFace.appendTo(faces, particles.rest, smallest);
        }
    }
    return faces;
}

/// Refuses an edge that more than two faces share: a cloth's surface is a manifold,
/// each edge on one face (a border) or two.
void refuseSharedEdges(const ClothSurface& surface, std::string_view name)
{
    std::vector<std::uint64_t> edges;
    edges.reserve(4 * surface.faces.size());
    for (const SurfaceFace& face : surface.faces)
        for (std::size_t c = 0; c < face.corners; ++c) {
            const std::uint32_t a = face.particle[c], b = face.particle[(c + 1) % face.corners];
            edges.push_back((std::uint64_t(std::min(a, b)) << 32) | std::max(a, b));
        }
    std::sort(edges.begin(), edges.end());
    for (auto run = edges.begin(); run != edges.end();) {
        const auto end = std::find_if(run, edges.end(), [&](std::uint64_t edge) { return edge != *run; });
        if (end - run > 2) {
            const auto a = std::uint32_t(*run >> 32), b = std::uint32_t(*run);
            const glm::dvec3 &p = surface.rest[a], &q = surface.rest[b];
            failMeshFile(name, "is non-manifold: the edge between particles " + std::to_string(a) + " "
                                   + coordinateText({p.x, p.y, p.z}) + " and " + std::to_string(b) + " "
                                   + coordinateText({q.x, q.y, q.z}) + " is shared by " + std::to_string(end - run)
                                   + " faces (an edge of a cloth borders two at most)");
        }
        run = end;
    }
}

/// The particle of each of an OBJ's v lines (ObjVertexOrder.h), placed as the file's
/// vertices are, within the weld tolerance or a millionth of the coordinate (a few
/// float steps, where Assimp and from_chars may round a digit string apart). Left
/// empty, the particle order standing, when a v line is no particle's (no face uses
/// it) or a particle no v line's.
void setSourceOrder(ClothSurface& surface, const std::vector<glm::dvec3>& lines, const ClothMeshImport& options)
{
    double largest = 0.0;
    for (const glm::dvec3& p : surface.rest)
        largest = std::max({largest, std::abs(p.x), std::abs(p.y), std::abs(p.z)});
    WeldGrid grid(std::max(options.weldTolerance, 1e-6 * largest));
    for (std::uint32_t p = 0; p < surface.rest.size(); ++p)
        grid.add(p, surface.rest[p]);
    std::vector<std::uint32_t> order;
    std::vector<std::uint8_t> shown(surface.rest.size(), 0);
    order.reserve(lines.size());
    for (const glm::dvec3& line : lines) {
        const glm::dvec3 placed(options.transform * glm::dvec4(line, 1.0));
        // Every particle lies within maxClothCoordinate; a line beyond it, or not a
        // number (no face uses it, so nothing refused it), is none of them.
        if (!(glm::all(glm::lessThanEqual(glm::abs(placed), glm::dvec3(maxClothCoordinate)))))
            return;
        const std::optional<std::uint32_t> particle = grid.find(placed, surface.rest);
        if (!particle)
            return;
        order.push_back(*particle);
        shown[*particle] = 1;
    }
    if (std::find(shown.begin(), shown.end(), 0) == shown.end())
        surface.sourceVertexParticle = std::move(order);
}

/// ".obj" or "obj", in any case.
bool isObj(std::string_view extension)
{
    if (!extension.empty() && extension.front() == '.')
        extension.remove_prefix(1);
    return extension.size() == 3 && std::tolower(extension[0]) == 'o' && std::tolower(extension[1]) == 'b' &&
           std::tolower(extension[2]) == 'j';
}

ClothSurface clothSurface(const aiScene& scene, std::string_view name, const ClothMeshImport& options)
{
    const Placements placed = placements(scene, name, options.transform);
    Particles particles = weld(placed.placed, options.weldTolerance, name);
    ClothSurface surface;
    surface.faces = surfaceFaces(placed.placed, particles, name);
    surface.rest = std::move(particles.rest);
    for (std::uint32_t p = 0; p < particles.pinned.size(); ++p)
        if (particles.pinned[p])
            surface.pins.push_back(p);
    refuseSharedEdges(surface, name);
    return surface;
}

}  // namespace

ClothSurface loadClothSurface(const std::filesystem::path& file, const ClothMeshImport& options)
{
    checkOptions(options);
    const std::string name = file.string();
    Assimp::Importer importer;
    ClothSurface surface = clothSurface(readMeshFile(importer, file, clothRead(name)), name, options);
    if (isObj(file.extension().string())) {
        std::ifstream in(file, std::ios::binary);
        const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        setSourceOrder(surface, objVertexPositions(text), options);
    }
    return surface;
}

ClothSurface loadClothSurfaceFromMemory(const void* data, std::size_t size, std::string_view formatHint,
                                        std::string_view nameForMessages, const ClothMeshImport& options)
{
    checkOptions(options);
    Assimp::Importer importer;
    const aiScene& scene =
        readMeshFileFromMemory(importer, data, size, formatHint, nameForMessages, clothRead(nameForMessages));
    ClothSurface surface = clothSurface(scene, nameForMessages, options);
    if (isObj(formatHint))
        setSourceOrder(surface, objVertexPositions({static_cast<const char*>(data), size}), options);
    return surface;
}

}  // namespace drape::engine
