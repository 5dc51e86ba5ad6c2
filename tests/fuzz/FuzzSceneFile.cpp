// libFuzzer harness for the scene-file loader: any bytes must either parse into
// a scene that passes validation and survives save → load → save unchanged, or
// raise SceneError. Anything else (a crash, another exception, a sanitizer
// report, a round trip that changes the file) is a bug.
#include "engine/io/SceneError.h"
#include "engine/io/SceneFile.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    drape::engine::Scene scene;
    try {
        scene = drape::engine::parseScene(text, "fuzz.drape");
    } catch (const drape::engine::SceneError&) {
        return 0;  // refused with a message: what bad input should get
    }
    const std::string saved = drape::engine::serializeScene(scene);
    if (drape::engine::serializeScene(drape::engine::parseScene(saved, "fuzz.drape")) != saved)
        std::abort();  // save → load → save must give the same file
    return 0;
}
