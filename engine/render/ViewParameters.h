// The camera a renderer draws with: world space in metres, right-handed, y up.
#pragma once

#include <glm/mat4x4.hpp>
#include <glm/vec3.hpp>

namespace drape::engine {

struct ViewParameters {
    glm::mat4 view{1.0f};         ///< world (metres) to eye space, e.g. glm::lookAt
    glm::mat4 projection{1.0f};   ///< eye to clip space, e.g. glm::perspective
    glm::vec3 eye{0.0f};          ///< camera position in world space, metres (the headlight sits here)
};

}  // namespace drape::engine
