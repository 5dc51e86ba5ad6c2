// Writes a PC2 point cache (docs/cli.md, "The .pc2 point cache"): "POINTCACHE2\0", int32 version 1,
// int32 points, float start frame, float sample rate, int32 samples, then
// samples × points float32 xyz, little-endian, frame 0 first.
#pragma once

#include "engine/io/AtomicFile.h"
#include "engine/sim/FrameSink.h"

#include <cstdint>
#include <filesystem>

namespace drape::engine {

class Pc2Writer final : public FrameSink {
public:
    /// Opens the output (atomically: nothing appears at `path` before finish()). Throws IoError.
    /// `startFrame` and `sampleRate` (frames between samples) go into the header as they are.
    Pc2Writer(const std::filesystem::path& path, int points, float startFrame = 0.0f, float sampleRate = 1.0f);

    void addFrame(std::span<const glm::vec3> positions) override;
    void finish() override;

private:
    void writeHeader(std::int32_t samples);

    AtomicFile m_file;
    std::int32_t m_points;
    float m_startFrame;
    float m_sampleRate;
    std::int32_t m_samples = 0;
};

}  // namespace drape::engine
