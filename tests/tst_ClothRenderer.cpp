// The cloth and ground renderers drawn into an offscreen framebuffer of the
// headless context, checked pixel by pixel: the cloth covers its projection and
// nothing else, it moves with the GPU solver while its pins stay put, the CPU
// upload path draws what the GPU buffer draws, ropes and the ground draw, the
// self-collision thickness draws as discs of its width, and drawing leaves the
// GL state as it found it. Mesh cloths: tst_ClothMeshRenderer.
#include "tests/support/GpuTestContext.h"
#include "tests/support/RenderChecks.h"
#include "tests/support/TestScenes.h"

#include "engine/gl/GlError.h"
#include "engine/gl/GlProgram.h"
#include "engine/gl/GlVertexArray.h"
#include "engine/render/ClothRenderer.h"
#include "engine/render/GroundRenderer.h"
#include "engine/scene/Stability.h"
#include "engine/sim/CpuSolver.h"
#include "engine/sim/GpuSolver.h"

#include <epoxy/gl.h>

#include <QtTest>

#include <algorithm>
#include <cstdint>
#include <cmath>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

using namespace drape;
using namespace drape::test::render;

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
    void collisionThicknessDrawsDiscsOfThatWidth();
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
    engine::ClothRenderer renderer = rendererFor(scene.cloths[0]);
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
    engine::ClothRenderer renderer = rendererFor(scene.cloths[0]);
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
    for (const engine::GridCoord& pin : scene.cloths[0].pins) {
        const glm::ivec2 p = toPixel(view, glm::vec3(engine::restPosition(scene.cloths[0], pin)));
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
    engine::ClothRenderer renderer = rendererFor(scene.cloths[0]);
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
    const engine::ClothSpec& c = scene.cloths[0];
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
    engine::ClothRenderer renderer = rendererFor(scene.cloths[0]);
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
    engine::ClothRenderer renderer = rendererFor(scene.cloths[0]);
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
    scene.cloths[0].spacing = 0.05;
    scene.cloths[0].origin = {-0.4, 0.4, 0.0};
    scene.cloths[0].uAxis = {1.0, 0.0, 0.0};
    scene.cloths[0].vAxis = {0.0, -1.0, 0.0};
    scene.cloths[0].pins = {{0, 0}};
    engine::GpuSolver solver(scene, test::colliderGeometry(scene));
    engine::ClothRenderer renderer = rendererFor(scene.cloths[0]);
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

// The thickness as a disc at every particle, as wide in metres as it is: on
// the cloth facing the camera 3 m away, each disc covers π (d/2)² pixels,
// d = thickness × (half the image height × projection[1][1]) / 3 m.
void TstClothRenderer::collisionThicknessDrawsDiscsOfThatWidth()
{
    DRAPE_REQUIRE_GPU();
    const OffscreenTarget target;
    const engine::Scene scene = hangingCloth();
    engine::ClothRenderer renderer = rendererFor(scene.cloths[0]);
    std::vector<glm::vec3> rest;
    for (int j = 0; j < scene.cloths[0].rows; ++j)
        for (int i = 0; i < scene.cloths[0].cols; ++i)
            rest.push_back(glm::vec3(engine::restPosition(scene.cloths[0], {i, j})));
    renderer.uploadPositions(rest);
    const engine::ViewParameters view = frontCamera();
    // The pixels drawn, and of those the ones not tinted blue.
    const auto covered = [&](float thickness) {
        engine::ClothDrawOptions options;
        options.surface = false;
        options.pins = false;
        options.collisionThickness = thickness;
        const Image image = target.render([&] { renderer.draw(view, renderer.uploadedPositionBuffer(), options); });
        saveIfAsked(image, "collision_thickness");
        glm::ivec2 drawn(0);
        for (int y = 0; y < imageSize; ++y)
            for (int x = 0; x < imageSize; ++x)
                if (!image.isBackground(x, y)) {
                    const glm::ivec3 c = image.at(x, y);
                    drawn += glm::ivec2(1, c.b > c.r + 20 ? 0 : 1);
                }
        return drawn;
    };
    // Not vacuous: without a thickness nothing is drawn.
    QCOMPARE(covered(0.0f).x, 0);
    const double pixelsPerMetre = 0.5 * imageSize * double(view.projection[1][1]) / 3.0;
    for (float thickness : {0.05f, 0.08f}) {   // below the 0.1 m spacing: the discs do not overlap
        const double radius = 0.5 * thickness * pixelsPerMetre;
        const double expected = double(rest.size()) * 3.14159265 * radius * radius;
        const glm::ivec2 found = covered(thickness);
        qInfo("thickness %.2f m: %d pixels, %.0f expected", double(thickness), found.x, expected);
        QVERIFY2(std::abs(found.x - expected) < 0.1 * expected, qPrintable(QString::number(found.x)));
        QCOMPARE(found.y, 0);
    }
}

void TstClothRenderer::leavesStateAsFound()
{
    DRAPE_REQUIRE_GPU();
    const OffscreenTarget target;
    const engine::Scene scene = hangingCloth();
    engine::GpuSolver solver(scene, test::colliderGeometry(scene));
    engine::ClothRenderer renderer = rendererFor(scene.cloths[0]);
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
