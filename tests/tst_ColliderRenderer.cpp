// Colliders drawn for the editor: the tessellated shapes lie on the surfaces the
// physics uses, and ColliderRenderer draws each shape where it is (a sphere
// covers its projection and nothing else), highlights the selected one, keeps
// the ground grid visible over a plane collider, draws mesh files (and skips
// one that cannot be read) and leaves the GL state as it found it.
#include "tests/support/GpuTestContext.h"

#include "engine/collide/ColliderGeometry.h"
#include "engine/io/ColliderAssets.h"
#include "engine/render/ColliderRenderer.h"
#include "engine/collide/ColliderTessellation.h"
#include "engine/render/GroundRenderer.h"

#include <epoxy/gl.h>
#include <glm/geometric.hpp>
#include <glm/gtc/matrix_transform.hpp>

#include <QtTest>

#include <array>
#include <cstdint>
#include <vector>

using namespace drape;

namespace {

/// The colliders as the editor's document hands them to the renderer.
std::vector<engine::PreparedCollider> prepared(const std::vector<engine::ColliderSpec>& specs)
{
    engine::ColliderAssets assets;
    return assets.prepare(specs);
}

constexpr int side = 128;   // image size, pixels
const glm::ivec3 clearColor{20, 20, 20};

/// An RGBA8 + depth framebuffer of side × side pixels, bound while it lives.
class Target {
public:
    Target()
    {
        glGenFramebuffers(1, &m_framebuffer);
        glGenRenderbuffers(2, m_buffers.data());
        glBindRenderbuffer(GL_RENDERBUFFER, m_buffers[0]);
        glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, side, side);
        glBindRenderbuffer(GL_RENDERBUFFER, m_buffers[1]);
        glRenderbufferStorage(GL_RENDERBUFFER, GL_DEPTH_COMPONENT24, side, side);
        glBindFramebuffer(GL_FRAMEBUFFER, m_framebuffer);
        glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, m_buffers[0]);
        glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, m_buffers[1]);
        glViewport(0, 0, side, side);
        glEnable(GL_DEPTH_TEST);
    }
    ~Target()
    {
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        glDeleteFramebuffers(1, &m_framebuffer);
        glDeleteRenderbuffers(2, m_buffers.data());
    }
    Target(const Target&) = delete;
    Target& operator=(const Target&) = delete;

    /// Clears, draws, and returns the pixels (row 0 at the bottom).
    template <typename Draw>
    std::vector<glm::ivec3> render(Draw draw) const
    {
        glClearColor(float(clearColor.r) / 255.0f, float(clearColor.g) / 255.0f, float(clearColor.b) / 255.0f, 1.0f);
        glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
        draw();
        std::vector<std::uint8_t> rgba(4 * side * side);
        glPixelStorei(GL_PACK_ALIGNMENT, 1);
        glReadPixels(0, 0, side, side, GL_RGBA, GL_UNSIGNED_BYTE, rgba.data());
        std::vector<glm::ivec3> pixels(side * side);
        for (std::size_t p = 0; p < pixels.size(); ++p)
            pixels[p] = {rgba[4 * p], rgba[4 * p + 1], rgba[4 * p + 2]};
        return pixels;
    }

private:
    GLuint m_framebuffer = 0;
    std::array<GLuint, 2> m_buffers{};
};

/// Looking at the origin from +z, 4 m away, 45° field of view.
engine::ViewParameters frontView(const glm::vec3& eye = {0.0f, 0.0f, 4.0f})
{
    return {glm::lookAt(eye, glm::vec3(0.0f), glm::vec3(0.0f, 1.0f, 0.0f)),
            glm::perspective(glm::radians(45.0f), 1.0f, 0.1f, 100.0f), eye};
}

glm::ivec3 at(const std::vector<glm::ivec3>& image, int x, int y)
{
    return image[std::size_t(y * side + x)];
}

engine::ColliderSpec sphere(double radius)
{
    engine::ColliderSpec c;
    c.shape = engine::ColliderShape::Sphere;
    c.radius = radius;
    return c;
}

}  // namespace

class TstColliderRenderer : public QObject {
    Q_OBJECT

private slots:
    void capsuleLiesOnTheCapsule();
    void boxAndPlane();
    void meshKeepsItsTrianglesWithFaceNormals();
    void sphereCoversItsProjection();
    void selectionIsHighlighted();
    void groundGridShowsOverAPlane();
    void meshFilesDrawAndBrokenOnesAreSkipped();
    void leavesStateAsItFoundIt();
};

void TstColliderRenderer::capsuleLiesOnTheCapsule()
{
    const std::vector<engine::ShapeVertex> vertices = engine::tessellateCapsule(24, 8);
    QVERIFY(vertices.size() % 3 == 0);
    QVERIFY(!vertices.empty());
    // Placed as collider.vert places them, with radius 0.2 and half height 0.5,
    // every corner is 0.2 m from the capsule's axis segment.
    const double radius = 0.2, halfHeight = 0.5;
    engine::ColliderSpec capsule;
    capsule.shape = engine::ColliderShape::Capsule;
    capsule.radius = radius;
    capsule.halfHeight = halfHeight;
    const engine::ColliderGeometry geometry(capsule, nullptr);
    for (const engine::ShapeVertex& v : vertices) {
        QVERIFY(v.position.w == -1.0f || v.position.w == 1.0f);
        QVERIFY(std::abs(glm::length(glm::vec3(v.position)) - 1.0f) < 1e-5f);
        QVERIFY(glm::length(glm::vec3(v.normal) - glm::vec3(v.position)) < 1e-5f);
        const glm::dvec3 local = radius * glm::dvec3(v.position) + glm::dvec3(0.0, v.position.w * halfHeight, 0.0);
        QVERIFY(std::abs(geometry.sample(local).distance) < 1e-6);
    }
}

void TstColliderRenderer::boxAndPlane()
{
    const std::vector<engine::ShapeVertex> box = engine::tessellateBox();
    QCOMPARE(box.size(), 36u);
    for (const engine::ShapeVertex& v : box) {
        const glm::vec3 n(v.normal);
        QCOMPARE(glm::length(n), 1.0f);
        QCOMPARE(glm::dot(glm::vec3(v.position), n), 1.0f);   // on the face the normal points out of
        QCOMPARE(glm::max(glm::abs(glm::vec3(v.position)), glm::vec3(0.0f)), glm::vec3(1.0f));
    }
    const std::vector<engine::ShapeVertex> plane = engine::tessellatePlane(3.0f);
    QCOMPARE(plane.size(), 6u);
    for (const engine::ShapeVertex& v : plane) {
        QCOMPARE(v.position.y, 0.0f);
        QCOMPARE(std::abs(v.position.x), 3.0f);
        QCOMPARE(glm::vec3(v.normal), glm::vec3(0.0f, 1.0f, 0.0f));
    }
}

void TstColliderRenderer::meshKeepsItsTrianglesWithFaceNormals()
{
    engine::TriangleMesh mesh;
    mesh.vertices = {{0, 0, 0}, {2, 0, 0}, {0, 2, 0}, {4, 0, 0}};
    mesh.triangles = {{0, 1, 2}, {0, 1, 3}};   // the second is degenerate
    const std::vector<engine::ShapeVertex> out = engine::tessellateMesh(mesh);
    QCOMPARE(out.size(), 3u);
    for (const engine::ShapeVertex& v : out)
        QCOMPARE(glm::vec3(v.normal), glm::vec3(0.0f, 0.0f, 1.0f));
    QCOMPARE(glm::vec3(out[1].position), glm::vec3(2.0f, 0.0f, 0.0f));
}

void TstColliderRenderer::sphereCoversItsProjection()
{
    DRAPE_REQUIRE_GPU();
    engine::ColliderRenderer renderer;
    Target target;
    engine::ColliderSpec ball = sphere(0.5);
    ball.position = {0.5, 0.0, 0.0};
    const auto image = target.render([&] { renderer.draw(frontView(), prepared({ball}), -1); });
    // 0.5 m at 4 m with a 45° field: about 0.5 / (4 · tan 22.5°) of half the image, 19 px.
    const glm::vec4 clip = frontView().projection * frontView().view * glm::vec4(0.5f, 0.0f, 0.0f, 1.0f);
    const int cx = int((clip.x / clip.w * 0.5f + 0.5f) * side), cy = side / 2;
    QVERIFY(at(image, cx, cy) != clearColor);
    QVERIFY(at(image, cx + 15, cy) != clearColor);
    QVERIFY(at(image, cx + 24, cy) == clearColor);
    QVERIFY(at(image, cx - 24, cy) == clearColor);
    QVERIFY(at(image, side / 2 - 30, cy) == clearColor);
    // Lit: the middle, facing the headlight, is brighter than the rim.
    QVERIFY(at(image, cx, cy).g > at(image, cx + 17, cy).g);
}

void TstColliderRenderer::selectionIsHighlighted()
{
    DRAPE_REQUIRE_GPU();
    engine::ColliderRenderer renderer;
    Target target;
    engine::ColliderSpec left = sphere(0.4), right = sphere(0.4);
    left.position = {-0.8, 0.0, 0.0};
    right.position = {0.8, 0.0, 0.0};
    const auto image = target.render([&] { renderer.draw(frontView(), prepared({left, right}), 1); });
    const glm::ivec3 plain = at(image, side / 2 - 25, side / 2), chosen = at(image, side / 2 + 25, side / 2);
    QVERIFY2(chosen.b - chosen.r > plain.b - plain.r + 60,
             qPrintable(QStringLiteral("%1,%2,%3 vs %4,%5,%6")
                            .arg(plain.r).arg(plain.g).arg(plain.b).arg(chosen.r).arg(chosen.g).arg(chosen.b)));
}

void TstColliderRenderer::groundGridShowsOverAPlane()
{
    DRAPE_REQUIRE_GPU();
    engine::ColliderRenderer renderer;
    engine::GroundRenderer ground;
    Target target;
    engine::ColliderSpec floor;
    floor.shape = engine::ColliderShape::Plane;
    const engine::ViewParameters view = frontView({0.0f, 3.0f, 0.01f});   // straight down
    const auto planeOnly = target.render([&] { renderer.draw(view, prepared({floor}), -1); });
    const auto both = target.render([&] {
        renderer.draw(view, prepared({floor}), -1);
        ground.draw(view, 5.0f, 0.5f);
    });
    QVERIFY(at(planeOnly, side / 2 + 20, side / 2 + 20) != clearColor);   // the plane fills the view
    int gridPixels = 0;
    for (std::size_t p = 0; p < both.size(); ++p)
        gridPixels += both[p] != planeOnly[p] ? 1 : 0;
    QVERIFY2(gridPixels > 4 * side, qPrintable(QString::number(gridPixels)));   // lines cross the view
}

void TstColliderRenderer::meshFilesDrawAndBrokenOnesAreSkipped()
{
    DRAPE_REQUIRE_GPU();
    engine::ColliderRenderer renderer;
    Target target;
    engine::ColliderSpec mesh;
    mesh.shape = engine::ColliderShape::Mesh;
    mesh.meshFile = DRAPE_TEST_DATA_DIR "/resourcescene/meshes/octahedron.obj";
    mesh.scale = 2.0;   // tips 0.6 m out
    const auto image = target.render([&] { renderer.draw(frontView(), prepared({mesh}), -1); });
    QVERIFY(at(image, side / 2, side / 2) != clearColor);
    QVERIFY(at(image, side / 2 + 18, side / 2) != clearColor);   // scaled: 0.5 m out is inside
    QVERIFY(at(image, side / 2 + 30, side / 2) == clearColor);

    engine::ColliderSpec missing = mesh;
    missing.meshFile = DRAPE_TEST_DATA_DIR "/no-such-mesh.obj";
    const auto nothing = target.render([&] { renderer.draw(frontView(), prepared({missing}), -1); });
    QVERIFY(at(nothing, side / 2, side / 2) == clearColor);
}

void TstColliderRenderer::leavesStateAsItFoundIt()
{
    DRAPE_REQUIRE_GPU();
    engine::ColliderRenderer renderer;
    Target target;
    engine::ColliderSpec floor;
    floor.shape = engine::ColliderShape::Plane;
    glDisable(GL_POLYGON_OFFSET_FILL);
    glUseProgram(0);
    target.render([&] { renderer.draw(frontView(), prepared({sphere(0.3), floor}), 0); });
    QVERIFY(!glIsEnabled(GL_POLYGON_OFFSET_FILL));
    GLint program = -1, storage = -1;
    glGetIntegerv(GL_CURRENT_PROGRAM, &program);
    glGetIntegeri_v(GL_SHADER_STORAGE_BUFFER_BINDING, 0, &storage);
    QCOMPARE(program, 0);
    QCOMPARE(storage, 0);
    QCOMPARE(glGetError(), GLenum(GL_NO_ERROR));
}

QTEST_MAIN(TstColliderRenderer)
#include "tst_ColliderRenderer.moc"
