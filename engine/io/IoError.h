// The error raised when a file cannot be written or read: the message names the
// path and the system's reason.
#pragma once

#include <stdexcept>

namespace drape::engine {

class IoError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

}  // namespace drape::engine
