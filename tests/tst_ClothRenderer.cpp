// The cloth and ground renderers drawn into an offscreen framebuffer of the
// headless context, checked pixel by pixel: the cloth covers its projection and
// nothing else, it moves with the GPU solver while its pins stay put, the CPU
// upload path draws what the GPU buffer draws, ropes and the ground draw, a
// mesh cloth draws as the same grid does (its normals from its triangles), its
// UV seams leave no holes and its pins sit on their particles, and drawing
// leaves the GL state as it found it.
// Set DRAPE_RENDER_IMAGES to a folder to get each image as a PPM there.
#include "tests/support/GpuTestContext.h"
#include "tests/support/TestScenes.h"

#include "engine/gl/GlError.h"
#include "engine/gl/GlProgram.h"
#include "engine/gl/GlVertexArray.h"
#include "engine/render/ClothRenderer.h"
#include "engine/render/GroundRenderer.h"
#include "engine/scene/ClothMesh.h"
#include "engine/scene/ClothSurface.h"
#include "engine/scene/Stability.h"
#include "engine/sim/CpuSolver.h"
#include "engine/sim/GpuSolver.h"

#include <epoxy/gl.h>
#include <glm/gtc/matrix_transform.hpp>

#include <QtTest>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <cmath>
#include <functional>
#include <memory>
#include <numbers>
#include <stdexcept>
#include <string>
#include <vector>

using namespace drape;

namespace {

constexpr int imageSize = 256;   // pixels, square
const glm::ivec3 background{26, 31, 41};   // RGB8

struct Image {
    std::vector<std::uint8_t> rgba;   // bottom row first, as glReadPixels gives it

    glm::ivec3 at(int x, int y) const
    {
        const std::size_t p = 4 * (std::size_t(y) * imageSize + std::size_t(x));
        return {rgba[p], rgba[p + 1], rgba[p + 2]};
    }
    bool isBackground(int x, int y) const { return at(x, y) == background; }
    int countNonBackground() const
    {
        int count = 0;
        for (int y = 0; y < imageSize; ++y)
            for (int x = 0; x < imageSize; ++x)
                count += isBackground(x, y) ? 0 : 1;
        return count;
    }
};

bool isPinColored(const glm::ivec3& c) { return c.r > 180 && c.g < 70 && c.b < 70; }
// Both checks are warm (red above blue), the background is cool.
bool isClothColored(const glm::ivec3& c) { return c.r > c.b + 30; }

int largestChannelDifference(const Image& a, const Image& b)
{
    int largest = 0;
    for (std::size_t p = 0; p < a.rgba.size(); ++p)
        largest = std::max(largest, std::abs(int(a.rgba[p]) - int(b.rgba[p])));
    return largest;
}

int countDifferentPixels(const Image& a, const Image& b, int threshold)
{
    int count = 0;
    for (int y = 0; y < imageSize; ++y)
        for (int x = 0; x < imageSize; ++x) {
            const glm::ivec3 d = glm::abs(a.at(x, y) - b.at(x, y));
            count += std::max({d.r, d.g, d.b}) > threshold ? 1 : 0;
        }
    return count;
}

// Mean of |a − b| over every pixel's R, G and B, in units of 1/255.
double meanChannelDifference(const Image& a, const Image& b)
{
    double sum = 0.0;
    for (int y = 0; y < imageSize; ++y)
        for (int x = 0; x < imageSize; ++x) {
            const glm::ivec3 d = glm::abs(a.at(x, y) - b.at(x, y));
            sum += d.r + d.g + d.b;
        }
    return sum / (3.0 * imageSize * imageSize);
}

void saveIfAsked(const Image& image, const std::string& name)
{
    const char* folder = std::getenv("DRAPE_RENDER_IMAGES");
    if (!folder || !*folder)
        return;
    std::ofstream out(std::string(folder) + "/" + name + ".ppm", std::ios::binary);
    out << "P6\n" << imageSize << ' ' << imageSize << "\n255\n";
    for (int y = imageSize - 1; y >= 0; --y)
        for (int x = 0; x < imageSize; ++x) {
            const glm::ivec3 c = image.at(x, y);
            const char rgb[3] = {char(c.r), char(c.g), char(c.b)};
            out.write(rgb, 3);
        }
}

// A 256 × 256 RGBA8 colour + 24-bit depth framebuffer, bound while drawing.
class OffscreenTarget {
public:
    OffscreenTarget()
    {
        glGenFramebuffers(1, &m_framebuffer);
        glGenRenderbuffers(2, m_renderbuffers);
        glBindRenderbuffer(GL_RENDERBUFFER, m_renderbuffers[0]);
        glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, imageSize, imageSize);
        glBindRenderbuffer(GL_RENDERBUFFER, m_renderbuffers[1]);
        glRenderbufferStorage(GL_RENDERBUFFER, GL_DEPTH_COMPONENT24, imageSize, imageSize);
        glBindRenderbuffer(GL_RENDERBUFFER, 0);
        glBindFramebuffer(GL_FRAMEBUFFER, m_framebuffer);
        glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, m_renderbuffers[0]);
        glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, m_renderbuffers[1]);
        m_complete = glCheckFramebufferStatus(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
        glViewport(0, 0, imageSize, imageSize);
        // What the editor's viewport sets up before it draws.
        glEnable(GL_DEPTH_TEST);
    }
    ~OffscreenTarget()
    {
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        glDeleteFramebuffers(1, &m_framebuffer);
        glDeleteRenderbuffers(2, m_renderbuffers);
    }
    OffscreenTarget(const OffscreenTarget&) = delete;
    OffscreenTarget& operator=(const OffscreenTarget&) = delete;

    bool complete() const { return m_complete; }

    /// Clears to the background, runs `draw`, reads the pixels back.
    Image render(const std::function<void()>& draw) const
    {
        glClearColor(float(background.r) / 255.0f, float(background.g) / 255.0f, float(background.b) / 255.0f, 1.0f);
        glClearDepth(1.0);
        glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
        draw();
        Image image;
        image.rgba.resize(4 * std::size_t(imageSize) * imageSize);
        glPixelStorei(GL_PACK_ALIGNMENT, 1);
        glReadPixels(0, 0, imageSize, imageSize, GL_RGBA, GL_UNSIGNED_BYTE, image.rgba.data());
        return image;
    }

private:
    GLuint m_framebuffer = 0;
    GLuint m_renderbuffers[2] = {0, 0};
    bool m_complete = false;
};

engine::ViewParameters camera(const glm::vec3& eye)
{
    engine::ViewParameters view;
    view.eye = eye;
    view.view = glm::lookAt(eye, glm::vec3(0.0f), glm::vec3(0.0f, 1.0f, 0.0f));
    view.projection = glm::perspective(glm::radians(45.0f), 1.0f, 0.1f, 100.0f);
    return view;
}

// Facing the cloth, 3 m away: the 1.5 m × 1.1 m cloth fills about 60% × 45% of the image.
engine::ViewParameters frontCamera() { return camera({0.0f, 0.0f, 3.0f}); }

glm::ivec2 toPixel(const engine::ViewParameters& view, const glm::vec3& position)
{
    const glm::vec4 clip = view.projection * view.view * glm::vec4(position, 1.0f);
    const glm::vec2 window = (glm::vec2(clip) / clip.w * 0.5f + 0.5f) * float(imageSize);
    return glm::ivec2(glm::floor(window));
}

// 16 × 12 particles 0.1 m apart in the z = 0 plane, centred on the origin,
// pinned at its top corners, soft enough to sag visibly, inside the stability bound.
engine::Scene hangingCloth()
{
    engine::Scene scene = test::bareScene(16, 12);
    scene.cloth.spacing = 0.1;
    scene.cloth.origin = {-0.75, 0.55, 0.0};
    scene.cloth.vAxis = {0.0, -1.0, 0.0};
    scene.cloth.particleMass = 0.01;
    scene.cloth.springs = {150.0, 100.0, 50.0};
    scene.cloth.pins = {{0, 0}, {15, 0}};
    // Tilted away from the camera, so the cloth sags and swings out of its plane.
    scene.gravity = {0.0, -9.81, -4.0};
    scene.simulation.substeps = 20;
    scene.cloth.damping = {0.0, 0.01 / scene.simulation.timeStep()};  // a velocity loss of 0.01 per step
    return scene;
}

engine::ClothRenderer rendererFor(const engine::ClothSpec& cloth)
{
    engine::ClothRenderer renderer;
    renderer.setGrid(cloth.cols, cloth.rows, cloth.pins);
    return renderer;
}

// The grid of hangingCloth() bent round a vertical axis (radius 0.7 m, the
// middle nearest the camera) and rippled along its height, so that its normals
// vary everywhere, borders included.
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

}  // namespace

class TstClothRenderer : public QObject {
    Q_OBJECT

private slots:
    void clothCoversItsProjection();
    void clothMovesWhilePinsStay();
    void cpuUploadDrawsLikeGpuBuffer();
    void allOptionsTogether();
    void strainColorsShowStretch();
    void shadingFollowsNormals();
    void ropeDraws_data();
    void ropeDraws();
    void largeGridsDrawEveryStrideToTheLastParticle();
    void groundDraws();
    void meshDrawsLikeTheGrid();
    void meshWithOtherNormalsDrawsOtherwise();
    void meshSeamsLeaveNoHoles();
    void meshPinsAndWireframe();
    void meshRejectsWhatDoesNotFit();
    void leavesStateAsFound();
    void programErrorsNameTheFile();
};

void TstClothRenderer::clothCoversItsProjection()
{
    DRAPE_REQUIRE_GPU();
    const OffscreenTarget target;
    QVERIFY(target.complete());
    const engine::Scene scene = hangingCloth();
    engine::GpuSolver solver(scene, test::colliderGeometry(scene));
    engine::ClothRenderer renderer = rendererFor(scene.cloth);
    const engine::ViewParameters view = frontCamera();
    const Image image = target.render([&] { renderer.draw(view, solver.drawablePositionBuffer(), {}); });
    QCOMPARE(glGetError(), GLenum(GL_NO_ERROR));
    saveIfAsked(image, "cloth_rest");

    const int covered = image.countNonBackground();
    QVERIFY2(covered > imageSize * imageSize / 5, qPrintable(QString("cloth covers only %1 pixels").arg(covered)));
    const glm::ivec3 centre = image.at(imageSize / 2, imageSize / 2);
    QVERIFY2(isClothColored(centre), qPrintable(QString("centre pixel %1 %2 %3").arg(centre.r).arg(centre.g).arg(centre.b)));

    // Outside the particles' projected rectangle, widened by a pin dot's radius, nothing is drawn.
    glm::ivec2 low(imageSize), high(0);
    for (const glm::vec3& position : test::positionsOf(solver)) {
        low = glm::min(low, toPixel(view, position));
        high = glm::max(high, toPixel(view, position));
    }
    const int margin = 8;
    int strays = 0;
    for (int y = 0; y < imageSize; ++y)
        for (int x = 0; x < imageSize; ++x)
            if ((x < low.x - margin || x > high.x + margin || y < low.y - margin || y > high.y + margin) &&
                !image.isBackground(x, y))
                ++strays;
    QCOMPARE(strays, 0);
}

void TstClothRenderer::clothMovesWhilePinsStay()
{
    DRAPE_REQUIRE_GPU();
    const OffscreenTarget target;
    engine::Scene scene = hangingCloth();
    QVERIFY(engine::isTimeStepStable(scene));
    engine::GpuSolver solver(scene, test::colliderGeometry(scene));
    engine::ClothRenderer renderer = rendererFor(scene.cloth);
    const engine::ViewParameters view = frontCamera();
    const auto draw = [&] { renderer.draw(view, solver.drawablePositionBuffer(), {}); };
    const Image atRest = target.render(draw);
    QCOMPARE(glGetError(), GLenum(GL_NO_ERROR));
    for (int frame = 0; frame < 30; ++frame)
        solver.advanceFrame();
    const Image moved = target.render(draw);
    QCOMPARE(glGetError(), GLenum(GL_NO_ERROR));
    saveIfAsked(moved, "cloth_moved");

    const int changed = countDifferentPixels(atRest, moved, 24);
    QVERIFY2(changed > imageSize * imageSize / 50, qPrintable(QString("only %1 pixels changed").arg(changed)));
    for (const engine::GridCoord& pin : scene.cloth.pins) {
        const glm::ivec2 p = toPixel(view, glm::vec3(engine::restPosition(scene.cloth, pin)));
        QVERIFY2(isPinColored(atRest.at(p.x, p.y)), qPrintable(QString("pin (%1, %2) at rest").arg(pin.i).arg(pin.j)));
        QVERIFY2(isPinColored(moved.at(p.x, p.y)), qPrintable(QString("pin (%1, %2) moved").arg(pin.i).arg(pin.j)));
    }
}

void TstClothRenderer::cpuUploadDrawsLikeGpuBuffer()
{
    DRAPE_REQUIRE_GPU();
    const OffscreenTarget target;
    const engine::Scene scene = hangingCloth();
    engine::GpuSolver gpu(scene, test::colliderGeometry(scene));
    engine::CpuSolver cpu(scene, test::colliderGeometry(scene));
    engine::ClothRenderer renderer = rendererFor(scene.cloth);
    QCOMPARE(renderer.uploadedPositionBuffer(), 0u);
    renderer.uploadPositions(test::positionsOf(cpu));
    QVERIFY(renderer.uploadedPositionBuffer() != 0);
    const engine::ViewParameters view = frontCamera();
    const Image fromGpu = target.render([&] { renderer.draw(view, gpu.drawablePositionBuffer(), {}); });
    const Image fromCpu = target.render([&] { renderer.draw(view, renderer.uploadedPositionBuffer(), {}); });
    QCOMPARE(glGetError(), GLenum(GL_NO_ERROR));
    QVERIFY(fromCpu.countNonBackground() > imageSize * imageSize / 5);
    QVERIFY2(largestChannelDifference(fromGpu, fromCpu) <= 2,
             qPrintable(QString("images differ by %1").arg(largestChannelDifference(fromGpu, fromCpu))));
}

// The heat-map: the cloth at rest on its left half and stretched 20% along its
// width on its right half, drawn with a scale of 10%: blue where nothing
// stretches, red where the strain passes the scale; the ramp's stops as stated.
void TstClothRenderer::strainColorsShowStretch()
{
    DRAPE_REQUIRE_GPU();
    QVERIFY(glm::length(engine::strainColor(0.0f) - glm::vec3(0.15f, 0.3f, 0.95f)) < 1e-6f);
    QVERIFY(glm::length(engine::strainColor(-1.0f) - engine::strainColor(0.0f)) < 1e-6f);
    QVERIFY(glm::length(engine::strainColor(1.0f) - glm::vec3(0.95f, 0.1f, 0.05f)) < 1e-6f);
    QVERIFY(glm::length(engine::strainColor(5.0f) - engine::strainColor(1.0f)) < 1e-6f);
    QVERIFY(glm::length(engine::strainColor(1.0f / 3.0f) - glm::vec3(0.1f, 0.8f, 0.25f)) < 1e-5f);

    const OffscreenTarget target;
    const engine::Scene scene = hangingCloth();
    const engine::ClothSpec& c = scene.cloth;
    std::vector<glm::vec3> positions(std::size_t(c.particleCount()));
    for (int j = 0; j < c.rows; ++j)
        for (int i = 0; i < c.cols; ++i) {
            const double stretchedI = i <= 7 ? double(i) : 7.0 + 1.2 * double(i - 7);
            positions[std::size_t(engine::particleIndex(c, {i, j}))] =
                glm::vec3(c.origin + stretchedI * c.spacing * c.uAxis + double(j) * c.spacing * c.vAxis);
        }
    engine::ClothRenderer renderer = rendererFor(c);
    renderer.setRestLengths(c);
    renderer.uploadPositions(positions);
    engine::ClothDrawOptions options;
    options.pins = false;
    options.strainColors = true;
    options.strainScale = 0.1f;
    const engine::ViewParameters view = frontCamera();
    const Image image = target.render([&] { renderer.draw(view, renderer.uploadedPositionBuffer(), options); });
    saveIfAsked(image, "strain");
    const glm::ivec3 resting = image.at(toPixel(view, positions[5 * 16 + 2]).x, toPixel(view, positions[5 * 16 + 2]).y);
    const glm::ivec3 stretched =
        image.at(toPixel(view, positions[5 * 16 + 12]).x, toPixel(view, positions[5 * 16 + 12]).y);
    QVERIFY2(resting.b > resting.r + 60, qPrintable(QString("resting part %1 %2 %3").arg(resting.r).arg(resting.g).arg(resting.b)));
    QVERIFY2(stretched.r > stretched.b + 60 && stretched.r > stretched.g + 60,
             qPrintable(QString("stretched part %1 %2 %3").arg(stretched.r).arg(stretched.g).arg(stretched.b)));
}

void TstClothRenderer::allOptionsTogether()
{
    DRAPE_REQUIRE_GPU();
    const OffscreenTarget target;
    const engine::Scene scene = hangingCloth();
    engine::GpuSolver solver(scene, test::colliderGeometry(scene));
    for (int frame = 0; frame < 30; ++frame)
        solver.advanceFrame();
    engine::ClothRenderer renderer = rendererFor(scene.cloth);
    engine::GroundRenderer ground;
    const engine::ViewParameters view = camera({1.2f, 0.6f, 2.6f});
    const Image plain = target.render([&] { renderer.draw(view, solver.drawablePositionBuffer(), {}); });
    engine::ClothDrawOptions everything;
    everything.wireframe = true;
    everything.particles = true;
    const Image full = target.render([&] {
        ground.draw(view, 2.0f, 0.25f);
        renderer.draw(view, solver.drawablePositionBuffer(), everything);
    });
    QCOMPARE(glGetError(), GLenum(GL_NO_ERROR));
    saveIfAsked(full, "cloth_everything");

    // Edges and dots are darker than the surface under them.
    int darkened = 0;
    for (int y = 0; y < imageSize; ++y)
        for (int x = 0; x < imageSize; ++x) {
            const glm::ivec3 a = plain.at(x, y), b = full.at(x, y);
            if (!plain.isBackground(x, y) && a.r + a.g + a.b - (b.r + b.g + b.b) > 60)
                ++darkened;
        }
    QVERIFY2(darkened > 500, qPrintable(QString("edges darkened only %1 pixels").arg(darkened)));
}

void TstClothRenderer::shadingFollowsNormals()
{
    DRAPE_REQUIRE_GPU();
    const OffscreenTarget target;
    const engine::Scene scene = hangingCloth();
    engine::GpuSolver solver(scene, test::colliderGeometry(scene));
    engine::ClothRenderer renderer = rendererFor(scene.cloth);
    engine::ClothDrawOptions surfaceOnly;
    surfaceOnly.pins = false;
    // Mean brightness (0..765) of the cloth's pixels seen from `eye`.
    const auto brightness = [&](const glm::vec3& eye, const std::string& name) {
        const Image image = target.render([&] { renderer.draw(camera(eye), solver.drawablePositionBuffer(), surfaceOnly); });
        saveIfAsked(image, name);
        double sum = 0.0;
        int count = 0;
        for (int y = 0; y < imageSize; ++y)
            for (int x = 0; x < imageSize; ++x)
                if (!image.isBackground(x, y)) {
                    const glm::ivec3 c = image.at(x, y);
                    sum += c.r + c.g + c.b;
                    ++count;
                }
        return count > 0 ? sum / count : 0.0;
    };
    const double front = brightness({0.0f, 0.0f, 3.0f}, "shading_front");
    const double back = brightness({0.0f, 0.0f, -3.0f}, "shading_back");
    const double grazing = brightness({2.8f, 0.0f, 1.0f}, "shading_grazing");
    QCOMPARE(glGetError(), GLenum(GL_NO_ERROR));
    qInfo("mean cloth brightness: front %.1f, back %.1f, grazing %.1f", front, back, grazing);
    // Two-sided: the back lights like the front. Seen at 70 degrees, the headlight falls off.
    QVERIFY(std::abs(front - back) < 0.02 * front);
    QVERIFY(grazing < 0.75 * front);
}

// A grid past ClothRenderer::maxDrawnSide draws every k-th row and column, and
// the last ones: a flat 1025 × 300 cloth (k = 3; 1024 is no multiple of 3)
// covers what the same rectangle as a 2 × 2 grid covers, and when its last
// column moves out by half a metre, the surface follows it.
void TstClothRenderer::largeGridsDrawEveryStrideToTheLastParticle()
{
    DRAPE_REQUIRE_GPU();
    QCOMPARE(engine::ClothRenderer::drawStride(512, 512), 1);
    QCOMPARE(engine::ClothRenderer::drawStride(513, 10), 2);
    QCOMPARE(engine::ClothRenderer::drawStride(2000, 2000), 4);
    QCOMPARE(engine::ClothRenderer::drawStride(1025, 300), 3);

    const OffscreenTarget target;
    const engine::ViewParameters view = frontCamera();
    const auto flat = [](int cols, int rows) {
        // 1.2 m × 0.6 m in the z = 0 plane, centred, (i, j) at index j·cols + i
        std::vector<glm::vec3> x(std::size_t(cols) * std::size_t(rows));
        for (int j = 0; j < rows; ++j)
            for (int i = 0; i < cols; ++i)
                x[std::size_t(j * cols + i)] = {-0.6f + 1.2f * float(i) / float(cols - 1),
                                                0.3f - 0.6f * float(j) / float(rows - 1), 0.0f};
        return x;
    };
    const auto draw = [&](int cols, int rows, const std::vector<glm::vec3>& x) {
        engine::ClothRenderer renderer;
        renderer.setGrid(cols, rows, {});
        renderer.uploadPositions(x);
        return target.render([&] { renderer.draw(view, renderer.uploadedPositionBuffer(), {}); });
    };
    const int reference = draw(2, 2, flat(2, 2)).countNonBackground();
    const int large = draw(1025, 300, flat(1025, 300)).countNonBackground();
    QCOMPARE(glGetError(), GLenum(GL_NO_ERROR));
    QVERIFY2(reference > imageSize * imageSize / 10, qPrintable(QString::number(reference)));
    QVERIFY2(std::abs(large - reference) <= reference / 200,
             qPrintable(QString("%1 pixels against %2").arg(large).arg(reference)));

    std::vector<glm::vec3> pulled = flat(1025, 300);
    for (int j = 0; j < 300; ++j)
        pulled[std::size_t(j * 1025 + 1024)].x += 0.5f;
    const Image image = draw(1025, 300, pulled);
    const glm::ivec2 beyond = toPixel(view, {0.85f, 0.0f, 0.0f});  // past the flat cloth's right edge at 0.6 m
    QVERIFY2(isClothColored(image.at(beyond.x, beyond.y)), "the last column is not drawn");
    QVERIFY(image.countNonBackground() > large);
}

void TstClothRenderer::ropeDraws_data()
{
    QTest::addColumn<int>("cols");
    QTest::addColumn<int>("rows");
    QTest::newRow("1x20 hanging") << 1 << 20;
    QTest::newRow("20x1 lying") << 20 << 1;
}

void TstClothRenderer::ropeDraws()
{
    QFETCH(int, cols);
    QFETCH(int, rows);
    DRAPE_REQUIRE_GPU();
    const OffscreenTarget target;
    engine::Scene scene = test::bareScene(cols, rows);
    scene.cloth.spacing = 0.05;
    scene.cloth.origin = {-0.4, 0.4, 0.0};
    scene.cloth.uAxis = {1.0, 0.0, 0.0};
    scene.cloth.vAxis = {0.0, -1.0, 0.0};
    scene.cloth.pins = {{0, 0}};
    engine::GpuSolver solver(scene, test::colliderGeometry(scene));
    engine::ClothRenderer renderer = rendererFor(scene.cloth);
    const Image image = target.render([&] { renderer.draw(frontCamera(), solver.drawablePositionBuffer(), {}); });
    QCOMPARE(glGetError(), GLenum(GL_NO_ERROR));
    saveIfAsked(image, "rope_" + std::to_string(cols) + "x" + std::to_string(rows));
    // 19 segments of 0.05 m span about 140 pixels; each particle adds a dot.
    QVERIFY2(image.countNonBackground() > 140, qPrintable(QString("%1 pixels").arg(image.countNonBackground())));
}

void TstClothRenderer::groundDraws()
{
    DRAPE_REQUIRE_GPU();
    const OffscreenTarget target;
    engine::GroundRenderer ground;
    const engine::ViewParameters view = camera({2.0f, 1.6f, 3.0f});
    const Image image = target.render([&] { ground.draw(view, 2.0f, 0.25f); });
    QCOMPARE(glGetError(), GLenum(GL_NO_ERROR));
    saveIfAsked(image, "ground");
    QVERIFY(image.countNonBackground() > imageSize * imageSize / 50);

    // Each axis shows its colour near its middle (a 1-pixel line may pass a pixel aside).
    const glm::vec3 axes[3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    for (int axis = 0; axis < 3; ++axis) {
        const glm::ivec2 middle = toPixel(view, 0.5f * axes[axis]);
        bool found = false;
        for (int dy = -2; dy <= 2; ++dy)
            for (int dx = -2; dx <= 2; ++dx) {
                const glm::ivec3 c = image.at(middle.x + dx, middle.y + dy);
                found = found || (c[axis] > 150 && c[(axis + 1) % 3] < 90 && c[(axis + 2) % 3] < 90);
            }
        QVERIFY2(found, qPrintable(QString("axis %1 not seen near pixel (%2, %3)").arg(axis).arg(middle.x).arg(middle.y)));
    }
}

// The bent grid drawn by setGrid (normals by central differences, cloth.vert)
// and as a mesh by setMesh (normals summed over the triangles, cloth_mesh.vert):
// the same triangles, the same UVs and pins; only the normals differ a little,
// most at the borders. A grid's mesh with gridSize kept draws as setGrid.
constexpr double meshLikeGridThreshold = 0.5;   // mean |difference| per channel, 1/255; 14 times llvmpipe's

void TstClothRenderer::meshDrawsLikeTheGrid()
{
    DRAPE_REQUIRE_GPU();
    const OffscreenTarget target;
    const engine::ClothSpec cloth = hangingCloth().cloth;
    const std::vector<glm::vec3> x = bentSheet(cloth);
    const engine::ViewParameters view = camera({0.7f, 0.4f, 2.2f});
    engine::ClothRenderer grid = rendererFor(cloth);
    grid.uploadPositions(x);
    const Image fromGrid = target.render([&] { grid.draw(view, grid.uploadedPositionBuffer(), {}); });
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
void TstClothRenderer::meshWithOtherNormalsDrawsOtherwise()
{
    DRAPE_REQUIRE_GPU();
    const OffscreenTarget target;
    const engine::ClothSpec cloth = hangingCloth().cloth;
    const std::vector<glm::vec3> x = bentSheet(cloth);
    const engine::ViewParameters view = camera({0.7f, 0.4f, 2.2f});
    engine::ClothRenderer grid = rendererFor(cloth);
    grid.uploadPositions(x);
    const Image fromGrid = target.render([&] { grid.draw(view, grid.uploadedPositionBuffer(), {}); });
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
void TstClothRenderer::meshSeamsLeaveNoHoles()
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
void TstClothRenderer::meshPinsAndWireframe()
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

void TstClothRenderer::meshRejectsWhatDoesNotFit()
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

void TstClothRenderer::leavesStateAsFound()
{
    DRAPE_REQUIRE_GPU();
    const OffscreenTarget target;
    const engine::Scene scene = hangingCloth();
    engine::GpuSolver solver(scene, test::colliderGeometry(scene));
    engine::ClothRenderer renderer = rendererFor(scene.cloth);
    engine::GroundRenderer ground;
    const engine::GlProgram callerProgram("particles.vert", "lines.frag");
    const engine::GlVertexArray callerArray = engine::GlVertexArray::create();
    const engine::GlBuffer callerBuffer(64, nullptr);

    // Everything unlike the renderers' own state, so that each restore shows.
    glUseProgram(callerProgram.id());
    callerArray.bind();
    glBindBufferRange(GL_SHADER_STORAGE_BUFFER, 0, callerBuffer.id(), 16, 32);
    glBindBuffer(GL_SHADER_STORAGE_BUFFER, 0);
    glDepthFunc(GL_LEQUAL);
    glEnable(GL_BLEND);
    glBlendFuncSeparate(GL_ONE, GL_ONE, GL_ZERO, GL_ONE);
    glBlendEquation(GL_MAX);
    glEnable(GL_CULL_FACE);
    glFrontFace(GL_CW);
    glPolygonOffset(2.0f, 3.0f);
    engine::ClothDrawOptions everything;
    everything.wireframe = true;
    everything.particles = true;
    const Image image = target.render([&] {
        glDisable(GL_DEPTH_TEST);
        glDepthMask(GL_FALSE);
        ground.draw(frontCamera(), 2.0f, 0.25f);
        renderer.draw(frontCamera(), solver.drawablePositionBuffer(), everything);
    });
    QCOMPARE(glGetError(), GLenum(GL_NO_ERROR));
    // Culling and front faces as the caller left them do not hide the cloth.
    QVERIFY(image.countNonBackground() > imageSize * imageSize / 5);

    GLint value = 0;
    glGetIntegerv(GL_CURRENT_PROGRAM, &value);
    QCOMPARE(GLuint(value), callerProgram.id());
    glGetIntegerv(GL_VERTEX_ARRAY_BINDING, &value);
    QCOMPARE(GLuint(value), callerArray.id());
    glGetIntegeri_v(GL_SHADER_STORAGE_BUFFER_BINDING, 0, &value);
    QCOMPARE(GLuint(value), callerBuffer.id());
    GLint64 range = 0;
    glGetInteger64i_v(GL_SHADER_STORAGE_BUFFER_START, 0, &range);
    QCOMPARE(range, GLint64(16));
    glGetInteger64i_v(GL_SHADER_STORAGE_BUFFER_SIZE, 0, &range);
    QCOMPARE(range, GLint64(32));
    glGetIntegerv(GL_SHADER_STORAGE_BUFFER_BINDING, &value);
    QCOMPARE(value, 0);
    QVERIFY(!glIsEnabled(GL_DEPTH_TEST));
    GLboolean depthMask = GL_TRUE;
    glGetBooleanv(GL_DEPTH_WRITEMASK, &depthMask);
    QVERIFY(depthMask == GL_FALSE);
    glGetIntegerv(GL_DEPTH_FUNC, &value);
    QCOMPARE(value, GL_LEQUAL);
    QVERIFY(glIsEnabled(GL_BLEND));
    glGetIntegerv(GL_BLEND_SRC_RGB, &value);
    QCOMPARE(value, GL_ONE);
    glGetIntegerv(GL_BLEND_DST_RGB, &value);
    QCOMPARE(value, GL_ONE);
    glGetIntegerv(GL_BLEND_SRC_ALPHA, &value);
    QCOMPARE(value, GL_ZERO);
    glGetIntegerv(GL_BLEND_EQUATION_RGB, &value);
    QCOMPARE(value, GL_MAX);
    QVERIFY(glIsEnabled(GL_CULL_FACE));
    glGetIntegerv(GL_FRONT_FACE, &value);
    QCOMPARE(value, GL_CW);
    QVERIFY(!glIsEnabled(GL_PROGRAM_POINT_SIZE));
    QVERIFY(!glIsEnabled(GL_POLYGON_OFFSET_FILL));
    GLfloat offset = 0.0f;
    glGetFloatv(GL_POLYGON_OFFSET_FACTOR, &offset);
    QCOMPARE(offset, 2.0f);
    glGetFloatv(GL_POLYGON_OFFSET_UNITS, &offset);
    QCOMPARE(offset, 3.0f);

    // Back to the defaults the other tests draw with.
    glUseProgram(0);
    glBindVertexArray(0);
    glBindBufferBase(GL_SHADER_STORAGE_BUFFER, 0, 0);
    glDepthFunc(GL_LESS);
    glDepthMask(GL_TRUE);
    glDisable(GL_BLEND);
    glBlendFunc(GL_ONE, GL_ZERO);
    glBlendEquation(GL_FUNC_ADD);
    glDisable(GL_CULL_FACE);
    glFrontFace(GL_CCW);
    glPolygonOffset(0.0f, 0.0f);
}

void TstClothRenderer::programErrorsNameTheFile()
{
    DRAPE_REQUIRE_GPU();
    // A compute shader is no fragment shader. Drivers report it when compiling
    // or (Mesa) when linking; either message names the file.
    try {
        const engine::GlProgram wrongStage("cloth.vert", "cloth_step.comp");
        QFAIL("a compute shader compiled as a fragment shader");
    } catch (const engine::GlError& e) {
        QVERIFY2(QString(e.what()).contains("cloth_step.comp"), e.what());
    }
    QVERIFY_THROWS_EXCEPTION(engine::GlError, engine::GlProgram("cloth.vert", "no_such.frag"));
    QCOMPARE(glGetError(), GLenum(GL_NO_ERROR));
}

QTEST_GUILESS_MAIN(TstClothRenderer)
#include "tst_ClothRenderer.moc"
