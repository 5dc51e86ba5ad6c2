// Picks the checks that apply to a file and runs them (MeshFileChecks.h says why
// they exist); each format's check is in its own file.
#include "engine/io/MeshFileChecks.h"

#include "engine/io/FbxCheck.h"
#include "engine/io/GlbContainer.h"
#include "engine/io/GltfCheck.h"
#include "engine/io/JsonNesting.h"
#include "engine/io/ObjCheck.h"
#include "engine/io/PlyCheck.h"

#include <cstdint>
#include <stdexcept>
#include <string>

namespace drape::engine {
namespace {

bool startsLikeGlb(std::string_view bytes)
{
    return bytes.substr(0, 4) == "glTF";
}

bool startsLikeJson(std::string_view bytes)
{
    const std::size_t first = bytes.find_first_not_of(" \t\r\n");
    return first != std::string_view::npos && bytes[first] == '{';
}

bool startsLikeJsonArray(std::string_view bytes)
{
    const std::size_t first = bytes.find_first_not_of(" \t\r\n");
    return first != std::string_view::npos && bytes[first] == '[';
}

}  // namespace

bool meshFileIsChecked(std::string_view head, std::string_view extension, bool assimpKnowsExtension)
{
    return startsLikePly(head) || startsLikeGlb(head) || startsLikeBinaryFbx(head) || !assimpKnowsExtension
           || extension == "gltf" || extension == "fbx" || extension == "obj";
}

std::string meshFileProblem(std::string_view bytes, std::string_view extension, bool assimpKnowsExtension)
{
    if (startsLikePly(bytes))
        return plyProblem(bytes);
    if (startsLikeGlb(bytes)) {
        glb::Contents contents;
        try {
            contents = glb::split(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
        } catch (const std::runtime_error& e) {
            return std::string("is not a binary glTF 2.0 file Drape can read (") + e.what() + ")";
        }
        return gltfProblem(contents.json);
    }
    if (startsLikeBinaryFbx(bytes))
        return binaryFbxProblem(bytes);
    // A file whose extension Assimp does not know is offered to every reader, each
    // deciding by content, so every check that can apply does.
    const bool byContent = !assimpKnowsExtension;
    std::string problem;
    if (extension == "gltf" || (byContent && startsLikeJson(bytes)))
        problem = gltfProblem(bytes);
    if (problem.empty() && byContent && startsLikeJsonArray(bytes) && offsetBeyondNesting(bytes))
        problem = "has JSON nested deeper than " + std::to_string(maxJsonNesting) + " levels";
    if (problem.empty() && (extension == "fbx" || (byContent && mentionsFbx(bytes))))
        problem = asciiFbxProblem(bytes);
    if (problem.empty() && (extension == "obj" || byContent))
        problem = objProblem(bytes);
    return problem;
}

}  // namespace drape::engine
