#include "cli/SlurmArray.h"

#include "engine/io/AtomicFile.h"

#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <stdexcept>

namespace drape::cli {
namespace {

namespace fs = std::filesystem;

// `text` in single quotes for sh, its own single quotes escaped.
std::string shellQuoted(const std::string& text)
{
    std::string quoted = "'";
    for (const char c : text)
        quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return quoted + "'";
}

}  // namespace

fs::path writeBatchScript(const engine::WedgeManifest& manifest, const std::vector<std::size_t>& indices,
                          const std::vector<std::string>& options)
{
    std::string array;
    for (const std::size_t index : indices)
        array += (array.empty() ? "" : ",") + std::to_string(index);
    const fs::path logs = engine::statusFolder(manifest.path);
    fs::create_directories(logs);
    std::string script = "#!/bin/sh\n"
                         "#SBATCH --job-name=drape-wedge\n"
                         "#SBATCH --array=" + array + "\n"
                         "#SBATCH --output=" + (logs / "slurm-%a.out").string() + "\n";
    for (const std::string& option : options)
        script += "#SBATCH " + option + "\n";
    script += "exec " + shellQuoted(fs::read_symlink("/proc/self/exe").string()) + " wedge --run-variant " +
              shellQuoted(manifest.path.string()) + " \"$SLURM_ARRAY_TASK_ID\"\n";
    const fs::path path = fs::path(manifest.path).replace_extension(".sbatch");
    engine::AtomicFile file(path);
    file.write(script);
    file.commit();
    return path;
}

std::string submitBatchScript(const fs::path& script, bool wait)
{
    const std::string command =
        std::string("sbatch --parsable") + (wait ? " --wait " : " ") + shellQuoted(script.string()) + " 2>&1";
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe)
        throw std::runtime_error("cannot run sbatch");
    std::string output;
    std::array<char, 256> chunk{};
    while (std::fgets(chunk.data(), int(chunk.size()), pipe))
        output += chunk.data();
    const int status = pclose(pipe);
    while (!output.empty() && (output.back() == '\n' || output.back() == '\r'))
        output.pop_back();
    if (status == -1 || !WIFEXITED(status) || WEXITSTATUS(status) == 127)
        throw std::runtime_error("sbatch is not installed here: install Slurm's client (Debian: slurm-client) or "
                                 "run the wedge with --local");
    // --wait makes sbatch's exit status the array's: a failed variant is the manifest's news, not sbatch's.
    const std::string id = output.substr(0, output.find_first_of("\n;"));
    if (id.empty() || id.find_first_not_of("0123456789") != std::string::npos)
        throw std::runtime_error("sbatch refused the job array: " + output);
    return id;
}

}  // namespace drape::cli
