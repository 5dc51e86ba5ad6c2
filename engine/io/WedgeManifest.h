// A wedge's manifest (docs/farm.md): its variants, with each one's scene,
// output and values, in one JSON file; and each variant's state, time and error,
// in a status file of its own beside it, so that the tasks of a farm, each
// running one variant, never write the same file.
#pragma once

#include "engine/io/WedgeVariants.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace drape::engine {

enum class VariantState { Pending, Running, Done, Failed };

/// "pending", "running", "done", "failed".
std::string stateName(VariantState state);

struct VariantStatus {
    VariantState state = VariantState::Pending;
    double seconds = 0.0;       ///< the bake's wall time, once it ended
    std::string error;          ///< why it failed
};

struct WedgeManifest {
    std::filesystem::path path;         ///< where the manifest lives; the paths below are absolute
    std::filesystem::path baseScene;
    std::string outputPattern;
    std::optional<int> frames;
    /// The frames each variant's picture on the contact sheet shows; empty: its last frame.
    std::vector<int> sheetFrames;
    std::vector<WedgeVariant> variants;
    std::string slurmJob;               ///< the job array last submitted, or empty
    std::vector<VariantStatus> status;  ///< per variant, read from the status files
};

/// The folder of the variants' status files and logs: the manifest's name with "-status".
std::filesystem::path statusFolder(const std::filesystem::path& manifest);
/// Variant `index`'s status file and bake log.
std::filesystem::path statusFile(const std::filesystem::path& manifest, std::size_t index);
std::filesystem::path logFile(const std::filesystem::path& manifest, std::size_t index);
/// The contact sheet of a manifest: its name with "-sheet.png".
std::filesystem::path contactSheetFile(const std::filesystem::path& manifest);
/// Variant `index`'s snapshot: its bake's --snapshot, the frames its contact-sheet pictures show (PC2).
std::filesystem::path snapshotFile(const std::filesystem::path& manifest, std::size_t index);

/// Writes the manifest (paths relative to its folder), atomically. Throws IoError.
void writeManifest(const WedgeManifest& manifest);
/// Reads a manifest and its variants' status files. Throws std::invalid_argument naming the file.
WedgeManifest readManifest(const std::filesystem::path& path);
/// Writes one variant's status file, atomically. Throws IoError.
void writeVariantStatus(const std::filesystem::path& manifest, std::size_t index, const VariantStatus& status);

}  // namespace drape::engine
