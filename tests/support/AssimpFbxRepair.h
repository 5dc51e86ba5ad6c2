// Restores what Assimp 5.2.5's binary FBX writer leaves out: the null record
// that must close every node's list of nested nodes (FBX::Node::EndBinary;
// fixed upstream in 5.3.0). Without it Assimp and Blender cannot read the file.
// The mesh loader's tests use it to read what Assimp's exporters write; Drape's
// own FBX export has its own writer (engine/io/FbxWriter.h).
#pragma once

#include <cstdint>
#include <vector>

namespace drape::test {

/// Rewrites a binary FBX as it should have been written: every node that has
/// nested nodes ends with a null record, and every end offset is recomputed.
/// Throws std::runtime_error when the data is not the binary FBX 5.2.5 writes.
std::vector<std::uint8_t> repairAssimpBinaryFbx(const std::vector<std::uint8_t>& fbx);

}  // namespace drape::test
