#include "engine/sim/GpuMeshSolver.h"

#include "engine/gl/GlError.h"
#include "engine/gl/GlInfo.h"
#include "engine/sim/DivergenceCheck.h"
#include "engine/sim/GpuSolver.h"
#include "engine/contract/GpuContract.h"

#include <epoxy/gl.h>

#include <glm/common.hpp>

#include <algorithm>
#include <future>
#include <limits>
#include <stdexcept>
#include <string>

namespace drape::engine {
namespace {

// Storage bindings of the mesh kernels beside the state's (GpuClothState::bind,
// 0 to 4), within the 8 every OpenGL 4.3 device gives a compute shader. The
// slots of the element forces, strain limiting's counts and the result of the
// publish and health passes share one binding: no kernel uses two of them.
constexpr unsigned int forcesBinding = 5;
constexpr unsigned int countsBinding = 5;
constexpr unsigned int tablesBinding = 6;
/// The elements of the pass: the spring ends, or the air faces, hinges or membranes.
constexpr unsigned int elementsBinding = 7;
static_assert(forcesBinding == gpu::resultBinding && forcesBinding > gpu::pinnedBitsBinding);
static_assert(GpuMeshLayout::entryBatch == 4, "cloth_mesh_step.comp reads ends and bending entries as uvec4s");

// The kernels go through storage buffers or images (GpuClothState.h); every pass
// waits for all of the previous pass's writes.
constexpr GLbitfield allShaderWrites = GL_SHADER_STORAGE_BARRIER_BIT | GL_SHADER_IMAGE_ACCESS_BARRIER_BIT;

/// Workgroups a row at most; a dispatch of more makes rows (cloth_mesh_tables.glsl flatIndex).
constexpr std::size_t groupsPerRow = 32768;

/// The numbers the mesh kernels take from C++ besides the prelude's: bindings and the tables' chunk table.
std::string meshDefines()
{
    return "#define DRAPE_MESH_CHUNK_WORDS " + std::to_string(GpuMeshLayout::chunkWords) + "u\n" +
           "#define DRAPE_MESH_BINDING_FORCES " + std::to_string(forcesBinding) + "\n" +
           "#define DRAPE_MESH_BINDING_COUNTS " + std::to_string(countsBinding) + "\n" +
           "#define DRAPE_MESH_BINDING_TABLES " + std::to_string(tablesBinding) + "\n" +
           "#define DRAPE_MESH_BINDING_ELEMENTS " + std::to_string(elementsBinding) + "\n" +
           "#define DRAPE_MESH_STAGE_MASK " + std::to_string(GpuMeshLayout::stageMask) + "u\n" +
           "#define DRAPE_MESH_STAGE_BITS " + std::to_string(GpuMeshLayout::stageBits) + "u\n" +
           GpuImplicitStep::shaderDefines();
}

/// The state's layout for n particles: one column of 16 × 16 tiles, whose slot
/// j·16 + i is index j·16 + i, so that the solver's particle i is slot i.
TiledLayout stateLayoutFor(std::size_t n)
{
    return {TiledLayout::tileSide, int((n + TiledLayout::tileSide - 1) / TiledLayout::tileSide)};
}

/// A storage buffer holding `data`; never empty, as a binding wants a buffer.
template <typename T>
GlBuffer bufferOf(const std::vector<T>& data)
{
    if (data.empty())
        return GlBuffer(16, nullptr);
    return GlBuffer(data.size() * sizeof(T), data.data());
}

glm::dvec3 restCentre(const std::vector<glm::dvec3>& rest)
{
    glm::dvec3 low = rest.front(), high = rest.front();
    for (const glm::dvec3& x : rest) {
        low = glm::min(low, x);
        high = glm::max(high, x);
    }
    return 0.5 * (low + high);
}

std::uint64_t bytesOf(const std::vector<std::uint32_t>& words)
{
    return std::uint64_t(words.size()) * sizeof(std::uint32_t);
}

}  // namespace

GpuMeshSolver::GpuMeshSolver(const Scene& scene, std::vector<ColliderGeometry> colliders, ClothTopology topology,
                             std::optional<GpuStateFormat> format)
    : Solver(scene.simulation), m_cloth(scene.cloths[0]), m_topology(std::move(topology)),
      m_dt(scene.simulation.timeStep()), m_implicit(scene.simulation.integrator == Integrator::Implicit)
{
    if (m_topology.gridSize && !m_implicit)
        throw std::invalid_argument("GpuMeshSolver steps mesh cloths; a grid's topology, with its plate bending, "
                                    "is GpuSolver's");
    if (m_topology.particleCount() == 0)
        throw std::invalid_argument("GpuMeshSolver was given a cloth without particles");
    const GlInfo gl = queryCurrentGl();
    if (!gl.hasCompute)
        throw GlError("the GPU backend cannot run: " + gl.missingReason);
    if (m_implicit)   // the implicit system's CPU part, on another core while this one sets up the rest
        m_systemAhead = std::async(std::launch::async, [this, live = LiveParameters::fromScene(scene), dt = m_dt] {
            return GpuImplicitStep::prepare(m_cloth, m_topology, live, dt);
        });
    m_layout = gpuMeshLayout(m_topology);
    const std::size_t n = m_topology.particleCount();
    const TiledLayout stateLayout = stateLayoutFor(n);
    const GpuStateFormat picked = *GpuSolver::pick({1, format}, isSoftwareRenderer(gl), n).format;
    const std::vector<std::uint32_t> ends = packedLimitEnds(m_layout, m_topology, scene.cloths[0].strainLimits);
    const std::vector<float> springValues = packedSpringValues(m_layout, m_topology, scene.cloths[0].springs);
    const std::vector<glm::vec4> zeroForces(std::size_t(m_layout.zeroSlot) + 1, glm::vec4(0.0f));

    std::uint64_t needed = GpuClothState::bytesNeeded(picked, stateLayout) + bytesOf(m_layout.tables) + bytesOf(ends) + springValues.size() * sizeof(float) +
                           bytesOf(m_layout.airFaces) + bytesOf(m_layout.hinges) + bytesOf(m_layout.membranes) +
                           zeroForces.size() * sizeof(glm::vec4) + n * (sizeof(std::uint32_t) + sizeof(glm::vec4));
    for (const ColliderGeometry& collider : colliders)
        if (const auto& field = collider.field())
            needed += field->values.size() * sizeof(float);
    if (gl.freeMemoryBytes && needed > *gl.freeMemoryBytes)
        throw GlError("the cloth of " + std::to_string(n) + " particles needs " +
                      std::to_string((needed + (1u << 20) - 1) >> 20) + " MiB of GPU memory and the GPU has " +
                      std::to_string(*gl.freeMemoryBytes >> 20) + " MiB free (" + gl.freeMemorySource +
                      "): use a smaller mesh or the CPU backend");

    m_anchor = restCentre(m_topology.rest);
    // The state at frame 0: the rest shape, with the keyed pins where their keys put them.
    PinGroupMotion pinMotion(scene.cloths[0], m_topology.rest);
    std::vector<glm::dvec3> start = m_topology.rest;
    std::vector<glm::dvec3> places;
    pinMotion.placesAt(0.0, places);
    for (std::size_t k = 0; k < places.size(); ++k)
        start[pinMotion.particles()[k]] = places[k];
    m_restPublished.resize(n);
    m_restSolver.assign(stateLayout.slotCount(), glm::vec4(0.0f));
    for (std::size_t p = 0; p < n; ++p) {
        const float free = m_topology.pinned[p] ? 0.0f : 1.0f;
        m_restPublished[p] = glm::vec4(glm::vec3(start[p]), free);
        m_restSolver[m_layout.solverOf[p]] = glm::vec4(glm::vec3(start[p] - m_anchor), free);
    }
    m_state = GpuClothState(picked, stateLayout, m_restSolver);
    if (!pinMotion.empty())
        m_pinPlaces.emplace(std::move(pinMotion), [this](std::uint32_t p) { return m_layout.solverOf[p]; }, m_anchor,
                            m_state.shaderDefine());
    m_published = bufferOf(m_restPublished);
    m_tables = bufferOf(m_layout.tables);
    m_limitEnds = bufferOf(ends);
    m_springValues = bufferOf(springValues);
    m_airFaces = bufferOf(m_layout.airFaces);
    m_hinges = bufferOf(m_layout.hinges);
    m_membranes = bufferOf(m_layout.membranes);
    m_forces = bufferOf(zeroForces);
    m_strainCounts = GlBuffer(n * sizeof(std::uint32_t), nullptr);
    const unsigned int noneBad = std::numeric_limits<unsigned int>::max();
    m_health = GlBuffer(sizeof noneBad, &noneBad);

    m_airProgram = build("cloth_mesh_air.comp");
    m_hingeProgram = build("cloth_mesh_hinges.comp", m_implicit ? "#define DRAPE_IMPLICIT 1\n" : "");
    for (const BendingHinge& hinge : m_topology.hinges)
        m_hasCurvedHinges = m_hasCurvedHinges || hinge.restCurvature != glm::dvec3(0.0);
    if (m_implicit) {
        m_implicitStartProgram = build("implicit_start.comp");
        m_implicitStep.emplace(m_layout.solverOf,
                               GpuImplicitStep::Programs{build("implicit_residual.comp"), build("implicit_correct.comp"),
                                                         build("multigrid_apply.comp")},
                               isSoftwareRenderer(gl) ? 1 : GpuMultigrid::gpuInvocations);
    }
    m_membraneProgram = build("cloth_mesh_membranes.comp");
    m_strainCountProgram = build("cloth_mesh_strain_count.comp");
    m_strainProgram = build("cloth_mesh_strain_limit.comp");
    m_publishProgram = build("cloth_mesh_publish.comp");
    m_healthProgram = build("cloth_mesh_health.comp");
    m_airProgram.setUInt("u_elementCount", unsigned(m_layout.airFaceCount()));
    m_airProgram.setUInt("u_slotBase", m_layout.airSlotBase);
    m_hingeProgram.setUInt("u_elementCount", unsigned(m_layout.hingeCount()));
    m_hingeProgram.setUInt("u_slotBase", m_layout.hingeSlotBase);
    m_membraneProgram.setUInt("u_elementCount", unsigned(m_layout.membraneCount()));
    m_membraneProgram.setUInt("u_slotBase", m_layout.membraneSlotBase);
    m_healthProgram.setFloat("u_maxDistance", float(runawayDistance));
    for (GlProgram* program : {&m_airProgram, &m_publishProgram, &m_healthProgram})
        program->setVec3("u_anchor", glm::vec3(m_anchor));

    setLiveParameters(LiveParameters::fromScene(scene));
    setColliders(std::move(colliders));
    setGrab(std::nullopt);
}

GlProgram GpuMeshSolver::build(std::string_view shader, std::string_view defines) const
{
    const std::string staged = "#define DRAPE_MESH_STAGED " + std::to_string(m_layout.stagedMax) + "\n";
    GlProgram program =
        GlProgram::compute(shader, m_state.shaderDefine() + meshDefines() + staged + std::string(defines));
    program.setUInt("u_particles", unsigned(m_layout.particleCount()));
    program.setUInt("u_massShareOffset", m_layout.massShareOffset);
    program.setUInt("u_userOffset", m_layout.userOffset);
    return program;
}

// Every program gets every value; those it does not declare are ignored (location −1).
void GpuMeshSolver::setUniforms(GlProgram& program) const
{
    const double beta = m_live.damping.internal;
    program.setFloat("u_dt", float(m_dt));
    program.setFloat("u_dt2", float(m_dt * m_dt));
    program.setFloat("u_stepScale", m_stepScale);
    program.setFloat("u_mass", float(m_live.particleMass));
    program.setFloat("u_internal", float(beta));
    program.setFloat("u_drag", float(m_live.damping.drag));
    program.setVec3("u_gravity", glm::vec3(m_live.gravity));
    program.setFloat("u_bending", float(m_live.bending));
    // The membranes' moduli (MembraneForces.h): C₁₁ = k_structural + k_shear, G = k_shear.
    program.setFloat("u_c11", float(m_live.springs.structural + m_live.springs.shear));
    program.setFloat("u_shear", float(m_live.springs.shear));
    if (const auto& air = m_live.air) {
        program.setVec3("u_wind", glm::vec3(air->wind));
        program.setFloat("u_turbulence", float(air->turbulence));
        program.setUInt("u_seed", air->seed);
        program.setFloat("u_dragFactor", float(-0.25 * air->density * air->drag));
    }
    program.setInt("u_airRuns", airRuns() ? 1 : 0);
    program.setInt("u_bendingRuns", bendingRuns() ? 1 : 0);
    program.setInt("u_bendingRows", m_live.bending > 0.0 && m_layout.linearBending ? 1 : 0);
    program.setInt("u_grabbed", m_grabbed);
    if (m_grab) {
        program.setVec3("u_grabTarget", glm::vec3(m_grab->target - m_anchor));
        program.setFloat("u_grabMaxStep", float(m_grab->maxStep));
    }
    m_colliders.setCount(program);
}

bool GpuMeshSolver::airRuns() const
{
    return m_live.air && m_layout.airFaceCount() > 0;
}

bool GpuMeshSolver::bendingRuns() const
{
    if (m_implicit)  // only the curved hinges' turned rest curvature is left to a pass
        return m_live.bending > 0.0 && m_hasCurvedHinges;
    return m_live.bending > 0.0 && m_layout.hingeCount() > 0 && !m_layout.linearBending;
}

void GpuMeshSolver::refreshUniforms()
{
    for (GlProgram* program : {&m_airProgram, &m_hingeProgram, &m_membraneProgram, &m_strainCountProgram,
                               &m_strainProgram, &m_publishProgram, &m_healthProgram})
        setUniforms(*program);
    for (GlProgram& program : m_stepPrograms)
        if (program.id() != 0)
            setUniforms(program);
    if (m_implicit) {
        setUniforms(m_implicitStartProgram);
        for (GlProgram& program : m_implicitFinishPrograms)
            if (program.id() != 0)
                setUniforms(program);
    }
}

void GpuMeshSolver::applyLiveParameters(const LiveParameters& parameters, double stepScale)
{
    m_live = parameters;
    m_dt = timeStep();
    // The next step rescales v (u_stepScale), then it goes back to 1.
    m_stepScale = float(stepScale) * m_stepScale;
    const std::vector<std::uint32_t> ends = packedLimitEnds(m_layout, m_topology, parameters.strainLimits);
    m_limitEnds.upload(ends.data(), ends.size() * sizeof(std::uint32_t));
    const std::vector<float> springValues = packedSpringValues(m_layout, m_topology, parameters.springs);
    m_springValues.upload(springValues.data(), springValues.size() * sizeof(float));
    // Slots of a kind switched off (air, bending) must read as zero: the passes
    // rewrite every slot of the kinds they run each step.
    const std::vector<glm::vec4> zeroForces(std::size_t(m_layout.zeroSlot) + 1, glm::vec4(0.0f));
    m_forces.upload(zeroForces.data(), zeroForces.size() * sizeof(glm::vec4));
    m_healthProgram.setFloat("u_maxStep", float(runawaySpeed * m_dt));
    if (parameters.selfCollision && !m_selfCollision)
        m_selfCollision.emplace(m_topology, m_layout.solverOf, m_restSolver.size(), m_state.shaderDefine());
    if (m_implicitStep)
        m_implicitStep->setParameters(m_cloth, m_topology, m_live, m_dt,
                                      m_systemAhead.valid() ? std::optional(m_systemAhead.get()) : std::nullopt);
    refreshUniforms();
    stepProgram();  // built now, so that a driver's refusal surfaces here and not in a step
    if (m_implicit)
        implicitFinishProgram();
}

GlProgram& GpuMeshSolver::implicitFinishProgram()
{
    const bool contacts = m_colliders.count() > 0;
    GlProgram& program = m_implicitFinishPrograms[contacts ? 1 : 0];
    if (program.id() == 0) {
        program = build("implicit_finish.comp", contacts ? "#define DRAPE_CONTACTS 1\n" : "");
        GpuColliders::assignTextureUnits(program);
        setUniforms(program);
    }
    return program;
}

std::optional<ImplicitReport> GpuMeshSolver::implicitReport() const
{
    return m_implicitStep ? m_implicitStep->report() : std::nullopt;
}

// The variant of cloth_mesh_step.comp for what the scene has now: contacts and
// internal damping compiled in only where used, as GpuSolver's step.
GlProgram& GpuMeshSolver::stepProgram()
{
    const bool contacts = m_colliders.count() > 0;
    const bool internal = m_live.damping.internal > 0.0;
    GlProgram& program = m_stepPrograms[std::size_t((contacts ? 1 : 0) | (internal ? 2 : 0))];
    if (program.id() == 0) {
        std::string defines = contacts ? "#define DRAPE_CONTACTS 1\n" : "";
        defines += internal ? "#define DRAPE_INTERNAL_DAMPING 1\n" : "";
        program = build("cloth_mesh_step.comp", defines);
        GpuColliders::assignTextureUnits(program);
        setUniforms(program);
    }
    return program;
}

void GpuMeshSolver::setColliders(std::vector<ColliderGeometry> colliders)
{
    m_colliders.upload(std::move(colliders), m_anchor);
    m_colliders.placeAt(stepStartFrame());
    refreshUniforms();
    stepProgram();
    if (m_implicit)
        implicitFinishProgram();
}

void GpuMeshSolver::setGrab(const std::optional<Grab>& grab)
{
    m_grab = grab;
    const bool inside = grab && grab->particle >= 0 && std::size_t(grab->particle) < m_layout.particleCount();
    m_grabbed = inside ? int(m_layout.solverOf[std::size_t(grab->particle)]) : -1;
    refreshUniforms();
}

void GpuMeshSolver::readPositions(std::vector<glm::vec3>& out) const
{
    std::vector<glm::vec4> raw(m_restPublished.size());
    m_published.download(raw.data(), raw.size() * sizeof(glm::vec4));
    out.resize(raw.size());
    for (std::size_t p = 0; p < raw.size(); ++p)
        out[p] = glm::vec3(raw[p]);
}

// Queues the health pass: m_health's first word becomes the first diverged particle, or ~0u.
void GpuMeshSolver::checkHealth()
{
    const unsigned int noneBad = std::numeric_limits<unsigned int>::max();
    m_health.upload(&noneBad, sizeof noneBad);
    m_healthProgram.use();
    m_state.bind();
    m_tables.bindStorage(tablesBinding);
    m_health.bindStorage(gpu::resultBinding);
    dispatchOver(m_healthProgram, m_layout.particleCount());
    glMemoryBarrier(GL_BUFFER_UPDATE_BARRIER_BIT);
}

// The reason particle `firstBad` (~0u: none) diverged, from its state now:
// only the culprit comes back to the CPU, to word the message.
std::optional<std::string> GpuMeshSolver::describeDivergence(unsigned int firstBad) const
{
    if (firstBad == std::numeric_limits<unsigned int>::max())
        return std::nullopt;
    const std::size_t slot = m_layout.solverOf[firstBad];
    const glm::dvec3 x = glm::dvec3(m_state.positionAt(slot)) + m_anchor;
    const glm::dvec3 step = glm::dvec3(m_state.stepAt(slot));
    const auto reason = particleDivergence(m_cloth, firstBad, x, step, m_dt);
    return reason ? reason : "particle index " + std::to_string(firstBad) + " diverged";
}

std::optional<std::string> GpuMeshSolver::findDivergence()
{
    checkHealth();
    unsigned int firstBad = 0;
    m_health.download(&firstBad, sizeof firstBad);
    return describeDivergence(firstBad);
}

void GpuMeshSolver::queueFrame()
{
    checkHealth();
    m_readback.queue(m_published, m_health);
}

std::optional<std::string> GpuMeshSolver::takeFrame(std::vector<glm::vec3>& out)
{
    return describeDivergence(m_readback.take(out));
}

void GpuMeshSolver::waitForSteps()
{
    glFinish();
}

void GpuMeshSolver::restoreRest()
{
    m_readback.forget();
    if (m_selfCollision)
        m_selfCollision->forgetPairs();
    m_state.reset(m_restSolver);
    m_colliders.placeAt(0.0);
    if (m_pinPlaces)
        m_pinPlaces->forget();
    if (m_implicitStep)
        m_implicitStep->forgetSteps();
    m_published.upload(m_restPublished.data(), m_restPublished.size() * sizeof(glm::vec4));
    glMemoryBarrier(allShaderWrites);
}

void GpuMeshSolver::dispatchOver(const GlProgram& program, std::size_t invocations) const
{
    const std::size_t groups = (invocations + GpuMeshLayout::chunkSize - 1) / GpuMeshLayout::chunkSize;
    if (groups == 0)
        return;
    const std::size_t width = std::min(groups, groupsPerRow);
    program.dispatch(unsigned(width), unsigned((groups + width - 1) / width));
}

// Queues `count` steps and the publish pass; the GPU orders them through memory
// barriers, so the CPU never waits between substeps.
void GpuMeshSolver::step(int count)
{
    for (int s = 0; s < count; ++s)
        stepOnce();
    publish();
}

void GpuMeshSolver::runPass(GlProgram& program, const GlBuffer& elements, std::size_t invocations)
{
    program.use();
    elements.bindStorage(elementsBinding);
    dispatchOver(program, invocations);
}

// Binds what the element passes read and runs the air's and the hinges' where
// they run; they write disjoint slots and read only the state, so they run
// back to back.
void GpuMeshSolver::runForcePasses()
{
    m_state.bind();
    m_tables.bindStorage(tablesBinding);
    m_forces.bindStorage(forcesBinding);
    m_colliders.bind();
    if (airRuns()) {
        m_airProgram.setFloat("u_time", float(stepTime()));
        runPass(m_airProgram, m_airFaces, m_layout.airFaceCount());
    }
    if (bendingRuns())
        runPass(m_hingeProgram, m_hinges, m_layout.hingeCount());
}

// The particle pass waits for all the element passes.
void GpuMeshSolver::stepOnce()
{
    if (m_colliders.move())
        m_colliders.moveTo(stepEndFrame());
    if (m_implicit) {
        stepImplicit();
        return;
    }
    runForcePasses();
    if (m_layout.membraneCount() > 0)
        runPass(m_membraneProgram, m_membranes, m_layout.membraneCount());
    glMemoryBarrier(allShaderWrites);
    runPass(stepProgram(), m_springValues, m_layout.particleCount());
    glMemoryBarrier(allShaderWrites);
    if (m_pinPlaces)
        m_pinPlaces->run(stepEndFrame(), !stepsDoubleBuffered());
    m_state.advancePositions();
    if (stepsDoubleBuffered())
        m_state.advanceSteps();
    finishStep();
}

void GpuMeshSolver::finishStep()
{
    if (m_stepScale != 1.0f) {
        m_stepScale = 1.0f;
        refreshUniforms();
    }
    if (m_live.strainLimits.any())
        limitStrain();
    if (m_live.selfCollision)
        m_selfCollision->resolve(m_state, *m_live.selfCollision, m_grabbed);
    stepDone();
}

// The element passes that are forces under the implicit integrator (the air, the
// curved hinges' rest curvature), then b₀ and x⁰, the iterations, and the
// result into the state with contacts; the steps s are rewritten in place.
void GpuMeshSolver::stepImplicit()
{
    runForcePasses();
    glMemoryBarrier(allShaderWrites);
    m_implicitStartProgram.use();
    m_implicitStep->bindStart();
    dispatchOver(m_implicitStartProgram, m_layout.particleCount());
    glMemoryBarrier(allShaderWrites);
    m_implicitStep->iterate(m_live.iterations, [this](const GlProgram& program, std::size_t invocations) {
        dispatchOver(program, invocations);
    });
    GlProgram& finish = implicitFinishProgram();
    finish.use();
    m_state.bind();
    m_tables.bindStorage(tablesBinding);
    m_colliders.bind();
    dispatchOver(finish, m_layout.particleCount());
    glMemoryBarrier(allShaderWrites);
    if (m_pinPlaces)
        m_pinPlaces->run(stepEndFrame(), true);
    m_state.advancePositions();
    finishStep();
}

// CpuSolver::limitStrain's Jacobi passes: count the over-long springs, then correct.
void GpuMeshSolver::limitStrain()
{
    for (int pass = 0; pass < m_live.strainLimits.iterations; ++pass) {
        m_state.bind();
        m_tables.bindStorage(tablesBinding);
        m_limitEnds.bindStorage(elementsBinding);
        m_strainCounts.bindStorage(countsBinding);
        m_strainCountProgram.use();
        dispatchOver(m_strainCountProgram, m_layout.particleCount());
        glMemoryBarrier(allShaderWrites);
        m_strainProgram.use();
        dispatchOver(m_strainProgram, m_layout.particleCount());
        glMemoryBarrier(allShaderWrites);
        m_state.advancePositions();
        m_state.advanceSteps();
    }
}

// Writes x in the user's particle order into m_published, for the viewport and readback.
void GpuMeshSolver::publish()
{
    m_publishProgram.use();
    m_state.bind();
    m_tables.bindStorage(tablesBinding);
    m_published.bindStorage(gpu::resultBinding);
    dispatchOver(m_publishProgram, m_layout.particleCount());
    glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT | GL_BUFFER_UPDATE_BARRIER_BIT);
    if (m_pinPlaces)
        m_pinPlaces->publish(m_published);
}

}  // namespace drape::engine
