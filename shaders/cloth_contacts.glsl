// Contacts with colliders after a step, included by cloth_step.comp: in float,
// the arithmetic of engine/collide/ColliderGeometry.cpp (distance and normal per
// shape) and engine/collide/ContactResponse.cpp (push-out and Coulomb friction).
// Both backends must agree, so change the three together.

// One collider as GpuColliders.cpp packs it (std140: eleven vec4).
struct Collider {
    vec4 kind;        // x: shape (0 plane, 1 sphere, 2 box, 3 capsule, 4 mesh), y: field slot, z: thickness (m), w: friction
    vec4 position;    // xyz: centre (m); w: mesh scale
    vec4 toLocal[3];  // rows of the world-to-local rotation (the transpose of local-to-world)
    vec4 size;        // sphere: x radius; box: xyz half extents; capsule: x radius, y half height (m)
    vec4 field;       // mesh: xyz position of sample (0, 0, 0), w: cell size (mesh units)
    vec4 shift;       // xyz: how far the centre moved in the step (m), 0 for a still collider
    vec4 turn[3];     // rows of I − R_before · R_nowᵀ: with shift, the surface's motion (ColliderGeometry::surfaceMotion)
};

layout(std140, binding = DRAPE_BINDING_COLLIDERS) uniform Colliders { Collider u_colliders[c_maxColliders]; };
uniform int u_colliderCount;
uniform sampler3D u_fields[c_maxMeshColliders];  // R32F distance fields, x fastest

// Trilinear interpolation of a distance field at p (mesh units) and its analytic
// gradient, as engine/collide/SignedDistanceField.cpp: outside the sampled box,
// the value at the nearest point of the box plus the distance to it.
// Returns the normalised gradient in xyz and the distance in w.
vec4 sampleField(int slot, vec3 origin, float cellSize, vec3 p)
{
    ivec3 dims = textureSize(u_fields[slot], 0);
    vec3 pc = clamp(p, origin, origin + vec3(dims - 1) * cellSize);
    float outside = length(p - pc);
    vec3 g = (pc - origin) / cellSize;
    ivec3 c = clamp(ivec3(floor(g)), ivec3(0), dims - 2);
    vec3 t = clamp(g - vec3(c), 0.0, 1.0);
    float v000 = texelFetch(u_fields[slot], c, 0).r;
    float v100 = texelFetch(u_fields[slot], c + ivec3(1, 0, 0), 0).r;
    float v010 = texelFetch(u_fields[slot], c + ivec3(0, 1, 0), 0).r;
    float v110 = texelFetch(u_fields[slot], c + ivec3(1, 1, 0), 0).r;
    float v001 = texelFetch(u_fields[slot], c + ivec3(0, 0, 1), 0).r;
    float v101 = texelFetch(u_fields[slot], c + ivec3(1, 0, 1), 0).r;
    float v011 = texelFetch(u_fields[slot], c + ivec3(0, 1, 1), 0).r;
    float v111 = texelFetch(u_fields[slot], c + ivec3(1, 1, 1), 0).r;
    // Along x first, then y, then z.
    float v00 = v000 + t.x * (v100 - v000);
    float v10 = v010 + t.x * (v110 - v010);
    float v01 = v001 + t.x * (v101 - v001);
    float v11 = v011 + t.x * (v111 - v011);
    float v0 = v00 + t.y * (v10 - v00);
    float v1 = v01 + t.y * (v11 - v01);
    float value = v0 + t.z * (v1 - v0);
    vec3 grad;
    grad.x = mix(mix(v100 - v000, v110 - v010, t.y), mix(v101 - v001, v111 - v011, t.y), t.z);
    grad.y = mix(v10 - v00, v11 - v01, t.z);
    grad.z = v1 - v0;
    float len = length(grad);
    return vec4(len > 0.0 ? grad / len : vec3(0.0), value + outside);
}

// Distance (w) and outward normal (xyz) of collider `k` at world point `point`.
vec4 sampleCollider(int k, vec3 point)
{
    Collider col = u_colliders[k];
    vec3 d = point - col.position.xyz;
    vec3 p = vec3(dot(col.toLocal[0].xyz, d), dot(col.toLocal[1].xyz, d), dot(col.toLocal[2].xyz, d));
    int shape = int(col.kind.x);
    vec3 n = vec3(0.0, 1.0, 0.0);
    float distance = p.y;
    if (shape == 1) {
        float len = length(p);
        distance = len - col.size.x;
        n = len > 1e-12 ? p / len : vec3(0.0, 1.0, 0.0);
    } else if (shape == 3) {
        vec3 q = p - vec3(0.0, clamp(p.y, -col.size.y, col.size.y), 0.0);
        float len = length(q);
        distance = len - col.size.x;
        n = len > 1e-12 ? q / len : vec3(1.0, 0.0, 0.0);
    } else if (shape == 2) {
        vec3 side = vec3(p.x >= 0.0 ? 1.0 : -1.0, p.y >= 0.0 ? 1.0 : -1.0, p.z >= 0.0 ? 1.0 : -1.0);
        vec3 q = abs(p) - col.size.xyz;
        vec3 outside = max(q, vec3(0.0));
        float outsideLength = length(outside);
        if (outsideLength > 0.0) {
            distance = outsideLength;
            n = side * outside / outsideLength;
        } else {
            int axis = q.x >= q.y && q.x >= q.z ? 0 : (q.y >= q.z ? 1 : 2);
            n = vec3(0.0);
            n[axis] = side[axis];
            distance = q[axis];
        }
    } else if (shape == 4) {
        float scale = col.position.w;
        vec4 s = sampleField(int(col.kind.y), col.field.xyz, col.field.w, p / scale);
        distance = s.w * scale;
        n = s.xyz;
    }
    // Local to world: the rows of toLocal are the local axes in world space.
    vec3 world = n.x * col.toLocal[0].xyz + n.y * col.toLocal[1].xyz + n.z * col.toLocal[2].xyz;
    return vec4(world, distance);
}

// How far collider k's surface point now at `point` moved in the step.
vec3 surfaceMotion(int k, vec3 point)
{
    Collider col = u_colliders[k];
    vec3 d = point - col.position.xyz;
    return col.shift.xyz + vec3(dot(col.turn[0].xyz, d), dot(col.turn[1].xyz, d), dot(col.turn[2].xyz, d));
}

// Pushes a particle that moved from x to `next` out of every collider and applies
// friction to its motion relative to the surface; `step` is the velocity (times
// dt) it carries into the next step.
void applyContacts(vec3 x, inout vec3 next, inout vec3 step)
{
    for (int k = 0; k < u_colliderCount; ++k) {
        vec4 surface = sampleCollider(k, next);
        float depth = u_colliders[k].kind.z - surface.w;
        if (!(depth > 0.0))
            continue;
        vec3 n = surface.xyz;
        vec3 carried = surfaceMotion(k, next);
        vec3 moved = next + depth * n - x - carried;
        vec3 normalPart = dot(moved, n) * n;
        vec3 tangentialPart = moved - normalPart;
        float sliding = length(tangentialPart);
        float kept = sliding > 0.0 ? max(0.0, 1.0 - u_colliders[k].kind.w * depth / sliding) : 0.0;
        tangentialPart *= kept;
        next = x + carried + normalPart + tangentialPart;
        step = carried + max(dot(step - carried, n), 0.0) * n + tangentialPart;
    }
}
