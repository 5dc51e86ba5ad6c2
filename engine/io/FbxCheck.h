// The checks of FBX bytes, binary and ASCII, before Assimp 5.2.5 reads them (FbxCheck.cpp says why).
// Internal to engine/io: engine/io/MeshFileChecks is its one user.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace drape::engine {

/// Most levels of records or scopes inside one another in an FBX file: its readers
/// recurse once per level.
inline constexpr std::size_t maxFbxNesting = 64;

bool startsLikeBinaryFbx(std::string_view bytes);
/// Whether Assimp's FBX reader would claim a file by content: "fbx" in its first 200 bytes.
bool mentionsFbx(std::string_view bytes);

/// What is wrong with a binary FBX file, or nothing.
std::string binaryFbxProblem(std::string_view bytes);
/// What is wrong with an ASCII FBX file, or nothing.
std::string asciiFbxProblem(std::string_view bytes);

}  // namespace drape::engine
