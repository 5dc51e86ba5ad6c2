// Text for the contact sheet's captions, drawn by FreeType from DejaVu Sans
// (Debian: fonts-dejavu-core) into an RGBA image: drape-cli has no Qt.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace drape::cli {

struct RgbaImage {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> pixels;   ///< rows top to bottom, 4 bytes a pixel

    RgbaImage(int w, int h, std::uint32_t rgb);
    void fill(int x, int y, int w, int h, std::uint32_t rgb);
};

class LabelFont {
public:
    /// Opens DejaVu Sans. Throws std::runtime_error when FreeType or the font cannot be had.
    LabelFont();
    ~LabelFont();
    LabelFont(const LabelFont&) = delete;
    LabelFont& operator=(const LabelFont&) = delete;

    /// The width in pixels of `text` (UTF-8) at `pixels` high.
    int width(const std::string& text, int pixels);
    /// Draws `text` with its baseline at y, from x, blended over the image in `rgb`,
    /// leaving the pixels from column `right` on as they are.
    void draw(RgbaImage& image, int x, int y, const std::string& text, int pixels, std::uint32_t rgb, int right);

private:
    template <typename F>
    void forEachGlyph(const std::string& text, int pixels, F&& f);

    struct Face;
    Face* m_face = nullptr;
};

}  // namespace drape::cli
