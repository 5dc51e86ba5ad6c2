#include "engine/io/WedgeSpec.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <cstdio>
#include <cmath>
#include <fstream>
#include <stdexcept>

namespace drape::engine {
namespace {

using Json = nlohmann::ordered_json;   // a wedge file's axes in its order

std::string trimmed(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos)
        return {};
    return std::string(text.substr(first, text.find_last_not_of(" \t") - first + 1));
}

std::optional<double> numberOf(const std::string& text)
{
    double value = 0.0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

// A number as JSON text, to 12 significant digits (a range's 0.1 + 0.2 is 0.3),
// and as short as it goes: 5, not 5.0.
std::string numberJson(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.12g", value);
    return text;
}

// A value as JSON text: numbers and booleans as themselves, anything else as a string.
std::string valueJson(const std::string& text)
{
    if (text == "true" || text == "false")
        return text;
    if (const auto number = numberOf(text))
        return numberJson(*number);
    return Json(text).dump();
}

// START:END:STEP, END included (to within a millionth of a step).
std::vector<std::string> rangeValues(const std::string& key, const std::string& text)
{
    const auto firstColon = text.find(':');
    const auto secondColon = text.find(':', firstColon + 1);
    const auto startText = numberOf(text.substr(0, firstColon));
    const auto endText = numberOf(text.substr(firstColon + 1, secondColon - firstColon - 1));
    const auto stepText = secondColon == std::string::npos ? std::nullopt : numberOf(text.substr(secondColon + 1));
    if (!startText || !endText || !stepText)
        throw std::invalid_argument("--vary " + key + ": expected a range START:END:STEP of numbers, got '" + text + "'");
    const double start = *startText, end = *endText, step = *stepText;
    if (!(step > 0.0) || end < start)
        throw std::invalid_argument("--vary " + key + ": a range needs a step > 0 and END ≥ START, got '" + text + "'");
    const double count = std::floor((end - start) / step + 1e-6) + 1.0;
    if (count > 10000.0)
        throw std::invalid_argument("--vary " + key + ": the range '" + text + "' has more than 10000 values");
    std::vector<std::string> values;
    for (int k = 0; k < int(count); ++k)
        values.push_back(numberJson(start + k * step));
    return values;
}

std::vector<std::string> listValues(const std::string& key, const std::string& text)
{
    if (text.find(':') != std::string::npos && text.find(',') == std::string::npos)
        return rangeValues(key, text);
    std::vector<std::string> values;
    std::size_t begin = 0;
    while (true) {
        const auto comma = text.find(',', begin);
        const std::string value = trimmed(std::string_view(text).substr(begin, comma - begin));
        if (value.empty())
            throw std::invalid_argument("--vary " + key + ": an empty value in '" + text + "'");
        values.push_back(valueJson(value));
        if (comma == std::string::npos)
            return values;
        begin = comma + 1;
    }
}

}  // namespace

WedgeAxis parseVary(std::string_view text)
{
    const auto eq = text.find('=');
    if (eq == std::string_view::npos)
        throw std::invalid_argument("--vary: expected KEY=VALUES, got '" + std::string(text) + "'");
    WedgeAxis axis;
    axis.key = trimmed(text.substr(0, eq));
    if (axis.key.empty())
        throw std::invalid_argument("--vary: no key before '=' in '" + std::string(text) + "'");
    axis.values = listValues(axis.key, std::string(text.substr(eq + 1)));
    return axis;
}

WedgeSpec readWedgeFile(const std::filesystem::path& path)
{
    std::ifstream in(path);
    if (!in)
        throw std::invalid_argument("cannot read the wedge file " + path.string());
    const auto fail = [&](const std::string& what) {
        return std::invalid_argument(path.string() + ": " + what);
    };
    Json document;
    try {
        document = Json::parse(in);
    } catch (const Json::parse_error& e) {
        throw fail(std::string("not JSON: ") + e.what());
    }
    if (!document.is_object())
        throw fail("expected an object with scene, vary and output");
    for (const auto& [key, value] : document.items())
        if (key != "scene" && key != "vary" && key != "output" && key != "frames")
            throw fail("unknown key '" + key + "' (expected scene, vary, output, frames)");
    if (!document.contains("scene") || !document["scene"].is_string())
        throw fail("scene: expected the path of a scene file");
    if (!document.contains("output") || !document["output"].is_string())
        throw fail("output: expected a pattern such as out/{cloth.material}.glb");
    if (!document.contains("vary") || !document["vary"].is_object() || document["vary"].empty())
        throw fail("vary: expected an object of keys and their values");
    const std::filesystem::path folder = path.parent_path();
    WedgeSpec spec;
    spec.scene = folder / document["scene"].get<std::string>();
    spec.outputPattern = (folder / document["output"].get<std::string>()).string();
    if (document.contains("frames")) {
        if (!document["frames"].is_number_integer() || document["frames"].get<long long>() < 1 ||
            document["frames"].get<long long>() > 1000000)
            throw fail("frames: expected a whole number from 1 to 1000000");
        spec.frames = document["frames"].get<int>();
    }
    for (const auto& [key, values] : document["vary"].items()) {
        WedgeAxis axis;
        axis.key = key;
        if (values.is_string()) {
            axis.values = listValues(key, values.get<std::string>());
        } else if (values.is_array() && !values.empty()) {
            for (const Json& value : values) {
                if (!value.is_primitive() || value.is_null())
                    throw fail("vary." + key + ": expected numbers, text or booleans");
                axis.values.push_back(value.dump());
            }
        } else {
            throw fail("vary." + key + ": expected a list of values or a string \"a,b,c\" or \"START:END:STEP\"");
        }
        spec.axes.push_back(axis);
    }
    return spec;
}

std::string valueLabel(const std::string& valueJson)
{
    const Json value = Json::parse(valueJson);
    if (value.is_string())
        return value.get<std::string>();
    return value.is_number() ? numberJson(value.get<double>()) : value.dump();
}

}  // namespace drape::engine
