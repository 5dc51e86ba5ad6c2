#include "engine/contract/ShaderPrelude.h"

#include "engine/contract/AirStencil.h"
#include "engine/contract/GpuContract.h"
#include "engine/scene/SpringStencil.h"
#include "engine/contract/TiledLayout.h"
#include "engine/scene/Limits.h"

#include <array>
#include <bit>
#include <charconv>
#include <iterator>
#include <span>
#include <string>
#include <vector>

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
    {"DRAPE_BINDING_STRAIN_COUNTS", gpu::strainCountsBinding},
    {"DRAPE_BINDING_RESULT", gpu::resultBinding},
    {"DRAPE_BINDING_SELF_WORDS", gpu::selfCollisionWordsBinding},
    {"DRAPE_BINDING_SELF_SEARCHED", gpu::selfCollisionSearchedBinding},
    {"DRAPE_BINDING_SELF_PAIRS", gpu::selfCollisionPairsBinding},
    {"DRAPE_BINDING_PIN_PLACES", gpu::pinPlacesBinding},
    {"DRAPE_BINDING_COLLIDERS", gpu::collidersBinding},
    {"DRAPE_BINDING_PULLED_VERTICES", gpu::pulledVerticesBinding},
    {"DRAPE_BINDING_MESH_DRAW_TABLES", gpu::meshDrawTablesBinding},
    {"DRAPE_BINDING_BENCH_PREVIOUS", gpu::benchPreviousBinding},
    {"DRAPE_BINDING_BENCH_CURRENT", gpu::benchCurrentBinding},
    {"DRAPE_BINDING_BENCH_NEXT", gpu::benchNextBinding},
    {"DRAPE_BINDING_BENCH_SPRING_START", gpu::benchSpringStartBinding},
    {"DRAPE_BINDING_BENCH_SPRING_ENDS", gpu::benchSpringEndsBinding},
    {"DRAPE_BINDING_BENCH_REST", gpu::benchRestBinding},
    {"DRAPE_FLAT_WORKGROUP_SIZE", gpu::flatWorkgroupSize},
    {"DRAPE_WORKGROUP_SIDE", gpu::workgroupSide},
    {"DRAPE_BLOCKED_REGION_SIDE", gpu::blockedRegionSide},
    {"DRAPE_BLOCKED_THREADS", gpu::blockedThreads},
};

static_assert(std::has_single_bit(unsigned(TiledLayout::tileSide)), "slotOf in GLSL works on shifts and masks");

// The numbers code uses, as constants.
constexpr NamedNumber constants[] = {
    {"c_tileSide", TiledLayout::tileSide},
    {"c_tileShift", std::countr_zero(unsigned(TiledLayout::tileSide))},
    {"c_tileSlots", TiledLayout::tileSide * TiledLayout::tileSide},
    {"c_springCount", std::ssize(springStencil)},
    {"c_springReach", springReach},
    {"c_maxColliders", limits::maxColliders},
    {"c_maxMeshColliders", limits::maxMeshColliders},
};

// "ivec2(1, 0)", "ivec4(1, 0, 1, 1)": a GLSL integer vector.
template <std::size_t N>
std::string ivec(const std::array<int, N>& components)
{
    std::string text = "ivec" + std::to_string(N) + "(";
    for (std::size_t c = 0; c < N; ++c)
        text += (c == 0 ? "" : ", ") + std::to_string(components[c]);
    return text + ")";
}

// "const ivec2 c_name[12] = ivec2[12](ivec2(1, 0), ...);\n"
template <std::size_t N>
std::string constArray(std::string_view name, std::span<const std::array<int, N>> elements)
{
    const std::string type = "ivec" + std::to_string(N);
    const std::string count = std::to_string(elements.size());
    std::string values;
    for (const std::array<int, N>& element : elements)
        values += (values.empty() ? "" : ", ") + ivec(element);
    return "const " + type + " " + std::string(name) + "[" + count + "] = " + type + "[" + count + "](" + values +
           ");\n";
}

// The shortest decimal that reads back as float(value), so that GLSL's float is the C++ one to the bit.
std::string glslFloat(double value)
{
    std::array<char, 32> text{};
    const auto end = std::to_chars(text.data(), text.data() + text.size(), float(value)).ptr;
    std::string literal(text.data(), end);
    return literal.find_first_of(".e") == std::string::npos ? literal + ".0" : literal;
}

std::string buildPrelude()
{
    std::string prelude;
    for (const NamedNumber& define : defines)
        prelude += "#define " + std::string(define.name) + " " + std::to_string(define.value) + "\n";
    for (const NamedNumber& constant : constants)
        prelude += "const int " + std::string(constant.name) + " = " + std::to_string(constant.value) + ";\n";
    std::vector<std::array<int, 2>> springOffsets;
    for (const StencilOffset& offset : springStencil)
        springOffsets.push_back({offset.di, offset.dj});
    // Each offset's index by name ("c_o_m1_0" for (−1, 0)), for kernels that read particular neighbours.
    const auto signedName = [](int d) { return (d < 0 ? "m" : "") + std::to_string(d < 0 ? -d : d); };
    for (std::size_t o = 0; o < springStencil.size(); ++o)
        prelude += "const int c_o_" + signedName(springStencil[o].di) + "_" + signedName(springStencil[o].dj) +
                   " = " + std::to_string(o) + ";\n";
    prelude += constArray<2>("c_springOffsets", springOffsets);
    prelude += constArray<2>("c_cellsAroundParticle", cellsAroundParticle);
    prelude += constArray<2>("c_cellTriangleCorners", cellTriangleCorners);
    return prelude + "const float c_gustPeriod = " + glslFloat(gustPeriod) + ";\n";
}

}  // namespace

std::string_view shaderPrelude()
{
    static const std::string prelude = buildPrelude();
    return prelude;
}

}  // namespace drape::engine
