// What an edit changed, in terms of what a running simulation must do about it:
// nothing, apply new parameters live, or rebuild the cloth from rest.
#pragma once

#include "engine/scene/Scene.h"

namespace drape::engine {

enum class SceneChange {
    None,       ///< identical scenes
    Metadata,   ///< name or bake length: the simulation is unaffected
    Live,       ///< stiffness, damping, mass, material, gravity, substeps, strain limits, air,
                ///< colliders, self-collision's thickness and friction, or the implicit iterations:
                ///< applied without a reset
    Rebuild,    ///< grid or mesh, placement, pins or pin groups, frame rate, backend, integrator, self-collision turned on
                ///< or off (it decides the backend "auto" picks), or any cloth of a scene of several: the cloth restarts at rest
};

/// The strongest change between two scenes.
inline SceneChange classifyChange(const Scene& before, const Scene& after)
{
    // Several cloths are one system whose springs carry each cloth's stiffness
    // relative to the others' (ClothAssembly.h): any change to them rebuilds it.
    if ((before.cloths.size() > 1 || after.cloths.size() > 1) && before.cloths != after.cloths)
        return SceneChange::Rebuild;
    const ClothSpec& a = before.cloths[0];
    const ClothSpec& b = after.cloths[0];
    if (a.cols != b.cols || a.rows != b.rows || a.spacing != b.spacing || a.origin != b.origin ||
        a.uAxis != b.uAxis || a.vAxis != b.vAxis || a.pins != b.pins || a.pinGroups != b.pinGroups || a.mesh != b.mesh ||
        before.simulation.fps != after.simulation.fps || before.simulation.backend != after.simulation.backend ||
        before.simulation.integrator != after.simulation.integrator ||
        a.selfCollision.has_value() != b.selfCollision.has_value())
        return SceneChange::Rebuild;
    if (a.springs != b.springs || a.damping != b.damping || a.bending != b.bending || a.particleMass != b.particleMass ||
        a.material != b.material || a.strainLimits != b.strainLimits || a.selfCollision != b.selfCollision || before.gravity != after.gravity ||
        before.simulation.substeps != after.simulation.substeps ||
        before.simulation.autoSubsteps != after.simulation.autoSubsteps ||
        before.simulation.iterations != after.simulation.iterations || before.air != after.air ||
        before.colliders != after.colliders)
        return SceneChange::Live;
    if (before != after)
        return SceneChange::Metadata;
    return SceneChange::None;
}

}  // namespace drape::engine
