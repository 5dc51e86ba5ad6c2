// drape-cli validate SCENE: loads a scene and reports it, or the first problem.
#include "cli/Arguments.h"
#include "cli/Commands.h"

#include "engine/io/ColliderAssets.h"
#include "engine/io/SceneFile.h"
#include "engine/scene/ClothMesh.h"
#include "engine/scene/Stability.h"

#include <iostream>
#include <stdexcept>

namespace drape::cli {

int runValidate(const Words& words)
{
    const Arguments args = parseArguments(words, {}, {"--help"}, {{"-h", "--help"}});
    if (args.has("--help")) {
        std::cout << "usage: drape-cli validate SCENE\n\n"
                     "Loads SCENE (.drape) and checks every key, and loads the mesh colliders' files\n"
                     "and builds their distance fields. Exit 0 when it loads, else 1 with the file,\n"
                     "key path (or collider) and what was expected. A time step above the stability limit is\n"
                     "reported as a warning: the scene is valid, but the cloth may explode.\n";
        return 0;
    }
    if (args.positional.size() != 1)
        throw UsageError("expected one scene file");
    const engine::Scene scene = engine::loadScene(args.positional[0]);
    engine::ColliderAssets assets;
    if (const auto problem = engine::firstProblem(assets.prepare(scene.colliders)))
        throw std::runtime_error(*problem);
    std::cout << args.positional[0] << ": ok: \"" << scene.name << "\", ";
    std::size_t pinned = 0;
    for (std::size_t k = 0; k < scene.cloths.size(); ++k) {
        const engine::ClothSpec& cloth = scene.cloths[k];
        if (scene.cloths.size() > 1)
            std::cout << (k ? "; " : "") << "cloth \"" << cloth.name << "\": ";
        if (cloth.mesh)
            std::cout << "a mesh of " << cloth.particleCount() << " particles and "
                      << engine::clothMesh(cloth).triangleCount() << " triangles";
        else
            std::cout << cloth.cols << " × " << cloth.rows << " particles";
        pinned += cloth.pins.size();
    }
    std::cout << ", " << pinned << " pinned, " << scene.colliders.size() << " colliders, "
              << scene.simulation.frames << " frames at "
              << scene.simulation.fps << " fps × " << scene.simulation.substeps << " substeps"
              << (scene.simulation.autoSubsteps ? " (auto)" : "") << "\n";
    if (!engine::isTimeStepStable(scene))
        std::cerr << "warning: the time step " << scene.simulation.timeStep() << " s is above the stability limit "
                  << engine::stableTimeStepLimit(scene) << " s; use at least "
                  << engine::minimumStableSubsteps(scene) << " substeps\n";
    else if (scene.simulation.integrator == engine::Integrator::Verlet) {
        const double folded = engine::stableTimeStepLimit(scene, engine::SpringDirections::Any);
        if (scene.simulation.timeStep() >= folded)
            std::cerr << "note: the time step " << scene.simulation.timeStep()
                      << " s is stable near the rest shape, but a cloth folded onto itself needs it below " << folded
                      << " s (\"substeps\": \"auto\" keeps it there)\n";
    }
    return 0;
}

}  // namespace drape::cli
