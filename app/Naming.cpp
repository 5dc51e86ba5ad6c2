#include "app/Naming.h"

#include <algorithm>
#include <cctype>

namespace drape::app {

std::string uniqueName(const std::string& base, const std::vector<std::string>& taken)
{
    std::string stem = base;
    // "Sphere 2" → "Sphere".
    const std::size_t space = stem.find_last_of(' ');
    if (space != std::string::npos && space + 1 < stem.size() && space > 0 &&
        std::all_of(stem.begin() + std::ptrdiff_t(space) + 1, stem.end(),
                    [](unsigned char ch) { return std::isdigit(ch) != 0; }))
        stem.erase(space);
    const auto isTaken = [&](const std::string& name) { return std::find(taken.begin(), taken.end(), name) != taken.end(); };
    if (!isTaken(stem))
        return stem;
    for (int n = 2;; ++n) {
        const std::string candidate = stem + " " + std::to_string(n);
        if (!isTaken(candidate))
            return candidate;
    }
}

std::optional<std::string> renamedTo(const std::string& current, const QString& typed)
{
    std::string name = typed.trimmed().toStdString();
    if (name.empty() || name == current)
        return std::nullopt;
    return name;
}

}  // namespace drape::app
