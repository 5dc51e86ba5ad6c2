// The colliders an export takes along (engine/io/ColliderMeshes) lie where the
// physics puts them: every vertex of a tessellated sphere, capsule, box or plane
// is on the surface that engine/collide/ColliderGeometry evaluates (closed-form
// distances, within float rounding), a mesh collider keeps its file's vertices
// scaled, rotated and moved, names are unique, a collider that cannot be
// used is left out, and a keyed one is in its own frame, its keys beside it.
#include "engine/collide/ColliderTessellation.h"
#include "engine/io/ColliderAssets.h"
#include "engine/io/ColliderMeshes.h"

#include <glm/geometric.hpp>

#include <QtTest>

#include <cmath>
#include <set>

using namespace drape;

namespace {

engine::ColliderSpec collider(const std::string& name, engine::ColliderShape shape, glm::dvec3 position,
                              glm::dvec3 rotation = glm::dvec3(0.0))
{
    engine::ColliderSpec spec;
    spec.name = name;
    spec.shape = shape;
    spec.position = position;
    spec.rotation = rotation;
    return spec;
}

/// Largest |signed distance| of the mesh's vertices from the collider's surface.
double largestSurfaceDistance(const engine::ColliderMesh& mesh, const engine::PreparedCollider& prepared)
{
    double largest = 0.0;
    for (const glm::vec3& p : mesh.positions)
        largest = std::max(largest, std::abs(prepared.geometry->sample(glm::dvec3(p)).distance));
    return largest;
}

}  // namespace

class TstColliderMeshes : public QObject {
    Q_OBJECT

private slots:
    void shapesLieOnTheSurfaceThePhysicsUses();
    void normalsPointOutOfTheShape();
    void meshCollidersKeepTheirVertices();
    void namesAreUniqueAndUnusableCollidersAreLeftOut();
    void keyedCollidersAreInTheirOwnFrame();
};

void TstColliderMeshes::shapesLieOnTheSurfaceThePhysicsUses()
{
    auto sphere = collider("Ball", engine::ColliderShape::Sphere, {0.3, 0.8, -0.2});
    sphere.radius = 0.4;
    auto capsule = collider("Pole", engine::ColliderShape::Capsule, {-1.0, 0.5, 0.0}, {20.0, 0.0, 35.0});
    capsule.radius = 0.1;
    capsule.halfHeight = 0.6;
    auto box = collider("Table", engine::ColliderShape::Box, {0.0, 0.4, 1.0}, {0.0, 30.0, 0.0});
    box.halfExtents = {0.8, 0.05, 0.5};
    const auto plane = collider("Floor", engine::ColliderShape::Plane, {0.0, -0.1, 0.0}, {5.0, 0.0, 0.0});
    engine::ColliderAssets assets;
    const std::vector<engine::PreparedCollider> prepared = assets.prepare({sphere, capsule, box, plane});
    const std::vector<engine::ColliderMesh> meshes = engine::colliderMeshes(prepared, "Cloth");
    QCOMPARE(meshes.size(), std::size_t(4));
    for (std::size_t n = 0; n < meshes.size(); ++n) {
        const engine::ColliderMesh& mesh = meshes[n];
        QCOMPARE(mesh.name, prepared[n].spec.name);
        QVERIFY(mesh.triangles.size() >= 6 && mesh.triangles.size() % 3 == 0);
        QCOMPARE(mesh.normals.size(), mesh.positions.size());
        for (const std::uint32_t index : mesh.triangles)
            QVERIFY(index < mesh.positions.size());
        const double distance = largestSurfaceDistance(mesh, prepared[n]);
        QVERIFY2(distance < 2e-6, qPrintable(QString("%1: a vertex %2 m off the surface")
                                                 .arg(QString::fromStdString(mesh.name))
                                                 .arg(distance)));
    }
    // Negative control: the same shape placed without the collider's rotation is off its surface.
    auto unrotated = box;
    unrotated.rotation = glm::dvec3(0.0);
    const auto moved = engine::colliderMeshes(assets.prepare({unrotated}), "Cloth");
    QVERIFY(largestSurfaceDistance(moved[0], prepared[2]) > 0.1);
    // The plane is the square the viewport shows, 2 × 10 m across.
    float extent = 0.0f;
    for (const glm::vec3& p : meshes[3].positions)
        extent = std::max(extent, std::abs(p.x));
    QVERIFY(std::abs(extent - float(engine::shownPlaneHalfExtent)) < 1e-4f);
}

void TstColliderMeshes::normalsPointOutOfTheShape()
{
    auto sphere = collider("Ball", engine::ColliderShape::Sphere, {0.3, 0.8, -0.2});
    auto box = collider("Crate", engine::ColliderShape::Box, {1.0, 0.0, 0.0}, {10.0, 20.0, 30.0});
    box.halfExtents = {0.3, 0.2, 0.1};
    engine::ColliderAssets assets;
    const auto prepared = assets.prepare({sphere, box});
    const auto meshes = engine::colliderMeshes(prepared, "Cloth");
    for (std::size_t n = 0; n < meshes.size(); ++n) {
        for (std::size_t v = 0; v < meshes[n].positions.size(); ++v) {
            const glm::dvec3 normal(meshes[n].normals[v]);
            QVERIFY(std::abs(glm::length(normal) - 1.0) < 1e-5);
            // A step along the normal leaves the solid; a step against it enters.
            const glm::dvec3 p(meshes[n].positions[v]);
            QVERIFY(prepared[n].geometry->sample(p + 1e-3 * normal).distance > 5e-4);
            QVERIFY(prepared[n].geometry->sample(p - 1e-3 * normal).distance < -5e-4 ||
                    n == 1);  // a box corner's step inward can stay on an edge: checked outward only
        }
    }
}

void TstColliderMeshes::meshCollidersKeepTheirVertices()
{
    auto mesh = collider("Block", engine::ColliderShape::Mesh, {0.5, 0.0, -1.0}, {0.0, 90.0, 0.0});
    mesh.meshFile = qEnvironmentVariable("DRAPE_TEST_DATA").toStdString() + "/meshes/l_block.obj";
    mesh.scale = 2.0;
    engine::ColliderAssets assets;
    const auto prepared = assets.prepare({mesh});
    QVERIFY2(prepared[0].problem.empty(), prepared[0].problem.c_str());
    const auto meshes = engine::colliderMeshes(prepared, "Cloth");
    QCOMPARE(meshes.size(), std::size_t(1));
    const engine::TriangleMesh& source = *prepared[0].mesh;
    QCOMPARE(meshes[0].positions.size(), source.vertices.size());
    QCOMPARE(meshes[0].triangles.size(), source.triangles.size() * 3);
    QVERIFY(meshes[0].normals.empty());
    // 90° about y takes local (x, y, z) to (z, y, −x).
    for (std::size_t v = 0; v < source.vertices.size(); ++v) {
        const glm::dvec3 local = source.vertices[v] * 2.0;
        const glm::dvec3 expected = glm::dvec3(0.5, 0.0, -1.0) + glm::dvec3(local.z, local.y, -local.x);
        QVERIFY(glm::length(glm::dvec3(meshes[0].positions[v]) - expected) < 1e-5);
    }
}

void TstColliderMeshes::namesAreUniqueAndUnusableCollidersAreLeftOut()
{
    auto missing = collider("Bowl", engine::ColliderShape::Mesh, {0.0, 0.0, 0.0});
    missing.meshFile = "/nonexistent/bowl.obj";
    engine::ColliderAssets assets;
    const auto prepared = assets.prepare({collider("Ball", engine::ColliderShape::Sphere, {0, 0, 0}),
                                          collider("Ball", engine::ColliderShape::Sphere, {1, 0, 0}), missing,
                                          collider("Flag", engine::ColliderShape::Box, {0, 0, 0}),
                                          collider("", engine::ColliderShape::Box, {2, 0, 0})});
    QVERIFY(!prepared[2].geometry);
    const auto meshes = engine::colliderMeshes(prepared, "Flag");
    std::vector<std::string> names;
    for (const auto& mesh : meshes)
        names.push_back(mesh.name);
    QCOMPARE(names, (std::vector<std::string>{"Ball", "Ball 2", "Flag 2", "Collider"}));
}

// A keyed collider's node carries its pose (docs/export.md, "Colliders"), so its
// mesh is the shape at the origin, unturned: the same vertices as the same
// collider at rest there. Its keys come along; an unkeyed one has none.
void TstColliderMeshes::keyedCollidersAreInTheirOwnFrame()
{
    auto box = collider("Crate", engine::ColliderShape::Box, {1.0, 0.5, 0.0}, {10.0, 20.0, 30.0});
    box.halfExtents = {0.3, 0.2, 0.1};
    box.motion.keys = {{0, {1.0, 0.5, 0.0}, {10.0, 20.0, 30.0}}, {30, {2.0, 0.5, 0.0}, {10.0, 80.0, 30.0}}};
    auto atOrigin = collider("Crate", engine::ColliderShape::Box, {0.0, 0.0, 0.0});
    atOrigin.halfExtents = box.halfExtents;
    engine::ColliderAssets assets;
    const auto keyed = engine::colliderMeshes(assets.prepare({box}), "Cloth");
    const auto reference = engine::colliderMeshes(assets.prepare({atOrigin}), "Cloth");
    QCOMPARE(keyed.size(), std::size_t(1));
    QVERIFY(keyed[0].motion == box.motion);
    QVERIFY(!reference[0].motion.animated());
    QVERIFY(keyed[0].positions == reference[0].positions);
    QVERIFY(keyed[0].normals == reference[0].normals);
    // Control: without keys the same box is placed in the world, away from the origin.
    box.motion = {};
    const auto still = engine::colliderMeshes(assets.prepare({box}), "Cloth");
    QVERIFY(still[0].positions != reference[0].positions);
}

QTEST_GUILESS_MAIN(TstColliderMeshes)
#include "tst_ColliderMeshes.moc"
