// The contract between the C++ side and the shaders, checked on what the driver
// compiled: a probe shader writes back what the prelude gives GLSL (the spring
// stencil, the air's triangles and gust period, the tile, the limits, the binding
// and workgroup numbers), and every production program is asked, through program
// introspection, which binding each of its buffers, images and uniform blocks
// has, how large its workgroups and per-spring arrays are. A shader that wrote a
// number of its own would fail here.
#include "tests/support/GpuTestContext.h"

#include "engine/gl/GlProgram.h"
#include "engine/gl/ShaderLibrary.h"
#include "engine/contract/ShaderPrelude.h"
#include "engine/scene/Limits.h"
#include "engine/sim/AirForce.h"
#include "engine/contract/GpuContract.h"
#include "engine/scene/SpringStencil.h"
#include "engine/contract/TiledLayout.h"

#include <epoxy/gl.h>

#include <QtTest>

#include <array>
#include <bit>
#include <map>
#include <string>
#include <string_view>
#include <vector>

using namespace drape;
namespace gpu = drape::engine::gpu;

namespace {

/// Writes, in this order, what the prelude defines; `expectedProbe()` is the same list from C++.
constexpr const char* probeBody = R"(
layout(local_size_x = 1) in;
layout(std430, binding = 0) writeonly buffer Seen { int seen[]; };
void main()
{
    int n = 0;
    seen[n++] = c_springCount;
    for (int o = 0; o < c_springCount; ++o) {
        seen[n++] = c_springOffsets[o].x;
        seen[n++] = c_springOffsets[o].y;
    }
    seen[n++] = c_springReach;
    seen[n++] = c_cellsAroundParticle.length();
    for (int t = 0; t < c_cellsAroundParticle.length(); ++t)
        for (int c = 0; c < 2; ++c)
            seen[n++] = c_cellsAroundParticle[t][c];
    seen[n++] = c_cellTriangleCorners.length();
    for (int t = 0; t < c_cellTriangleCorners.length(); ++t)
        for (int c = 0; c < 2; ++c)
            seen[n++] = c_cellTriangleCorners[t][c];
    seen[n++] = floatBitsToInt(c_gustPeriod);
    seen[n++] = c_tileSide;
    seen[n++] = 1 << c_tileShift;
    seen[n++] = c_tileSlots;
    seen[n++] = c_maxColliders;
    seen[n++] = c_maxMeshColliders;
    seen[n++] = DRAPE_BINDING_POSITIONS;
    seen[n++] = DRAPE_BINDING_STEPS;
    seen[n++] = DRAPE_BINDING_NEXT_POSITIONS;
    seen[n++] = DRAPE_BINDING_NEXT_STEPS;
    seen[n++] = DRAPE_BINDING_PINNED_BITS;
    seen[n++] = DRAPE_BINDING_STRAIN_COUNTS;
    seen[n++] = DRAPE_BINDING_RESULT;
    seen[n++] = DRAPE_BINDING_COLLIDERS;
    seen[n++] = DRAPE_BINDING_PULLED_VERTICES;
    seen[n++] = DRAPE_BINDING_BENCH_PREVIOUS;
    seen[n++] = DRAPE_BINDING_BENCH_CURRENT;
    seen[n++] = DRAPE_BINDING_BENCH_NEXT;
    seen[n++] = DRAPE_WORKGROUP_SIDE;
    seen[n++] = DRAPE_BLOCKED_REGION_SIDE;
    seen[n++] = DRAPE_BLOCKED_THREADS;
}
)";

std::vector<int> expectedProbe()
{
    std::vector<int> values{int(engine::springStencil.size())};
    for (const engine::StencilOffset& offset : engine::springStencil)
        values.insert(values.end(), {offset.di, offset.dj});
    values.push_back(engine::springReach);
    values.push_back(int(engine::cellsAroundParticle.size()));
    for (const std::array<int, 2>& cell : engine::cellsAroundParticle)
        values.insert(values.end(), cell.begin(), cell.end());
    values.push_back(int(engine::cellTriangleCorners.size()));
    for (const std::array<int, 2>& corner : engine::cellTriangleCorners)
        values.insert(values.end(), corner.begin(), corner.end());
    values.push_back(std::bit_cast<int>(float(engine::gustPeriod)));
    constexpr int tileSide = engine::TiledLayout::tileSide;
    values.insert(values.end(), {tileSide, tileSide, tileSide * tileSide});
    values.insert(values.end(), {engine::limits::maxColliders, engine::limits::maxMeshColliders});
    for (const unsigned int binding :
         {gpu::positionsBinding, gpu::stepsBinding, gpu::nextPositionsBinding, gpu::nextStepsBinding,
          gpu::pinnedBitsBinding, gpu::strainCountsBinding, gpu::resultBinding, gpu::collidersBinding, gpu::pulledVerticesBinding,
          gpu::benchPreviousBinding, gpu::benchCurrentBinding, gpu::benchNextBinding})
        values.push_back(int(binding));
    values.insert(values.end(), {gpu::workgroupSide, gpu::blockedRegionSide, gpu::blockedThreads});
    return values;
}

/// The prelude's values as the driver compiled them, or an empty list and the driver's log in `error`.
std::vector<int> probePrelude(std::size_t count, std::string& error)
{
    const std::string source = "#version 430 core\n" + std::string(engine::shaderPrelude()) + probeBody;
    const char* text = source.c_str();
    const GLuint shader = glCreateShader(GL_COMPUTE_SHADER);
    glShaderSource(shader, 1, &text, nullptr);
    glCompileShader(shader);
    GLint compiled = GL_FALSE;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &compiled);
    const GLuint program = glCreateProgram();
    glAttachShader(program, shader);
    glLinkProgram(program);
    glDeleteShader(shader);
    GLint linked = GL_FALSE;
    glGetProgramiv(program, GL_LINK_STATUS, &linked);
    if (compiled != GL_TRUE || linked != GL_TRUE) {
        std::array<char, 4096> log{};
        glGetProgramInfoLog(program, GLsizei(log.size()), nullptr, log.data());
        error = "the probe does not build: " + std::string(log.data());
        glDeleteProgram(program);
        return {};
    }
    std::vector<int> seen(count, -1);
    GLuint buffer = 0;
    glGenBuffers(1, &buffer);
    glBindBufferBase(GL_SHADER_STORAGE_BUFFER, 0, buffer);
    glBufferData(GL_SHADER_STORAGE_BUFFER, GLsizeiptr(seen.size() * sizeof(int)), seen.data(), GL_DYNAMIC_READ);
    glUseProgram(program);
    glDispatchCompute(1, 1, 1);
    glMemoryBarrier(GL_BUFFER_UPDATE_BARRIER_BIT);
    glGetBufferSubData(GL_SHADER_STORAGE_BUFFER, 0, GLsizeiptr(seen.size() * sizeof(int)), seen.data());
    glUseProgram(0);
    glDeleteBuffers(1, &buffer);
    glDeleteProgram(program);
    return seen;
}

/// The binding every storage block, and the unit every image, of the shaders must have, by name.
const std::map<std::string, unsigned int> storageBindings{
    {"StatePositions", gpu::positionsBinding},
    {"StateSteps", gpu::stepsBinding},
    {"StateNextPositions", gpu::nextPositionsBinding},
    {"StateNextSteps", gpu::nextStepsBinding},
    {"StatePinned", gpu::pinnedBitsBinding},
    {"StrainCounts", gpu::strainCountsBinding},
    {"Health", gpu::resultBinding},
    {"RowMajorPositions", gpu::resultBinding},
    {"PreviousPositions", gpu::benchPreviousBinding},
    {"CurrentPositions", gpu::benchCurrentBinding},
    {"NextPositions", gpu::benchNextBinding},
    {"Positions", gpu::pulledVerticesBinding},
    {"Vertices", gpu::pulledVerticesBinding},
};
const std::map<std::string, unsigned int> imageUnits{
    {"u_statePositions", gpu::positionsBinding},
    {"u_stateSteps", gpu::stepsBinding},
    {"u_stateNextPositions", gpu::nextPositionsBinding},
    {"u_stateNextSteps", gpu::nextStepsBinding},
    {"u_previous", gpu::benchPreviousBinding},
    {"u_current", gpu::benchCurrentBinding},
    {"u_next", gpu::benchNextBinding},
};
/// Uniform arrays sized by the contract: one entry per spring, one sampler per mesh collider.
const std::map<std::string, int> arraySizes{
    {"u_stiffness[0]", int(engine::springStencil.size())},
    {"u_restLength[0]", int(engine::springStencil.size())},
    {"u_longest[0]", int(engine::springStencil.size())},
    {"u_fields[0]", engine::limits::maxMeshColliders},
};

std::string resourceName(GLuint program, GLenum interface, GLuint index)
{
    std::array<char, 256> name{};
    glGetProgramResourceName(program, interface, index, GLsizei(name.size()), nullptr, name.data());
    return name.data();
}

GLint resourceProperty(GLuint program, GLenum interface, GLuint index, GLenum property)
{
    GLint value = -1;
    glGetProgramResourceiv(program, interface, index, 1, &property, 1, nullptr, &value);
    return value;
}

bool isImage(GLint type)
{
    return type == GL_IMAGE_BUFFER || type == GL_IMAGE_2D;
}

/// Each way `program` disagrees with the contract, as a line of text; empty when none.
std::string mismatches(GLuint program)
{
    std::string found;
    GLint blocks = 0;
    glGetProgramInterfaceiv(program, GL_SHADER_STORAGE_BLOCK, GL_ACTIVE_RESOURCES, &blocks);
    for (GLuint b = 0; b < GLuint(blocks); ++b) {
        const std::string name = resourceName(program, GL_SHADER_STORAGE_BLOCK, b);
        const auto expected = storageBindings.find(name);
        const GLint binding = resourceProperty(program, GL_SHADER_STORAGE_BLOCK, b, GL_BUFFER_BINDING);
        if (expected == storageBindings.end())
            found += "storage block " + name + " is not in the contract\n";
        else if (binding != GLint(expected->second))
            found += "storage block " + name + " at binding " + std::to_string(binding) + "\n";
    }
    GLint uniforms = 0;
    glGetProgramInterfaceiv(program, GL_UNIFORM, GL_ACTIVE_RESOURCES, &uniforms);
    for (GLuint u = 0; u < GLuint(uniforms); ++u) {
        const std::string name = resourceName(program, GL_UNIFORM, u);
        if (const auto size = arraySizes.find(name); size != arraySizes.end()) {
            const GLint actual = resourceProperty(program, GL_UNIFORM, u, GL_ARRAY_SIZE);
            if (actual != size->second)
                found += "uniform " + name + " has " + std::to_string(actual) + " elements\n";
        }
        if (!isImage(resourceProperty(program, GL_UNIFORM, u, GL_TYPE)))
            continue;
        GLint unit = -1;
        glGetUniformiv(program, resourceProperty(program, GL_UNIFORM, u, GL_LOCATION), &unit);
        const auto expected = imageUnits.find(name);
        if (expected == imageUnits.end())
            found += "image " + name + " is not in the contract\n";
        else if (unit != GLint(expected->second))
            found += "image " + name + " on unit " + std::to_string(unit) + "\n";
    }
    const GLuint colliders = glGetProgramResourceIndex(program, GL_UNIFORM_BLOCK, "Colliders");
    if (colliders != GL_INVALID_INDEX) {
        const GLint binding = resourceProperty(program, GL_UNIFORM_BLOCK, colliders, GL_BUFFER_BINDING);
        const GLint bytes = resourceProperty(program, GL_UNIFORM_BLOCK, colliders, GL_BUFFER_DATA_SIZE);
        if (binding != GLint(gpu::collidersBinding))
            found += "uniform block Colliders at binding " + std::to_string(binding) + "\n";
        // Eleven vec4s a collider (GpuColliders.cpp packs them so: the pose, the
        // shape, and a moving collider's shift and turn).
        if (bytes != engine::limits::maxColliders * 11 * 16)
            found += "uniform block Colliders holds " + std::to_string(bytes) + " bytes\n";
    }
    return found;
}

struct ComputeKernel {
    const char* file;
    std::array<int, 3> workgroup;
};

const std::array<ComputeKernel, 9> computeKernels{{
    {"cloth_step.comp", {gpu::workgroupSide, gpu::workgroupSide, 1}},
    {"cloth_step_blocked.comp", {gpu::blockedThreads, 1, 1}},
    {"cloth_strain_count.comp", {gpu::workgroupSide, gpu::workgroupSide, 1}},
    {"cloth_strain_limit.comp", {gpu::workgroupSide, gpu::workgroupSide, 1}},
    {"cloth_health.comp", {gpu::workgroupSide, gpu::workgroupSide, 1}},
    {"cloth_publish.comp", {gpu::workgroupSide, gpu::workgroupSide, 1}},
    {"cloth_grab.comp", {1, 1, 1}},
    {"bench_copy.comp", {gpu::workgroupSide, gpu::workgroupSide, 1}},
    {"bench_gather.comp", {gpu::workgroupSide, gpu::workgroupSide, 1}},
}};

/// The variants the solver builds of `file`: each state format; for cloth_step.comp
/// with each of contacts, air, internal damping and bending (it decides on the
/// in-place step itself), for the other
/// state kernels with and without the in-place step. The benchmark kernels have one.
std::vector<std::string> variantDefines(std::string_view file)
{
    if (file.starts_with("bench_"))
        return {""};
    const bool step = file == "cloth_step.comp";
    std::vector<std::string> extras{""};
    if (step) {
        for (const char* term : {"#define DRAPE_CONTACTS 1\n", "#define DRAPE_AIR 1\n",
                                 "#define DRAPE_INTERNAL_DAMPING 1\n", "#define DRAPE_BENDING 1\n"}) {
            const std::size_t before = extras.size();
            for (std::size_t e = 0; e < before; ++e)
                extras.push_back(extras[e] + term);
        }
    } else {
        extras.push_back("#define DRAPE_STEP_IN_PLACE 1\n");
    }
    std::vector<std::string> variants;
    for (const char* format : {"#define DRAPE_STATE_VEC4 1\n", "#define DRAPE_STATE_IMAGES 1\n",
                               "#define DRAPE_STATE_PLANAR 1\n"})
        for (const std::string& extra : extras)
            variants.push_back(format + extra);
    return variants;
}

}  // namespace

class TstGpuContract : public QObject {
    Q_OBJECT

private slots:
    void everyShaderStartsWithThePrelude();
    void preludeGivesGlslTheCppValues();
    void computeKernelsFollowTheContract_data();
    void computeKernelsFollowTheContract();
    void drawProgramsFollowTheContract_data();
    void drawProgramsFollowTheContract();
};

void TstGpuContract::everyShaderStartsWithThePrelude()
{
    const std::string expectedStart = "#version 430 core\n" + std::string(engine::shaderPrelude());
    for (const char* file : {"cloth_step.comp", "cloth.vert", "cloth.frag", "collider.vert", "bench_gather.comp"})
        QVERIFY2(engine::shaderSource(file, "#define DRAPE_STATE_VEC4 1\n").starts_with(expectedStart), file);
}

void TstGpuContract::preludeGivesGlslTheCppValues()
{
    DRAPE_REQUIRE_GPU();
    const std::vector<int> expected = expectedProbe();
    std::string error;
    const std::vector<int> seen = probePrelude(expected.size(), error);
    QVERIFY2(error.empty(), error.c_str());
    QCOMPARE(seen, expected);
}

void TstGpuContract::computeKernelsFollowTheContract_data()
{
    QTest::addColumn<int>("kernel");
    QTest::addColumn<QString>("defines");
    for (int k = 0; k < int(computeKernels.size()); ++k) {
        const char* file = computeKernels[std::size_t(k)].file;
        const std::vector<std::string> variants = variantDefines(file);
        for (int v = 0; v < int(variants.size()); ++v)
            QTest::addRow("%s %d", file, v) << k << QString::fromStdString(variants[std::size_t(v)]);
    }
}

void TstGpuContract::computeKernelsFollowTheContract()
{
    QFETCH(int, kernel);
    QFETCH(QString, defines);
    DRAPE_REQUIRE_GPU();
    const ComputeKernel& expected = computeKernels[std::size_t(kernel)];
    const engine::GlProgram program = engine::GlProgram::compute(expected.file, defines.toStdString());
    std::array<GLint, 3> workgroup{};
    glGetProgramiv(program.id(), GL_COMPUTE_WORK_GROUP_SIZE, workgroup.data());
    QCOMPARE(workgroup, expected.workgroup);
    const std::string found = mismatches(program.id());
    QVERIFY2(found.empty(), found.c_str());
}

void TstGpuContract::drawProgramsFollowTheContract_data()
{
    QTest::addColumn<QString>("vertexShader");
    QTest::addColumn<QString>("fragmentShader");
    QTest::newRow("cloth surface") << "cloth.vert" << "cloth.frag";
    QTest::newRow("cloth lines") << "particles.vert" << "lines.frag";
    QTest::newRow("cloth points") << "particles.vert" << "points.frag";
    QTest::newRow("colliders") << "collider.vert" << "collider.frag";
}

void TstGpuContract::drawProgramsFollowTheContract()
{
    QFETCH(QString, vertexShader);
    QFETCH(QString, fragmentShader);
    DRAPE_REQUIRE_GPU();
    const engine::GlProgram program(vertexShader.toStdString(), fragmentShader.toStdString());
    const std::string found = mismatches(program.id());
    QVERIFY2(found.empty(), found.c_str());
}

QTEST_MAIN(TstGpuContract)
#include "tst_GpuContract.moc"
