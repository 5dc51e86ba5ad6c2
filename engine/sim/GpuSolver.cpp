#include "engine/sim/GpuSolver.h"

#include "engine/gl/GlError.h"
#include "engine/gl/GlInfo.h"
#include "engine/sim/AirForce.h"
#include "engine/sim/DivergenceCheck.h"
#include "engine/contract/GpuContract.h"
#include "engine/scene/ClothTopology.h"
#include "engine/scene/SpringStencil.h"

#include <epoxy/gl.h>

#include <algorithm>
#include <stdexcept>
#include <limits>

namespace drape::engine {
namespace {

// The kernels go through storage buffers or images (GpuClothState.h); every pass
// waits for all of the previous pass's writes.
constexpr GLbitfield allShaderWrites = GL_SHADER_STORAGE_BARRIER_BIT | GL_SHADER_IMAGE_ACCESS_BARRIER_BIT;

unsigned int groupsFor(int particles, int perGroup)
{
    return unsigned((particles + perGroup - 1) / perGroup);
}

}  // namespace

// Measured on an H200 from 1024² to 4096² and on llvmpipe (docs/performance.md):
// one step per pass is the fastest everywhere (cloth_step_blocked.comp is bound by
// its arithmetic and shared-memory traffic before memory). Up to 3072² the step
// is bound by instructions, not bytes, and the vec4 state (one load a neighbour)
// is fastest; from 3584² the H200's memory throughput halves (the copy kernel's
// too) and the planar state, a quarter smaller, is fastest. llvmpipe serves
// images twice as fast as storage buffers.
GpuKernelChoice GpuSolver::pick(GpuKernelChoice choice, bool softwareRenderer, std::size_t particles)
{
    constexpr std::size_t planarFrom = 11'000'000;  // between 3072² (9.4 million) and 3584² (12.8 million)
    if (choice.stepsPerPass <= 0)
        choice.stepsPerPass = 1;
    choice.stepsPerPass = std::min(choice.stepsPerPass, maxStepsPerPass);
    if (!choice.format)
        choice.format = softwareRenderer      ? GpuStateFormat::Vec4Images
                        : particles >= planarFrom ? GpuStateFormat::Planar
                                                  : GpuStateFormat::Vec4Buffers;
    return choice;
}

GpuSolver::GpuSolver(const Scene& scene, std::vector<ColliderGeometry> colliders, GpuKernelChoice choice)
    : Solver(scene.simulation), m_cloth(scene.cloths[0]), m_dt(scene.simulation.timeStep()),
      m_layout{scene.cloths[0].cols, scene.cloths[0].rows},
      m_anchor(restPosition(scene.cloths[0], {scene.cloths[0].cols / 2, scene.cloths[0].rows / 2}))
{
    if (scene.cloths.size() != 1)
        throw std::invalid_argument("GpuSolver runs one grid cloth; GpuMeshSolver runs a scene's several");
    if (scene.cloths[0].mesh)
        throw std::invalid_argument("GpuSolver runs grid cloths; GpuMeshSolver runs the mesh cloth of " +
                                    scene.cloths[0].mesh->file);
    const GlInfo gl = queryCurrentGl();
    if (!gl.hasCompute)
        throw GlError("the GPU backend cannot run: " + gl.missingReason);
    const std::uint64_t needed = memoryNeeded(scene);
    if (gl.freeMemoryBytes && needed > *gl.freeMemoryBytes)
        throw GlError("the " + std::to_string(scene.cloths[0].cols) + " × " + std::to_string(scene.cloths[0].rows) +
                      " cloth needs " + std::to_string((needed + (1u << 20) - 1) >> 20) +
                      " MiB of GPU memory and the GPU has " + std::to_string(*gl.freeMemoryBytes >> 20) +
                      " MiB free (" + gl.freeMemorySource + "): use a smaller grid or the CPU backend");
    m_choice = pick(choice, isSoftwareRenderer(gl), std::size_t(scene.cloths[0].particleCount()));
    m_rest.resize(std::size_t(m_cloth.particleCount()));
    for (int j = 0; j < m_cloth.rows; ++j)
        for (int i = 0; i < m_cloth.cols; ++i)
            m_rest[std::size_t(particleIndex(m_cloth, {i, j}))] = glm::vec4(glm::vec3(restPosition(m_cloth, {i, j})), 1.0f);
    for (const GridCoord& pin : heldParticles(m_cloth))
        m_rest[std::size_t(particleIndex(m_cloth, pin))].w = 0.0f;
    // At frame 0 the keyed pins are where their keys put them.
    std::vector<glm::dvec3> restPositions(m_rest.size());
    for (int j = 0; j < m_cloth.rows; ++j)
        for (int i = 0; i < m_cloth.cols; ++i)
            restPositions[std::size_t(particleIndex(m_cloth, {i, j}))] = restPosition(m_cloth, {i, j});
    PinGroupMotion pinMotion(m_cloth, restPositions);
    std::vector<glm::dvec3> places;
    pinMotion.placesAt(0.0, places);
    for (std::size_t k = 0; k < places.size(); ++k) {
        const std::uint32_t p = pinMotion.particles()[k];
        restPositions[p] = places[k];
        m_rest[p] = glm::vec4(glm::vec3(places[k]), 0.0f);
    }
    m_restTiled.assign(m_layout.slotCount(), glm::vec4(0.0f));
    for (int j = 0; j < m_cloth.rows; ++j)
        for (int i = 0; i < m_cloth.cols; ++i) {
            const std::size_t p = std::size_t(particleIndex(m_cloth, {i, j}));
            m_restTiled[m_layout.slotOf(i, j)] = glm::vec4(glm::vec3(restPositions[p] - m_anchor), m_rest[p].w);
        }

    m_state = GpuClothState(*m_choice.format, m_layout, m_restTiled);
    if (!pinMotion.empty())
        m_pinPlaces.emplace(std::move(pinMotion),
                            [this](std::uint32_t p) { return m_layout.slotOf(int(p) % m_cloth.cols, int(p) / m_cloth.cols); },
                            m_anchor, m_state.shaderDefine());
    m_published = GlBuffer(m_rest.size() * sizeof(glm::vec4), m_rest.data());

    const std::string state = m_state.shaderDefine();
    m_blockedProgram = GlProgram::compute("cloth_step_blocked.comp", state);
    m_publishProgram = GlProgram::compute("cloth_publish.comp", state);
    m_healthProgram = GlProgram::compute("cloth_health.comp", state);
    m_strainCountProgram = GlProgram::compute("cloth_strain_count.comp", state);
    m_strainProgram = GlProgram::compute("cloth_strain_limit.comp", state);
    m_strainCounts = GlBuffer(m_layout.slotCount() * sizeof(std::uint32_t), nullptr);
    for (GlProgram* program :
         {&m_blockedProgram, &m_publishProgram, &m_healthProgram, &m_strainCountProgram, &m_strainProgram}) {
        program->setInt2("u_gridSize", m_cloth.cols, m_cloth.rows);
        program->setInt("u_tilesX", m_layout.tilesX());
    }
    m_blockedProgram.setInt("u_substeps", m_choice.stepsPerPass);
    m_healthProgram.setFloat("u_maxDistance", float(runawayDistance));
    m_healthProgram.setVec3("u_anchor", glm::vec3(m_anchor));
    m_publishProgram.setVec3("u_anchor", glm::vec3(m_anchor));
    const unsigned int noneBad = std::numeric_limits<unsigned int>::max();
    m_health = GlBuffer(sizeof noneBad, &noneBad);

    m_blockedProgram.setFloatArray("u_restLength", restLengths());
    setLiveParameters(LiveParameters::fromScene(scene));
    setColliders(std::move(colliders));
    setGrab(std::nullopt);
}

std::uint64_t GpuSolver::memoryNeeded(const Scene& scene)
{
    const TiledLayout layout{scene.cloths[0].cols, scene.cloths[0].rows};
    const std::uint64_t vec4 = 16;
    std::uint64_t bytes = std::max(GpuClothState::bytesNeeded(GpuStateFormat::Planar, layout),
                                   GpuClothState::bytesNeeded(GpuStateFormat::Vec4Buffers, layout)) +
                          std::uint64_t(scene.cloths[0].particleCount()) * vec4;
    for (const ColliderSpec& collider : scene.colliders) {
        if (collider.shape != ColliderShape::Mesh)
            continue;
        // The padded field has at most (resolution + 2·3 cells + 10% of the diagonal's cells + 1)³ samples.
        const std::uint64_t side = std::uint64_t(collider.sdfResolution) * 13 / 10 + 8;
        bytes += side * side * side * sizeof(float);
    }
    return bytes;
}

std::string GpuSolver::kernelName() const
{
    const std::string state = formatName(m_state.format());
    if (m_choice.stepsPerPass > 1)
        return "cloth_step_blocked.comp (" + std::to_string(m_choice.stepsPerPass) + " steps per pass, " + state + ")";
    return "cloth_step.comp (1 step per pass, " + state + ")";
}

std::array<float, springStencil.size()> GpuSolver::restLengths() const
{
    std::array<float, springStencil.size()> lengths{};
    for (std::size_t o = 0; o < springStencil.size(); ++o)
        lengths[o] = float(restLengthOf(m_cloth, springStencil[o]));
    return lengths;
}

void GpuSolver::applyLiveParameters(const LiveParameters& parameters, double stepScale)
{
    m_live = parameters;
    m_dt = timeStep();
    // The next step rescales v (cloth_step.comp u_stepScale), then it goes back to 1.
    m_stepScale = float(stepScale) * m_stepScale;
    m_healthProgram.setFloat("u_maxStep", float(runawaySpeed * m_dt));
    setSpringUniforms(m_blockedProgram);
    m_blockedProgram.setFloat("u_dt", float(m_dt));
    for (GlProgram& program : m_stepPrograms)
        if (program.id() != 0)
            setStepUniforms(program);

    const StrainLimits& limits = parameters.strainLimits;
    std::array<float, springStencil.size()> longest{};
    for (std::size_t o = 0; o < springStencil.size(); ++o) {
        const double limit = strainLimitOf(limits, springStencil[o].type);
        longest[o] = limit > 0.0 ? float((1.0 + limit) * restLengthOf(m_cloth, springStencil[o])) : 0.0f;
    }
    m_strainCountProgram.setFloatArray("u_longest", longest);
    m_strainProgram.setFloatArray("u_longest", longest);
    if (parameters.selfCollision && !m_selfCollision)
        buildSelfCollision();
    stepProgram();  // built now, so that a driver's refusal surfaces here and not in a step
    setGrab(m_grab);  // air or internal damping on or off changes where cloth_grab.comp writes v
}

void GpuSolver::setSpringUniforms(GlProgram& program) const
{
    std::array<float, springStencil.size()> stiffness{};
    for (std::size_t o = 0; o < springStencil.size(); ++o)
        stiffness[o] = float(stiffnessOf(m_live.springs, springStencil[o].type));
    program.setFloatArray("u_stiffness", stiffness);
    program.setFloat("u_mass", float(m_live.particleMass));
    program.setFloat("u_drag", float(m_live.damping.drag));
    program.setVec3("u_gravity", glm::vec3(m_live.gravity));
    program.setFloat("u_dt2", float(m_dt * m_dt));
}

// Everything a variant of cloth_step.comp reads, from the solver's current state.
void GpuSolver::setStepUniforms(GlProgram& program) const
{
    setSpringUniforms(program);
    program.setFloat("u_dt", float(m_dt));
    program.setFloat("u_stepScale", m_stepScale);
    if (m_live.damping.internal > 0.0)
        program.setFloat("u_internal", float(m_live.damping.internal));
    if (m_live.bending > 0.0)
        program.setFloat("u_bending", float(m_live.bending / (m_cloth.spacing * m_cloth.spacing)));
    if (const auto& air = m_live.air) {
        program.setVec3("u_wind", glm::vec3(air->wind));
        program.setFloat("u_turbulence", float(air->turbulence));
        program.setUInt("u_seed", air->seed);
        program.setFloat("u_dragFactor", float(-0.25 * air->density * air->drag));
        program.setVec3("u_anchor", glm::vec3(m_anchor));
    }
    m_colliders.setCount(program);
}

bool GpuSolver::stepsDoubleBuffered() const
{
    return m_live.air.has_value() || m_live.damping.internal > 0.0;
}

// The variant of cloth_step.comp for what the scene has now: contacts, air drag,
// internal damping and bending are compiled in only where used, so the plain step keeps the registers
// and the speed it had without them (docs/performance.md). Built when the scene
// first needs it (by the setters, so a compile error is thrown there).
GlProgram& GpuSolver::stepProgram()
{
    const bool contacts = m_colliders.count() > 0;
    const bool air = m_live.air.has_value();
    const bool internal = m_live.damping.internal > 0.0;
    const bool bending = m_live.bending > 0.0;
    GlProgram& program =
        m_stepPrograms[std::size_t((contacts ? 1 : 0) | (air ? 2 : 0) | (internal ? 4 : 0) | (bending ? 8 : 0))];
    if (program.id() == 0) {
        std::string defines = m_state.shaderDefine();
        defines += contacts ? "#define DRAPE_CONTACTS 1\n" : "";
        defines += air ? "#define DRAPE_AIR 1\n" : "";
        defines += internal ? "#define DRAPE_INTERNAL_DAMPING 1\n" : "";
        defines += bending ? "#define DRAPE_BENDING 1\n" : "";
        program = GlProgram::compute("cloth_step.comp", defines);
        program.setInt2("u_gridSize", m_cloth.cols, m_cloth.rows);
        program.setInt("u_tilesX", m_layout.tilesX());
        program.setFloatArray("u_restLength", restLengths());
        GpuColliders::assignTextureUnits(program);
        setStepUniforms(program);
    }
    return program;
}

void GpuSolver::setColliders(std::vector<ColliderGeometry> colliders)
{
    m_colliders.upload(std::move(colliders), m_anchor);
    m_colliders.placeAt(stepStartFrame());
    for (GlProgram& program : m_stepPrograms)
        if (program.id() != 0)
            setStepUniforms(program);
    stepProgram();
}

void GpuSolver::setGrab(const std::optional<Grab>& grab)
{
    m_grab = grab;
    const int slot = grab ? int(m_layout.slotOf(grab->particle % m_cloth.cols, grab->particle / m_cloth.cols)) : -1;
    m_grabbedSlot = slot;
    m_strainProgram.setInt("u_grabbedSlot", slot);
    if (!grab)
        return;
    // cloth_grab.comp writes v where the step kernel does.
    GlProgram& program = m_grabPrograms[stepsDoubleBuffered() ? 1 : 0];
    if (program.id() == 0) {
        program = GlProgram::compute("cloth_grab.comp",
                                     m_state.shaderDefine() + (stepsDoubleBuffered() ? "" : "#define DRAPE_STEP_IN_PLACE 1\n"));
        program.setInt("u_tilesX", m_layout.tilesX());
    }
    program.setInt("u_grabbedSlot", slot);
    program.setVec3("u_grabTarget", glm::vec3(grab->target - m_anchor));
    program.setFloat("u_grabMaxStep", float(grab->maxStep));
}

void GpuSolver::readPositions(std::vector<glm::vec3>& out) const
{
    std::vector<glm::vec4> raw(m_rest.size());
    m_published.download(raw.data(), raw.size() * sizeof(glm::vec4));
    out.resize(raw.size());
    for (std::size_t p = 0; p < raw.size(); ++p)
        out[p] = glm::vec3(raw[p]);
}

// Queues the health pass: m_health's first word becomes the first diverged particle, or ~0u.
void GpuSolver::checkHealth()
{
    const unsigned int noneBad = std::numeric_limits<unsigned int>::max();
    m_health.upload(&noneBad, sizeof noneBad);
    m_healthProgram.use();
    m_state.bind();
    m_health.bindStorage(gpu::resultBinding);
    m_healthProgram.dispatch(groupsFor(m_cloth.cols, gpu::workgroupSide), groupsFor(m_cloth.rows, gpu::workgroupSide));
    glMemoryBarrier(GL_BUFFER_UPDATE_BARRIER_BIT);
}

// The reason particle `firstBad` (~0u: none) diverged, from its state now:
// only the culprit comes back to the CPU, to word the message.
std::optional<std::string> GpuSolver::describeDivergence(unsigned int firstBad) const
{
    if (firstBad == std::numeric_limits<unsigned int>::max())
        return std::nullopt;
    const int cols = m_cloth.cols;
    const std::size_t slot = m_layout.slotOf(int(firstBad) % cols, int(firstBad) / cols);
    const glm::dvec3 x = glm::dvec3(m_state.positionAt(slot)) + m_anchor;
    const glm::dvec3 step = glm::dvec3(m_state.stepAt(slot));
    const auto reason = particleDivergence(m_cloth, firstBad, x, step, m_dt);
    return reason ? reason : "particle index " + std::to_string(firstBad) + " diverged";
}

std::optional<std::string> GpuSolver::findDivergence()
{
    checkHealth();
    unsigned int firstBad = 0;
    m_health.download(&firstBad, sizeof firstBad);
    return describeDivergence(firstBad);
}

void GpuSolver::queueFrame()
{
    checkHealth();
    m_readback.queue(m_published, m_health);
}

std::optional<std::string> GpuSolver::takeFrame(std::vector<glm::vec3>& out)
{
    return describeDivergence(m_readback.take(out));
}

void GpuSolver::waitForSteps()
{
    glFinish();
}

void GpuSolver::buildSelfCollision()
{
    std::vector<std::uint32_t> slotOf(std::size_t(m_cloth.particleCount()));
    for (int j = 0; j < m_cloth.rows; ++j)
        for (int i = 0; i < m_cloth.cols; ++i)
            slotOf[std::size_t(particleIndex(m_cloth, {i, j}))] = std::uint32_t(m_layout.slotOf(i, j));
    m_selfCollision.emplace(clothTopology(m_cloth), slotOf, m_layout.slotCount(), m_state.shaderDefine());
}

void GpuSolver::restoreRest()
{
    m_readback.forget();
    if (m_selfCollision)
        m_selfCollision->forgetPairs();
    m_state.reset(m_restTiled);
    m_colliders.placeAt(0.0);
    if (m_pinPlaces)
        m_pinPlaces->forget();
    m_published.upload(m_rest.data(), m_rest.size() * sizeof(glm::vec4));
    glMemoryBarrier(allShaderWrites);
}

// Writes x in row-major particle order into m_published, for the viewport and readback.
void GpuSolver::publish()
{
    m_publishProgram.use();
    m_state.bind();
    m_published.bindStorage(gpu::resultBinding);
    m_publishProgram.dispatch(groupsFor(m_cloth.cols, gpu::workgroupSide), groupsFor(m_cloth.rows, gpu::workgroupSide));
    glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT | GL_BUFFER_UPDATE_BARRIER_BIT);
    if (m_pinPlaces)
        m_pinPlaces->publish(m_published);
}

// Queues `count` steps, as passes of stepsPerPass() steps and the remainder one
// by one; the GPU orders them through memory barriers, so the CPU never waits
// between substeps. The blocked kernel has none of the extras (colliders, grab,
// air, strain limiting, a pending rescale): with any of them, every step is single.
void GpuSolver::step(int count)
{
    const bool extras = m_colliders.count() > 0 || m_grab || m_pinPlaces || m_live.air || m_live.strainLimits.any() || m_live.selfCollision ||
                        m_live.damping.internal > 0.0 || m_live.bending > 0.0 || m_stepScale != 1.0f;
    const bool blockedAllowed = m_choice.stepsPerPass > 1 && !extras;
    const int blockedPasses = blockedAllowed ? count / m_choice.stepsPerPass : 0;
    if (blockedPasses > 0) {
        // cells written per workgroup and axis: the region less a halo of the stencil's reach per step on each side
        const int tile = gpu::blockedRegionSide - 2 * springReach * m_choice.stepsPerPass;
        m_blockedProgram.use();
        for (int s = 0; s < blockedPasses; ++s) {
            m_state.bind();
            m_blockedProgram.dispatch(groupsFor(m_cloth.cols, tile), groupsFor(m_cloth.rows, tile));
            glMemoryBarrier(allShaderWrites);
            m_state.advancePositions();
            m_state.advanceSteps();
            for (int k = 0; k < m_choice.stepsPerPass; ++k)
                stepDone();
        }
    }
    const int single = count - blockedPasses * m_choice.stepsPerPass;
    if (single > 0) {
        m_colliders.bind();
        GlProgram& program = stepProgram();
        const bool swapSteps = stepsDoubleBuffered();
        for (int s = 0; s < single; ++s) {
            if (m_colliders.move()) {
                m_colliders.moveTo(stepEndFrame());
                m_colliders.bind();
            }
            program.use();
            if (m_live.air)
                program.setFloat("u_time", float(stepTime()));
            m_state.bind();
            program.dispatch(groupsFor(m_cloth.cols, gpu::workgroupSide), groupsFor(m_cloth.rows, gpu::workgroupSide));
            glMemoryBarrier(allShaderWrites);
            if (m_grab) {
                GlProgram& grab = m_grabPrograms[swapSteps ? 1 : 0];
                grab.use();
                grab.dispatch(1, 1);
                glMemoryBarrier(allShaderWrites);
            }
            if (m_pinPlaces)
                m_pinPlaces->run(stepEndFrame(), !swapSteps);
            m_state.advancePositions();
            if (swapSteps)
                m_state.advanceSteps();
            if (m_stepScale != 1.0f) {
                m_stepScale = 1.0f;
                for (GlProgram& variant : m_stepPrograms)
                    if (variant.id() != 0)
                        variant.setFloat("u_stepScale", 1.0f);
            }
            if (m_live.strainLimits.any()) {
                const unsigned int gx = groupsFor(m_cloth.cols, gpu::workgroupSide);
                const unsigned int gy = groupsFor(m_cloth.rows, gpu::workgroupSide);
                for (int pass = 0; pass < m_live.strainLimits.iterations; ++pass) {
                    m_state.bind();
                    m_strainCounts.bindStorage(gpu::strainCountsBinding);
                    m_strainCountProgram.use();
                    m_strainCountProgram.dispatch(gx, gy);
                    glMemoryBarrier(allShaderWrites);
                    m_strainProgram.use();
                    m_strainProgram.dispatch(gx, gy);
                    glMemoryBarrier(allShaderWrites);
                    m_state.advancePositions();
                    m_state.advanceSteps();
                }
            }
            if (m_live.selfCollision)
                m_selfCollision->resolve(m_state, *m_live.selfCollision, m_grabbedSlot);
            stepDone();
        }
    }
    publish();
}

}  // namespace drape::engine
