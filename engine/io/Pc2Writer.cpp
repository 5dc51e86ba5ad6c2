#include "engine/io/Pc2Writer.h"

#include <bit>
#include <cstring>
#include <stdexcept>
#include <vector>

namespace drape::engine {
namespace {

static_assert(std::endian::native == std::endian::little, "PC2 is little-endian; add byte swapping for this target");

constexpr std::size_t headerSize = 12 + 4 + 4 + 4 + 4 + 4;
constexpr std::size_t samplesOffset = headerSize - 4;

}  // namespace

Pc2Writer::Pc2Writer(const std::filesystem::path& path, int points, float startFrame, float sampleRate)
    : m_file(path), m_points(points), m_startFrame(startFrame), m_sampleRate(sampleRate)
{
    writeHeader(0);
}

void Pc2Writer::writeHeader(std::int32_t samples)
{
    char header[headerSize];
    const std::int32_t version = 1;
    std::memcpy(header, "POINTCACHE2\0", 12);
    std::memcpy(header + 12, &version, 4);
    std::memcpy(header + 16, &m_points, 4);
    std::memcpy(header + 20, &m_startFrame, 4);
    std::memcpy(header + 24, &m_sampleRate, 4);
    std::memcpy(header + 28, &samples, 4);
    m_file.write(header, sizeof header);
}

void Pc2Writer::addFrame(std::span<const glm::vec3> positions)
{
    if (positions.size() != std::size_t(m_points))
        throw std::logic_error("Pc2Writer: frame has the wrong number of points");
    static_assert(sizeof(glm::vec3) == 12, "glm::vec3 must be three packed floats");
    m_file.write(positions.data(), positions.size_bytes());
    ++m_samples;
}

void Pc2Writer::finish()
{
    m_file.writeAt(samplesOffset, &m_samples, sizeof m_samples);
    m_file.commit();
}

}  // namespace drape::engine
