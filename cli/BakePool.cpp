#include "cli/BakePool.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <stdexcept>
#include <string>
#include <system_error>

extern char** environ;

namespace drape::cli {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

struct Running {
    std::size_t index = 0;
    Clock::time_point start;
};

// The last line a failed bake printed, less the command's own prefix.
std::string lastLine(const fs::path& log)
{
    std::ifstream in(log);
    std::string line, last;
    while (std::getline(in, line))
        if (line.find_first_not_of(" \t\r") != std::string::npos)
            last = line;
    const std::string prefix = "drape-cli bake: ";
    if (last.rfind(prefix, 0) == 0)
        last.erase(0, prefix.size());
    return last.empty() ? "the bake printed nothing" : last;
}

pid_t startBake(const engine::WedgeManifest& manifest, std::size_t index)
{
    const engine::WedgeVariant& variant = manifest.variants[index];
    std::vector<std::string> words = {fs::read_symlink("/proc/self/exe").string(), "bake", variant.scene.string(),
                                      "-o", variant.output.string(), "--quiet"};
    if (manifest.frames)
        words.insert(words.end(), {"--frames", std::to_string(*manifest.frames)});
    words.insert(words.end(), {"--snapshot", engine::snapshotFile(manifest.path, index).string()});
    if (!manifest.sheetFrames.empty()) {
        std::string frames;
        for (const int frame : manifest.sheetFrames)
            frames += (frames.empty() ? "" : ",") + std::to_string(frame);
        words.insert(words.end(), {"--snapshot-frames", frames});
    }
    std::vector<char*> argv;
    for (std::string& word : words)
        argv.push_back(word.data());
    argv.push_back(nullptr);
    fs::create_directories(variant.output.parent_path().empty() ? fs::path(".") : variant.output.parent_path());
    fs::create_directories(engine::statusFolder(manifest.path));
    const std::string log = engine::logFile(manifest.path, index).string();
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO);
    pid_t pid = 0;
    const int error = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (error != 0)
        throw std::system_error(error, std::generic_category(), "cannot start the bake of variant " +
                                                                   std::to_string(index));
    return pid;
}

}  // namespace

BakePool::BakePool(const engine::WedgeManifest& manifest, int jobs, Report report)
    : m_manifest(manifest), m_jobs(jobs), m_report(std::move(report))
{
}

void BakePool::run(const std::vector<std::size_t>& indices)
{
    std::map<pid_t, Running> running;
    std::size_t next = 0;
    while (next < indices.size() || !running.empty()) {
        while (next < indices.size() && int(running.size()) < m_jobs) {
            const std::size_t index = indices[next++];
            engine::writeVariantStatus(m_manifest.path, index, {engine::VariantState::Running, 0.0, {}});
            running[startBake(m_manifest, index)] = {index, Clock::now()};
        }
        int waitStatus = 0;
        const pid_t ended = waitpid(-1, &waitStatus, 0);
        if (ended < 0) {
            if (errno == EINTR)
                continue;
            throw std::system_error(errno, std::generic_category(), "waiting for the bakes");
        }
        const auto it = running.find(ended);
        if (it == running.end())
            continue;
        const Running bake = it->second;
        running.erase(it);
        engine::VariantStatus status;
        status.seconds = std::chrono::duration<double>(Clock::now() - bake.start).count();
        const fs::path& output = m_manifest.variants[bake.index].output;
        if (WIFEXITED(waitStatus) && WEXITSTATUS(waitStatus) == 0 && fs::exists(output)) {
            status.state = engine::VariantState::Done;
        } else {
            status.state = engine::VariantState::Failed;
            status.error = WIFSIGNALED(waitStatus)
                               ? "the bake was killed by signal " + std::to_string(WTERMSIG(waitStatus))
                               : lastLine(engine::logFile(m_manifest.path, bake.index));
        }
        engine::writeVariantStatus(m_manifest.path, bake.index, status);
        m_report(bake.index, status);
    }
}

}  // namespace drape::cli
