// A small command-line parser for drape-cli's subcommands: positional words,
// options that take a value (--frames 10, -o out.pc2) and plain flags (--json).
#pragma once

#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace drape::cli {

class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct Arguments {
    std::vector<std::string> positional;
    std::map<std::string, std::string> values;        ///< each option's last value
    std::map<std::string, std::vector<std::string>> lists;  ///< each option's values, in order
    std::set<std::string> flags;

    bool has(const std::string& name) const { return values.count(name) || flags.count(name); }
    std::string value(const std::string& name, const std::string& fallback = {}) const;
    /// An integer option in [min, max]; `fallback` when absent. Throws UsageError.
    int integer(const std::string& name, int fallback, int min, int max) const;
};

/// The frames of `option`'s value "0,60,119" (each ≥ 0), in the order given. Throws UsageError.
std::vector<int> frameList(const std::string& option, const std::string& text);

/// Parses `words`; `valued` lists options that take a value (aliases like "-o"
/// map to their long name through `aliases`), `flags` those that do not.
/// Throws UsageError for an unknown option or a missing value.
Arguments parseArguments(const std::vector<std::string>& words, const std::set<std::string>& valued,
                         const std::set<std::string>& flags, const std::map<std::string, std::string>& aliases = {});

}  // namespace drape::cli
