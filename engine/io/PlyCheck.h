// The check of PLY bytes before Assimp 5.2.5 reads them (PlyCheck.cpp says why).
// Internal to engine/io: engine/io/MeshFileChecks is its one user.
#pragma once

#include <string>
#include <string_view>

namespace drape::engine {

bool startsLikePly(std::string_view bytes);

/// What is wrong with bytes that start like PLY, or nothing.
std::string plyProblem(std::string_view bytes);

}  // namespace drape::engine
