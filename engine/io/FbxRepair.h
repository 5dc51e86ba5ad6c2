// Restores what Assimp 5.2.5's binary FBX writer leaves out: the null record
// that must close every node's list of nested nodes (FBX::Node::EndBinary;
// fixed upstream in 5.3.0). Without it Assimp and Blender cannot read the file
// (docs/export.md, "FBX"). Also sets the frame rate, which 5.2.5
// always writes as 24 fps. Internal to engine/io.
#pragma once

#include <cstdint>
#include <vector>

namespace drape::engine {

/// Rewrites a binary FBX as it should have been written: every node that has
/// nested nodes ends with a null record, and every end offset is recomputed.
/// Throws std::runtime_error when the data is not the binary FBX 5.2.5 writes.
std::vector<std::uint8_t> repairAssimpBinaryFbx(const std::vector<std::uint8_t>& fbx);

/// Sets GlobalSettings' TimeMode to custom and CustomFrameRate to `fps`, in place, so
/// that importers turn key times into the scene's frames. Throws std::runtime_error
/// when the properties are not where 5.2.5 writes them.
void setFbxFrameRate(std::vector<std::uint8_t>& fbx, double fps);

}  // namespace drape::engine
