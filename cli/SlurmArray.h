// A wedge on a Slurm cluster (docs/farm.md): one job array, a task a variant,
// each task running `drape-cli wedge --run-variant MANIFEST INDEX` on whatever
// node Slurm gives it. The manifest, scenes and outputs must lie on a file
// system every node sees under the same path.
#pragma once

#include "engine/io/WedgeManifest.h"

#include <filesystem>
#include <string>
#include <vector>

namespace drape::cli {

/// Writes the job array's batch script beside the manifest (its name with
/// .sbatch) for the variants of `indices`, with each of `options` (sbatch's own,
/// such as --partition=gpu or --gres=gpu:1) as an #SBATCH line. Returns its path.
std::filesystem::path writeBatchScript(const engine::WedgeManifest& manifest, const std::vector<std::size_t>& indices,
                                       const std::vector<std::string>& options);

/// Submits the script with `sbatch --parsable` (and --wait: returns once every
/// task has ended) and returns the job's id. Throws std::runtime_error with
/// sbatch's own message when it fails or is not installed.
std::string submitBatchScript(const std::filesystem::path& script, bool wait);

}  // namespace drape::cli
