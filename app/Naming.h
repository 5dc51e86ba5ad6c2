// Names the user gives and the editor makes up for the scene's cloths and
// colliders: trimmed when typed, and never repeated ("Sphere", "Sphere 2", …).
#pragma once

#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace drape::app {

/// `base`, or when `taken` already holds it, `base` + " N" with the smallest
/// N ≥ 2 that is free. A trailing " N" on `base` is dropped first, so
/// duplicating "Sphere 2" gives "Sphere 3".
std::string uniqueName(const std::string& base, const std::vector<std::string>& taken);

/// The names of `items` (cloths, colliders), in order.
template <typename Named>
std::vector<std::string> namesOf(const std::vector<Named>& items)
{
    std::vector<std::string> names;
    names.reserve(items.size());
    for (const Named& item : items)
        names.push_back(item.name);
    return names;
}

/// The name `typed` gives something called `current`: trimmed; none when it is
/// empty or unchanged.
std::optional<std::string> renamedTo(const std::string& current, const QString& typed);

}  // namespace drape::app
