// The GPU solver's state as the kernels see it, in one of three formats
// (engine/sim/GpuClothState.h says which the solver picks where; it passes the
// format's define):
//
// DRAPE_STATE_VEC4 (GPUs, below 11 million particles): one vec4 a particle in storage buffers: xyz, and
//   w = 0 pinned, 1 free (v's w unused). One 16-byte load per neighbour.
// DRAPE_STATE_IMAGES (llvmpipe): the same vec4s, read and written as rgba32f
//   images over the storage buffers: image accesses run faster there than
//   storage-buffer ones (docs/performance.md, "Figures").
// DRAPE_STATE_PLANAR (GPUs, larger cloths): per 16 x 16 tile of engine/contract/TiledLayout.h, 256 x
//   components, then 256 y, then 256 z, as floats in storage buffers; the pin
//   flags are one bit a particle in a separate buffer. 12 bytes a particle for x
//   and 12 for v, so a step moves 48 bytes instead of 64, but it needs three
//   loads per neighbour: it wins only where memory is the limit.
//
// Bindings (engine/contract/GpuContract.h, through the prelude): x and v (the current
// state), the next x and v; the pin bits (planar). With DRAPE_STEP_IN_PLACE the
// next v is written over v's binding (cloth_step.comp, whose v is read only by
// its own particle).

uniform int u_tilesX;  // tiles per row of tiles

// Where particle `cell` lives in the tiled order (TiledLayout::slotOf).
int slotOf(ivec2 cell)
{
    return (((cell.y >> c_tileShift) * u_tilesX + (cell.x >> c_tileShift)) << (2 * c_tileShift)) |
           ((cell.y & (c_tileSide - 1)) << c_tileShift) | (cell.x & (c_tileSide - 1));
}

// Both storage-buffer formats: the four state bindings hold floats (planar) or vec4s.
#if defined(DRAPE_STATE_PLANAR) || defined(DRAPE_STATE_VEC4)
#ifdef DRAPE_STATE_PLANAR
#define DRAPE_STATE_ELEMENT float
#else
#define DRAPE_STATE_ELEMENT vec4
#endif
layout(std430, binding = DRAPE_BINDING_POSITIONS) restrict readonly buffer StatePositions { DRAPE_STATE_ELEMENT s_positions[]; };
#ifdef DRAPE_STEP_IN_PLACE
layout(std430, binding = DRAPE_BINDING_STEPS) restrict buffer StateSteps { DRAPE_STATE_ELEMENT s_steps[]; };
#else
layout(std430, binding = DRAPE_BINDING_STEPS) restrict readonly buffer StateSteps { DRAPE_STATE_ELEMENT s_steps[]; };
layout(std430, binding = DRAPE_BINDING_NEXT_STEPS) restrict writeonly buffer StateNextSteps { DRAPE_STATE_ELEMENT s_nextSteps[]; };
#endif
layout(std430, binding = DRAPE_BINDING_NEXT_POSITIONS) restrict writeonly buffer StateNextPositions { DRAPE_STATE_ELEMENT s_nextPositions[]; };
#endif

#if defined(DRAPE_STATE_PLANAR)

layout(std430, binding = DRAPE_BINDING_PINNED_BITS) restrict readonly buffer StatePinned { uint s_pinnedBits[]; };

// Where the x component of a slot lives; y and z follow one and two tiles' slots later.
int planarIndex(int slot)
{
    return slot + (slot & ~(c_tileSlots - 1)) * 2;
}

vec3 loadPosition(int slot)
{
    int i = planarIndex(slot);
    return vec3(s_positions[i], s_positions[i + c_tileSlots], s_positions[i + 2 * c_tileSlots]);
}

bool isPinned(int slot)
{
    return (s_pinnedBits[slot >> 5] & (1u << uint(slot & 31))) != 0u;
}

// x and whether the particle is pinned.
vec3 loadParticle(int slot, out bool pinned)
{
    pinned = isPinned(slot);
    return loadPosition(slot);
}

vec3 loadLastStep(int slot)
{
    int i = planarIndex(slot);
    return vec3(s_steps[i], s_steps[i + c_tileSlots], s_steps[i + 2 * c_tileSlots]);
}

void storeNextPosition(int slot, vec3 x, bool pinned)
{
    int i = planarIndex(slot);
    s_nextPositions[i] = x.x;
    s_nextPositions[i + c_tileSlots] = x.y;
    s_nextPositions[i + 2 * c_tileSlots] = x.z;
}

void storeNextStep(int slot, vec3 v)
{
    int i = planarIndex(slot);
#ifdef DRAPE_STEP_IN_PLACE
    s_steps[i] = v.x;
    s_steps[i + c_tileSlots] = v.y;
    s_steps[i + 2 * c_tileSlots] = v.z;
#else
    s_nextSteps[i] = v.x;
    s_nextSteps[i + c_tileSlots] = v.y;
    s_nextSteps[i + 2 * c_tileSlots] = v.z;
#endif
}

#elif defined(DRAPE_STATE_VEC4)

vec3 loadPosition(int slot)
{
    return s_positions[slot].xyz;
}

bool isPinned(int slot)
{
    return s_positions[slot].w == 0.0;
}

// x and whether the particle is pinned, in one access.
vec3 loadParticle(int slot, out bool pinned)
{
    vec4 particle = s_positions[slot];
    pinned = particle.w == 0.0;
    return particle.xyz;
}

vec3 loadLastStep(int slot)
{
    return s_steps[slot].xyz;
}

void storeNextPosition(int slot, vec3 x, bool pinned)
{
    s_nextPositions[slot] = vec4(x, pinned ? 0.0 : 1.0);
}

void storeNextStep(int slot, vec3 v)
{
#ifdef DRAPE_STEP_IN_PLACE
    s_steps[slot] = vec4(v, 0.0);
#else
    s_nextSteps[slot] = vec4(v, 0.0);
#endif
}

#elif defined(DRAPE_STATE_IMAGES)

layout(rgba32f, binding = DRAPE_BINDING_POSITIONS) restrict readonly uniform imageBuffer u_statePositions;
#ifdef DRAPE_STEP_IN_PLACE
layout(rgba32f, binding = DRAPE_BINDING_STEPS) restrict uniform imageBuffer u_stateSteps;
#else
layout(rgba32f, binding = DRAPE_BINDING_STEPS) restrict readonly uniform imageBuffer u_stateSteps;
layout(rgba32f, binding = DRAPE_BINDING_NEXT_STEPS) restrict writeonly uniform imageBuffer u_stateNextSteps;
#endif
layout(rgba32f, binding = DRAPE_BINDING_NEXT_POSITIONS) restrict writeonly uniform imageBuffer u_stateNextPositions;

vec3 loadPosition(int slot)
{
    return imageLoad(u_statePositions, slot).xyz;
}

bool isPinned(int slot)
{
    return imageLoad(u_statePositions, slot).w == 0.0;
}

// x and whether the particle is pinned, in one access.
vec3 loadParticle(int slot, out bool pinned)
{
    vec4 particle = imageLoad(u_statePositions, slot);
    pinned = particle.w == 0.0;
    return particle.xyz;
}

vec3 loadLastStep(int slot)
{
    return imageLoad(u_stateSteps, slot).xyz;
}

void storeNextPosition(int slot, vec3 x, bool pinned)
{
    imageStore(u_stateNextPositions, slot, vec4(x, pinned ? 0.0 : 1.0));
}

void storeNextStep(int slot, vec3 v)
{
#ifdef DRAPE_STEP_IN_PLACE
    imageStore(u_stateSteps, slot, vec4(v, 0.0));
#else
    imageStore(u_stateNextSteps, slot, vec4(v, 0.0));
#endif
}

#else
#error "the including program must define DRAPE_STATE_VEC4, DRAPE_STATE_IMAGES or DRAPE_STATE_PLANAR"
#endif
