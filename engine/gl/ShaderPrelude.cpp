#include "engine/gl/ShaderPrelude.h"

#include "engine/scene/Limits.h"
#include "engine/sim/GpuContract.h"
#include "engine/sim/SpringStencil.h"

#include <string>

namespace drape::engine {
namespace {

std::string define(std::string_view name, long long value)
{
    return "#define " + std::string(name) + " " + std::to_string(value) + "\n";
}

std::string constInt(std::string_view name, long long value)
{
    return "const int " + std::string(name) + " = " + std::to_string(value) + ";\n";
}

// const ivec2 c_springOffsets[12] = ivec2[12](ivec2(1, 0), ...);
std::string springOffsets()
{
    const std::string count = std::to_string(springStencil.size());
    std::string offsets;
    for (const StencilOffset& offset : springStencil)
        offsets += (offsets.empty() ? "" : ", ") + std::string("ivec2(") + std::to_string(offset.di) + ", " +
                   std::to_string(offset.dj) + ")";
    return "const ivec2 c_springOffsets[" + count + "] = ivec2[" + count + "](" + offsets + ");\n";
}

std::string buildPrelude()
{
    return define("DRAPE_BINDING_POSITIONS", gpu::positionsBinding) +
           define("DRAPE_BINDING_STEPS", gpu::stepsBinding) +
           define("DRAPE_BINDING_NEXT_POSITIONS", gpu::nextPositionsBinding) +
           define("DRAPE_BINDING_NEXT_STEPS", gpu::nextStepsBinding) +
           define("DRAPE_BINDING_PINNED_BITS", gpu::pinnedBitsBinding) +
           define("DRAPE_BINDING_RESULT", gpu::resultBinding) +
           define("DRAPE_BINDING_COLLIDERS", gpu::collidersBinding) +
           define("DRAPE_BINDING_PULLED_VERTICES", gpu::pulledVerticesBinding) +
           define("DRAPE_BINDING_BENCH_PREVIOUS", gpu::benchPreviousBinding) +
           define("DRAPE_BINDING_BENCH_CURRENT", gpu::benchCurrentBinding) +
           define("DRAPE_BINDING_BENCH_NEXT", gpu::benchNextBinding) +
           define("DRAPE_WORKGROUP_SIDE", gpu::workgroupSide) +
           define("DRAPE_BLOCKED_REGION_SIDE", gpu::blockedRegionSide) +
           define("DRAPE_BLOCKED_THREADS", gpu::blockedThreads) +
           constInt("c_springCount", std::ssize(springStencil)) + springOffsets() +
           constInt("c_springReach", springReach) + constInt("c_maxColliders", limits::maxColliders) +
           constInt("c_maxMeshColliders", limits::maxMeshColliders);
}

}  // namespace

std::string_view shaderPrelude()
{
    static const std::string prelude = buildPrelude();
    return prelude;
}

}  // namespace drape::engine
