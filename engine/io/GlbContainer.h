// The binary glTF container (.glb): a 12-byte header, a JSON chunk and a BIN
// chunk (glTF 2.0 §4.4). Internal to engine/io: split to edit, join to write.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace drape::engine::glb {

struct Contents {
    std::string json;
    std::vector<std::uint8_t> bin;
};

/// Splits a .glb. Throws std::runtime_error when it is not one.
Contents split(const std::uint8_t* data, std::size_t size);

/// Builds a .glb, padding JSON with spaces and BIN with zeros to 4 bytes.
std::vector<std::uint8_t> join(const Contents& contents);

}  // namespace drape::engine::glb
