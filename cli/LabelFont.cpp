#include "cli/LabelFont.h"

#include <ft2build.h>
#include FT_FREETYPE_H

#include <algorithm>
#include <filesystem>
#include <stdexcept>

namespace drape::cli {
namespace {

constexpr const char* fontFile = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";

// The code points of UTF-8 text; a malformed byte stands for itself.
std::vector<char32_t> codePoints(const std::string& text)
{
    std::vector<char32_t> points;
    for (std::size_t i = 0; i < text.size();) {
        const auto byte = static_cast<unsigned char>(text[i]);
        const int length = byte < 0x80 ? 1 : (byte >> 5) == 0x6 ? 2 : (byte >> 4) == 0xE ? 3 : (byte >> 3) == 0x1E ? 4 : 1;
        char32_t point = length == 1 ? byte : byte & (0xFF >> (length + 1));
        for (int k = 1; k < length && i + std::size_t(k) < text.size(); ++k)
            point = (point << 6) | (static_cast<unsigned char>(text[i + std::size_t(k)]) & 0x3F);
        points.push_back(point);
        i += std::size_t(length);
    }
    return points;
}

}  // namespace

RgbaImage::RgbaImage(int w, int h, std::uint32_t rgb) : width(w), height(h), pixels(std::size_t(w) * std::size_t(h) * 4)
{
    fill(0, 0, w, h, rgb);
}

void RgbaImage::fill(int x, int y, int w, int h, std::uint32_t rgb)
{
    for (int row = std::max(0, y); row < std::min(height, y + h); ++row)
        for (int column = std::max(0, x); column < std::min(width, x + w); ++column) {
            std::uint8_t* p = &pixels[(std::size_t(row) * std::size_t(width) + std::size_t(column)) * 4];
            p[0] = std::uint8_t(rgb >> 16);
            p[1] = std::uint8_t(rgb >> 8);
            p[2] = std::uint8_t(rgb);
            p[3] = 255;
        }
}

struct LabelFont::Face {
    FT_Library library = nullptr;
    FT_Face face = nullptr;
};

LabelFont::LabelFont() : m_face(new Face)
{
    if (FT_Init_FreeType(&m_face->library) != 0) {
        delete m_face;
        throw std::runtime_error("FreeType could not start");
    }
    if (!std::filesystem::exists(fontFile) || FT_New_Face(m_face->library, fontFile, 0, &m_face->face) != 0) {
        FT_Done_FreeType(m_face->library);
        delete m_face;
        throw std::runtime_error(std::string("the contact sheet's captions need the font ") + fontFile +
                                 " (Debian: fonts-dejavu-core)");
    }
}

LabelFont::~LabelFont()
{
    FT_Done_Face(m_face->face);
    FT_Done_FreeType(m_face->library);
    delete m_face;
}

// Calls f(bitmap, pen x) for each glyph of `text` rendered at `pixels`.
template <typename F>
void LabelFont::forEachGlyph(const std::string& text, int pixels, F&& f)
{
    FT_Set_Pixel_Sizes(m_face->face, 0, FT_UInt(pixels));
    int pen = 0;
    for (const char32_t point : codePoints(text)) {
        if (FT_Load_Char(m_face->face, FT_ULong(point), FT_LOAD_RENDER) != 0)
            continue;
        const FT_GlyphSlot glyph = m_face->face->glyph;
        f(glyph, pen);
        pen += int(glyph->advance.x >> 6);
    }
}

int LabelFont::width(const std::string& text, int pixels)
{
    int end = 0;
    forEachGlyph(text, pixels, [&](FT_GlyphSlot glyph, int pen) { end = pen + int(glyph->advance.x >> 6); });
    return end;
}

void LabelFont::draw(RgbaImage& image, int x, int y, const std::string& text, int pixels, std::uint32_t rgb, int right)
{
    const float colour[3] = {float((rgb >> 16) & 0xFF), float((rgb >> 8) & 0xFF), float(rgb & 0xFF)};
    forEachGlyph(text, pixels, [&](FT_GlyphSlot glyph, int pen) {
        const FT_Bitmap& bitmap = glyph->bitmap;
        for (unsigned row = 0; row < bitmap.rows; ++row)
            for (unsigned column = 0; column < bitmap.width; ++column) {
                const int px = x + pen + glyph->bitmap_left + int(column);
                const int py = y - glyph->bitmap_top + int(row);
                if (px < 0 || py < 0 || px >= std::min(image.width, right) || py >= image.height)
                    continue;
                const float coverage = bitmap.buffer[row * unsigned(bitmap.pitch) + column] / 255.0f;
                std::uint8_t* p = &image.pixels[(std::size_t(py) * std::size_t(image.width) + std::size_t(px)) * 4];
                for (int c = 0; c < 3; ++c)
                    p[c] = std::uint8_t(p[c] + (colour[c] - p[c]) * coverage + 0.5f);
            }
    });
}

}  // namespace drape::cli
