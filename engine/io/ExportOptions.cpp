#include "engine/io/ExportOptions.h"

#include <string>

namespace drape::engine {

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
