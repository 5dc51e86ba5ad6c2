// Checks of a mesh file's bytes before Assimp reads them. Debian's Assimp 5.2.5
// (built with its assertions on) hangs, crashes, aborts, allocates gigabytes,
// leaks or recurses without bound on some malformed files; each check here refuses
// one such class of file with a message, so that Assimp only sees files it
// handles cleanly (docs/architecture.md, "Mesh colliders: from file to distance
// field"). Internal to engine/io: MeshFileReader is its one user.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace drape::engine {

/// Whether meshFileProblem looks at a file that starts with `head` (its first
/// meshFileHeadSize bytes, or all of a smaller file); arguments as there. Other
/// files go to Assimp unread.
bool meshFileIsChecked(std::string_view head, std::string_view extension, bool assimpKnowsExtension);
inline constexpr std::size_t meshFileHeadSize = 32;

/// What is wrong with a mesh file's bytes, as the rest of "FILE: …", or nothing.
/// `extension` is the file's, in lower case without the dot (empty when it has
/// none); whether Assimp knows it decides how Assimp will pick its reader (by
/// extension, or else by content), so which checks apply.
std::string meshFileProblem(std::string_view bytes, std::string_view extension, bool assimpKnowsExtension);

}  // namespace drape::engine
