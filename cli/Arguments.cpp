#include "cli/Arguments.h"

#include <charconv>

namespace drape::cli {

std::string Arguments::value(const std::string& name, const std::string& fallback) const
{
    const auto it = values.find(name);
    return it == values.end() ? fallback : it->second;
}

int Arguments::integer(const std::string& name, int fallback, int min, int max) const
{
    const auto it = values.find(name);
    if (it == values.end())
        return fallback;
    int result = 0;
    const std::string& text = it->second;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), result);
    if (error != std::errc() || end != text.data() + text.size() || result < min || result > max)
        throw UsageError(name + ": expected an integer from " + std::to_string(min) + " to " + std::to_string(max) +
                         ", got '" + text + "'");
    return result;
}

Arguments parseArguments(const std::vector<std::string>& words, const std::set<std::string>& valued,
                         const std::set<std::string>& flags, const std::map<std::string, std::string>& aliases)
{
    Arguments result;
    for (std::size_t n = 0; n < words.size(); ++n) {
        std::string word = words[n];
        if (word.size() < 2 || word[0] != '-') {
            result.positional.push_back(word);
            continue;
        }
        std::string inlineValue;
        bool hasInlineValue = false;
        if (const auto eq = word.find('='); word.rfind("--", 0) == 0 && eq != std::string::npos) {
            inlineValue = word.substr(eq + 1);
            word = word.substr(0, eq);
            hasInlineValue = true;
        }
        if (const auto alias = aliases.find(word); alias != aliases.end())
            word = alias->second;
        if (flags.count(word) && !hasInlineValue) {
            result.flags.insert(word);
        } else if (valued.count(word)) {
            if (!hasInlineValue && n + 1 >= words.size())
                throw UsageError(word + " needs a value");
            result.values[word] = hasInlineValue ? inlineValue : words[++n];
            result.lists[word].push_back(result.values[word]);
        } else {
            throw UsageError("unknown option " + words[n]);
        }
    }
    return result;
}

std::vector<int> frameList(const std::string& option, const std::string& text)
{
    std::vector<int> frames;
    std::size_t begin = 0;
    while (true) {
        const auto comma = text.find(',', begin);
        const std::string word = text.substr(begin, comma - begin);
        if (word.empty() || word.size() > 7 || word.find_first_not_of("0123456789") != std::string::npos)
            throw UsageError(option + ": expected frame numbers such as 0,60,119, got '" + text + "'");
        frames.push_back(std::stoi(word));
        if (comma == std::string::npos)
            return frames;
        begin = comma + 1;
    }
}

}  // namespace drape::cli
