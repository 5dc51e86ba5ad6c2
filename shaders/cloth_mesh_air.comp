// GpuMeshSolver's air, first of the element passes: the drag on each face of a
// mesh cloth, the sum over its triangles (0, t, t + 1) of cloth_air.glsl's
// triangleDrag (engine/sim/AirForce.cpp in float), shared equally by its
// corners (CpuSolver::addAirForces). One invocation per face writes the share
// into the face's slot, which each corner adds up in cloth_mesh_step.comp.

layout(local_size_x = DRAPE_FLAT_WORKGROUP_SIZE) in;

#include "cloth_state.glsl"
#include "cloth_mesh_tables.glsl"
// cloth_air.glsl's gather over a grid's cells, airForce(), is not called here:
// a mesh has no grid. Its wind and triangleDrag are.
const ivec2 u_gridSize = ivec2(0);
#include "cloth_air.glsl"

// The corners, counter-clockwise; the fourth ~0u for a triangle.
layout(std430, binding = DRAPE_MESH_BINDING_ELEMENTS) restrict readonly buffer AirFaces { uvec4 s_faces[]; };
layout(std430, binding = DRAPE_MESH_BINDING_FORCES) restrict writeonly buffer ElementForces { vec4 s_forces[]; };

uniform uint u_elementCount;
uniform uint u_slotBase;

void main()
{
    uint f = flatIndex();
    if (f >= u_elementCount)
        return;
    uvec4 face = s_faces[f];
    int a = int(face.x), b = int(face.y), c = int(face.z);
    vec3 xa = loadPosition(a), va = velocityAt(a), xc = loadPosition(c), vc = velocityAt(c);
    vec3 drag = triangleDrag(xa, loadPosition(b), xc, va, velocityAt(b), vc);
    float corners = 3.0;
    if (face.w != 0xFFFFFFFFu) {
        int d = int(face.w);
        drag += triangleDrag(xa, xc, loadPosition(d), va, vc, velocityAt(d));
        corners = 4.0;
    }
    s_forces[u_slotBase + f] = vec4(drag / corners, 0.0);
}
