// What the renderer tests share (header only): an offscreen framebuffer of the
// headless context read back as an image, pixel comparisons, the cameras, and
// the hanging test cloth. Set DRAPE_RENDER_IMAGES to a folder to get each image
// a test saves as a PPM there.
#pragma once

#include "tests/support/TestScenes.h"

#include "engine/render/ClothRenderer.h"
#include "engine/render/ViewParameters.h"
#include "engine/scene/Scene.h"

#include <epoxy/gl.h>
#include <glm/gtc/matrix_transform.hpp>

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

namespace drape::test::render {

constexpr int imageSize = 256;   // pixels, square
inline const glm::ivec3 background{26, 31, 41};   // RGB8

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

inline bool isPinColored(const glm::ivec3& c) { return c.r > 180 && c.g < 70 && c.b < 70; }
// Both checks are warm (red above blue), the background is cool.
inline bool isClothColored(const glm::ivec3& c) { return c.r > c.b + 30; }

inline int largestChannelDifference(const Image& a, const Image& b)
{
    int largest = 0;
    for (std::size_t p = 0; p < a.rgba.size(); ++p)
        largest = std::max(largest, std::abs(int(a.rgba[p]) - int(b.rgba[p])));
    return largest;
}

inline int countDifferentPixels(const Image& a, const Image& b, int threshold)
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
inline double meanChannelDifference(const Image& a, const Image& b)
{
    double sum = 0.0;
    for (int y = 0; y < imageSize; ++y)
        for (int x = 0; x < imageSize; ++x) {
            const glm::ivec3 d = glm::abs(a.at(x, y) - b.at(x, y));
            sum += d.r + d.g + d.b;
        }
    return sum / (3.0 * imageSize * imageSize);
}

inline void saveIfAsked(const Image& image, const std::string& name)
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

inline engine::ViewParameters camera(const glm::vec3& eye)
{
    engine::ViewParameters view;
    view.eye = eye;
    view.view = glm::lookAt(eye, glm::vec3(0.0f), glm::vec3(0.0f, 1.0f, 0.0f));
    view.projection = glm::perspective(glm::radians(45.0f), 1.0f, 0.1f, 100.0f);
    return view;
}

// Facing the cloth, 3 m away: the 1.5 m × 1.1 m cloth fills about 60% × 45% of the image.
inline engine::ViewParameters frontCamera() { return camera({0.0f, 0.0f, 3.0f}); }

inline glm::ivec2 toPixel(const engine::ViewParameters& view, const glm::vec3& position)
{
    const glm::vec4 clip = view.projection * view.view * glm::vec4(position, 1.0f);
    const glm::vec2 window = (glm::vec2(clip) / clip.w * 0.5f + 0.5f) * float(imageSize);
    return glm::ivec2(glm::floor(window));
}

// 16 × 12 particles 0.1 m apart in the z = 0 plane, centred on the origin,
// pinned at its top corners, soft enough to sag visibly, inside the stability bound.
inline engine::Scene hangingCloth()
{
    engine::Scene scene = test::bareScene(16, 12);
    scene.cloths[0].spacing = 0.1;
    scene.cloths[0].origin = {-0.75, 0.55, 0.0};
    scene.cloths[0].vAxis = {0.0, -1.0, 0.0};
    scene.cloths[0].particleMass = 0.01;
    scene.cloths[0].springs = {150.0, 100.0, 50.0};
    scene.cloths[0].pins = {{0, 0}, {15, 0}};
    // Tilted away from the camera, so the cloth sags and swings out of its plane.
    scene.gravity = {0.0, -9.81, -4.0};
    scene.simulation.substeps = 20;
    scene.cloths[0].damping = {0.0, 0.01 / scene.simulation.timeStep()};  // a velocity loss of 0.01 per step
    return scene;
}

inline engine::ClothRenderer rendererFor(const engine::ClothSpec& cloth)
{
    engine::ClothRenderer renderer;
    renderer.setGrid(cloth.cols, cloth.rows, cloth.pins);
    return renderer;
}

// The grid of hangingCloth() bent round a vertical axis (radius 0.7 m, the
// middle nearest the camera) and rippled along its height, so that its normals
// vary everywhere, borders included.

}  // namespace drape::test::render
