// drape-cli wedge: variants of a scene, baked here or on a Slurm cluster (docs/farm.md).
#include "cli/Arguments.h"
#include "cli/BakePool.h"
#include "cli/Commands.h"
#include "cli/ContactSheet.h"
#include "cli/SlurmArray.h"

#include "engine/gl/GlError.h"
#include "engine/gl/HeadlessContext.h"

#include "engine/io/WedgeManifest.h"
#include "engine/io/WedgeSpec.h"
#include "engine/io/WedgeVariants.h"

#include <cstdio>
#include <filesystem>
#include <iostream>
#include <string>
#include <thread>

namespace drape::cli {
namespace {

namespace fs = std::filesystem;

constexpr const char* help =
    "usage: drape-cli wedge SCENE --vary KEY=VALUES [--vary KEY=VALUES ...] -o PATTERN\n"
    "                       [--frames N] [--sheet-frames A,B,...] [--manifest FILE]\n"
    "                       [--local [-j N] | --slurm [--sbatch=OPTION ...] [--wait]]\n"
    "       drape-cli wedge --file WEDGE.json [the same run options]\n"
    "       drape-cli wedge --status MANIFEST\n"
    "       drape-cli wedge --sheet MANIFEST [-o SHEET.png]\n"
    "       drape-cli wedge --run-variant MANIFEST INDEX\n"
    "\n"
    "Bakes one variant of SCENE for each combination of the values given: KEY is a\n"
    "path in the scene file (cloth.material, air.wind[0],\n"
    "cloth.selfCollision.thickness), VALUES a list (silk,cotton,denim) or a range\n"
    "START:END:STEP (0:10:5 is 0, 5, 10). PATTERN names each output from its values,\n"
    "e.g. out/{cloth.material}-{air.wind[0]}.glb, and each variant's scene file is\n"
    "written beside its output (.drape), so that the editor can open it.\n"
    "The manifest (default: wedge.json in the folder PATTERN starts in) records every\n"
    "variant; each one's state, time and error go to a status file beside it. A\n"
    "second run skips the variants done and bakes the rest again. A variant that\n"
    "fails (one that diverges, say) is recorded with its message and the others go\n"
    "on; the exit status is 1 when any failed.\n"
    "--local (the default) runs N bakes at once here (default: one per core).\n"
    "--slurm submits one job array through sbatch, a task per variant; --sbatch=OPT\n"
    "adds an #SBATCH line (--sbatch=--partition=gpu --sbatch=--gres=gpu:1), and\n"
    "--wait returns once the array has ended. The files must be on a file system\n"
    "the cluster's nodes share. --status prints a manifest's variants and states;\n"
    "--run-variant bakes one variant of a manifest (what each Slurm task runs).\n"
    "The contact sheet (default: the manifest's name with -sheet.png) shows each\n"
    "variant's last frame, or the frames --sheet-frames lists, drawn offscreen by\n"
    "Drape's renderer with the values under each picture: written at the end of a\n"
    "local run, and by --sheet once a farm's run has ended.\n";

fs::path defaultManifest(const std::string& pattern)
{
    // The folder the pattern starts in: out/{a}/{b}.glb and out/cloth-{a}.glb give out.
    const fs::path folder = fs::path(pattern.substr(0, pattern.find('{'))).parent_path();
    return (folder.empty() ? fs::path(".") : folder) / "wedge.json";
}

std::string valuesText(const engine::WedgeVariant& variant)
{
    std::string text;
    for (const auto& [key, value] : variant.values)
        text += (text.empty() ? "" : ", ") + key + "=" + engine::valueLabel(value);
    return text;
}

/// Prints every variant's state and a count of each; 0 when all are done, 1 when any failed, 3 otherwise.
int printStatus(const engine::WedgeManifest& manifest)
{
    int counts[4] = {};
    for (const engine::WedgeVariant& variant : manifest.variants) {
        const engine::VariantStatus& status = manifest.status[variant.index];
        ++counts[int(status.state)];
        std::printf("%4zu  %-7s %7.1f s  %s  -> %s%s%s\n", variant.index, engine::stateName(status.state).c_str(),
                    status.seconds, valuesText(variant).c_str(), variant.output.string().c_str(),
                    status.error.empty() ? "" : "\n      ", status.error.c_str());
    }
    std::printf("%zu variants: %d done, %d failed, %d running, %d pending%s%s\n", manifest.variants.size(),
                counts[int(engine::VariantState::Done)], counts[int(engine::VariantState::Failed)],
                counts[int(engine::VariantState::Running)], counts[int(engine::VariantState::Pending)],
                manifest.slurmJob.empty() ? "" : "; Slurm job ", manifest.slurmJob.c_str());
    if (counts[int(engine::VariantState::Failed)] > 0)
        return 1;
    return counts[int(engine::VariantState::Done)] == int(manifest.variants.size()) ? 0 : 3;
}

/// The manifest of `spec` at `path`, keeping the statuses of an earlier run of the same variants.
engine::WedgeManifest prepareManifest(const engine::WedgeSpec& spec, const std::vector<int>& sheetFrames,
                                      const fs::path& path)
{
    engine::WedgeManifest manifest;
    manifest.path = fs::absolute(path);
    manifest.baseScene = fs::absolute(spec.scene).lexically_normal();
    manifest.outputPattern = spec.outputPattern;
    manifest.frames = spec.frames;
    manifest.sheetFrames = sheetFrames;
    manifest.variants = engine::expandWedge(spec);
    for (engine::WedgeVariant& variant : manifest.variants) {
        variant.output = fs::absolute(variant.output).lexically_normal();
        variant.scene = fs::absolute(variant.scene).lexically_normal();
    }
    bool sameVariants = false;
    if (fs::exists(manifest.path)) {
        const engine::WedgeManifest earlier = engine::readManifest(manifest.path);
        sameVariants = earlier.variants.size() == manifest.variants.size() && earlier.frames == manifest.frames &&
                       earlier.sheetFrames == manifest.sheetFrames && earlier.baseScene == manifest.baseScene;
        for (std::size_t v = 0; sameVariants && v < manifest.variants.size(); ++v)
            sameVariants = earlier.variants[v].output == manifest.variants[v].output &&
                           earlier.variants[v].values == manifest.variants[v].values;
        if (sameVariants)
            manifest.slurmJob = earlier.slurmJob;
    }
    if (!sameVariants)
        fs::remove_all(engine::statusFolder(manifest.path));
    engine::writeVariantScenes(spec, manifest.variants);
    engine::writeManifest(manifest);
    return engine::readManifest(manifest.path);
}

/// Draws the sheet in a headless context of its own.
void drawSheet(const engine::WedgeManifest& manifest, const fs::path& png)
{
    const auto context = engine::HeadlessContext::create();
    writeContactSheet(manifest, png);
    std::printf("contact sheet: %s\n", png.string().c_str());
}

int runVariant(const Arguments& args)
{
    if (args.positional.size() != 1)
        throw UsageError("--run-variant takes a manifest and a variant's index");
    const engine::WedgeManifest manifest = engine::readManifest(args.value("--run-variant"));
    const std::string& word = args.positional[0];
    if (word.empty() || word.find_first_not_of("0123456789") != std::string::npos ||
        std::stoull(word) >= manifest.variants.size())
        throw UsageError("--run-variant: no variant " + word + " in " + manifest.path.string());
    int result = 0;
    BakePool(manifest, 1, [&](std::size_t, const engine::VariantStatus& status) {
        result = status.state == engine::VariantState::Done ? 0 : 1;
        if (result != 0)
            std::cerr << "drape-cli wedge: variant " << word << " failed: " << status.error << "\n";
    }).run({std::size_t(std::stoull(word))});
    return result;
}

}  // namespace

int runWedge(const Words& words)
{
    const Arguments args =
        parseArguments(words, {"--vary", "--output", "--frames", "--manifest", "--jobs", "--file", "--sbatch",
                               "--status", "--run-variant", "--sheet", "--sheet-frames"},
                       {"--help", "--local", "--slurm", "--wait"}, {{"-o", "--output"}, {"-j", "--jobs"}, {"-h", "--help"}});
    if (args.has("--help")) {
        std::cout << help;
        return 0;
    }
    if (args.has("--status")) {
        if (!args.positional.empty())
            throw UsageError("--status takes a manifest and nothing else");
        return printStatus(engine::readManifest(args.value("--status")));
    }
    if (args.has("--run-variant"))
        return runVariant(args);
    if (args.has("--sheet")) {
        if (!args.positional.empty())
            throw UsageError("--sheet takes a manifest and -o SHEET.png, nothing else");
        const engine::WedgeManifest manifest = engine::readManifest(args.value("--sheet"));
        drawSheet(manifest, args.has("--output") ? fs::path(args.value("--output")) : engine::contactSheetFile(manifest.path));
        return 0;
    }

    engine::WedgeSpec spec;
    if (args.has("--file")) {
        if (!args.positional.empty() || args.has("--vary") || args.has("--output"))
            throw UsageError("--file says the scene, the values and the pattern: give none of them beside it");
        spec = engine::readWedgeFile(args.value("--file"));
    } else {
        if (args.positional.size() != 1)
            throw UsageError("expected one scene file");
        if (!args.has("--vary"))
            throw UsageError("expected at least one --vary KEY=VALUES");
        if (!args.has("--output"))
            throw UsageError("expected -o PATTERN, e.g. out/{cloth.material}.glb");
        spec.scene = args.positional[0];
        spec.outputPattern = args.value("--output");
        for (const std::string& vary : args.lists.at("--vary"))
            spec.axes.push_back(engine::parseVary(vary));
    }
    if (args.has("--frames"))
        spec.frames = args.integer("--frames", 1, 1, 1000000);
    if (args.has("--local") && args.has("--slurm"))
        throw UsageError("--local and --slurm: choose one");
    if ((args.has("--sbatch") || args.has("--wait")) && !args.has("--slurm"))
        throw UsageError("--sbatch and --wait go with --slurm");
    const fs::path manifestPath =
        args.has("--manifest") ? fs::path(args.value("--manifest")) : defaultManifest(spec.outputPattern);
    const std::vector<int> sheetFrames =
        args.has("--sheet-frames") ? frameList("--sheet-frames", args.value("--sheet-frames")) : std::vector<int>{};
    engine::WedgeManifest manifest = prepareManifest(spec, sheetFrames, manifestPath);

    std::vector<std::size_t> todo;
    for (const engine::WedgeVariant& variant : manifest.variants)
        if (manifest.status[variant.index].state != engine::VariantState::Done || !fs::exists(variant.output))
            todo.push_back(variant.index);
    std::printf("%zu variants, %zu to bake; manifest %s\n", manifest.variants.size(), todo.size(),
                manifest.path.string().c_str());
    std::fflush(stdout);

    if (args.has("--slurm")) {
        if (!todo.empty()) {
            const auto options = args.lists.count("--sbatch") ? args.lists.at("--sbatch") : std::vector<std::string>{};
            const fs::path script = writeBatchScript(manifest, todo, options);
            manifest.slurmJob = submitBatchScript(script, args.has("--wait"));
            engine::writeManifest(manifest);
            std::printf("submitted job array %s (%s)\n", manifest.slurmJob.c_str(), script.string().c_str());
        }
        if (!args.has("--wait"))
            return 0;
        return printStatus(engine::readManifest(manifest.path));
    }
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    const int jobs = args.integer("--jobs", int(cores), 1, 1024);
    std::size_t ended = 0;
    BakePool(manifest, jobs, [&](std::size_t index, const engine::VariantStatus& status) {
        std::printf("[%zu/%zu] %-6s %6.1f s  %s%s%s\n", ++ended, todo.size(), engine::stateName(status.state).c_str(),
                    status.seconds, manifest.variants[index].output.string().c_str(),
                    status.error.empty() ? "" : ": ", status.error.c_str());
        std::fflush(stdout);
    }).run(todo);
    const engine::WedgeManifest result = engine::readManifest(manifest.path);
    try {
        drawSheet(result, engine::contactSheetFile(result.path));
    } catch (const engine::GlError& e) {
        std::cerr << "note: no contact sheet: " << e.what() << "\n";
    }
    return printStatus(result);
}

}  // namespace drape::cli
