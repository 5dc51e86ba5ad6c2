// The check of OBJ bytes before Assimp 5.2.5 reads them (ObjCheck.cpp says why).
// Internal to engine/io: engine/io/MeshFileChecks is its one user.
#pragma once

#include <string>
#include <string_view>

namespace drape::engine {

/// What is wrong with an OBJ file's indices, or nothing.
std::string objProblem(std::string_view bytes);

}  // namespace drape::engine
