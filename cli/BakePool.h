// Runs a wedge's variants as child processes of drape-cli (`drape-cli bake
// SCENE -o OUTPUT --quiet`), at most a given number at once, each one's output
// and errors going to its log; each variant's status file says when it runs,
// and how it ended: done (exit 0 and its output there), or failed with the last
// line its bake printed.
#pragma once

#include "engine/io/WedgeManifest.h"

#include <cstddef>
#include <functional>
#include <vector>

namespace drape::cli {

class BakePool {
public:
    /// Called as each variant ends, with its status.
    using Report = std::function<void(std::size_t index, const engine::VariantStatus& status)>;

    BakePool(const engine::WedgeManifest& manifest, int jobs, Report report);
    /// Runs the variants of these indices; returns once all have ended.
    void run(const std::vector<std::size_t>& indices);

private:
    const engine::WedgeManifest& m_manifest;
    int m_jobs;
    Report m_report;
};

}  // namespace drape::cli
