// What every kernel of GpuMeshSolver reads besides the state (cloth_state.glsl,
// whose slots are the solver's particle indices): the tables of
// engine/sim/GpuMeshLayout.h in one buffer of words, and the velocity of the
// last step. The kernels run one element or particle per invocation in
// workgroups of DRAPE_FLAT_WORKGROUP_SIZE, the chunk of the tables' sliced
// ELLPACK lists, over a grid of workgroups up to gl_NumWorkGroups.x wide.
// The including kernel includes cloth_state.glsl first; GpuMeshSolver passes
// the DRAPE_MESH_* defines.

layout(std430, binding = DRAPE_MESH_BINDING_TABLES) restrict readonly buffer MeshTables { uint s_tables[]; };

uniform uint u_particles;        // particles of the cloth
uniform uint u_massShareOffset;  // where the mass shares (float bits) begin in s_tables
uniform uint u_userOffset;       // where the user's particle indices begin
uniform float u_dt;              // s
uniform float u_stepScale;       // new dt / old dt for the first step after the substeps change, else 1

// This invocation's element or particle.
uint flatIndex()
{
    return (gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x) * DRAPE_FLAT_WORKGROUP_SIZE +
           gl_LocalInvocationID.x;
}

// Particle p's chunk: its first spring end, ends per particle, first slot entry, slots per particle.
uvec4 chunkOf(uint p)
{
    uint at = DRAPE_MESH_CHUNK_WORDS * (p / DRAPE_FLAT_WORKGROUP_SIZE);
    return uvec4(s_tables[at], s_tables[at + 1u], s_tables[at + 2u], s_tables[at + 3u]);
}

// The chunk's bending rows (GpuMeshLayout::linearBending): their first word
// and entries per particle.
uvec2 chunkBendingRows(uint p)
{
    uint at = DRAPE_MESH_CHUNK_WORDS * (p / DRAPE_FLAT_WORKGROUP_SIZE) + 6u;
    return uvec2(s_tables[at], s_tables[at + 1u]);
}

// The chunk's stage (GpuMeshLayout::endStaged): its halo's first word and
// particles, and the first words of the far particles by solver index beside
// its ends and its rows (0 where the stage holds them all).
uvec4 chunkStage(uint p)
{
    uint at = DRAPE_MESH_CHUNK_WORDS * (p / DRAPE_FLAT_WORKGROUP_SIZE) + 8u;
    return uvec4(s_tables[at], s_tables[at + 1u], s_tables[at + 2u], s_tables[at + 3u]);
}

// The chunk's ends as the step reads them (GpuMeshLayout::paletteSpring): their
// first word, and the chunk's first palette entry.
uvec2 chunkSprings(uint p)
{
    uint at = DRAPE_MESH_CHUNK_WORDS * (p / DRAPE_FLAT_WORKGROUP_SIZE) + 12u;
    return uvec2(s_tables[at], s_tables[at + 1u]);
}

// Of the chunk's slots per particle, the air faces' (first) and the hinges' (next).
uvec2 chunkSlotKinds(uint p)
{
    uint at = DRAPE_MESH_CHUNK_WORDS * (p / DRAPE_FLAT_WORKGROUP_SIZE) + 4u;
    return uvec2(s_tables[at], s_tables[at + 1u]);
}

// Where entry e of particle p's list lies, for a list of its chunk that starts at `start`.
uint listEntry(uint start, uint e, uint p)
{
    return start + e * DRAPE_FLAT_WORKGROUP_SIZE + p % DRAPE_FLAT_WORKGROUP_SIZE;
}

// The particle's mass over the cloth's particleMass.
float massShareOf(uint p)
{
    return uintBitsToFloat(s_tables[u_massShareOffset + p]);
}

uint userIndexOf(uint p)
{
    return s_tables[u_userOffset + p];
}

// The last step as a velocity, m/s (rescaled once after the substeps change).
vec3 velocityAt(int p)
{
    return loadLastStep(p) * (u_stepScale / u_dt);
}
