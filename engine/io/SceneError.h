// The error a scene file raises: the message names the file, the key path and
// what was expected, ready to show to a user as it is.
#pragma once

#include <stdexcept>
#include <string>

namespace drape::engine {

class SceneError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

}  // namespace drape::engine
