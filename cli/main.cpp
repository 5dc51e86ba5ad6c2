// drape-cli: the headless front end to the engine (docs/cli.md).
#include "cli/Arguments.h"
#include "cli/Commands.h"

#include <exception>
#include <iostream>
#include <map>

namespace {

constexpr const char* usage =
    "usage: drape-cli COMMAND [OPTIONS]\n"
    "\n"
    "commands:\n"
    "  validate SCENE            check a scene file; exit 0 when it loads\n"
    "  bake SCENE -o OUT         simulate and write the frames (.glb, .gltf, .fbx, .obj, .pc2)\n"
    "  info                      OpenGL renderer and version, backends available\n"
    "  bench                     GPU kernel throughput: production, gather baseline, copy roofline\n"
    "  wedge SCENE --vary K=V -o P  bake variants of a scene, here or on a Slurm cluster\n"
    "\n"
    "'drape-cli COMMAND --help' describes one command.\n";

}  // namespace

int main(int argc, char** argv)
{
    using namespace drape::cli;
    const std::map<std::string, int (*)(const Words&)> commands{
        {"validate", runValidate}, {"bake", runBake}, {"info", runInfo}, {"bench", runBench}, {"wedge", runWedge}};
    if (argc < 2) {
        std::cerr << usage;
        return 2;
    }
    const std::string name = argv[1];
    if (name == "--help" || name == "-h" || name == "help") {
        std::cout << usage;
        return 0;
    }
    const auto command = commands.find(name);
    if (command == commands.end()) {
        std::cerr << "drape-cli: unknown command '" << name << "'\n\n" << usage;
        return 2;
    }
    try {
        return command->second(Words(argv + 2, argv + argc));
    } catch (const UsageError& e) {
        std::cerr << "drape-cli " << name << ": " << e.what() << " (see 'drape-cli " << name << " --help')\n";
        return 2;
    } catch (const std::exception& e) {
        std::cerr << "drape-cli " << name << ": " << e.what() << "\n";
        return 1;
    }
}
