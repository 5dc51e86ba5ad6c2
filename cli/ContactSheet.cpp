#include "cli/ContactSheet.h"

#include "cli/LabelFont.h"
#include "cli/PngFile.h"

#include "engine/gl/GlError.h"
#include "engine/io/ColliderAssets.h"
#include "engine/io/SceneFile.h"
#include "engine/render/ClothRenderer.h"
#include "engine/render/ColliderRenderer.h"
#include "engine/render/ContactSheetLayout.h"
#include "engine/render/GroundRenderer.h"
#include "engine/scene/ClothAssembly.h"
#include "engine/scene/ClothMesh.h"

#include <epoxy/gl.h>

#include <glm/common.hpp>
#include <glm/geometric.hpp>
#include <glm/gtc/matrix_transform.hpp>

#include <cstring>
#include <fstream>
#include <map>
#include <set>
#include <optional>
#include <stdexcept>

namespace drape::cli {
namespace {

namespace fs = std::filesystem;
using Layout = engine::ContactSheetLayout;

constexpr std::uint32_t sheetColour = 0x1d1f23;
constexpr std::uint32_t missingColour = 0x3a3d44;
constexpr std::uint32_t captionColour = 0xe6e6e6;
constexpr std::uint32_t failedColour = 0xff8a80;

/// The frames of a snapshot PC2 (docs/cli.md, "The .pc2 point cache"), or none when it cannot be read.
std::vector<std::vector<glm::vec3>> readSnapshot(const fs::path& path)
{
    std::ifstream in(path, std::ios::binary);
    char magic[12] = {};
    std::int32_t version = 0, points = 0, samples = 0;
    float start = 0.0f, rate = 0.0f;
    in.read(magic, 12);
    in.read(reinterpret_cast<char*>(&version), 4);
    in.read(reinterpret_cast<char*>(&points), 4);
    in.read(reinterpret_cast<char*>(&start), 4);
    in.read(reinterpret_cast<char*>(&rate), 4);
    in.read(reinterpret_cast<char*>(&samples), 4);
    if (!in || std::memcmp(magic, "POINTCACHE2", 12) != 0 || points <= 0 || samples <= 0)
        return {};
    std::vector<std::vector<glm::vec3>> frames(std::size_t(samples), std::vector<glm::vec3>(std::size_t(points), glm::vec3(0.0f)));
    for (auto& frame : frames)
        in.read(reinterpret_cast<char*>(frame.data()), std::streamsize(frame.size() * sizeof(glm::vec3)));
    return in ? frames : std::vector<std::vector<glm::vec3>>{};
}

struct Tile {
    const engine::WedgeVariant* variant = nullptr;
    std::optional<engine::Scene> scene;
    std::vector<glm::vec3> positions;   ///< empty: nothing to draw
    std::string caption, note;          ///< the values; the frame, or why there is no picture
};

/// One camera for every picture: from the front, a little to the right and
/// above, at a distance that holds the box of every variant's cloth.
engine::ViewParameters sheetCamera(const std::vector<Tile>& tiles)
{
    glm::vec3 low(1e30f), high(-1e30f);
    for (const Tile& tile : tiles)
        for (const glm::vec3& x : tile.positions) {
            low = glm::min(low, x);
            high = glm::max(high, x);
        }
    if (low.x > high.x)
        low = high = glm::vec3(0.0f, 0.5f, 0.0f);
    const glm::vec3 centre = 0.5f * (low + high);
    const float radius = std::max(0.5f * glm::length(high - low), 0.05f);
    const float fieldOfView = glm::radians(35.0f);
    const float distance = radius / std::sin(0.5f * fieldOfView) * 1.05f;
    engine::ViewParameters view;
    view.eye = centre + distance * glm::normalize(glm::vec3(0.45f, 0.5f, 1.0f));
    view.view = glm::lookAt(view.eye, centre, glm::vec3(0.0f, 1.0f, 0.0f));
    view.projection = glm::perspective(fieldOfView, float(Layout::pictureWidth) / float(Layout::pictureHeight),
                                       0.01f * distance, 10.0f * distance + 10.0f);
    return view;
}

/// A colour and depth framebuffer of one picture, bound while it lives.
class PictureTarget {
public:
    PictureTarget()
    {
        glGenFramebuffers(1, &m_framebuffer);
        glGenRenderbuffers(2, m_renderbuffers);
        glBindRenderbuffer(GL_RENDERBUFFER, m_renderbuffers[0]);
        glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, Layout::pictureWidth, Layout::pictureHeight);
        glBindRenderbuffer(GL_RENDERBUFFER, m_renderbuffers[1]);
        glRenderbufferStorage(GL_RENDERBUFFER, GL_DEPTH_COMPONENT24, Layout::pictureWidth, Layout::pictureHeight);
        glBindRenderbuffer(GL_RENDERBUFFER, 0);
        glBindFramebuffer(GL_FRAMEBUFFER, m_framebuffer);
        glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, m_renderbuffers[0]);
        glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, m_renderbuffers[1]);
        if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE)
            throw engine::GlError("the contact sheet's framebuffer is incomplete");
        glViewport(0, 0, Layout::pictureWidth, Layout::pictureHeight);
        glEnable(GL_DEPTH_TEST);
    }
    ~PictureTarget()
    {
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        glDeleteFramebuffers(1, &m_framebuffer);
        glDeleteRenderbuffers(2, m_renderbuffers);
    }
    PictureTarget(const PictureTarget&) = delete;
    PictureTarget& operator=(const PictureTarget&) = delete;

    /// Copies what was drawn into the sheet with its top-left at (x, y).
    void copyInto(RgbaImage& sheet, int x, int y) const
    {
        std::vector<std::uint8_t> rows(std::size_t(Layout::pictureWidth) * Layout::pictureHeight * 4);
        glPixelStorei(GL_PACK_ALIGNMENT, 1);
        glReadPixels(0, 0, Layout::pictureWidth, Layout::pictureHeight, GL_RGBA, GL_UNSIGNED_BYTE, rows.data());
        const std::size_t rowBytes = std::size_t(Layout::pictureWidth) * 4;
        for (int row = 0; row < Layout::pictureHeight; ++row)   // GL's rows go bottom up
            std::memcpy(&sheet.pixels[(std::size_t(y + row) * std::size_t(sheet.width) + std::size_t(x)) * 4],
                        &rows[std::size_t(Layout::pictureHeight - 1 - row) * rowBytes], rowBytes);
    }

private:
    GLuint m_framebuffer = 0;
    GLuint m_renderbuffers[2] = {};
};

// The caption's name of a key: its last part (cloth.selfCollision.thickness: thickness).
std::string shortKey(const std::string& key)
{
    const auto dot = key.rfind('.');
    return dot == std::string::npos ? key : key.substr(dot + 1);
}

/// The keys whose value differs between variants: a key set alike in all says nothing under a picture.
std::set<std::string> keysThatVary(const engine::WedgeManifest& manifest)
{
    std::map<std::string, std::set<std::string>> values;
    for (const engine::WedgeVariant& variant : manifest.variants)
        for (const auto& [key, value] : variant.values)
            values[key].insert(value);
    std::set<std::string> varying;
    for (const auto& [key, seen] : values)
        if (seen.size() > 1)
            varying.insert(key);
    return varying;
}

std::vector<Tile> tilesOf(const engine::WedgeManifest& manifest)
{
    const std::size_t framesEach = std::max<std::size_t>(1, manifest.sheetFrames.size());
    const std::set<std::string> varying = keysThatVary(manifest);
    std::vector<Tile> tiles;
    for (const engine::WedgeVariant& variant : manifest.variants) {
        std::string caption;
        for (const auto& [key, value] : variant.values)
            if (varying.count(key) || varying.empty())
                caption += (caption.empty() ? "" : ", ") + shortKey(key) + " = " + engine::valueLabel(value);
        const engine::VariantStatus& status = manifest.status[variant.index];
        const auto frames = status.state == engine::VariantState::Done
                                ? readSnapshot(engine::snapshotFile(manifest.path, variant.index))
                                : std::vector<std::vector<glm::vec3>>{};
        std::optional<engine::Scene> scene;
        if (!frames.empty())
            scene = engine::loadScene(variant.scene);
        for (std::size_t f = 0; f < framesEach; ++f) {
            Tile tile;
            tile.variant = &variant;
            tile.caption = caption;
            if (frames.size() == framesEach && scene && engine::sceneParticleCount(*scene) == frames[f].size()) {
                tile.scene = scene;
                tile.positions = frames[f];
                tile.note = manifest.sheetFrames.empty() ? std::string("last frame")
                                                         : "frame " + std::to_string(manifest.sheetFrames[f]);
            } else {
                tile.note = status.state == engine::VariantState::Done ? std::string("no snapshot")
                                                                       : engine::stateName(status.state);
            }
            tiles.push_back(std::move(tile));
        }
    }
    return tiles;
}

/// `text` at the largest size from 13 pixels down to 9 that fits the picture's
/// width, cut at its right edge where even that does not.
void drawCaption(LabelFont& font, RgbaImage& sheet, int x, int y, const std::string& text, std::uint32_t colour)
{
    int pixels = 13;
    while (pixels > 9 && font.width(text, pixels) > Layout::pictureWidth - 8)
        --pixels;
    font.draw(sheet, x + 4, y, text, pixels, colour, x + Layout::pictureWidth - 4);
}

}  // namespace

void writeContactSheet(const engine::WedgeManifest& manifest, const fs::path& png)
{
    const std::vector<Tile> tiles = tilesOf(manifest);
    const engine::ContactSheetLayout layout = engine::contactSheetLayout(int(tiles.size()));
    RgbaImage sheet(layout.width(), layout.height(), sheetColour);
    LabelFont font;
    const engine::ViewParameters view = sheetCamera(tiles);
    engine::ClothRenderer cloth;
    engine::GroundRenderer ground;
    engine::ColliderRenderer colliderRenderer;
    engine::ColliderAssets assets;
    const PictureTarget target;
    for (std::size_t k = 0; k < tiles.size(); ++k) {
        const Tile& tile = tiles[k];
        const auto [x, y] = layout.origin(int(k));
        if (tile.scene) {
            glClearColor(0.16f, 0.17f, 0.19f, 1.0f);
            glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
            const std::vector<engine::PreparedCollider> colliders = assets.prepare(tile.scene->colliders);
            colliderRenderer.draw(view, colliders, -1);
            ground.draw(view, 5.0f, 0.5f);
            const engine::ClothSpec& spec = tile.scene->cloths[0];
            if (spec.mesh || tile.scene->cloths.size() > 1)
                cloth.setMesh(engine::sceneClothMesh(*tile.scene), {});
            else
                cloth.setGrid(spec.cols, spec.rows, {});
            cloth.uploadPositions(tile.positions);
            engine::ClothDrawOptions options;
            options.pins = false;
            cloth.draw(view, cloth.uploadedPositionBuffer(), options);
            target.copyInto(sheet, x, y);
        } else {
            sheet.fill(x, y, Layout::pictureWidth, Layout::pictureHeight, missingColour);
        }
        const int captionTop = y + Layout::pictureHeight;
        drawCaption(font, sheet, x, captionTop + 16, tile.caption, captionColour);
        drawCaption(font, sheet, x, captionTop + 33, tile.note, tile.scene ? 0x9aa0a6 : failedColour);
    }
    writePng(png, sheet);
}

}  // namespace drape::cli
