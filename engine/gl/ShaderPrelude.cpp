#include "engine/gl/ShaderPrelude.h"

#include "engine/scene/Limits.h"
#include "engine/sim/GpuContract.h"
#include "engine/sim/SpringStencil.h"

#include <iterator>
#include <string>

namespace drape::engine {
namespace {

struct NamedNumber {
    std::string_view name;
    long long value;
};

// The numbers layout qualifiers take, as #defines: GLSL 4.30 allows only literals there.
constexpr NamedNumber defines[] = {
    {"DRAPE_BINDING_POSITIONS", gpu::positionsBinding},
    {"DRAPE_BINDING_STEPS", gpu::stepsBinding},
    {"DRAPE_BINDING_NEXT_POSITIONS", gpu::nextPositionsBinding},
    {"DRAPE_BINDING_NEXT_STEPS", gpu::nextStepsBinding},
    {"DRAPE_BINDING_PINNED_BITS", gpu::pinnedBitsBinding},
    {"DRAPE_BINDING_RESULT", gpu::resultBinding},
    {"DRAPE_BINDING_COLLIDERS", gpu::collidersBinding},
    {"DRAPE_BINDING_PULLED_VERTICES", gpu::pulledVerticesBinding},
    {"DRAPE_BINDING_BENCH_PREVIOUS", gpu::benchPreviousBinding},
    {"DRAPE_BINDING_BENCH_CURRENT", gpu::benchCurrentBinding},
    {"DRAPE_BINDING_BENCH_NEXT", gpu::benchNextBinding},
    {"DRAPE_WORKGROUP_SIDE", gpu::workgroupSide},
    {"DRAPE_BLOCKED_REGION_SIDE", gpu::blockedRegionSide},
    {"DRAPE_BLOCKED_THREADS", gpu::blockedThreads},
};

// The numbers code uses, as constants.
constexpr NamedNumber constants[] = {
    {"c_springCount", std::ssize(springStencil)},
    {"c_springReach", springReach},
    {"c_maxColliders", limits::maxColliders},
    {"c_maxMeshColliders", limits::maxMeshColliders},
};

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
    std::string prelude;
    for (const NamedNumber& define : defines)
        prelude += "#define " + std::string(define.name) + " " + std::to_string(define.value) + "\n";
    for (const NamedNumber& constant : constants)
        prelude += "const int " + std::string(constant.name) + " = " + std::to_string(constant.value) + ";\n";
    return prelude + springOffsets();
}

}  // namespace

std::string_view shaderPrelude()
{
    static const std::string prelude = buildPrelude();
    return prelude;
}

}  // namespace drape::engine
