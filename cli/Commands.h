// The drape-cli subcommands. Each takes the words after its name and returns
// the process exit code: 0 success, 1 failure (reason on stderr), 2 usage error.
#pragma once

#include <string>
#include <vector>

namespace drape::cli {

using Words = std::vector<std::string>;

int runValidate(const Words& words);
int runBake(const Words& words);
int runInfo(const Words& words);
int runBench(const Words& words);
int runWedge(const Words& words);

}  // namespace drape::cli
