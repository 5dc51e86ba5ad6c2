#include "engine/io/ExportOptions.h"

#include "engine/scene/Scene.h"

#include <string>

namespace drape::engine {

std::string exportedClothName(const Scene& scene, std::size_t k)
{
    return scene.cloths.size() == 1 ? scene.name : scene.cloths[k].name;
}

std::vector<std::size_t> exportedCloths(const Scene& scene, const ExportOptions& options)
{
    if (options.cloth) {
        if (*options.cloth >= scene.cloths.size())
            throw std::invalid_argument("cloth " + std::to_string(*options.cloth) + " is not in the scene, which has " +
                                        std::to_string(scene.cloths.size()));
        return {*options.cloth};
    }
    std::vector<std::size_t> all(scene.cloths.size());
    for (std::size_t k = 0; k < all.size(); ++k)
        all[k] = k;
    return all;
}

std::size_t soleExportedCloth(const Scene& scene, const ExportOptions& options)
{
    const std::vector<std::size_t> cloths = exportedCloths(scene, options);
    if (cloths.size() != 1) {
        std::string names;
        for (const ClothSpec& cloth : scene.cloths)
            names += (names.empty() ? "" : ", ") + cloth.name;
        throw std::invalid_argument("the scene has " + std::to_string(cloths.size()) + " cloths (" + names +
                                    ") and this format holds one mesh: choose one of them, or export glTF or FBX, "
                                    "which hold them all");
    }
    return cloths.front();
}

std::vector<int> exportedFrames(const ExportOptions& options, int bakedFrames)
{
    const int last = options.last < 0 ? bakedFrames - 1 : options.last;
    if (options.first < 0 || options.first >= bakedFrames)
        throw std::invalid_argument("the first frame " + std::to_string(options.first) + " is not among the " +
                                    std::to_string(bakedFrames) + " baked frames (0 to " +
                                    std::to_string(bakedFrames - 1) + ")");
    if (last < options.first || last >= bakedFrames)
        throw std::invalid_argument("the last frame " + std::to_string(last) + " is not among the baked frames " +
                                    std::to_string(options.first) + " to " + std::to_string(bakedFrames - 1));
    if (options.every < 1)
        throw std::invalid_argument("every must be at least 1, got " + std::to_string(options.every));
    std::vector<int> frames;
    for (int k = options.first; k <= last; k += options.every)
        frames.push_back(k);
    return frames;
}

double clipSeconds(int bakedFrame, const ExportOptions& options, double fps)
{
    return double(bakedFrame - options.first) / fps;
}

ClipInfo clipInfo(const ExportOptions& options, int bakedFrames, double fps)
{
    return {fps, options.first, options.every, int(exportedFrames(options, bakedFrames).size())};
}

void reportExportProgress(const ExportProgress& progress, int done, int total)
{
    if (progress && !progress(done, total))
        throw ExportCancelled();
}

}  // namespace drape::engine
