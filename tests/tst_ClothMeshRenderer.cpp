// ClothRenderer's mesh cloths (setMesh) drawn offscreen and checked pixel by
// pixel: a mesh draws as the same grid does (its normals from its triangles, on
// the GPU), other normals draw otherwise, UV seams leave no holes, pins sit on
// their particles and the wireframe has the quads' diagonals, a mesh that does
// not fit is refused, and its parts (a scene's cloths) draw in their own colours.
#include "tests/support/GpuTestContext.h"
#include "tests/support/RenderChecks.h"

#include "engine/gl/GlError.h"
#include "engine/render/ClothRenderer.h"
#include "engine/scene/ClothMesh.h"
#include "engine/scene/ClothSurface.h"

#include <QtTest>

#include <cmath>
#include <numbers>
#include <stdexcept>
#include <vector>

using namespace drape;
using namespace drape::test::render;

namespace {

std::vector<glm::vec3> bentSheet(const engine::ClothSpec& c)
{
    std::vector<glm::vec3> x(std::size_t(c.particleCount()));
    const float radius = 0.7f;
    for (int j = 0; j < c.rows; ++j)
        for (int i = 0; i < c.cols; ++i) {
            const float angle = (float(i) - 0.5f * float(c.cols - 1)) * float(c.spacing) / radius;
            const float ripple = 0.06f * std::sin(2.0f * std::numbers::pi_v<float> * float(j) / float(c.rows - 1));
            x[std::size_t(engine::particleIndex(c, {i, j}))] = {radius * std::sin(angle),
                                                                0.55f - float(j) * float(c.spacing),
                                                                radius * (std::cos(angle) - 1.0f) + ripple};
        }
    return x;
}

// A grid's pins as a mesh cloth's: GridCoord{particle index, 0}.
std::vector<engine::GridCoord> meshPins(const engine::ClothSpec& c)
{
    std::vector<engine::GridCoord> pins;
    for (const engine::GridCoord& pin : c.pins)
        pins.push_back({engine::particleIndex(c, pin), 0});
    return pins;
}

// Draws `mesh` with `positions` (per particle) and `pins` through setMesh.
Image drawMesh(const OffscreenTarget& target, const engine::ViewParameters& view, const engine::ClothMesh& mesh,
               const std::vector<glm::vec3>& positions, const std::vector<engine::GridCoord>& pins,
               const engine::ClothDrawOptions& options = {})
{
    engine::ClothRenderer renderer;
    renderer.setMesh(mesh, pins);
    renderer.uploadPositions(positions);
    return target.render([&] { renderer.draw(view, renderer.uploadedPositionBuffer(), options); });
}

// Two quads side by side, particles 0 1 2 along the bottom and 3 4 5 along the
// top, folded 40 degrees along their shared edge (1–4) like an open book facing
// the camera. With `seam`, the right quad's UVs start at u = 0.6 on that edge
// where the left one's end at 0.5, so clothMesh() gives particles 1 and 4 a
// second vertex each; without, both quads meet at u = 0.5.
engine::ClothSpec twoQuads(bool seam)
{
    auto surface = std::make_shared<engine::ClothSurface>();
    const double fold = 40.0 * std::numbers::pi / 180.0, side = 0.6;
    const glm::dvec3 left{-side * std::cos(fold), 0.0, -side * std::sin(fold)},
        right{side * std::cos(fold), 0.0, -side * std::sin(fold)};
    for (const double y : {-0.4, 0.4})
        for (const glm::dvec3& x : {left, glm::dvec3(0.0), right})
            surface->rest.push_back(x + glm::dvec3(0.0, y, 0.0));
    const double edgeU = seam ? 0.6 : 0.5;
    engine::SurfaceFace leftQuad;
    leftQuad.corners = 4;
    leftQuad.particle = {0, 1, 4, 3};
    leftQuad.uv = {glm::dvec2(0.0, 0.0), glm::dvec2(0.5, 0.0), glm::dvec2(0.5, 1.0), glm::dvec2(0.0, 1.0)};
    engine::SurfaceFace rightQuad;
    rightQuad.corners = 4;
    rightQuad.particle = {1, 2, 5, 4};
    rightQuad.uv = {glm::dvec2(edgeU, 0.0), glm::dvec2(1.0, 0.0), glm::dvec2(1.0, 1.0), glm::dvec2(edgeU, 1.0)};
    surface->faces = {leftQuad, rightQuad};
    engine::ClothSpec cloth;
    cloth.cols = int(surface->rest.size());
    cloth.rows = 1;
    cloth.pins = {};
    engine::ClothMeshSpec spec;
    spec.surface = surface;
    cloth.mesh = spec;
    return cloth;
}

std::vector<glm::vec3> restPositions(const engine::ClothSpec& meshCloth)
{
    std::vector<glm::vec3> x;
    for (const glm::dvec3& p : meshCloth.mesh->surface->rest)
        x.emplace_back(p);
    return x;
}

/// Where the bent sheet's tests look from: beside and above, so its curve shades.
engine::ViewParameters bentSheetView()
{
    return camera({0.7f, 0.4f, 2.2f});
}

/// The grid `cloth` at `x` drawn by setGrid.
Image drawGrid(const OffscreenTarget& target, const engine::ViewParameters& view, const engine::ClothSpec& cloth,
               const std::vector<glm::vec3>& x)
{
    engine::ClothRenderer grid = rendererFor(cloth);
    grid.uploadPositions(x);
    return target.render([&] { grid.draw(view, grid.uploadedPositionBuffer(), {}); });
}

}  // namespace

class TstClothMeshRenderer : public QObject {
    Q_OBJECT

private slots:
    void meshDrawsLikeTheGrid();
    void meshWithOtherNormalsDrawsOtherwise();
    void meshSeamsLeaveNoHoles();
    void meshPinsAndWireframe();
    void meshRejectsWhatDoesNotFit();
    void partsDrawInTheirOwnColors();
};

// The bent grid drawn by setGrid (normals by central differences, cloth.vert)
// and as a mesh by setMesh (normals summed over the triangles, cloth_mesh.vert):
// the same triangles, the same UVs and pins; only the normals differ a little,
// most at the borders. A grid's mesh with gridSize kept draws as setGrid.
constexpr double meshLikeGridThreshold = 0.5;   // mean |difference| per channel, 1/255; 14 times llvmpipe's

void TstClothMeshRenderer::meshDrawsLikeTheGrid()
{
    DRAPE_REQUIRE_GPU();
    const OffscreenTarget target;
    const engine::ClothSpec cloth = hangingCloth().cloths[0];
    const std::vector<glm::vec3> x = bentSheet(cloth);
    const engine::ViewParameters view = bentSheetView();
    const Image fromGrid = drawGrid(target, view, cloth, x);
    engine::ClothMesh mesh = engine::clothMesh(cloth);
    const Image gridMesh = drawMesh(target, view, mesh, x, cloth.pins);
    mesh.gridSize.reset();
    const Image fromMesh = drawMesh(target, view, mesh, x, meshPins(cloth));
    QCOMPARE(glGetError(), GLenum(GL_NO_ERROR));
    saveIfAsked(fromGrid, "bent_grid");
    saveIfAsked(fromMesh, "bent_mesh");

    QVERIFY(fromGrid.countNonBackground() > imageSize * imageSize / 5);
    QCOMPARE(largestChannelDifference(fromGrid, gridMesh), 0);
    const double mean = meanChannelDifference(fromGrid, fromMesh);
    qInfo("grid against mesh: mean difference %.3f/255, largest %d/255, %d pixels differ by more than 8", mean,
          largestChannelDifference(fromGrid, fromMesh), countDifferentPixels(fromGrid, fromMesh, 8));
    QCOMPARE(fromMesh.countNonBackground(), fromGrid.countNonBackground());
    QVERIFY2(mean < meshLikeGridThreshold, qPrintable(QString("mean difference %1/255").arg(mean)));
}

// The negative controls of meshDrawsLikeTheGrid's threshold: the same mesh with
// every second triangle wound the other way (its normals cancel), and the sheet
// bent a little more (radius 0.6 m instead of 0.7 m, about the same outline),
// each differ from the grid by more than the threshold. Winding them all the
// other way flips both the normal and the front face, which two-sided lighting
// undoes: it draws as the mesh does.
void TstClothMeshRenderer::meshWithOtherNormalsDrawsOtherwise()
{
    DRAPE_REQUIRE_GPU();
    const OffscreenTarget target;
    const engine::ClothSpec cloth = hangingCloth().cloths[0];
    const std::vector<glm::vec3> x = bentSheet(cloth);
    const engine::ViewParameters view = bentSheetView();
    const Image fromGrid = drawGrid(target, view, cloth, x);
    engine::ClothMesh mesh = engine::clothMesh(cloth);
    mesh.gridSize.reset();
    const Image fromMesh = drawMesh(target, view, mesh, x, meshPins(cloth));

    engine::ClothMesh reversed = mesh, mixed = mesh;
    for (std::size_t t = 0; t < mesh.triangleCount(); ++t) {
        std::swap(reversed.triangles[3 * t + 1], reversed.triangles[3 * t + 2]);
        if (t % 2 == 1)
            std::swap(mixed.triangles[3 * t + 1], mixed.triangles[3 * t + 2]);
    }
    const Image fromReversed = drawMesh(target, view, reversed, x, meshPins(cloth));
    const Image fromMixed = drawMesh(target, view, mixed, x, meshPins(cloth));
    std::vector<glm::vec3> bentMore = x;
    for (int j = 0; j < cloth.rows; ++j)
        for (int i = 0; i < cloth.cols; ++i) {
            const float radius = 0.6f;
            const float angle = (float(i) - 0.5f * float(cloth.cols - 1)) * float(cloth.spacing) / radius;
            glm::vec3& p = bentMore[std::size_t(engine::particleIndex(cloth, {i, j}))];
            const float ripple = p.z - 0.7f * (std::cos((float(i) - 0.5f * float(cloth.cols - 1)) *
                                                        float(cloth.spacing) / 0.7f) - 1.0f);
            p.x = radius * std::sin(angle);
            p.z = radius * (std::cos(angle) - 1.0f) + ripple;
        }
    const Image fromBentMore = drawMesh(target, view, mesh, bentMore, meshPins(cloth));
    QCOMPARE(glGetError(), GLenum(GL_NO_ERROR));
    saveIfAsked(fromMixed, "bent_mesh_mixed_winding");
    saveIfAsked(fromBentMore, "bent_mesh_more");

    const double reversedMean = meanChannelDifference(fromMesh, fromReversed);
    const double mixedMean = meanChannelDifference(fromGrid, fromMixed);
    const double bentMoreMean = meanChannelDifference(fromGrid, fromBentMore);
    qInfo("mean difference from the grid: every second triangle reversed %.3f/255, bent more %.3f/255; "
          "all reversed from the mesh %.3f/255",
          mixedMean, bentMoreMean, reversedMean);
    QVERIFY2(reversedMean < 0.05, qPrintable(QString("all reversed: %1/255").arg(reversedMean)));
    QVERIFY2(mixedMean > meshLikeGridThreshold, qPrintable(QString("mixed winding: %1/255").arg(mixedMean)));
    QVERIFY2(bentMoreMean > meshLikeGridThreshold, qPrintable(QString("bent more: %1/255").arg(bentMoreMean)));
}

// A UV seam gives its particles a second vertex; the surface still closes over
// it: the folded pair of quads covers exactly the pixels it covers without the seam.
void TstClothMeshRenderer::meshSeamsLeaveNoHoles()
{
    DRAPE_REQUIRE_GPU();
    const OffscreenTarget target;
    const engine::ClothSpec seamed = twoQuads(true), plain = twoQuads(false);
    const engine::ClothMesh seamedMesh = engine::clothMesh(seamed), plainMesh = engine::clothMesh(plain);
    QCOMPARE(seamedMesh.particleCount, std::size_t(6));
    QCOMPARE(seamedMesh.vertexCount(), std::size_t(8));
    QCOMPARE(plainMesh.vertexCount(), std::size_t(6));
    QVERIFY(!seamedMesh.gridSize);
    const engine::ViewParameters view = camera({0.4f, 0.3f, 1.8f});
    const std::vector<glm::vec3> x = restPositions(seamed);
    const Image withSeam = drawMesh(target, view, seamedMesh, x, {});
    const Image without = drawMesh(target, view, plainMesh, x, {});
    QCOMPARE(glGetError(), GLenum(GL_NO_ERROR));
    saveIfAsked(withSeam, "seam");
    saveIfAsked(without, "seam_none");

    const int covered = without.countNonBackground();
    qInfo("seam: %d pixels covered with it, %d without", withSeam.countNonBackground(), covered);
    QVERIFY2(covered > imageSize * imageSize / 5, qPrintable(QString::number(covered)));
    QCOMPARE(withSeam.countNonBackground(), covered);
    // Along the shared edge, the seamed surface is cloth.
    for (const float t : {0.2f, 0.5f, 0.8f}) {
        const glm::ivec2 p = toPixel(view, glm::mix(x[1], x[4], t));
        QVERIFY2(isClothColored(withSeam.at(p.x, p.y)), qPrintable(QString("seam at %1").arg(t)));
    }
    // The UVs differ: the checker shifts on the right quad.
    QVERIFY(countDifferentPixels(withSeam, without, 24) > 100);
}

// A mesh cloth's pins (GridCoord{particle, 0}) are drawn at their particles and
// nowhere else; pins that name no particle are left out. The wireframe draws
// the quads' diagonals too (every triangle edge). The storage binding of the
// mesh's tables is put back.
void TstClothMeshRenderer::meshPinsAndWireframe()
{
    DRAPE_REQUIRE_GPU();
    const OffscreenTarget target;
    const engine::ClothSpec cloth = twoQuads(true);
    const engine::ClothMesh mesh = engine::clothMesh(cloth);
    const engine::ViewParameters view = camera({0.4f, 0.3f, 1.8f});
    const std::vector<glm::vec3> x = restPositions(cloth);
    const engine::GlBuffer callerBuffer(64, nullptr);
    glBindBufferRange(GL_SHADER_STORAGE_BUFFER, 1, callerBuffer.id(), 16, 32);
    const Image image = drawMesh(target, view, mesh, x, {{4, 0}, {2, 0}, {1, 1}, {6, 0}, {-1, 0}});
    QCOMPARE(glGetError(), GLenum(GL_NO_ERROR));
    saveIfAsked(image, "mesh_pins");
    GLint buffer = 0;
    glGetIntegeri_v(GL_SHADER_STORAGE_BUFFER_BINDING, 1, &buffer);
    QCOMPARE(GLuint(buffer), callerBuffer.id());
    GLint64 start = 0;
    glGetInteger64i_v(GL_SHADER_STORAGE_BUFFER_START, 1, &start);
    QCOMPARE(start, GLint64(16));
    glBindBufferBase(GL_SHADER_STORAGE_BUFFER, 1, 0);

    for (std::size_t p = 0; p < x.size(); ++p) {
        const glm::ivec2 at = toPixel(view, x[p]);
        const bool pinned = p == 2 || p == 4;
        QVERIFY2(isPinColored(image.at(at.x, at.y)) == pinned,
                 qPrintable(QString("particle %1 %2").arg(p).arg(pinned ? "not drawn as a pin" : "drawn as a pin")));
    }

    engine::ClothDrawOptions wire;
    wire.wireframe = true;
    wire.pins = false;
    const Image wired = drawMesh(target, view, mesh, x, {}, wire);
    saveIfAsked(wired, "mesh_wireframe");
    // Quad (0, 1, 4, 3) is split along 0–4: a wire pixel lies near the diagonal's middle.
    const glm::ivec2 middle = toPixel(view, 0.5f * (x[0] + x[4]));
    bool found = false;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
            const glm::ivec3 c = wired.at(middle.x + dx, middle.y + dy);
            found = found || (c.r < 100 && c.g < 70 && c.b < 50 && c.r > c.b);
        }
    QVERIFY2(found, "no wire on the diagonal");
}

void TstClothMeshRenderer::meshRejectsWhatDoesNotFit()
{
    DRAPE_REQUIRE_GPU();
    engine::ClothRenderer renderer;
    const engine::ClothMesh good = engine::clothMesh(twoQuads(true));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, renderer.setMesh(engine::ClothMesh{}, {}));
    engine::ClothMesh bad = good;
    bad.triangles.push_back(0);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, renderer.setMesh(bad, {}));
    bad = good;
    bad.triangles[4] = std::uint32_t(good.vertexCount());
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, renderer.setMesh(bad, {}));
    bad = good;
    bad.vertexParticle.back() = std::uint32_t(good.particleCount);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, renderer.setMesh(bad, {}));
    bad = good;
    bad.uvs.pop_back();
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, renderer.setMesh(bad, {}));
    renderer.setMesh(good, {});
    QCOMPARE(glGetError(), GLenum(GL_NO_ERROR));
}

// The two quads as two parts (two cloths of a scene): the left in the first
// part's warm checker, the right in the second's cool one; counts that are not
// the mesh's triangles are refused. Control: as one part, both quads are warm.
void TstClothMeshRenderer::partsDrawInTheirOwnColors()
{
    DRAPE_REQUIRE_GPU();
    const OffscreenTarget target;
    const engine::ClothSpec cloth = twoQuads(false);
    const engine::ClothMesh mesh = engine::clothMesh(cloth);
    QCOMPARE(mesh.triangles.size(), std::size_t(12));
    const engine::ViewParameters view = camera({0.4f, 0.3f, 1.8f});
    const std::vector<glm::vec3> x = restPositions(cloth);
    const auto draw = [&](const std::vector<std::size_t>& parts) {
        engine::ClothRenderer renderer;
        renderer.setMesh(mesh, {});
        if (!parts.empty())
            renderer.setParts(parts);
        renderer.uploadPositions(x);
        return target.render([&] { renderer.draw(view, renderer.uploadedPositionBuffer(), {}); });
    };
    const Image parts = draw({2, 2}), whole = draw({});
    QCOMPARE(glGetError(), GLenum(GL_NO_ERROR));
    saveIfAsked(parts, "parts");
    // Inner points of each quad: corners (0, 1, 4, 3) on the left, (1, 2, 5, 4) on the right.
    const auto inner = [&](std::array<std::size_t, 4> q, float s, float t) {
        return glm::mix(glm::mix(x[q[0]], x[q[1]], s), glm::mix(x[q[3]], x[q[2]], s), t);
    };
    const auto warm = [](const glm::ivec3& c) { return c.r > c.b + 10; };
    const auto cool = [](const glm::ivec3& c) { return c.b > c.r + 10; };
    for (const float s : {0.3f, 0.5f, 0.7f})
        for (const float t : {0.3f, 0.5f, 0.7f}) {
            const glm::ivec2 left = toPixel(view, inner({0, 1, 4, 3}, s, t));
            const glm::ivec2 right = toPixel(view, inner({1, 2, 5, 4}, s, t));
            QVERIFY2(warm(parts.at(left.x, left.y)), qPrintable(QString("left at %1, %2").arg(s).arg(t)));
            QVERIFY2(cool(parts.at(right.x, right.y)), qPrintable(QString("right at %1, %2").arg(s).arg(t)));
            QVERIFY2(warm(whole.at(right.x, right.y)), qPrintable(QString("one part: right at %1, %2").arg(s).arg(t)));
        }
    engine::ClothRenderer renderer;
    renderer.setMesh(mesh, {});
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, renderer.setParts({2, 1}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, renderer.setParts({2, 2, 1}));
    QCOMPARE(engine::ClothRenderer::partCheckerColors(4), engine::ClothRenderer::partCheckerColors(0));
}

QTEST_GUILESS_MAIN(TstClothMeshRenderer)
#include "tst_ClothMeshRenderer.moc"
