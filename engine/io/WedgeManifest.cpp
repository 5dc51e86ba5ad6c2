#include "engine/io/WedgeManifest.h"

#include "engine/io/AtomicFile.h"

#include <nlohmann/json.hpp>

#include <fstream>
#include <stdexcept>

namespace drape::engine {
namespace {

using Json = nlohmann::ordered_json;
namespace fs = std::filesystem;

constexpr VariantState states[] = {VariantState::Pending, VariantState::Running, VariantState::Done,
                                   VariantState::Failed};

std::string relativeTo(const fs::path& folder, const fs::path& path)
{
    return fs::absolute(path).lexically_normal().lexically_relative(fs::absolute(folder).lexically_normal()).string();
}

void writeJson(const fs::path& path, const Json& json)
{
    AtomicFile file(path);
    file.write(json.dump(2) + "\n");
    file.commit();
}

Json readJson(const fs::path& path)
{
    std::ifstream in(path);
    if (!in)
        throw std::invalid_argument("cannot read " + path.string());
    try {
        return Json::parse(in);
    } catch (const Json::exception& e) {
        throw std::invalid_argument(path.string() + ": not a wedge manifest (" + e.what() + ")");
    }
}

}  // namespace

std::string stateName(VariantState state)
{
    switch (state) {
    case VariantState::Pending: return "pending";
    case VariantState::Running: return "running";
    case VariantState::Done: return "done";
    case VariantState::Failed: return "failed";
    }
    return "pending";
}

fs::path statusFolder(const fs::path& manifest)
{
    return fs::path(manifest).replace_extension().string() + "-status";
}

fs::path statusFile(const fs::path& manifest, std::size_t index)
{
    return statusFolder(manifest) / (std::to_string(index) + ".json");
}

fs::path logFile(const fs::path& manifest, std::size_t index)
{
    return statusFolder(manifest) / (std::to_string(index) + ".log");
}

fs::path contactSheetFile(const fs::path& manifest)
{
    return fs::path(manifest).replace_extension().string() + "-sheet.png";
}

fs::path snapshotFile(const fs::path& manifest, std::size_t index)
{
    return statusFolder(manifest) / (std::to_string(index) + ".pc2");
}

void writeManifest(const WedgeManifest& manifest)
{
    const fs::path folder = manifest.path.parent_path().empty() ? fs::path(".") : manifest.path.parent_path();
    Json json;
    json["format"] = "drape-wedge";
    json["version"] = 1;
    json["scene"] = relativeTo(folder, manifest.baseScene);
    json["output"] = manifest.outputPattern;
    if (manifest.frames)
        json["frames"] = *manifest.frames;
    if (!manifest.sheetFrames.empty())
        json["sheetFrames"] = manifest.sheetFrames;
    json["slurmJob"] = manifest.slurmJob;
    Json variants = Json::array();
    for (const WedgeVariant& variant : manifest.variants) {
        Json values = Json::object();
        for (const auto& [key, value] : variant.values)
            values[key] = Json::parse(value);
        variants.push_back({{"index", variant.index},
                            {"values", values},
                            {"scene", relativeTo(folder, variant.scene)},
                            {"output", relativeTo(folder, variant.output)}});
    }
    json["variants"] = variants;
    fs::create_directories(folder);
    writeJson(manifest.path, json);
}

WedgeManifest readManifest(const fs::path& path)
{
    const Json json = readJson(path);
    const auto fail = [&](const std::string& what) { return std::invalid_argument(path.string() + ": " + what); };
    if (!json.is_object() || json.value("format", "") != "drape-wedge")
        throw fail("not a wedge manifest (no \"format\": \"drape-wedge\")");
    const fs::path folder = fs::absolute(path).parent_path();
    WedgeManifest manifest;
    try {
        manifest.path = fs::absolute(path);
        manifest.baseScene = (folder / json.at("scene").get<std::string>()).lexically_normal();
        manifest.outputPattern = json.at("output").get<std::string>();
        if (json.contains("frames"))
            manifest.frames = json.at("frames").get<int>();
        manifest.slurmJob = json.value("slurmJob", "");
        if (json.contains("sheetFrames"))
            manifest.sheetFrames = json.at("sheetFrames").get<std::vector<int>>();
        for (const Json& entry : json.at("variants")) {
            WedgeVariant variant;
            variant.index = entry.at("index").get<std::size_t>();
            for (const auto& [key, value] : entry.at("values").items())
                variant.values.emplace_back(key, value.dump());
            variant.scene = (folder / entry.at("scene").get<std::string>()).lexically_normal();
            variant.output = (folder / entry.at("output").get<std::string>()).lexically_normal();
            if (variant.index != manifest.variants.size())
                throw fail("variant " + std::to_string(manifest.variants.size()) + " has the index " +
                           std::to_string(variant.index));
            manifest.variants.push_back(variant);
        }
    } catch (const Json::exception& e) {
        throw fail(std::string("not a wedge manifest (") + e.what() + ")");
    }
    for (const WedgeVariant& variant : manifest.variants) {
        VariantStatus status;
        const fs::path file = statusFile(manifest.path, variant.index);
        if (fs::exists(file)) {
            const Json entry = readJson(file);
            const std::string name = entry.value("state", "pending");
            for (const VariantState state : states)
                if (stateName(state) == name)
                    status.state = state;
            status.seconds = entry.value("seconds", 0.0);
            status.error = entry.value("error", "");
        }
        manifest.status.push_back(status);
    }
    return manifest;
}

void writeVariantStatus(const fs::path& manifest, std::size_t index, const VariantStatus& status)
{
    fs::create_directories(statusFolder(manifest));
    Json json;
    json["state"] = stateName(status.state);
    json["seconds"] = status.seconds;
    if (!status.error.empty())
        json["error"] = status.error;
    writeJson(statusFile(manifest, index), json);
}

}  // namespace drape::engine
